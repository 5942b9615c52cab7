"""Stop 99, fl97: ``lost_substitute_antecedent`` narrowed on two false-positive classes.

1. A quantity noun in an adjunct of quantity ("in large numbers") names no entity that a
   substitute "one" could repeat (Quirk et al. 1985 §5.8): "sometimes there is only one" keeps
   its meaning with that conjunct gone.
2. "another" after a distributive subject of its own clause ("each rule follows from another")
   names a second member of that subject's set: its antecedent is in the kept conjunct
   (Halliday & Hasan 1976 §3.2.1).

Near misses keep the flag: a real count-noun antecedent removed ("three cakes ... only one"),
"each N ... one" (not "another"), a non-distributive subject ("the war ... one").

Constructed sentences through the real pipeline and the real spaCy model.
"""

from __future__ import annotations

from functools import cache

import pytest

from tests.phenomenon_support import mined_pairs

FLAG = "lost_substitute_antecedent"


@cache
def _pairs(text: str):
    return tuple(mined_pairs(text, "conjunction"))


def _with_hypothesis(text: str, hypothesis: str):
    found = [p for p in _pairs(text) if p.hypothesis == hypothesis]
    assert found, f"no pair with hypothesis {hypothesis!r} for {text!r}"
    return found


RELEASED = [
    (
        "Mostly the beetles live in large numbers, but sometimes there is only one, and it grows "
        "very big.",
        "Sometimes there is only one, and it grows very big.",
    ),
    (
        "No rule is ever written down, or covers a whole set of cases; but each rule follows from "
        "another, and never applies to a whole set of cases.",
        "Each rule follows from another, and never applies to a whole set of cases.",
    ),
]


@pytest.mark.parametrize(("text", "hypothesis"), RELEASED)
def test_released(text, hypothesis):
    for pair in _with_hypothesis(text, hypothesis):
        assert FLAG not in pair.features.get("flags", []), pair
        assert pair.well_formed, pair


NEAR_MISSES = [
    (
        "Usually the shop sells three cakes, but sometimes there is only one.",
        "Sometimes there is only one.",
    ),
    ("The officers had rifles, and each soldier carried one.", "Each soldier carried one."),
    ("She had had two sons, but the war had robbed her of one.", "The war had robbed her of one."),
]


@pytest.mark.parametrize(("text", "hypothesis"), NEAR_MISSES)
def test_near_misses_keep_the_defect(text, hypothesis):
    for pair in _with_hypothesis(text, hypothesis):
        assert FLAG in pair.features.get("flags", []), pair
        assert not pair.well_formed, pair


# `source:truncated` (bare attribution): the topic complement of "tell" hung on the addressee.


@cache
def _assessed(text: str):
    return tuple(mined_pairs(text, "conjunction", assess_sources=True))


def test_tell_with_of_topic_on_the_addressee_is_no_bare_attribution():
    text = "A messenger told Andrew of his Excellency's order, and Andrew rode toward the bridge."
    pairs = _assessed(text)
    assert pairs
    for pair in pairs:
        assert "source:truncated" not in pair.features.get("flags", []), pair


def test_tell_with_addressee_only_stays_truncated():
    text = "An adjutant told Pierre, and Pierre went toward the bench."
    pairs = _assessed(text)
    assert pairs
    for pair in pairs:
        assert "source:truncated" in pair.features.get("flags", []), pair
        assert not pair.well_formed, pair
