"""Read-only SQL over a warehouse, and the output formats of ``mine query``.

SQL run here may come from a colleague or a file, over a warehouse on a shared disk: the
connection is locked down (``lock_down``) and only reading statements run (``check_statements``).
"""

from __future__ import annotations

import csv
import io
import json
import re
import sys
from datetime import date, datetime
from decimal import Decimal
from pathlib import Path
from typing import Any

import duckdb
import pyarrow as pa
import pyarrow.parquet as pq

from .errors import Errors, MineError
from .warehouse import Warehouse

FORMATS = ("table", "csv", "json", "parquet")

#: Statement types a query may be: reading only. DESCRIBE, SHOW, SUMMARIZE, VALUES, WITH and
#: FROM-first queries are SELECTs to DuckDB; EXPLAIN is checked on the statement it explains.
_READING = (duckdb.StatementType.SELECT,)
_EXPLAIN_PREFIX = re.compile(r"^\s*EXPLAIN\s+(ANALYZE\s+)?(\([^)]*\)\s*)?", re.IGNORECASE)
#: What to do instead, per command that runs SQL: (several statements, COPY, file outside).
_HINTS = {
    "mine query": (
        "Pass --multi to run them in order (the last one's result is shown).",
        "write query results with `mine query --format csv|json|parquet --output FILE`, or "
        "pass --allow-files to run COPY ... TO",
        " Pass --allow-files if you really want this query to read or write other files.",
    ),
    "mine sql": (
        "",
        "start `mine sql --allow-files` to run COPY ... TO",
        " Start `mine sql --allow-files` if you really want to read or write other files.",
    ),
    "mine review": (
        "A --where is one condition; a saved query is one SELECT.",
        "a review selection only selects candidates",
        "",
    ),
}
_WHY_NOT = {
    "LOAD": "extensions cannot be installed or loaded here",
    "EXPORT": "the warehouse is copied with `cp -r`, not exported",
    "ATTACH": "only the warehouse's own views are open here",
    "SET": "settings are locked so that the limits above hold",
    "EXPLAIN": "EXPLAIN ANALYZE runs the statement it explains; explain only reading statements",
}


def lock_down(con: duckdb.DuckDBPyConnection, root: Path, *, allow_files: bool = False) -> None:
    """Limit ``con`` for SQL written by someone else: after this it can read only ``root``.

    Call it once the views are built. A warehouse is often on a shared disk and queries come
    from files and colleagues, so a query must not read ``/etc/passwd``, write files or reach the
    network. DuckDB enforces the file limit itself (``enable_external_access = false`` with the
    warehouse as the one ``allowed_directories`` entry, which still lets the views read their
    Parquet files); extension auto-install/-load is off; ``lock_configuration`` makes the query
    unable to ``SET`` any of it back. Writes inside ``root`` are refused by ``check_statements``.
    ``allow_files`` leaves file access open (``--allow-files``), everything else stays locked.
    """
    settings = [
        "SET autoinstall_known_extensions = false",
        "SET autoload_known_extensions = false",
        "SET allow_community_extensions = false",
    ]
    if not allow_files:
        folder = str(Path(root).resolve()).rstrip("/") + "/"
        con.execute("SET allowed_directories = ?", [[folder]])
        settings.append("SET enable_external_access = false")
    for statement in [*settings, "SET lock_configuration = true"]:
        con.execute(statement)


def _statement_kind(con: duckdb.DuckDBPyConnection, statement: Any) -> str | None:
    """``None`` when ``statement`` only reads, else the name of what it is (``COPY``, ...)."""
    kind = statement.type
    if kind in _READING:
        return None
    if kind == duckdb.StatementType.EXPLAIN:  # EXPLAIN ANALYZE runs its statement
        inner = _EXPLAIN_PREFIX.sub("", statement.query, count=1)
        try:
            parsed = con.extract_statements(inner)
        except duckdb.Error:
            return "EXPLAIN"
        return None if len(parsed) == 1 and parsed[0].type in _READING else "EXPLAIN"
    return kind.name


def check_statements(
    con: duckdb.DuckDBPyConnection,
    sql: str,
    *,
    command: str = "mine query",
    allow_many: bool = False,
    allow_files: bool = False,
) -> int:
    """Refuse ``sql`` unless it is reading statements (one, unless ``allow_many``); return how many.

    ``allow_files`` also lets ``COPY`` through (DuckDB's file limit is then off too).
    """
    try:
        statements = con.extract_statements(sql)
    except duckdb.Error as exc:
        raise MineError(Errors.E007, error=str(exc).strip()) from exc
    hints = _HINTS.get(command, _HINTS["mine review"])
    if len(statements) > 1 and not allow_many:
        raise MineError(Errors.E021, command=command, n=len(statements), hint=hints[0])
    for statement in statements:
        kind = _statement_kind(con, statement)
        if kind is None or (allow_files and kind == "COPY"):
            continue
        why = hints[1] if kind == "COPY" else _WHY_NOT.get(kind)
        why = why or "the warehouse is changed only by `mine run` and `mine review`"
        raise MineError(
            Errors.E020,
            command=command,
            kind=kind,
            statement=statement.query.strip()[:200],
            why=why,
        )
    return len(statements)


def refused(exc: duckdb.Error, root: Path, command: str = "mine query") -> MineError:
    """The ``MineError`` for a DuckDB error: E022/E023 when the lock-down refused it, else E007."""
    text = str(exc).strip()
    if isinstance(exc, duckdb.PermissionException) and "disabled by configuration" in text:
        if "extension" in text.lower():
            return MineError(Errors.E023, command=command, error=text)
        hint = _HINTS.get(command, _HINTS["mine review"])[2]
        return MineError(Errors.E022, command=command, error=text, root=root, hint=hint)
    if "requires the extension" in text:
        return MineError(Errors.E023, command=command, error=text.splitlines()[0])
    return MineError(Errors.E007, error=text)


def connect_locked(
    warehouse: str | Path, *, allow_files: bool = False
) -> tuple[duckdb.DuckDBPyConnection, Warehouse]:
    """A read-only connection with the warehouse views, locked down (see ``lock_down``)."""
    wh = Warehouse(warehouse)
    con = wh.connect(read_only=True)
    try:
        lock_down(con, wh.root, allow_files=allow_files)
    except BaseException:
        con.close()
        raise
    return con, wh


def query(
    warehouse: str | Path, sql: str, *, allow_files: bool = False, allow_many: bool = False
) -> pa.Table:
    """Run ``sql`` against the warehouse views (read-only) and return an Arrow table.

    Only reading statements run, and they read only the warehouse folder (``lock_down``); with
    ``allow_many`` every statement runs in order and the last one's result is returned.
    """
    con, wh = connect_locked(warehouse, allow_files=allow_files)
    try:
        check_statements(con, sql, allow_many=allow_many, allow_files=allow_files)
        rel = con.sql(sql)
        return rel.to_arrow_table() if rel is not None else pa.table({})
    except duckdb.Error as exc:
        raise refused(exc, wh.root) from exc
    finally:
        con.close()


def _plain(v: Any) -> Any:
    if isinstance(v, datetime | date):
        return v.isoformat()
    if isinstance(v, Decimal):
        return float(v)
    if isinstance(v, bytes):
        return v.decode("utf-8", "backslashreplace")
    return v


def write_csv(table: pa.Table, out: io.TextIOBase) -> None:
    """Header row + one row per record; NULL as the empty string."""
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(table.column_names)
    for row in table.to_pylist():
        writer.writerow(["" if v is None else _plain(v) for v in row.values()])


def write_json(table: pa.Table, out: io.TextIOBase) -> None:
    """A JSON array of objects."""
    json.dump(
        [{k: _plain(v) for k, v in r.items()} for r in table.to_pylist()],
        out,
        ensure_ascii=False,
        indent=1,
    )
    out.write("\n")


def write_parquet(table: pa.Table, path: Path | None) -> None:
    if path is None:
        buf = pa.BufferOutputStream()
        pq.write_table(table, buf)
        sys.stdout.buffer.write(buf.getvalue().to_pybytes())
    else:
        pq.write_table(table, path)
