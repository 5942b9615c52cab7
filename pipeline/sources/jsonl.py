"""``--source jsonl``: one ``{"id": ..., "text": ...}`` object per line.

``id`` becomes ``doc_id`` verbatim (as a string); every other field is kept in the document's
metadata. Lines that are not JSON objects with an ``id`` and a string ``text`` are quarantined.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

from ..records import Document, Quarantined, Segment
from ..registry import sources
from ._io import expand, json_lines

SUFFIXES = (".jsonl", ".jsonl.gz", ".jsonl.bz2", ".json")


def _document(obj: Any, location: str) -> Document:
    if not isinstance(obj, dict) or not isinstance(obj.get("text"), str) or obj.get("id") is None:
        raise ValueError('expected an object with "id" and a string "text"')
    meta = {k: v for k, v in obj.items() if k not in ("id", "text")}
    paragraphs = [Segment(p) for p in obj["text"].split("\n\n") if p.strip()]
    return Document(
        doc_id=str(obj["id"]), source="jsonl", segments=paragraphs, location=location, meta=meta
    )


@sources.register("jsonl")
def read(paths: list[Path], options: dict[str, Any]) -> Iterator[Document | Quarantined]:
    for path in expand(paths, SUFFIXES):
        yield from json_lines(path, "jsonl", _document, "a jsonl document")
