"""The warehouse: Parquet files per table and shard, plus a DuckDB file with views over them.

Layout under ``DIR``::

    mine.duckdb                         views (one per table in warehouse/tables/, plus warehouse/views/)
    sentences/<shard>.parquet           overwritten when the same input shard is read again
    candidates/<phenomenon>/<shard>.parquet
    pairs/<phenomenon>/<shard>.parquet  rows of the subtypes a run covers replace that run's subtypes
    quarantine/read/<shard>.parquet     reading errors of the shard
    quarantine/<selection>/<shard>.parquet  processing errors of a phenomenon/subtype selection
    runs/<run_id>.parquet               one file per run (append-only)
    manifests/<run_key>.json            shards finished, for --resume

Idempotency comes from the file names: a file is keyed by what produced it (input shard,
phenomenon), so re-running the same input rewrites the same files with the same content-derived
IDs instead of adding rows. Atomicity comes from writing to a hidden temporary file in the same
folder and ``os.replace``-ing it; queries only read ``*.parquet``.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import time
import uuid
from collections.abc import Iterable, Sequence
from functools import cache
from pathlib import Path
from typing import Any

import duckdb
import pyarrow as pa
import pyarrow.parquet as pq

from . import resources
from .errors import Errors, MineError

DB_NAME = "mine.duckdb"
DEFAULT_DIR = "mine-warehouse"
_TABLE_NAME = re.compile(r"CREATE\s+TABLE\s+(\w+)", re.IGNORECASE)


@cache
def table_ddl() -> dict[str, str]:
    """``{table: CREATE TABLE ...}`` from ``warehouse/tables/*.sql``, the one place schemas live."""
    out: dict[str, str] = {}
    for path in sorted((resources.resource_dir("warehouse") / "tables").glob("*.sql")):
        text = path.read_text(encoding="utf-8")
        match = _TABLE_NAME.search(text)
        if match:
            out[match.group(1)] = text
    return out


@cache
def schema(table: str) -> pa.Schema:
    """Arrow schema of a warehouse table, derived from its DDL by DuckDB itself."""
    con = duckdb.connect()
    con.execute(table_ddl()[table])
    return con.sql(f"SELECT * FROM {table} LIMIT 0").to_arrow_table().schema


def to_arrow(table: str, rows: Sequence[dict[str, Any]]) -> pa.Table:
    sch = schema(table)
    cols = {name: [r.get(name) for r in rows] for name in sch.names}
    return pa.Table.from_pydict(cols, schema=sch)


def write_atomic(path: Path, data: pa.Table) -> None:
    """Write a Parquet file so that readers see either the old file or the complete new one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.parent / f".{path.name}.{uuid.uuid4().hex}.part"
    try:
        pq.write_table(data, tmp, compression="zstd")
        with open(tmp, "rb") as fh:
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    finally:
        with contextlib.suppress(FileNotFoundError):
            tmp.unlink()


def write_json_atomic(path: Path, obj: Any) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.parent / f".{path.name}.{uuid.uuid4().hex}.part"
    tmp.write_text(json.dumps(obj, indent=1, sort_keys=True), encoding="utf-8")
    os.replace(tmp, path)


class Warehouse:
    def __init__(self, root: str | Path) -> None:
        self.root = Path(root).resolve()

    @property
    def db_path(self) -> Path:
        return self.root / DB_NAME

    def path(self, table: str, *parts: str) -> Path:
        return self.root.joinpath(table, *parts)

    # -- writing ---------------------------------------------------------------------------------

    def ensure_writable(self) -> None:
        try:
            self.root.mkdir(parents=True, exist_ok=True)
            probe = self.root / f".probe-{uuid.uuid4().hex}"
            probe.write_text("")
            probe.unlink()
        except OSError as exc:
            raise MineError(Errors.E010, path=self.root, error=exc) from exc

    def write(self, table: str, relpath: str, rows: Sequence[dict[str, Any]]) -> Path:
        """Write ``rows`` as the whole content of ``<table>/<relpath>.parquet`` (atomic)."""
        path = self.path(table, f"{relpath}.parquet")
        write_atomic(path, to_arrow(table, rows))
        return path

    def replace_subtypes(
        self, table: str, relpath: str, rows: Sequence[dict[str, Any]], subtypes: Iterable[str]
    ) -> Path:
        """Replace the rows of ``subtypes`` in ``<table>/<relpath>.parquet``, keeping the others.

        A run restricted to some subtypes (``--subtype clefts``) must not erase what an earlier run
        of the same input found for other subtypes, and must not duplicate what it finds again.
        """
        path = self.path(table, f"{relpath}.parquet")
        new = to_arrow(table, rows)
        if path.exists():
            old = pq.read_table(path)
            keep = [s not in set(subtypes) for s in old.column("subtype").to_pylist()]
            old = old.filter(pa.array(keep, type=pa.bool_())).cast(new.schema)
            new = pa.concat_tables([old, new]) if old.num_rows else new
        write_atomic(path, new)
        return path

    # -- views -----------------------------------------------------------------------------------

    def _glob(self, table: str) -> str:
        return str(self.root / table / "**" / "*.parquet").replace("'", "''")

    def _has_files(self, table: str) -> bool:
        base = self.root / table
        return base.is_dir() and any(base.rglob("*.parquet"))

    def define_views(self, con: duckdb.DuckDBPyConnection) -> None:
        """(Re)create one view per table over its Parquet files, then the views in ``views/``."""
        for table, ddl in table_ddl().items():
            empty = f"_empty_{table}"
            con.execute(f"DROP VIEW IF EXISTS {table}")
            con.execute(f"DROP TABLE IF EXISTS {empty}")
            con.execute(_TABLE_NAME.sub(f"CREATE TABLE {empty}", ddl, count=1))
            if self._has_files(table):
                con.execute(
                    f"CREATE VIEW {table} AS SELECT * FROM read_parquet('{self._glob(table)}', "
                    f"union_by_name = true, hive_partitioning = false)"
                )
            else:
                con.execute(f"CREATE VIEW {table} AS SELECT * FROM {empty}")
        pending = sorted((resources.resource_dir("warehouse") / "views").glob("*.sql"))
        # Views may build on each other: retry failures until no progress is made.
        while pending:
            failed: list[Path] = []
            errors: list[str] = []
            for path in pending:
                try:
                    con.execute(path.read_text(encoding="utf-8"))
                except duckdb.Error as exc:
                    failed.append(path)
                    errors.append(f"{path.name}: {exc}")
            if len(failed) == len(pending):
                raise RuntimeError("cannot create views:\n" + "\n".join(errors))
            pending = failed
        con.execute(
            "CREATE OR REPLACE TABLE _meta AS SELECT ? AS root, now() AS refreshed_at",
            [str(self.root)],
        )

    def refresh_views(self, retries: int = 50) -> None:
        """Write the views into ``mine.duckdb``; waits while another process holds its lock."""
        self.root.mkdir(parents=True, exist_ok=True)
        for attempt in range(retries):
            try:
                con = duckdb.connect(str(self.db_path))
            except duckdb.IOException:
                if attempt == retries - 1:
                    raise
                time.sleep(0.2)
                continue
            try:
                self.define_views(con)
            finally:
                con.close()
            return

    def connect(self, read_only: bool = True) -> duckdb.DuckDBPyConnection:
        """A connection whose views point at this warehouse's files.

        Read-only by default (``mine query``). When the DuckDB file was written for another path
        (the folder was moved or copied) or is locked by a writer, the views are built in memory
        over the same Parquet files instead.
        """
        if not self.db_path.exists():
            raise MineError(Errors.E006, path=self.root)
        if read_only:
            try:
                con = duckdb.connect(str(self.db_path), read_only=True)
                root = (con.execute("SELECT root FROM _meta").fetchall() or [None])[0]
                if root and root[0] == str(self.root):
                    return con
                con.close()
            except duckdb.Error:
                pass
            con = duckdb.connect()
            self.define_views(con)
            return con
        con = duckdb.connect(str(self.db_path))
        self.define_views(con)
        return con

    def tables(self) -> list[str]:
        return list(table_ddl())
