"""``--source text``: plain UTF-8 text files (optionally .gz/.bz2); one document per file.

Blank lines separate paragraphs (segments); ``doc_id`` is the file name.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

from ..records import Document, Quarantined, Segment
from ..registry import sources
from ._io import decoded_lines, expand

SUFFIXES = (".txt", ".txt.gz", ".txt.bz2", ".text")


@sources.register("text")
def read(paths: list[Path], options: dict[str, Any]) -> Iterator[Document | Quarantined]:
    for path in expand(paths, SUFFIXES):
        paragraphs: list[Segment] = []
        current: list[str] = []
        for item in decoded_lines(path, "text"):
            if isinstance(item, Quarantined):
                yield item
                continue
            _, line = item
            if line.strip():
                current.append(line.strip())
            elif current:
                paragraphs.append(Segment(" ".join(current)))
                current = []
        if current:
            paragraphs.append(Segment(" ".join(current)))
        if paragraphs:
            yield Document(doc_id=path.name, source="text", segments=paragraphs, location=str(path))
