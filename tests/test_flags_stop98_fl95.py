"""Stop 98, fl95: ``discourse-clash:participial-adjunct`` is a warning on the "original" side.

A negated presupposition premise whose matrix event is followed by a supplementive -ing clause
("X didn't open his eyes, showing that ..."): on the "original" side the hypothesis is the
sentence as found. The participle has no tense and no subject of its own; whether it is read
inside the negation's scope or as said of the non-event (Quirk et al. 1985 §15.58-15.59), the
premise denies the matrix event the hypothesis asserts, so the contradiction holds under either
reading (as for ``one-conjunct-negated``, stop 87 fl74). On the presupposition side the flag
stays a defect: the trigger may sit in the participle that the negation does not reach.

Constructed sentences through the real pipeline and the real spaCy model.
"""

from __future__ import annotations

from functools import cache

import pytest

from pipeline import flags
from tests.phenomenon_support import mined_pairs

FLAG = "discourse-clash:participial-adjunct"


@cache
def _pairs(text: str):
    return tuple(mined_pairs(text, "presupposition"))


def _negated(text: str, kind: str):
    found = [
        p
        for p in _pairs(text)
        if p.premise_kind == "negated"
        and p.hypothesis_kind == kind
        and FLAG in p.features.get("flags", [])
    ]
    assert found, f"no negated>{kind} pair flagged {FLAG} for {text!r}"
    return found


MATRIX_TRIGGER = [
    "The old man opened his eyes, showing that he had heard the question.",
    "The clerk closed Anna's shop, signalling that the strike had begun.",
]


@pytest.mark.parametrize("text", MATRIX_TRIGGER)
def test_original_side_is_well_formed(text):
    for pair in _negated(text, "original"):
        assert pair.heuristic_label == "contradiction"
        assert pair.well_formed, pair


@pytest.mark.parametrize("text", MATRIX_TRIGGER)
def test_presupposition_side_stays_a_defect(text):
    for pair in _negated(text, "presupposition"):
        assert not pair.well_formed, pair


def test_trigger_in_the_participle_stays_a_defect_on_the_presupposition_side():
    # near miss: the possessive trigger sits in the participle the negation does not reach
    text = "The soldiers stopped at the river, pointing at Mary's house across the water."
    for pair in _negated(text, "presupposition"):
        assert not pair.well_formed, pair
    for pair in _negated(text, "original"):
        assert pair.well_formed, pair


def test_severity_by_kind():
    assert flags.severity(FLAG, "presupposition", "original") == "warning"
    assert flags.severity(FLAG, "presupposition", "presupposition") == "defect"
    assert flags.severity(FLAG, "presupposition") == "defect"
