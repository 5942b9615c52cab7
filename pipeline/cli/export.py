"""``mine export``: accepted, reviewed pairs as annotation tasks or NLI data."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from ..review import store
from ..review.export import EXPORT_ORDERS, FORMATS, NO_MAJORITY, ExportError, export
from ..review.vocab import LABEL_SCHEMES, NLI3
from ..warehouse import DEFAULT_DIR, Warehouse
from ._app import WAREHOUSE_HELP, app, console


@app.command("export")
def export_command(
    format: Annotated[str, typer.Option("--format", "-f", help=" | ".join(FORMATS))],
    out: Annotated[
        Path, typer.Option("--out", "-o", help="Output file (companions go beside it).")
    ],
    warehouse: Annotated[Path, typer.Option(help=WAREHOUSE_HELP)] = Path(DEFAULT_DIR),
    where: Annotated[
        str | None,
        typer.Option(help="SQL predicate over the accepted items, e.g. \"subtype = 'and'\"."),
    ] = None,
    fillers: Annotated[
        Path | None, typer.Option(help="MNLI-style JSONL of filler items (attention checks).")
    ] = None,
    filler_rate: Annotated[
        float, typer.Option(help="Fillers per HIT = rate x items per HIT.")
    ] = 0.2,
    items_per_hit: Annotated[int, typer.Option(help="Reviewed items per HIT / task batch.")] = 20,
    label_scheme: Annotated[
        str, typer.Option(help="Choices offered to annotators: nli3 or inli4 (INLI 4-way).")
    ] = NLI3,
    seed: Annotated[
        int, typer.Option(help="Seed for filler choice and positions, and for --order random.")
    ] = 0,
    order: Annotated[
        str,
        typer.Option(
            help=" | ".join(EXPORT_ORDERS)
            + ": highest keep_score first (confidence where there is none), or seeded random."
        ),
    ] = "score",
    top: Annotated[
        int | None,
        typer.Option(help="Export only the first K accepted items of --order (after --where)."),
    ] = None,
    no_majority: Annotated[
        str,
        typer.Option(
            help=" | ".join(NO_MAJORITY)
            + ": gold_label when reviewers split (dash = '-', as SNLI/MNLI files do)."
        ),
    ] = "dash",
    predictions: Annotated[
        bool,
        typer.Option(
            "--predictions", help="Label Studio: offer the heuristic label as a pre-annotation."
        ),
    ] = False,
    force: Annotated[
        bool, typer.Option("--force", help="Replace existing output and companion files.")
    ] = False,
) -> None:
    """Export accepted items (edits applied) for Label Studio, MTurk, or as NLI jsonl/csv.

    Companions are named after the whole output name (tasks.json.key.csv, tasks.json.config.xml,
    batch.csv.template.html). Existing files are never overwritten without --force.
    """
    if label_scheme not in LABEL_SCHEMES:
        raise typer.BadParameter(f"--label-scheme must be one of {', '.join(LABEL_SCHEMES)}")
    Warehouse(warehouse).require_data()
    con = store.connect(Warehouse(warehouse))
    try:
        result = export(
            con,
            format,
            out,
            where=where,
            fillers=fillers,
            filler_rate=filler_rate,
            items_per_hit=items_per_hit,
            label_scheme=label_scheme,
            seed=seed,
            no_majority=no_majority,
            predictions=predictions,
            force=force,
            warehouse_root=warehouse,
            order=order,
            top=top,
        )
    except ExportError as exc:
        raise typer.BadParameter(str(exc)) from exc
    finally:
        con.close()
    console.print(
        f"{result.n_items} accepted items, {result.n_fillers} fillers, {result.n_hits} HIT(s) "
        f"-> {', '.join(str(f) for f in result.files)}"
    )
