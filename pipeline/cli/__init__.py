"""The ``mine`` command line: one module per command, all registered on one Typer app.

Each command function is thin and calls a plain Python function that does the work, so the work is
importable and testable without the CLI. Command modules in this package are imported by ``main``
(any module not starting with ``_``), so adding a command means adding a module.
"""

from __future__ import annotations

import importlib
import pkgutil
import sys

from ..errors import MineError
from ._app import app, console, err_console

__all__ = ["app", "console", "err_console", "main"]


def load_commands() -> None:
    for info in pkgutil.iter_modules(__path__):
        if not info.name.startswith("_"):
            importlib.import_module(f"{__name__}.{info.name}")


def main() -> None:
    load_commands()
    try:
        app()
    except MineError as exc:
        err_console.print(f"[bold red]✘ {exc.code}[/] {exc.message}")
        sys.exit(2)
