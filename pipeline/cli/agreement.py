"""``mine agreement``: Cohen's and Fleiss' kappa between reviewers, overall and per subtype."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated

import typer
from rich.table import Table

from ..review import store
from ..review.agreement import MEASURES, agreement
from ..warehouse import DEFAULT_DIR, Warehouse
from ._app import WAREHOUSE_HELP, app, console


@app.command("agreement")
def agreement_command(
    warehouse: Annotated[Path, typer.Option(help=WAREHOUSE_HELP)] = Path(DEFAULT_DIR),
    measure: Annotated[
        list[str] | None, typer.Option(help="decision and/or label (default: both).")
    ] = None,
    json_out: Annotated[
        Path | None, typer.Option("--json", help="Also write the rows as JSON here.")
    ] = None,
) -> None:
    """Agreement between reviewers on the items they both decided (review_status view)."""
    measures = measure or list(MEASURES)
    bad = [m for m in measures if m not in MEASURES]
    if bad:
        raise typer.BadParameter(f"unknown measure {bad[0]!r}; choose from {', '.join(MEASURES)}")
    Warehouse(warehouse).require_data()
    con = store.connect(Warehouse(warehouse))
    try:
        rows = agreement(con, measures)
    finally:
        con.close()
    if not rows:
        console.print("No item has been decided by two reviewers yet.")
    table = Table(
        title="Inter-reviewer agreement: decision per candidate, label per pair "
        "(items decided by both / all)"
    )
    for col in ("measure", "scope", "statistic", "raters", "n_items", "observed", "kappa"):
        numeric = col in ("n_items", "observed", "kappa")
        table.add_column(col, justify="right" if numeric else "left", overflow="fold")
    for r in rows:
        scope = (
            r["scope"]
            if r["scope"] == "all"
            else "/".join(x for x in (r["phenomenon"], r["subtype"]) if x)
        )
        table.add_row(
            r["measure"],
            scope,
            r["statistic"],
            r["raters"],
            str(r["n_items"]),
            "" if r["observed"] is None else f"{r['observed']:.3f}",
            "n/a" if r["kappa"] is None else f"{r['kappa']:.3f}",
        )
    if rows:
        console.print(table)
    if json_out:
        json_out.write_text(json.dumps(rows, indent=2), encoding="utf-8")
