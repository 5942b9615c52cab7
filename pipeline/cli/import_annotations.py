"""``mine import-annotations``: annotation results into the `annotations` table."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from ..errors import Errors, MineError
from ..review.annotations import PLATFORMS, AnnotationImportError, import_annotations
from ..warehouse import DEFAULT_DIR, Warehouse
from ._app import WAREHOUSE_HELP, app, console


@app.command("import-annotations")
def import_annotations_command(
    file: Annotated[
        Path, typer.Argument(help="Label Studio JSON export or MTurk batch results CSV.")
    ],
    format: Annotated[str, typer.Option("--format", "-f", help=" | ".join(PLATFORMS))],
    key: Annotated[
        Path, typer.Option(help="The .key.csv that `mine export` wrote beside the tasks.")
    ],
    warehouse: Annotated[Path, typer.Option(help=WAREHOUSE_HELP)] = Path(DEFAULT_DIR),
) -> None:
    """Import annotation results; see the annotation_labels and annotation_worker_accuracy views."""
    if not Warehouse(warehouse).db_path.exists():
        raise MineError(Errors.E006, path=warehouse)
    for path in (file, key):
        if not path.is_file():
            raise typer.BadParameter(f"{path} does not exist")
    try:
        out, n = import_annotations(Warehouse(warehouse), format, file, key)
    except AnnotationImportError as exc:
        raise typer.BadParameter(str(exc)) from exc
    console.print(f"{n} annotations -> {out}")
