"""``mine runs``: what ran, when, with which models, counts and stage timings.

The default table fits an 80-column terminal (run, status, phenomena, sentences, pairs, seconds);
``--wide`` adds source, model, parser, all counts and per-stage seconds.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Annotated, Any

import typer
from rich import box
from rich.table import Table

from ..query import query, write_csv, write_json
from ..warehouse import DEFAULT_DIR
from ._app import WAREHOUSE_HELP, app, console


def _phenomena(r: dict[str, Any]) -> str:
    subtypes = json.loads(r["subtypes"])
    return ", ".join(json.loads(r["phenomena"])) + (f" [{', '.join(subtypes)}]" if subtypes else "")


def _total_seconds(r: dict[str, Any]) -> str:
    total = json.loads(r["stage_seconds"]).get("total")
    return "" if total is None else f"{total:,.0f}"


def _narrow_table(rows: list[dict[str, Any]]) -> Table:
    table = Table(title="runs (newest first)", box=box.SIMPLE_HEAD, pad_edge=False)
    table.add_column("run_id", no_wrap=True)
    table.add_column("status", no_wrap=True)
    table.add_column("phenomena", no_wrap=True, overflow="ellipsis", max_width=24)
    table.add_column("sents", justify="right", no_wrap=True)
    table.add_column("pairs", justify="right", no_wrap=True)
    table.add_column("secs", justify="right", no_wrap=True)
    for r in rows:
        table.add_row(
            r["run_id"],
            r["status"],
            _phenomena(r),
            f"{r['n_sentences'] or 0:,}",
            f"{r['n_pairs'] or 0:,}",
            _total_seconds(r),
        )
    return table


def _wide_table(rows: list[dict[str, Any]]) -> Table:
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
            _phenomena(r),
            r["model"] or "",
            r["parser"] or "",
            " ".join(f"{k}={v}" for k, v in counts.items() if not k.startswith("resumed")),
            " ".join(f"{k}={v:.1f}" for k, v in seconds.items()),
            f"{r['sentences_per_second'] or 0:,.0f}",
        )
    return table


@app.command("runs")
def runs_command(
    warehouse: Annotated[Path, typer.Option(help=WAREHOUSE_HELP)] = Path(DEFAULT_DIR),
    last: Annotated[int, typer.Option(help="Show the last N runs.")] = 20,
    format: Annotated[str, typer.Option("--format", "-f", help="table | csv | json")] = "table",
    wide: Annotated[
        bool, typer.Option("--wide", help="All columns (models, counts, stage seconds).")
    ] = False,
) -> None:
    """List runs: status (running | completed | interrupted | ...), counts and wall time."""
    result = query(warehouse, f"SELECT * FROM runs ORDER BY started_at DESC LIMIT {int(last)}")
    if format == "csv":
        write_csv(result, sys.stdout)
        return
    if format == "json":
        write_json(result, sys.stdout)
        return
    rows = result.to_pylist()
    console.print(_wide_table(rows) if wide else _narrow_table(rows))
