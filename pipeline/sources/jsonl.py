"""``--source jsonl``: one ``{"id": ..., "text": ...}`` object per line.

``id`` becomes ``doc_id`` verbatim (as a string); every other field is kept in the document's
metadata. Lines that are not JSON objects with a string ``text`` are quarantined.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from ..records import Document, Quarantined, Segment
from ..registry import sources
from ._io import decoded_lines, expand

SUFFIXES = (".jsonl", ".jsonl.gz", ".jsonl.bz2", ".json")


def _bad(path: Path, lineno: int, why: str, line: str) -> Quarantined:
    return Quarantined(
        source="jsonl", location=f"{path}:{lineno}", stage="read", error=why, excerpt=line[:300]
    )


@sources.register("jsonl")
def read(paths: list[Path], options: dict[str, Any]) -> Iterator[Document | Quarantined]:
    for path in expand(paths, SUFFIXES):
        for item in decoded_lines(path, "jsonl"):
            if isinstance(item, Quarantined):
                yield item
                continue
            lineno, line = item
            if not line.strip():
                continue
            try:
                obj = json.loads(line)
            except json.JSONDecodeError as exc:
                yield _bad(path, lineno, f"malformed JSON: {exc}", line)
                continue
            if (
                not isinstance(obj, dict)
                or not isinstance(obj.get("text"), str)
                or obj.get("id") is None
            ):
                yield _bad(path, lineno, 'expected an object with "id" and a string "text"', line)
                continue
            meta = {k: v for k, v in obj.items() if k not in ("id", "text")}
            paragraphs = [Segment(p) for p in obj["text"].split("\n\n") if p.strip()]
            yield Document(
                doc_id=str(obj["id"]),
                source="jsonl",
                segments=paragraphs,
                location=f"{path}:{lineno}",
                meta=meta,
            )
