"""``--source text``: plain UTF-8 text files (optionally .gz/.bz2).

Blank lines separate paragraphs (segments); ``doc_id`` is the file name. The file is streamed in
bounded memory: a paragraph longer than ``PARAGRAPH_CHARS`` is cut at a line that ends a sentence
(at the latest at twice that), and a file longer than ``DOCUMENT_CHARS`` becomes several
documents, ``<name>``, ``<name>#2``, ``<name>#3``..., each starting at a paragraph. So a file with
no blank lines (one sentence per line, millions of lines) loses nothing: its sentences are the
sentences of the same text read whole, except that context does not cross a document boundary.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from ..records import Document, Quarantined, Segment
from ..registry import sources
from ._io import decoded_lines, expand

SUFFIXES = (".txt", ".txt.gz", ".txt.bz2", ".text")
PARAGRAPH_CHARS = 20_000
DOCUMENT_CHARS = 200_000
_ENDS_SENTENCE = re.compile(r"[.!?][\"')\]\u201d\u2019]*$")


def _doc_id(path: Path, part: int) -> str:
    return path.name if part == 1 else f"{path.name}#{part}"


class _Builder:
    """Paragraphs and documents of one file, cut at the size limits."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.paragraphs: list[Segment] = []
        self.current: list[str] = []
        self.size = 0  # characters in `current`
        self.doc_size = 0  # characters in `paragraphs`
        self.part, self.start = 1, 1

    def add_line(self, line: str) -> None:
        self.current.append(line)
        self.size += len(line) + 1
        if self.size >= 2 * PARAGRAPH_CHARS or (
            self.size >= PARAGRAPH_CHARS and _ENDS_SENTENCE.search(line)
        ):
            self.end_paragraph()

    def end_paragraph(self) -> None:
        if self.current:
            self.paragraphs.append(Segment(" ".join(self.current)))
            self.doc_size += self.size
            self.current, self.size = [], 0

    def full(self) -> bool:
        return self.doc_size >= DOCUMENT_CHARS and not self.current

    def document(self, lineno: int) -> Document:
        doc = Document(
            doc_id=_doc_id(self.path, self.part),
            source="text",
            segments=self.paragraphs,
            location=f"{self.path}:{self.start}" if self.part > 1 else str(self.path),
        )
        self.paragraphs, self.doc_size = [], 0
        self.part, self.start = self.part + 1, lineno + 1
        return doc


def _read_file(path: Path) -> Iterator[Document | Quarantined]:
    build = _Builder(path)
    lineno = 0
    for item in decoded_lines(path, "text"):
        if isinstance(item, Quarantined):
            yield item
            continue
        lineno, line = item
        line = line.strip()
        if line:
            build.add_line(line)
        else:
            build.end_paragraph()
        if build.full():
            yield build.document(lineno)
    build.end_paragraph()
    if build.paragraphs:
        yield build.document(lineno)


@sources.register("text")
def read(paths: list[Path], options: dict[str, Any]) -> Iterator[Document | Quarantined]:
    for path in expand(paths, SUFFIXES):
        yield from _read_file(path)
