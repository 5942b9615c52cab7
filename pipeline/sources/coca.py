"""``--source coca``: COCA text files (``text_<genre>_<year>.txt``, plain or compressed).

Format: ``@@<textID>`` (older releases ``##<textID>``) starts a text; tokens are space-separated
with spaces before punctuation; ``<p>`` marks paragraphs; ``@ @ @ @ @ @ @ @ @ @`` marks a
redaction (COCA removes 10 words every 200); spoken texts mark turns with ``@!SPEAKER:``.
Texts are detokenised (sacremoses' Moses detokenizer, plus COCA's split contractions "ca n't"),
and every paragraph, turn and redaction is a segment boundary, so no sentence spans a redaction
and each sentence keeps its speaker.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from .. import fitness
from ..records import Document, Quarantined, Segment
from ..registry import sources
from ._io import decoded_lines, expand

SUFFIXES = (".txt", ".txt.gz", ".txt.bz2")
_TEXT_START = re.compile(r"^\s*(?:@@|##)(\d+)\s*(.*)$")
_REDACTION = re.compile(r"@(?:\s+@){2,}")
_SPEAKER = re.compile(r"@!([^\s:]+)\s*:?")
_PARAGRAPH = re.compile(r"<p>|</?p>|<br\s*/?>", re.IGNORECASE)
_STRAY_AT = re.compile(r"@\S*")


def detokenize(text: str) -> str:
    """COCA's tokenized text back to ordinary spacing: "ca n't go , he said" -> "can't go, he said"
    (one implementation for every source: ``pipeline.fitness.detokenize``)."""
    return fitness.detokenize(text)


def segments(body: str) -> list[Segment]:
    """Split a text body into paragraph/turn/redaction-free segments, with speakers."""
    out: list[Segment] = []
    speaker: str | None = None
    for para in _PARAGRAPH.split(body):
        pieces = _SPEAKER.split(para)
        # _SPEAKER.split gives [before, name1, after1, name2, after2, ...]
        chunks: list[tuple[str | None, str]] = [(speaker, pieces[0])]
        for i in range(1, len(pieces), 2):
            speaker = pieces[i].rstrip(":")
            chunks.append((speaker, pieces[i + 1]))
        for who, chunk in chunks:
            for part in _REDACTION.split(chunk):
                part = _STRAY_AT.sub(" ", part).strip()
                if part:
                    out.append(Segment(detokenize(part), speaker=who))
    return out


@sources.register("coca")
def read(paths: list[Path], options: dict[str, Any]) -> Iterator[Document | Quarantined]:
    for path in expand(paths, SUFFIXES):
        doc_id: str | None = None
        body: list[str] = []
        start = 0
        for item in decoded_lines(path, "coca"):
            if isinstance(item, Quarantined):
                yield item
                continue
            lineno, line = item
            match = _TEXT_START.match(line)
            if match:
                if doc_id is not None:
                    yield from _emit(doc_id, body, f"{path}:{start}")
                doc_id, body, start = match.group(1), [match.group(2)], lineno
            elif doc_id is not None:
                body.append(line)
            elif line.strip():
                yield Quarantined(
                    source="coca",
                    location=f"{path}:{lineno}",
                    stage="read",
                    error="text before the first @@textID line",
                    excerpt=line[:300],
                )
        if doc_id is not None:
            yield from _emit(doc_id, body, f"{path}:{start}")


def _emit(doc_id: str, body: list[str], location: str) -> Iterator[Document]:
    segs = segments(" <p> ".join(body))
    if segs:
        yield Document(doc_id=doc_id, source="coca", segments=segs, location=location)
