"""``mine rank``: fit the keep model on the warehouse's review decisions and re-score every pair."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated

import typer

from .. import ranking
from ..warehouse import DEFAULT_DIR
from ._app import WAREHOUSE_HELP, app, console


@app.command("rank")
def rank_command(
    warehouse: Annotated[Path, typer.Option(help=WAREHOUSE_HELP)] = Path(DEFAULT_DIR),
    reset: Annotated[
        bool,
        typer.Option("--reset", help="Put the prior shipped with the package back in force."),
    ] = False,
    wait_for_lock: Annotated[
        float,
        typer.Option("--wait-for-lock", help="Seconds to wait for a running `mine run`."),
    ] = 0.0,
    json_out: Annotated[
        bool, typer.Option("--json", help="Print the report as JSON (for scripts).")
    ] = False,
) -> None:
    """Learn keep_score from the review decisions (accepted without edits = kept), store the
    model versioned in the warehouse and re-score every pair (pairs.keep_score). After
    --reset, the re-fits of `mine review` keep the prior until the next `mine rank`."""
    report = ranking.rescore(warehouse, reset=reset, lock_wait=wait_for_lock, explicit=True)
    if json_out:
        print(json.dumps(report.to_dict(), sort_keys=True))
        return
    cv = "n/a" if report.cv_auc is None else f"{report.cv_auc:.3f}"
    console.print(
        f"[bold green]✔[/] model {report.model_id} ({report.kind}): "
        f"{report.n_decisions} decisions ({report.n_keep} kept), cross-validated AUC {cv}, "
        f"{report.n_scored:,} pairs scored."
    )
    console.print(report.reason)
