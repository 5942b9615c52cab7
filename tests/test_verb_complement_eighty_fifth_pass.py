"""verb_complement, eighty-fifth pass (branch vc79, stop 55: idioms and non-constructions).

Constructed sentences through the real pipeline (``mined_pairs``): the first-person idiom
"I can't believe (that) X" is no candidate (incredulity at an accepted fact, not a belief
report); a past verb of saying or promising over a "would" clause (the future-in-the-past)
is flagged ``future-in-past-complement``. Each next to a guard that keeps the ordinary report.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs, pair_flags


def _pairs(text: str, trigger: str) -> list:
    return [p for p in mined_pairs(text, "verb_complement") if trigger in p.premise.lower()]


def _by_kind(text: str, kind: str, hypothesis: str):
    hits = [
        p
        for p in mined_pairs(text, "verb_complement")
        if p.premise_kind == kind and p.hypothesis == hypothesis
    ]
    assert len(hits) == 1, [
        (p.premise_kind, p.hypothesis) for p in mined_pairs(text, "verb_complement")
    ]
    return hits[0]


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


# -- past verb of saying over a future-in-the-past "would" -------------------------------------


def test_said_would_is_flagged() -> None:
    p = _by_kind(
        "My sister said that she would fix the bike.", "original", "She would fix the bike."
    )
    assert not p.well_formed and "future-in-past-complement" in pair_flags(p)


def test_told_would_is_flagged() -> None:
    p = _by_kind("I told the landlord I would pay the rent.", "original", "I would pay the rent.")
    assert "future-in-past-complement" in pair_flags(p)


def test_swore_would_is_flagged() -> None:
    p = _by_kind("She swore she would paint the fence.", "original", "She would paint the fence.")
    assert "future-in-past-complement" in pair_flags(p)


def test_said_past_perfect_contraction_stays() -> None:
    pairs = mined_pairs("She said she'd lost the keys.", "verb_complement")
    assert pairs and not any("future-in-past-complement" in pair_flags(p) for p in pairs)


def test_said_would_have_stays() -> None:
    pairs = mined_pairs("She said she would have helped.", "verb_complement")
    assert not any("future-in-past-complement" in pair_flags(p) for p in pairs)


def test_present_says_will_stays() -> None:
    p = _by_kind("My sister says that she will fix the bike.", "original", "She will fix the bike.")
    assert "future-in-past-complement" not in pair_flags(p)
