"""The conjunct record and the closed-class vocabulary of coordination.

``Conjunct`` (a conjunct as token indices with its phrase category), ``_span_head`` (its
head token) and the word, dependency and part-of-speech sets that name coordinating words,
preconjunctions, conjunct and coordinator dependencies, list separators and entity labels.
Every other part of the conjunction phenomenon (conjunct identification, flags, pairs and
labels) reads them, so they live apart from all of those parts: a module that needs only the
record and the vocabulary imports this one, not ``conjunction``.
"""

from __future__ import annotations

from dataclasses import dataclass

from spacy.tokens import Doc, Token

from ..syntax import (
    DOUBLE_QUOTES,
    SUBJECT_DEPS,
)

#: The coordinating words of the controlled vocabulary (CONTRACT.md: conjunction subtypes).
CONJUNCTIONS = frozenset({"and", "or", "but", "nor"})
#: "either ... or", "neither ... nor", "both ... and": the first word is not a conjunct.
PRECONJUNCTIONS = frozenset({"either", "neither", "both"})
COORD_DEPS = frozenset({"cc"})
CONJUNCT_DEP = "conj"
PRECONJ_DEPS = frozenset({"preconj"})
#: Left dependents of a first verbal conjunct that all conjuncts share ("He has [run] and [won]").
VP_SHARED_LEFT_DEPS = SUBJECT_DEPS | {"aux", "auxpass", "mark"}
NOMINAL_POS = frozenset({"NOUN", "PROPN"})
VERBAL_POS = frozenset({"VERB", "AUX"})
#: Heads of noun phrases that take no determiner ("those", "them", "each").
PRONOMINAL_POS = frozenset({"PRON", "DET"})
#: Left dependents of a proper noun that are part of the same name ("John [Smith]").
NAME_PART_DEPS = frozenset({"compound", "flat", "nmod"})
#: "not only/just/merely A but (also) B" is additive, not a negation of the coordination.
ADDITIVE_AFTER_NOT = frozenset({"only", "just", "merely", "simply"})
LIST_SEPARATORS = frozenset({",", ";"})
#: Parts of speech whose right dependents may be shared by coordinated heads (right-node raising).
RIGHT_SHARING_POS = frozenset({"VERB", "AUX", "ADJ", "ADV"})
#: Clausal complements, selected by their own verb and so never right-node raised.
CLAUSAL_COMPLEMENT_DEPS = frozenset({"xcomp", "ccomp"})
#: Right dependents that belong to the head word itself, never shared ("may not", "give up").
TIGHT_RIGHT_DEPS = frozenset({"neg", "prt", "case"})
EDGE_PUNCT = frozenset({",", ";", ":", "-", "--", "—", "–"})
#: Entity labels whose names are titles or institutions ("War and Peace", "Franklin and Marshall
#: College"): a conjunct inside one is part of a name (ConjNLI §4.1, first non-boolean heuristic).
NAME_ENTITY_LABELS = frozenset(
    {"ORG", "WORK_OF_ART", "FAC", "EVENT", "LAW", "PRODUCT", "GPE", "LOC", "NORP"}
)
#: Entity types whose multi-word names are titles or institutions, atoms of the sentence, that a
#: coordination can sit inside ("the International Covenant on Civil and Political Rights", "the
#: Museum of Art and History").
ATOMIC_NAME_LABELS = frozenset({"ORG", "WORK_OF_ART", "FAC", "PRODUCT", "EVENT", "LAW"})
_QUOTES = DOUBLE_QUOTES

_POS_TO_CATEGORY = {
    "NOUN": "NP", "PROPN": "NP", "PRON": "NP", "NUM": "NP", "DET": "NP",
    "ADJ": "ADJP", "ADV": "ADVP", "ADP": "PP", "VERB": "VP", "AUX": "VP",
}  # fmt: skip


@dataclass(frozen=True, slots=True)
class Conjunct:
    """A conjunct as spaCy token indices ``[start, end)`` with its phrase category."""

    start: int
    end: int
    category: str


def _span_head(doc: Doc, c: Conjunct) -> Token:
    return doc[c.start : c.end].root
