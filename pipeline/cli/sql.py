"""``mine sql``: an interactive SQL prompt over the warehouse views (read-only, locked down)."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import duckdb
import typer
from rich.markup import escape

from ..errors import MineError
from ..query import check_statements, connect_locked, refused
from ..warehouse import DEFAULT_DIR
from ._app import WAREHOUSE_HELP, app, console, err_console
from .query import rich_table

BANNER = "Tables/views: {views}\nEnd statements with ';'. Commands: .tables, .schema NAME, .quit"


@app.command("sql")
def sql_command(
    warehouse: Annotated[Path, typer.Option(help=WAREHOUSE_HELP)] = Path(DEFAULT_DIR),
    allow_files: Annotated[
        bool,
        typer.Option(
            "--allow-files",
            help="Let statements read files outside the warehouse and run COPY ... TO.",
        ),
    ] = False,
) -> None:
    """Interactive SQL over the same views as `mine query`, with the same limits."""
    try:
        import readline  # noqa: F401 - line editing and history for input()
    except ImportError:
        pass
    con, wh = connect_locked(warehouse, allow_files=allow_files)
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
            check_statements(
                con, statement, command="mine sql", allow_many=True, allow_files=allow_files
            )
            rel = con.sql(statement)
            if rel is not None:
                console.print(rich_table(rel.to_arrow_table()))
        except duckdb.Error as exc:
            error = refused(exc, wh.root, "mine sql")
            err_console.print(f"[red]{error.code}[/] {escape(error.message)}")
        except MineError as exc:
            err_console.print(f"[red]{exc.code}[/] {escape(exc.message)}")
    con.close()
