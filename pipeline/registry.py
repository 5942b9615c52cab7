"""Name -> component registries for the names users type on the command line.

``--source coca``, ``--phenomenon conjunction``, ``--parser benepar`` all resolve here. Components
register themselves with a decorator in their own module; modules in the ``pipeline.sources``,
``pipeline.phenomena`` and ``pipeline.constituency`` packages are discovered by scanning the package,
and third-party packages can add entries through the ``mine.<kind>`` entry-point groups. Adding a
phenomenon therefore means adding a module, never editing a central if/else.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable
from importlib.metadata import entry_points
from typing import Any, Generic, TypeVar

from .errors import Errors, MineError

T = TypeVar("T")


class Registry(Generic[T]):
    def __init__(self, kind: str, package: str, singular: str) -> None:
        self.kind = kind
        self.singular = singular
        self.package = package
        self._items: dict[str, T] = {}
        self._broken: dict[str, str] = {}  # module -> import error, reported when a name is missing
        self._loaded = False

    def register(self, name: str) -> Callable[[T], T]:
        def decorator(obj: T) -> T:
            self._items[name] = obj
            return obj

        return decorator

    def _load(self) -> None:
        if self._loaded:
            return
        self._loaded = True
        pkg = importlib.import_module(self.package)
        for info in pkgutil.iter_modules(pkg.__path__):
            if not info.name.startswith("_"):
                module = f"{self.package}.{info.name}"
                try:
                    importlib.import_module(module)
                except Exception as exc:  # noqa: BLE001 - one broken plugin must not hide the others
                    self._broken[module] = f"{type(exc).__name__}: {exc}"
        for ep in entry_points(group=f"mine.{self.kind}"):
            try:
                self._items.setdefault(ep.name, ep.load())
            except Exception as exc:  # noqa: BLE001
                self._broken[f"entry point {ep.name}"] = f"{type(exc).__name__}: {exc}"

    def get(self, name: str) -> T:
        self._load()
        if name not in self._items:
            available = ", ".join(self.names())
            if self._broken:
                available += (
                    " (failed to import: "
                    + "; ".join(f"{m}: {e}" for m, e in self._broken.items())
                    + ")"
                )
            raise MineError(Errors.E003, kind=self.singular, name=name, available=available)
        return self._items[name]

    def names(self) -> list[str]:
        self._load()
        return sorted(self._items)

    def items(self) -> list[tuple[str, Any]]:
        self._load()
        return sorted(self._items.items())


sources: Registry[Any] = Registry("sources", "pipeline.sources", "source")
phenomena: Registry[Any] = Registry("phenomena", "pipeline.phenomena", "phenomenon")
parsers: Registry[Any] = Registry("parsers", "pipeline.constituency", "parser")
evaluations: Registry[Any] = Registry("evaluations", "pipeline.evaluation", "evaluation")
