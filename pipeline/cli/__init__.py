"""The ``mine`` command line: one module per command, all registered on one Typer app.

Each command function is thin and calls a plain Python function that does the work, so the work is
importable and testable without the CLI. Command modules in this package are imported by ``main``
(any module not starting with ``_``), so adding a command means adding a module.
"""

from __future__ import annotations

import importlib
import pkgutil
import sys

from .. import without_torch
from ..errors import MineError
from ._app import app, console, err_console

__all__ = ["app", "console", "err_console", "main"]


def load_commands() -> None:
    for info in pkgutil.iter_modules(__path__):
        if not info.name.startswith("_"):
            importlib.import_module(f"{__name__}.{info.name}")


#: Backends that run on torch; any other `mine run` does not need it in its processes.
TORCH_PARSERS = ("benepar", "stanza")


def _maybe_skip_torch(argv: list[str]) -> None:
    """Before spaCy is imported: a ``mine run`` without a torch backend runs without torch
    (see ``pipeline.without_torch``), saving about 190 MB per process. The engine does not
    matter: Ray's workers need torch only for the same backends."""
    if len(argv) < 2 or argv[1] != "run":
        return
    if any(p in argv or f"--parser={p}" in argv for p in TORCH_PARSERS):
        return
    without_torch()


def main() -> None:
    _maybe_skip_torch(sys.argv)
    load_commands()
    try:
        app()
    except MineError as exc:
        err_console.print(f"[bold red]✘ {exc.code}[/] {exc.message}")
        sys.exit(2)
