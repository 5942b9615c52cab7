"""``mine sql``: an interactive SQL prompt over the warehouse views (read-only)."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import duckdb
import typer

from ..warehouse import DEFAULT_DIR, Warehouse
from ._app import WAREHOUSE_HELP, app, console, err_console
from .query import rich_table

BANNER = "Tables/views: {views}\nEnd statements with ';'. Commands: .tables, .schema NAME, .quit"


@app.command("sql")
def sql_command(
    warehouse: Annotated[Path, typer.Option(help=WAREHOUSE_HELP)] = Path(DEFAULT_DIR),
) -> None:
    """Interactive SQL over the same views as `mine query`."""
    try:
        import readline  # noqa: F401 - line editing and history for input()
    except ImportError:
        pass
    con = Warehouse(warehouse).connect(read_only=True)
    views = [
        r[0]
        for r in con.execute(
            "SELECT table_name FROM information_schema.tables WHERE table_name NOT LIKE '\\_%' ESCAPE '\\' ORDER BY 1"
        ).fetchall()
    ]
    console.print(BANNER.format(views=", ".join(views)))
    buf: list[str] = []
    while True:
        try:
            line = input("mine> " if not buf else "  ...> ")
        except (EOFError, KeyboardInterrupt):
            console.print()
            break
        stripped = line.strip()
        if not buf and stripped in (".quit", ".exit", "\\q"):
            break
        if not buf and stripped == ".tables":
            console.print(", ".join(views))
            continue
        if not buf and stripped.startswith(".schema"):
            name = stripped.split(maxsplit=1)[-1]
            stripped = f"DESCRIBE {name};"
        buf.append(stripped)
        if not stripped.endswith(";"):
            continue
        statement = " ".join(buf)
        buf = []
        try:
            rel = con.sql(statement)
            if rel is not None:
                console.print(rich_table(rel.to_arrow_table()))
        except duckdb.Error as exc:
            err_console.print(f"[red]{exc}[/]")
    con.close()
