"""Shared input handling for source readers: compressed files, folders, per-line decoding.

Bad bytes never stop a run: a line that is not valid UTF-8 becomes a ``Quarantined`` record with
its location and an excerpt, and reading continues with the next line.
"""

from __future__ import annotations

import bz2
import gzip
import io
import json
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import IO, Any

from ..errors import Errors, MineError
from ..records import Document, Quarantined


class ReadProgress:
    """How many input bytes (compressed bytes for .bz2/.gz) the readers of this process consumed.

    Readers run in the main process, so the CLI can turn this into a progress bar with an ETA
    over the total size of the inputs, whatever the format.
    """

    def __init__(self) -> None:
        self.done = 0  # bytes of files already closed
        self._open: dict[int, IO[bytes]] = {}

    def track(self, raw: IO[bytes]) -> None:
        self._open[id(raw)] = raw

    def close(self, raw: IO[bytes], size: int) -> None:
        if self._open.pop(id(raw), None) is not None:
            self.done += size

    def bytes_read(self) -> int:
        current = 0
        for raw in list(self._open.values()):
            try:
                current += raw.tell()
            except (OSError, ValueError):
                pass
        return self.done + current


READ_PROGRESS = ReadProgress()


class _TrackedFile(io.BufferedReader):
    """The raw input file, reporting its position to ``READ_PROGRESS`` and its size on close."""

    def __init__(self, path: Path) -> None:
        super().__init__(io.FileIO(path, "rb"))
        self._size = path.stat().st_size
        READ_PROGRESS.track(self)

    def close(self) -> None:
        READ_PROGRESS.close(self, self._size)
        super().close()


class _BZ2(bz2.BZ2File):
    """A .bz2 stream that also closes (and so reports) the tracked file under it."""

    def __init__(self, raw: _TrackedFile) -> None:
        super().__init__(raw, "rb")
        self._raw = raw

    def close(self) -> None:
        try:
            super().close()
        finally:
            self._raw.close()


class _Gzip(gzip.GzipFile):
    def __init__(self, raw: _TrackedFile) -> None:
        super().__init__(fileobj=raw, mode="rb")
        self._raw = raw

    def close(self) -> None:
        try:
            super().close()
        finally:
            self._raw.close()


def open_binary(path: Path) -> IO[bytes]:
    raw = _TrackedFile(path)
    if path.suffix == ".bz2":
        return _BZ2(raw)
    if path.suffix == ".gz":
        return _Gzip(raw)
    return raw


def input_bytes(paths: Iterable[Path], suffixes: tuple[str, ...] = ()) -> int:
    """Total size of the files a reader will open (folders expanded), for a progress bar."""
    total = 0
    for path in paths:
        path = Path(path)
        if path.is_dir():
            total += sum(
                p.stat().st_size
                for p in path.rglob("*")
                if p.is_file() and (not suffixes or any(p.name.endswith(x) for x in suffixes))
            )
        elif path.exists():
            total += path.stat().st_size
    return total


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
