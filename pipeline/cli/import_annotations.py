"""``mine import-annotations``: annotation results into the `annotations` table."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from ..review.annotations import PLATFORMS, AnnotationImportError, import_annotations
from ..warehouse import DEFAULT_DIR, Warehouse
from ._app import WAREHOUSE_HELP, app, console


@app.command("import-annotations")
def import_annotations_command(
    file: Annotated[
        Path,
        typer.Argument(
            help="Label Studio export (JSON, JSON_MIN or CSV) or MTurk batch results CSV."
        ),
    ],
    format: Annotated[str, typer.Option("--format", "-f", help=" | ".join(PLATFORMS))],
    key: Annotated[
        Path,
        typer.Option(help="The key `mine export` wrote beside the tasks (tasks.json.key.csv)."),
    ],
    warehouse: Annotated[Path, typer.Option(help=WAREHOUSE_HELP)] = Path(DEFAULT_DIR),
) -> None:
    """Import annotation results; see the annotation_labels and annotation_worker_accuracy views.

    Each import replaces the previous snapshot of the same export batch (platform exports are
    cumulative): edited annotations are updated, deleted ones removed, repeats change nothing.
    """
    Warehouse(warehouse).require_data()
    for path in (file, key):
        if not path.is_file():  # a directory or a missing file
            raise typer.BadParameter(f"{path} does not exist")
    try:
        result = import_annotations(Warehouse(warehouse), format, file, key)
    except AnnotationImportError as exc:
        raise typer.BadParameter(str(exc)) from exc
    console.print(
        f"{result.n_rows} annotations -> {result.path} ({result.n_replaced} updated, "
        f"{result.n_removed} removed since the previous import of this batch)"
    )
