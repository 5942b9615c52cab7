"""verb_complement, stop 83 round three (branch vc164): modals whose reading the matrix fixes.

Inside a complement clause the matrix decides what some modals mean: the "may/might" after
"wish/pray/desire" is the optative modal of the wish (Quirk et al. 1985 §3.51, §14.25). (The
first-person backshifted "should" after a past verb of saying or thinking was flagged too and
withdrawn at integration: an earlier stop pins "I thought I should call her" well formed.) Lifted out as a sentence they read as obligation or possibility, so the pair is
flagged ``matrix-bound-modal:<modal>`` (the ``putative-should`` flag of vc162 generalised).
"give someone to understand that P" is the report "tell", not the factive "grasp": o/o.

Constructed sentences through the real pipeline, each with a neighbour that must stay.
"""

from __future__ import annotations

from pipeline.flags import settle
from tests.phenomenon_support import mined_pairs


def _pairs(text: str):
    return [settle(p) for p in mined_pairs(text, "verb_complement", assess_sources=True)]


def _original(text: str):
    return next((p for p in _pairs(text) if p.premise_kind == "original"), None)


def _flags(pair) -> list[str]:
    return list(pair.features.get("flags") or [])


def test_ability_could_after_say_stays():
    p = _original("She said that he could swim.")
    assert p is not None and p.hypothesis == "He could swim."
    assert p.well_formed and not any(f.startswith("matrix-bound-modal") for f in _flags(p))


def test_mandative_should_after_suggest_stays():
    p = _original("The captain suggested that we should leave early.")
    assert p is not None and p.hypothesis == "We should leave early."
    assert p.well_formed


def test_third_person_should_after_past_report_stays():
    # the third-person "should" after a past report was kept 6 of 10 times by the judges
    p = _original("The clerk said that the forms should be signed in ink.")
    assert p is not None and p.hypothesis == "The forms should be signed in ink."
    assert p.well_formed


def test_present_think_first_person_should_stays():
    p = _original("I think we should close the shop early.")
    assert p is not None and p.hypothesis == "We should close the shop early."
    assert p.well_formed


def test_tentative_should_like_stays():
    p = _original("I said that I should like to see the orchard.")
    assert p is not None and p.hypothesis == "I should like to see the orchard."
    assert not any(f.startswith("matrix-bound-modal") for f in _flags(p))


def test_optative_might_after_wish_flagged():
    p = _original("Every evening the old sailor wished that the storm might pass before dawn.")
    assert p is not None and p.hypothesis == "The storm might pass before dawn."
    assert "matrix-bound-modal:might" in _flags(p)
    assert not p.well_formed


def test_optative_may_after_pray_flagged():
    p = _original("The villagers prayed that the harvest may be plentiful.")
    assert p is not None and "matrix-bound-modal:may" in _flags(p)
    assert not p.well_formed


def test_may_after_hope_stays():
    p = _original("The coach hopes that the rain may stop before the match.")
    assert p is not None and p.hypothesis == "The rain may stop before the match."
    assert p.well_formed


def test_gave_to_understand_is_a_report():
    p = _original("The agent gave us to understand that the cottage had been sold.")
    assert p is not None and p.hypothesis == "The cottage had been sold."
    assert p.heuristic_label == "neutral"


def test_was_given_to_understand_is_a_report():
    p = _original("The tenants were given to understand that the lease would be renewed.")
    assert p is not None and p.heuristic_label == "neutral"


def test_plain_understand_stays_factive():
    p = _original("The tenants understood that the cottage had been sold.")
    assert p is not None and p.hypothesis == "The cottage had been sold."
    assert p.heuristic_label == "entailment"
