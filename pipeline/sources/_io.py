"""Shared input handling for source readers: compressed files, folders, per-line decoding.

Bad bytes never stop a run: a line that is not valid UTF-8 becomes a ``Quarantined`` record with
its location and an excerpt, and reading continues with the next line.
"""

from __future__ import annotations

import bz2
import gzip
import json
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import IO, Any

from ..errors import Errors, MineError
from ..records import Document, Quarantined


def open_binary(path: Path) -> IO[bytes]:
    if path.suffix == ".bz2":
        return bz2.open(path, "rb")
    if path.suffix == ".gz":
        return gzip.open(path, "rb")
    return open(path, "rb")


def expand(paths: Iterable[Path], suffixes: tuple[str, ...]) -> list[Path]:
    """Files named by ``paths``; folders expand to their files with one of ``suffixes`` (sorted)."""
    out: list[Path] = []
    for path in paths:
        path = Path(path)
        if not path.exists():
            raise MineError(Errors.E005, path=path)
        if path.is_dir():
            out.extend(
                sorted(
                    p
                    for p in path.rglob("*")
                    if p.is_file() and any(p.name.endswith(s) for s in suffixes)
                )
            )
        else:
            out.append(path)
    return out


def decoded_lines(path: Path, source: str) -> Iterator[tuple[int, str] | Quarantined]:
    """``(line_number, text)`` per line (1-based), or a ``Quarantined`` for undecodable lines.

    A truncated or corrupt compressed file ends the file with one quarantine row saying where.
    """
    lineno = 0
    try:
        with open_binary(path) as fh:
            for lineno, raw in enumerate(fh, start=1):  # noqa: B007 - lineno used after the loop
                try:
                    yield lineno, raw.decode("utf-8").rstrip("\r\n")
                except UnicodeDecodeError as exc:
                    yield Quarantined(
                        source=source,
                        location=f"{path}:{lineno}",
                        stage="read",
                        error=f"invalid UTF-8 at byte {exc.start} of the line: {exc.reason}",
                        excerpt=raw[:300].decode("utf-8", "backslashreplace"),
                    )
    except (EOFError, OSError) as exc:
        yield Quarantined(
            source=source,
            location=f"{path}:{lineno + 1}",
            stage="read",
            error=f"file is truncated or corrupt after line {lineno}: {type(exc).__name__}: {exc}",
        )


def json_lines(
    path: Path, source: str, build: Callable[[Any, str], Document | None], what: str
) -> Iterator[Document | Quarantined]:
    """Documents from a JSON-lines file: ``build(obj, location)`` turns one parsed line into a
    document (or None to skip it). A line that is not JSON, or that ``build`` rejects with
    KeyError/TypeError/ValueError, is quarantined as "not ``what``" and reading goes on."""
    for item in decoded_lines(path, source):
        if isinstance(item, Quarantined):
            yield item
            continue
        lineno, line = item
        if not line.strip():
            continue
        location = f"{path}:{lineno}"
        try:
            doc = build(json.loads(line), location)
        except (ValueError, KeyError, TypeError) as exc:  # JSONDecodeError is a ValueError
            yield Quarantined(
                source=source,
                location=location,
                stage="read",
                error=f"not {what}: {type(exc).__name__}: {exc}",
                excerpt=line[:300],
            )
            continue
        if doc is not None:
            yield doc
