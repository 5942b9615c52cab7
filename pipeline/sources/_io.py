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


#: Longest piece of a line a reader holds at once. A longer line (a file with no line breaks, a
#: bomb that expands to gigabytes of one line) is read in pieces cut at a space, so memory stays
#: bounded whatever the compression ratio.
LINE_PIECE_BYTES = 1 << 20
#: Longest line a record-per-line reader (JSON lines) accepts; a longer one is skipped, in pieces,
#: and quarantined.
MAX_RECORD_BYTES = 64 << 20


def _utf8_cut(data: bytes) -> int:
    """Where to cut ``data`` so that no UTF-8 character is split: at the last space if any, else
    before the last (possibly incomplete) character."""
    space = data.rfind(b" ")
    if space > 0:
        return space + 1
    cut = len(data)
    while cut > 0 and len(data) - cut < 4 and (data[cut - 1] & 0xC0) == 0x80:
        cut -= 1
    if cut > 0 and data[cut - 1] >= 0xC0:  # a lead byte whose continuation is in the next piece
        cut -= 1
    return cut or len(data)


def raw_lines(fh: IO[bytes], piece: int = LINE_PIECE_BYTES) -> Iterator[tuple[int, bytes, bool]]:
    """``(line_number, bytes, complete)`` per line; a line longer than ``piece`` bytes comes as
    several pieces (``complete`` False on all but the last), cut at spaces or character bounds."""
    lineno = 0
    carry = b""
    while True:
        chunk = fh.readline(piece)
        if not chunk:
            if carry:
                yield lineno + 1, carry, True
            return
        data = carry + chunk if carry else chunk
        carry = b""
        if data.endswith(b"\n"):
            lineno += 1
            yield lineno, data, True
            continue
        cut = _utf8_cut(data)
        carry = data[cut:]
        yield lineno + 1, data[:cut], False


def _bad_utf8(path: Path, source: str, lineno: int, raw: bytes, exc: UnicodeDecodeError):
    return Quarantined(
        source=source,
        location=f"{path}:{lineno}",
        stage="read",
        error=f"invalid UTF-8 at byte {exc.start} of the line: {exc.reason}",
        excerpt=raw[:300].decode("utf-8", "backslashreplace"),
    )


def decoded_lines(
    path: Path, source: str, max_record: int | None = None
) -> Iterator[tuple[int, str] | Quarantined]:
    """``(line_number, text)`` per line (1-based), or a ``Quarantined`` for undecodable lines.

    Memory is bounded: a line longer than ``LINE_PIECE_BYTES`` comes as several items with the
    same line number, cut at spaces. With ``max_record`` (record-per-line formats, where a piece
    would not parse) a line is instead kept whole up to ``max_record`` bytes, and a longer one is
    skipped and quarantined. A truncated or corrupt compressed file ends the file with one
    quarantine row saying where.
    """
    lineno = 0
    try:
        with open_binary(path) as fh:
            if max_record is None:
                for lineno, raw, _ in raw_lines(fh):  # noqa: B007 - lineno used after the loop
                    try:
                        yield lineno, raw.decode("utf-8").rstrip("\r\n")
                    except UnicodeDecodeError as exc:
                        yield _bad_utf8(path, source, lineno, raw, exc)
                return
            pieces: list[bytes] = []
            size = 0
            for lineno, raw, complete in raw_lines(fh):  # noqa: B007
                if size <= max_record:
                    pieces.append(raw)
                size += len(raw)
                if not complete:
                    continue
                line = b"".join(pieces)
                pieces, size_was, size = [], size, 0
                if size_was > max_record:
                    yield Quarantined(
                        source=source,
                        location=f"{path}:{lineno}",
                        stage="read",
                        error=f"line of {size_was:,} bytes is longer than {max_record:,}",
                        excerpt=line[:300].decode("utf-8", "backslashreplace"),
                    )
                    continue
                try:
                    yield lineno, line.decode("utf-8").rstrip("\r\n")
                except UnicodeDecodeError as exc:
                    yield _bad_utf8(path, source, lineno, line, exc)
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
    for item in decoded_lines(path, source, max_record=MAX_RECORD_BYTES):
        if isinstance(item, Quarantined):
            yield item
            continue
        lineno, line = item
        if not line.strip():
            continue
        location = f"{path}:{lineno}"
        try:
            doc = build(json.loads(line), location)
        except Exception as exc:  # noqa: BLE001 - one bad line (even a RecursionError) never stops
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
