"""``mine query``: one read-only SQL query over the warehouse views (``query.lock_down``)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated

import pyarrow as pa
import typer
from rich.table import Table

from ..errors import Errors, MineError
from ..query import FORMATS, query, write_csv, write_json, write_parquet
from ..warehouse import DEFAULT_DIR
from ._app import WAREHOUSE_HELP, app, console


def rich_table(table: pa.Table, max_width: int = 80) -> Table:
    out = Table(show_lines=False)
    for name in table.column_names:
        out.add_column(name, overflow="fold", max_width=max_width)
    for row in table.to_pylist():
        out.add_row(*("" if v is None else str(v) for v in row.values()))
    return out


@app.command("query")
def query_command(
    sql: Annotated[
        str,
        typer.Argument(
            help="SQL over the views: sentences, candidates, pairs, runs, quarantine, ..."
        ),
    ],
    warehouse: Annotated[Path, typer.Option(help=WAREHOUSE_HELP)] = Path(DEFAULT_DIR),
    format: Annotated[
        str, typer.Option("--format", "-f", help="table | csv | json | parquet")
    ] = "table",
    output: Annotated[
        Path | None, typer.Option("--output", "-o", help="Write to a file instead of stdout.")
    ] = None,
    allow_files: Annotated[
        bool,
        typer.Option(
            "--allow-files",
            help="Let the query read files outside the warehouse and run COPY ... TO (off: it "
            "reads only the warehouse folder and writes nothing).",
        ),
    ] = False,
    multi: Annotated[
        bool,
        typer.Option("--multi", help="Run several ';'-separated statements; print the last."),
    ] = False,
) -> None:
    """Run one read-only SQL query and print the result.

    The query reads only the warehouse folder and writes nothing: no COPY, ATTACH, SET, INSTALL
    or LOAD (see the README's Security section).
    """
    if format not in FORMATS:
        raise MineError(Errors.E011, fmt=format, available=", ".join(FORMATS))
    result = query(warehouse, sql, allow_files=allow_files, allow_many=multi)
    if format == "parquet":
        write_parquet(result, output)
        return
    out = open(output, "w", encoding="utf-8", newline="") if output else sys.stdout
    try:
        if format == "csv":
            write_csv(result, out)
        elif format == "json":
            write_json(result, out)
        else:
            console.print(rich_table(result)) if not output else out.write(
                str(result.to_pandas()) + "\n"
            )
            if not output:
                console.print(f"[dim]{result.num_rows} rows[/]")
    finally:
        if output:
            out.close()
