"""``--source mnli``: MultiNLI jsonl (``sentence1``, ``sentence1_parse``, ``genre``, ``pairID``).

Premises repeat across the three hypotheses written for them: each distinct ``sentence1`` is read
once, as a one-sentence document (``doc_id`` = its ``promptID``, else ``pairID``), keeping the
PTB parse shipped with it for ``--parser provided``. ``--exclude-genre telephone`` drops a genre.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

from ..ids import stable_id
from ..records import Document, Quarantined, Segment
from ..registry import sources
from ._io import expand, json_lines

SUFFIXES = (".jsonl", ".jsonl.gz", ".jsonl.bz2")


@sources.register("mnli")
def read(paths: list[Path], options: dict[str, Any]) -> Iterator[Document | Quarantined]:
    excluded = {g.lower() for g in options.get("exclude_genre") or ()}
    seen: set[str] = set()

    def document(obj: Any, location: str) -> Document | None:
        text = obj["sentence1"]
        if not isinstance(text, str):
            raise TypeError("sentence1 is not a string")
        if str(obj.get("genre", "")).lower() in excluded:
            return None
        key = stable_id(text)
        if key in seen:
            return None
        seen.add(key)
        meta = {k: obj[k] for k in ("genre", "pairID", "promptID") if k in obj}
        return Document(
            doc_id=str(obj.get("promptID") or obj.get("pairID") or location),
            source="mnli",
            segments=[Segment(text, parse=obj.get("sentence1_parse"), presplit=True)],
            location=location,
            meta=meta,
        )

    for path in expand(paths, SUFFIXES):
        yield from json_lines(path, "mnli", document, "an MNLI item")
