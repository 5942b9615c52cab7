"""Locate the data that ships with the package: word lists, patterns, SQL and samples.

In a wheel these live under ``pipeline/_resources/`` (hatch force-include); in a source checkout or
an editable install they are the top-level ``wordlists/``, ``patterns/`` and ``warehouse/`` folders.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

_PKG = Path(__file__).resolve().parent


def resource_dir(name: str) -> Path:
    """``name`` is one of ``wordlists``, ``patterns``, ``warehouse``."""
    for candidate in (_PKG / "_resources" / name, _PKG.parent / name):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(f"resource folder '{name}' is missing from the installation")


def samples_dir() -> Path:
    return _PKG / "samples"


@cache
def wordlist(name: str) -> tuple[str, ...]:
    """Items of ``wordlists/<name>.txt``: one per line, ``#`` starts a comment, order kept."""
    path = resource_dir("wordlists") / f"{name}.txt"
    items: list[str] = []
    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            items.append(line)
    return tuple(items)


def listed_pair(name: str, a: str, b: str) -> bool:
    """``a`` and ``b`` (either order, any case) form one line of ``wordlists/<name>.txt``, a
    list of word pairs ("lend borrow", "possible impossible")."""
    return frozenset({a.lower(), b.lower()}) in _word_pairs(name)


@cache
def _word_pairs(name: str) -> frozenset[frozenset[str]]:
    return frozenset(frozenset(line.split()) for line in wordlist(name))


@cache
def pattern(name: str) -> object:
    """Parsed ``patterns/<name>.json`` (spaCy Matcher / DependencyMatcher patterns)."""
    path = resource_dir("patterns") / f"{name}.json"
    return json.loads(path.read_text(encoding="utf-8"))


def sql(relpath: str) -> str:
    """Text of ``warehouse/<relpath>``."""
    return (resource_dir("warehouse") / relpath).read_text(encoding="utf-8")
