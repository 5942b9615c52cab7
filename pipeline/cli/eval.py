"""``mine eval NAME PATH``: measure the extractors and rewriters against a gold set."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated

import typer
from rich.table import Table

from .. import registry
from ._app import app, console


def _print_report(name: str, report: dict) -> None:
    """Print nested dicts of figures as one table per top-level section."""
    for section, body in report.items():
        if isinstance(body, dict) and body and all(isinstance(v, dict) for v in body.values()):
            cols = sorted({k for v in body.values() for k in v})
            table = Table(title=f"{name}: {section}")
            table.add_column("")
            for c in cols:
                table.add_column(c, justify="right")
            for row, vals in body.items():
                table.add_row(str(row), *(_fmt(vals.get(c)) for c in cols))
            console.print(table)
        else:
            console.print(f"[bold]{section}[/]: {_fmt(body) if not isinstance(body, dict) else json.dumps(body)}")


def _fmt(v: object) -> str:
    if isinstance(v, float):
        return f"{v:.3f}"
    return "" if v is None else str(v)


@app.command("eval")
def eval_command(
    name: Annotated[str, typer.Argument(help="Gold set: nope, conjnli, veridicality, imppres, ...")],
    path: Annotated[Path, typer.Argument(help="Gold file or folder, e.g. ../shared/benchmarks/nope/candidates.csv")],
    limit: Annotated[int, typer.Option(help="Evaluate only the first N items (0 = all).")] = 0,
    json_out: Annotated[Path | None, typer.Option("--json", help="Also write the report as JSON here.")] = None,
) -> None:
    """Evaluate against a gold set and print the figures (with their denominators)."""
    evaluate = registry.evaluations.get(name)
    report = evaluate(path, limit=limit or None)
    _print_report(name, report)
    if json_out:
        json_out.write_text(json.dumps(report, indent=2, sort_keys=True), encoding="utf-8")
