"""``--source mnli``: MultiNLI jsonl (``sentence1``, ``sentence1_parse``, ``genre``, ``pairID``).

Premises repeat across the three hypotheses written for them: each distinct ``sentence1`` is read
once, as a one-sentence document (``doc_id`` = its ``promptID``, else ``pairID``), keeping the
PTB parse shipped with it for ``--parser provided``. ``--exclude-genre telephone`` drops a genre.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from ..ids import stable_id
from ..records import Document, Quarantined, Segment
from ..registry import sources
from ._io import decoded_lines, expand

SUFFIXES = (".jsonl", ".jsonl.gz", ".jsonl.bz2")


@sources.register("mnli")
def read(paths: list[Path], options: dict[str, Any]) -> Iterator[Document | Quarantined]:
    excluded = {g.lower() for g in options.get("exclude_genre") or ()}
    seen: set[str] = set()
    for path in expand(paths, SUFFIXES):
        for item in decoded_lines(path, "mnli"):
            if isinstance(item, Quarantined):
                yield item
                continue
            lineno, line = item
            if not line.strip():
                continue
            try:
                obj = json.loads(line)
                text = obj["sentence1"]
                if not isinstance(text, str):
                    raise TypeError("sentence1 is not a string")
            except (json.JSONDecodeError, KeyError, TypeError) as exc:
                yield Quarantined(
                    source="mnli",
                    location=f"{path}:{lineno}",
                    stage="read",
                    error=f"not an MNLI item: {type(exc).__name__}: {exc}",
                    excerpt=line[:300],
                )
                continue
            if str(obj.get("genre", "")).lower() in excluded:
                continue
            key = stable_id(text)
            if key in seen:
                continue
            seen.add(key)
            doc_id = str(obj.get("promptID") or obj.get("pairID") or f"{path.name}:{lineno}")
            meta = {k: obj[k] for k in ("genre", "pairID", "promptID") if k in obj}
            yield Document(
                doc_id=doc_id,
                source="mnli",
                segments=[Segment(text, parse=obj.get("sentence1_parse"), presplit=True)],
                location=f"{path}:{lineno}",
                meta=meta,
            )
