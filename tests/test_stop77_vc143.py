"""verb_complement, stop 77 round two (branch vc143): "see that" under a semi-modal of duty.

"You need to/have to see that P" (and a subjectless conjunct after "need to V, and see that P")
is the directive "make sure that P" (OED s.v. "see" v. 18; Quirk et al. 1985 §16.36, §3.40-3.45),
so P is left open: neutral. Perception ("you will see that P", "you see that P") stays factive.

Constructed sentences through the real pipeline, each with a neighbour that must stay.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _complement_pairs(text: str, hypothesis: str) -> list:
    return [
        p
        for p in mined_pairs(text, "verb_complement")
        if p.premise_kind == "original" and p.hypothesis == hypothesis
    ]


def test_need_to_see_that_is_neutral():
    for text in (
        "You need to see that the spare drive is installed.",
        "You have to see that the spare drive is installed.",
    ):
        pairs = _complement_pairs(text, "The spare drive is installed.")
        assert pairs, text
        assert all(p.heuristic_label == "neutral" for p in pairs), (text, pairs)


def test_conjunct_after_need_to_see_that_is_neutral():
    text = (
        "If a disk fails, you need to call the vendor, and see that the spare drive is installed."
    )
    pairs = _complement_pairs(text, "The spare drive is installed.")
    assert pairs and all(p.heuristic_label == "neutral" for p in pairs), pairs


def test_perceptual_see_that_stays_entailment():
    for text in (
        "When you open the lid, you will see that the spare drive is installed.",
        "You need to open the lid, and you see that the spare drive is installed.",
    ):
        pairs = _complement_pairs(text, "The spare drive is installed.")
        assert pairs, text
        assert all(p.heuristic_label == "entailment" for p in pairs), (text, pairs)


# -- an adverbial clause cut off from its main clause at a semicolon -------------------------


def test_if_clause_before_semicolon_gives_no_pair():
    text = (
        "For a shared library, this means if there is no longer any program linking against "
        "this library; if the library is only missing on some platforms, a bug report is "
        "still needed."
    )
    assert not [
        p for p in mined_pairs(text, "verb_complement") if p.hypothesis.startswith("If there")
    ]


def test_conditional_with_its_main_clause_keeps_its_pair():
    for text in (
        "This means if the cable is loose, the light blinks.",
        "This means that if the cable is loose, the light blinks; the fuse is fine.",
    ):
        pairs = _complement_pairs(text, "If the cable is loose, the light blinks.")
        assert pairs and pairs[0].heuristic_label == "entailment", (text, pairs)
