"""``mine eval NAME PATH``: measure the extractors and rewriters against a gold set."""

from __future__ import annotations

import inspect
import json
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.table import Table

from .. import registry
from ._app import app

#: Reports are wide tables; don't let a non-terminal stdout cut them at 80 columns.
_console = Console(width=200)


def _fmt(v: object) -> str:
    if isinstance(v, float):
        return f"{v:.3f}"
    return "" if v is None else str(v)


def print_report(name: str, report: dict[str, Any], console: Console = _console) -> None:
    """Figures as tables: a section of {row: {column: value}} becomes one table; scalars are
    printed as ``key: value``; lists (examples of misses) are only counted here — they are in the
    ``--json`` report."""
    for section, body in report.items():
        if isinstance(body, dict) and body and all(isinstance(v, dict) for v in body.values()):
            cols = sorted(
                {k for v in body.values() for k, x in v.items() if not isinstance(x, list | dict)}
            )
            table = Table(title=f"{name}: {section}")
            table.add_column("")
            for c in cols:
                table.add_column(c, justify="right")
            for row, vals in body.items():
                table.add_row(str(row), *(_fmt(vals.get(c)) for c in cols))
            console.print(table)
        elif isinstance(body, list):
            console.print(f"[bold]{section}[/]: {len(body)} items (see --json)")
        elif isinstance(body, dict):
            flat = {k: v for k, v in body.items() if not isinstance(v, list | dict)}
            console.print(
                f"[bold]{section}[/]: " + ", ".join(f"{k}={_fmt(v)}" for k, v in flat.items())
            )
        else:
            console.print(f"[bold]{section}[/]: {_fmt(body)}")


@app.command("eval")
def eval_command(
    name: Annotated[
        str,
        typer.Argument(
            help="Gold set: conjnli, nope, veridicality, negation, imppres-presupposition, imppres-embeddings, imppres-implicature, ..."
        ),
    ],
    path: Annotated[
        Path | None,
        typer.Argument(help="Gold file or folder, e.g. GOLD/nope/candidates.csv"),
    ] = None,
    limit: Annotated[int, typer.Option(help="Evaluate only the first N items (0 = all).")] = 0,
    parser: Annotated[
        str, typer.Option(help="Constituency backend, for evaluations that parse (conjnli).")
    ] = "dependency",
    json_out: Annotated[
        Path | None,
        typer.Option("--json", help="Also write the full report (with examples) as JSON here."),
    ] = None,
    warehouse: Annotated[
        Path | None,
        typer.Option(help="`mine eval ranking`: the warehouse whose review decisions to use."),
    ] = None,
    items: Annotated[
        Path | None,
        typer.Option(
            help="Also write one line per gold item here (evaluations that take it: negation)."
        ),
    ] = None,
) -> None:
    """Evaluate against a gold set and print the figures (with their denominators).
    `mine eval ranking --warehouse W` measures keep_score against W's review decisions."""
    evaluate = registry.evaluations.get(name)
    path = path or warehouse
    if path is None:
        raise typer.BadParameter("give the gold PATH (or --warehouse W for `mine eval ranking`)")
    kwargs: dict[str, Any] = {"limit": limit or None}
    if parser != "dependency":
        if "parser" not in inspect.signature(evaluate).parameters:
            raise typer.BadParameter(f"evaluation '{name}' does not take a --parser")
        kwargs["parser"] = parser
    if items is not None:
        if "items" not in inspect.signature(evaluate).parameters:
            raise typer.BadParameter(f"evaluation '{name}' does not take --items")
        kwargs["items"] = items
    report = evaluate(path, **kwargs)
    print_report(name, report)
    if json_out:
        json_out.write_text(
            json.dumps(report, indent=2, sort_keys=True, default=str), encoding="utf-8"
        )
