"""``mine verify``: check every data file of a warehouse against the checksum it was written with."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from ..errors import Errors, MineError
from ..warehouse import DEFAULT_DIR, Warehouse
from ._app import WAREHOUSE_HELP, app, console, err_console


@app.command("verify")
def verify_command(
    warehouse: Annotated[Path, typer.Option(help=WAREHOUSE_HELP)] = Path(DEFAULT_DIR),
    quick: Annotated[
        bool,
        typer.Option("--quick", help="Compare sizes and times only; hash just what changed."),
    ] = False,
) -> None:
    """Hash every data file and compare with checksums.jsonl; exit 1 naming each bad file."""
    wh = Warehouse(warehouse)
    if not wh.root.is_dir():
        raise MineError(Errors.E006, path=wh.root)
    problems, n, unrecorded = wh.verify(deep=not quick)
    for problem in problems:
        err_console.print(f"[bold red]✘[/] {problem}")
    note = f" ({unrecorded} written before checksums were kept: not compared)" if unrecorded else ""
    if problems:
        err_console.print(
            f"{len(problems)} of {n} files are bad{note}. Re-run the `mine run` that wrote them "
            "(without --resume) to rewrite them; see `mine run --force` for --subtype runs."
        )
        raise typer.Exit(1)
    console.print(f"[bold green]✔[/] {n} data files match their checksums{note}.")
