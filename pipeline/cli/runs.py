"""``mine runs``: what ran, when, with which models, counts and stage timings."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Annotated

import typer
from rich.table import Table

from ..query import query, write_csv, write_json
from ..warehouse import DEFAULT_DIR
from ._app import WAREHOUSE_HELP, app, console


@app.command("runs")
def runs_command(
    warehouse: Annotated[Path, typer.Option(help=WAREHOUSE_HELP)] = Path(DEFAULT_DIR),
    last: Annotated[int, typer.Option(help="Show the last N runs.")] = 20,
    format: Annotated[str, typer.Option("--format", "-f", help="table | csv | json")] = "table",
) -> None:
    """List runs with their models, counts and per-stage wall time."""
    result = query(warehouse, f"SELECT * FROM runs ORDER BY started_at DESC LIMIT {int(last)}")
    if format == "csv":
        write_csv(result, sys.stdout)
        return
    if format == "json":
        write_json(result, sys.stdout)
        return
    rows = result.to_pylist()
    table = Table(title="runs (newest first)")
    for col in (
        "run_id",
        "status",
        "source",
        "phenomena",
        "model",
        "parser",
        "counts",
        "seconds",
        "sent/s",
    ):
        table.add_column(col, overflow="fold")
    for r in rows:
        counts = json.loads(r["counts"])
        seconds = json.loads(r["stage_seconds"])
        table.add_row(
            r["run_id"],
            r["status"],
            r["source"],
            ", ".join(json.loads(r["phenomena"]))
            + (f" [{', '.join(json.loads(r['subtypes']))}]" if json.loads(r["subtypes"]) else ""),
            r["model"] or "",
            r["parser"] or "",
            " ".join(f"{k}={v}" for k, v in counts.items() if not k.startswith("resumed")),
            " ".join(f"{k}={v:.1f}" for k, v in seconds.items()),
            f"{r['sentences_per_second'] or 0:,.0f}",
        )
    console.print(table)
