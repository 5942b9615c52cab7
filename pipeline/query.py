"""Read-only SQL over a warehouse, and the output formats of ``mine query``."""

from __future__ import annotations

import csv
import io
import json
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


def query(warehouse: str | Path, sql: str) -> pa.Table:
    """Run ``sql`` against the warehouse views (read-only) and return an Arrow table."""
    con = Warehouse(warehouse).connect(read_only=True)
    try:
        rel = con.sql(sql)
        return rel.to_arrow_table() if rel is not None else pa.table({})
    except duckdb.Error as exc:
        raise MineError(Errors.E007, error=str(exc).strip()) from exc
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
