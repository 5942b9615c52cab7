"""The record types that flow between stages.

One dataclass per stage boundary, so every stage is a function from an iterable of one record type
to an iterable of the next (``Document -> Sentence -> Candidate -> Pair``). The column names of the
warehouse tables (``warehouse/tables/*.sql``) are the field names here; ``to_row`` turns a record
into a dict ready for Arrow.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any


def _fields(record: Any) -> dict[str, Any]:
    """The record's fields as a dict, shallow: ``dataclasses.asdict`` deep-copies every value
    recursively, which cost more than building the Arrow table when a run writes its rows
    (profiled: ~6 s of a 150 s conjunction run); the values here are scalars, and ``features``
    is replaced by its JSON text anyway."""
    return {name: getattr(record, name) for name in record.__dataclass_fields__}


@dataclass(frozen=True, slots=True)
class Segment:
    """A stretch of a document that no sentence may cross.

    COCA redactions and speaker turns, Wikipedia paragraphs and MNLI items are segments. ``parse``
    carries a constituency tree shipped with the corpus (MNLI's ``sentence1_parse``); ``presplit``
    says the segment is already exactly one sentence (MNLI), so segmentation must not split it.
    """

    text: str
    speaker: str | None = None
    parse: str | None = None
    presplit: bool = False


@dataclass(slots=True)
class Document:
    """One unit of input as the source reader found it."""

    doc_id: str
    source: str
    segments: list[Segment]
    location: str  # where it came from: "path:line" or "path#page=Title"; used by quarantine rows
    meta: dict[str, Any] = field(default_factory=dict)


@dataclass(slots=True)
class Sentence:
    """A sentence with the two sentences before it in the same document (NOPE keeps both)."""

    sentence_id: str
    doc_id: str
    source: str
    sent_index: int
    text: str
    context1: str | None  # two sentences back
    context2: str | None  # the sentence just before
    speaker: str | None
    parse: str | None = None  # provided PTB tree, if the corpus ships one

    def to_row(self) -> dict[str, Any]:
        return _fields(self)


@dataclass(slots=True)
class Candidate:
    """One occurrence of a phenomenon in a sentence.

    ``char_start``/``char_end`` are offsets of the trigger into ``Sentence.text``; everything
    phenomenon-specific (conjunct spans, signatures, scale positions) goes in ``features``.
    """

    candidate_id: str
    sentence_id: str
    doc_id: str
    phenomenon: str
    subtype: str
    trigger: str
    trigger_lemma: str
    char_start: int
    char_end: int
    confidence: float
    features: dict[str, Any]
    extractor: str  # "name@version"
    model: str  # spaCy model "name@version"
    parser: str  # constituency backend ("dependency" when none) and its model

    def to_row(self) -> dict[str, Any]:
        row = _fields(self)
        row["features"] = json.dumps(self.features, sort_keys=True, ensure_ascii=False)
        return row


@dataclass(slots=True)
class Pair:
    """A premise/hypothesis pair produced by a rewriter, with a heuristic label.

    ``well_formed`` is False when a rewriter could not produce a clean sentence: the row is kept and
    flagged (reasons in ``features["flags"]``) rather than dropped or emitted as if clean.
    """

    pair_id: str
    candidate_id: str
    sentence_id: str
    phenomenon: str
    subtype: str
    premise: str
    hypothesis: str
    premise_kind: str
    hypothesis_kind: str
    heuristic_label: str
    label_rule: str
    well_formed: bool = True
    features: dict[str, Any] = field(default_factory=dict)

    def to_row(self) -> dict[str, Any]:
        row = _fields(self)
        row["features"] = json.dumps(self.features, sort_keys=True, ensure_ascii=False)
        return row


@dataclass(slots=True)
class Quarantined:
    """Something that could not be read or processed: where, at which stage, and why."""

    source: str
    location: str
    stage: str  # "read" | "sentences" | "parse" | "extract" | "rewrite"
    error: str
    doc_id: str | None = None
    sentence_id: str | None = None
    excerpt: str | None = None  # the first bytes of the offending input, for a human to look at

    def to_row(self) -> dict[str, Any]:
        return _fields(self)


@dataclass(frozen=True, slots=True)
class Skipped:
    """An input record a reader passes over on purpose (a redirect, a talk page).

    Readers yield it beside documents so that the run counts it (``skipped_<reason>`` in the
    run's counts) without quarantining it: it is not an error, just not a document.
    """

    reason: str


@dataclass(frozen=True, slots=True)
class RunContext:
    """What an extractor may know about the run it is part of."""

    model: str = ""  # spaCy "name@version"
    parser: str = "dependency"  # constituency backend and model, e.g. "benepar:benepar_en3"
    options: dict[str, Any] = field(default_factory=dict)  # phenomenon options from the CLI
    shard: dict[str, Any] = field(default_factory=dict)  # per-shard state built by prepare_shard
