"""``mine compact``: merge the warehouse's small shard files into a few batch files."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from ..compaction import compact
from ..errors import Errors, MineError
from ..warehouse import DEFAULT_DIR, Warehouse
from ._app import WAREHOUSE_HELP, app, console


@app.command("compact")
def compact_command(
    warehouse: Annotated[Path, typer.Option(help=WAREHOUSE_HELP)] = Path(DEFAULT_DIR),
    wait_for_lock: Annotated[
        float,
        typer.Option("--wait-for-lock", help="Seconds to wait for a running `mine run`."),
    ] = 0.0,
) -> None:
    """Merge many small Parquet files into a few (queries over tens of thousands of shard files
    get fast). Safe to interrupt and to re-run; later runs keep working as before."""
    wh = Warehouse(warehouse)
    if not wh.root.is_dir():
        raise MineError(Errors.E006, path=wh.root)
    summary = compact(wh, lock_wait=wait_for_lock)
    if not summary.tables:
        console.print(f"Nothing to compact ({summary.files_before} data files).")
        return
    per_table = ", ".join(f"{t} {n:,}" for t, n in summary.tables.items())
    console.print(
        f"[bold green]✔[/] {sum(summary.tables.values()):,} shard files ({per_table}) "
        f"-> {summary.batches} batch files in {summary.seconds:.1f} s."
    )
