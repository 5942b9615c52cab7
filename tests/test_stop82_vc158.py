"""verb_complement, stop 82 (branch vc158): a prepositional attitudinal disjunct ("to our
surprise", "to their regret", "to his credit") opening the trigger's sentence comments on the
proposition of that clause and presupposes it (Quirk et al. 1985 §8.127; Bonami & Godard 2008;
Ernst 2009). Flipping the clause's polarity keeps the comment and aims it at the opposite fact,
so the negated (or negation-removed) premise is flagged ``discourse-clash:emotive-disjunct:<noun>``
(not well formed); the original pair stays (``verb_complement_acts.emotive_disjunct``).

Constructed sentences through the real pipeline, each with a neighbour that must stay.
"""

from __future__ import annotations

from pipeline.flags import settle
from tests.phenomenon_support import mined_pairs

FAMILY = "discourse-clash:emotive-disjunct:"


def _pairs(text: str, kind: str):
    pairs = [settle(p) for p in mined_pairs(text, "verb_complement", assess_sources=True)]
    return [p for p in pairs if p.premise_kind == kind]


def _premises(text: str, kind: str) -> list[str]:
    """The premises of ``kind`` written well formed."""
    return [p.premise for p in _pairs(text, kind) if p.well_formed]


def _flag(text: str, kind: str) -> list[str]:
    """The emotive-disjunct flags of the pairs of ``kind`` (one list for all of them)."""
    return [
        f
        for p in _pairs(text, kind)
        for f in (p.features.get("flags") or [])
        if f.startswith(FAMILY)
    ]


def test_surprise_disjunct_flags_negated_premise():
    text = "To our surprise, the old bridge seems to hold the weight of the cart."
    assert _premises(text, "negated") == []
    assert _flag(text, "negated") == [FAMILY + "surprise"]
    assert _premises(text, "original") == [text]


def test_same_sentence_without_disjunct_keeps_negated_premise():
    text = "The old bridge seems to hold the weight of the cart."
    assert _premises(text, "negated") == [
        "The old bridge does not seem to hold the weight of the cart."
    ]


def test_credit_disjunct_flags_negated_premise():
    text = "To their credit, the elders agreed to lend us their fishing boat."
    assert _premises(text, "negated") == []
    assert _flag(text, "negated") == [FAMILY + "credit"]


def test_other_fronted_to_phrase_keeps_negated_premise():
    # "according to" is an evidential source phrase, no evaluation of the proposition
    text = "According to the old maps, the river seems to flow to the north."
    assert _premises(text, "negated") == [
        "According to the old maps, the river does not seem to flow to the north."
    ]
    assert _flag(text, "negated") == []


def test_regret_disjunct_flags_negation_removal_too():
    text = "To my regret, the guards did not allow me to enter the tower."
    assert _premises(text, "negation_removed") == []
    assert _flag(text, "negation_removed") == [FAMILY + "regret"]
    assert _premises(text, "original") == [text]


def test_negation_removal_without_disjunct_stays():
    text = "The guards did not allow me to enter the tower."
    assert _premises(text, "negation_removed") == ["The guards allowed me to enter the tower."]
