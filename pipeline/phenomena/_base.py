"""What every phenomenon provides, and the helpers that build its records.

A phenomenon is a class registered with ``@phenomena.register(name)`` that says:

- which subtypes it has (the controlled vocabulary of the README's controlled vocabularies),
- which words a sentence must contain before parsing it could yield a candidate (``prefilter``),
- which spaCy components its extractors read (so the parse stage can disable the rest),
- how to extract candidates from a parsed sentence and which pairs to rewrite them into.

Extractors are generators over one parsed sentence (a spaCy ``Doc`` whose text is exactly
``Sentence.text``), so character offsets of tokens are offsets into the sentence.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any, ClassVar

from spacy.tokens import Doc, Span, Token

from .. import ids
from ..parse import SYNTAX, WITH_NER
from ..prefilter import ALWAYS, Lexical
from ..records import Candidate, Pair, RunContext, Sentence

__all__ = [
    "ALWAYS",
    "SYNTAX",
    "WITH_NER",
    "Lexical",
    "Phenomenon",
    "RunContext",
    "make_pair",
]


class Phenomenon:
    """Base class; subclasses set the class attributes and implement ``extract``/``rewrite``."""

    name: ClassVar[str]
    version: ClassVar[str] = "0.1"
    subtypes: ClassVar[tuple[str, ...]]
    spacy_components: ClassVar[frozenset[str]] = SYNTAX

    @property
    def extractor(self) -> str:
        return f"{self.name}@{self.version}"

    def prefilter(self) -> dict[str, Lexical]:
        """Per subtype, the lexical condition a sentence must meet to be worth parsing.

        It must be a necessary condition of ``extract``: the prefilter may let through sentences
        that yield nothing, but must never drop one that would yield a candidate.
        """
        return {s: ALWAYS for s in self.subtypes}

    def prepare_shard(
        self, docs: list[Doc], sentences: list[Sentence], ctx: RunContext
    ) -> dict[str, Any]:
        """Shard-level state for ``rewrite`` (e.g. person names seen in the shard). Deterministic."""
        return {}

    def extract(
        self, doc: Doc, sentence: Sentence, subtypes: frozenset[str], ctx: RunContext
    ) -> Iterator[Candidate]:
        raise NotImplementedError

    def rewrite(
        self, candidate: Candidate, doc: Doc, sentence: Sentence, ctx: RunContext
    ) -> Iterator[Pair]:
        return iter(())

    def rewrite_many(
        self, items: Sequence[tuple[Candidate, Doc, Sentence]], ctx: RunContext
    ) -> list[list[Pair] | Exception]:
        """The pairs of each (candidate, its Doc, its sentence) of a shard, in order; an item whose
        rewrite raised gets the exception (the shard quarantines that sentence and goes on).

        The parse stage calls this once per shard and phenomenon, so a phenomenon whose rewrites
        need work shared across candidates (re-parsing rewritten sentences in one batch) can
        override it; the default rewrites candidate by candidate.
        """
        out: list[list[Pair] | Exception] = []
        for candidate, doc, sentence in items:
            try:
                out.append(list(self.rewrite(candidate, doc, sentence, ctx)))
            except Exception as exc:  # noqa: BLE001 - contained to this candidate
                out.append(exc)
        return out

    # -- record builders -------------------------------------------------------------------------

    def candidate(
        self,
        sentence: Sentence,
        ctx: RunContext,
        subtype: str,
        trigger: Token | Span | tuple[int, int],
        *,
        lemma: str | None = None,
        confidence: float = 1.0,
        features: dict[str, Any] | None = None,
        key: str = "",
    ) -> Candidate:
        """Build a ``Candidate`` whose trigger is a token, a span or a (start, end) char range."""
        if isinstance(trigger, Token):
            start, end = trigger.idx, trigger.idx + len(trigger.text)
            lemma = lemma if lemma is not None else trigger.lemma_
        elif isinstance(trigger, Span):
            start, end = trigger.start_char, trigger.end_char
            lemma = lemma if lemma is not None else trigger.lemma_
        else:
            start, end = trigger
        text = sentence.text[start:end]
        return Candidate(
            candidate_id=ids.candidate_id(
                sentence.sentence_id, self.name, subtype, start, end, key
            ),
            sentence_id=sentence.sentence_id,
            doc_id=sentence.doc_id,
            phenomenon=self.name,
            subtype=subtype,
            trigger=text,
            trigger_lemma=(lemma if lemma is not None else text).lower(),
            char_start=start,
            char_end=end,
            confidence=round(float(confidence), 4),
            features=features or {},
            extractor=self.extractor,
            model=ctx.model,
            parser=ctx.parser,
        )


def make_pair(
    candidate: Candidate,
    premise: str,
    hypothesis: str,
    *,
    premise_kind: str,
    hypothesis_kind: str,
    label: str,
    rule: str,
    well_formed: bool = True,
    features: dict[str, Any] | None = None,
) -> Pair:
    """Build a ``Pair`` for a candidate; ``rule`` names the heuristic that chose ``label``."""
    return Pair(
        pair_id=ids.pair_id(
            candidate.candidate_id, premise_kind, hypothesis_kind, premise, hypothesis
        ),
        candidate_id=candidate.candidate_id,
        sentence_id=candidate.sentence_id,
        phenomenon=candidate.phenomenon,
        subtype=candidate.subtype,
        premise=premise,
        hypothesis=hypothesis,
        premise_kind=premise_kind,
        hypothesis_kind=hypothesis_kind,
        heuristic_label=label,
        label_rule=rule,
        well_formed=well_formed,
        features=features or {},
    )
