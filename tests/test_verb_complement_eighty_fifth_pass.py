"""verb_complement, eighty-fifth pass (branch vc79, stop 55: idioms and non-constructions).

Constructed sentences through the real pipeline (``mined_pairs``): the first-person idiom
"I can't believe (that) X" is no candidate (incredulity at an accepted fact, not a belief
report), next to guards that keep the ordinary report.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs
from tests.phenomenon_support import verb_complement_pair as _by_kind


def _pairs(text: str, trigger: str) -> list:
    return [p for p in mined_pairs(text, "verb_complement") if trigger in p.premise.lower()]


# -- "I can't believe X" ----------------------------------------------------------------------


def test_cant_believe_exclamation_gives_no_pair() -> None:
    pairs = mined_pairs("I can't believe you sold the piano!", "verb_complement")
    assert not [p for p in pairs if p.hypothesis == "You sold the piano."]


def test_cannot_believe_with_that_gives_no_pair() -> None:
    pairs = mined_pairs("We cannot believe that the bakery closed.", "verb_complement")
    assert not [p for p in pairs if p.hypothesis == "The bakery closed."]


def test_third_person_cant_believe_stays() -> None:
    p = _by_kind("My uncle can't believe that the bakery closed.", "original", "The bakery closed.")
    assert p.heuristic_label == "neutral"


def test_plain_believe_stays() -> None:
    p = _by_kind("I believe that the bakery closed.", "original", "The bakery closed.")
    assert p.well_formed
