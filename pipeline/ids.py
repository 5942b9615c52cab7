"""Stable, content-derived identifiers.

IDs are hashes of what identifies a row, never counters or timestamps, so re-running the same input
yields the same IDs (idempotent warehouse writes) and two engines (local, Ray) agree row for row.
"""

from __future__ import annotations

import hashlib


def stable_id(*parts: object, length: int = 16) -> str:
    """Hex digest of the parts joined by an unambiguous separator."""
    h = hashlib.blake2b(digest_size=16)
    for part in parts:
        h.update(str(part).encode("utf-8", "surrogatepass"))
        h.update(b"\x1f")
    return h.hexdigest()[:length]


def sentence_id(source: str, doc_id: str, sent_index: int, text: str) -> str:
    return stable_id("s", source, doc_id, sent_index, text)


def candidate_id(
    sentence_id: str, phenomenon: str, subtype: str, char_start: int, char_end: int, key: str = ""
) -> str:
    """``key`` disambiguates two candidates of one subtype on the same trigger span."""
    return stable_id("c", sentence_id, phenomenon, subtype, char_start, char_end, key)


def pair_id(
    candidate_id: str, premise_kind: str, hypothesis_kind: str, premise: str, hypothesis: str
) -> str:
    return stable_id("p", candidate_id, premise_kind, hypothesis_kind, premise, hypothesis)
