"""The one Typer app every command module registers on."""

from __future__ import annotations

import typer
from rich.console import Console

app = typer.Typer(
    name="mine",
    help="Mine natural text for NLI diagnostic data (presupposition, implicature, conjunction, "
    "verb complements) into a Parquet + DuckDB warehouse.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)
console = Console()
err_console = Console(stderr=True, soft_wrap=True)

WAREHOUSE_HELP = "Warehouse folder (Parquet files + mine.duckdb)."
