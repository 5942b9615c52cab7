"""verb_complement, eighty-sixth pass (branch vc80, stop 55: a new review, s1201m).

Constructed sentences through the real pipeline (``mined_pairs``): non-constructions dropped
("see that" = ensure, "just because X doesn't mean Y") or flagged ("be meant to", "have got to"),
the future-in-the-past "would" under a past verb of saying (flagged), and "did not use to",
next to guards that keep the ordinary constructions.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs
from tests.phenomenon_support import verb_complement_pair as _by_kind


def _hypotheses(text: str) -> list[str]:
    return [p.hypothesis for p in mined_pairs(text, "verb_complement")]


# -- non-constructions, dropped ------------------------------------------------------------------


# re-decided at stop 86 (fl71): the passive "be meant to" gets the o/o signature
# ``mean:passive``, so the pair is neutral, which is right for the semi-modal (Quirk et al. 1985
# §3.49); judged kept 5 of 5 when flagged. No flag, well formed, neutral.
def test_passive_be_meant_to_is_neutral() -> None:
    p = _by_kind(
        "The two cousins were meant to be together.", "original", "The two cousins were together."
    )
    assert p.well_formed and p.heuristic_label == "neutral"


def test_negated_be_meant_to_is_neutral() -> None:
    p = _by_kind("The bridge was never meant to last.", "original", "The bridge lasted.")
    assert p.well_formed and p.heuristic_label == "neutral"


def test_active_mean_to_stays() -> None:
    p = _by_kind("I meant to call my aunt.", "original", "I called my aunt.")
    assert p.well_formed


def test_have_got_to_is_flagged() -> None:
    p = _by_kind("I've got to call my sister.", "original", "I will call my sister.")
    assert not p.well_formed


def test_will_see_that_ensure_is_not_factive() -> None:
    text = "All right, I'll see that he gets the parcel."
    # the hypothesis is future since the eighty-seventh pass (ensure_see_commitment)
    assert _by_kind(text, "negated", "He will get the parcel.").heuristic_label == "neutral"


def test_imperative_see_that_ensure_is_not_factive() -> None:
    # since the hundred-first pass (vc95) an imperative trigger gives no pair at all (an
    # imperative has no truth value); whatever comes out must not be an entailment
    pairs = mined_pairs("See that the dishes are washed.", "verb_complement")
    assert not any(
        p.hypothesis == "The dishes are washed." and p.heuristic_label == "entailment"
        for p in pairs
    )


def test_perception_see_that_stays() -> None:
    p = _by_kind("I see that the dishes are washed.", "original", "The dishes are washed.")
    assert p.heuristic_label == "entailment"


def test_just_because_doesnt_mean_gives_no_pair() -> None:
    hyps = _hypotheses("Just because I like the boat doesn't mean I want to buy it.")
    assert "I want to buy it." not in hyps


def test_it_does_not_mean_stays() -> None:
    p = _by_kind("It does not mean that the shop closed.", "original", "The shop closed.")
    assert p.heuristic_label == "neutral"


# -- future in the past under a verb of saying, flagged --------------------------------------


def test_said_would_is_flagged() -> None:
    p = _by_kind(
        "You said there would be cake at the party.",
        "original",
        "There would be cake at the party.",
    )
    assert not p.well_formed


def test_negated_said_would_is_flagged() -> None:
    p = _by_kind(
        "You said there would be cake at the party.",
        "negated",
        "There would be cake at the party.",
    )
    assert not p.well_formed


def test_present_says_would_is_not_flagged() -> None:
    p = _by_kind("My brother says he would help.", "original", "He would help.")
    assert p.well_formed


def test_said_will_is_not_flagged() -> None:
    p = _by_kind("My brother said that the shop is closed.", "original", "The shop is closed.")
    assert p.well_formed


# -- "did not use to" ------------------------------------------------------------------------------


def test_negated_used_to_takes_base_form() -> None:
    p = _by_kind("They used to live in Ohio.", "negated", "They lived in Ohio.")
    assert p.premise == "They did not use to live in Ohio."


# -- a repeated attitude clause: the negated premise denies and asserts it ----------------------


def test_restarted_think_negated_premise_is_flagged() -> None:
    p = _by_kind("Well, then, I think, I think the plan is bad.", "negated", "The plan is bad.")
    assert not p.well_formed


def test_coordinated_know_negated_premise_stays() -> None:
    p = _by_kind("I know that you came and I know that she left.", "negated", "She left.")
    assert p.well_formed


def test_said_would_with_its_own_condition_is_not_flagged() -> None:
    p = _by_kind(
        "My brother said he would leave if the rain stopped.",
        "original",
        "He would leave if the rain stopped.",
    )
    assert p.well_formed


def test_second_person_will_see_that_stays() -> None:
    p = _by_kind("You will see that the gate is locked.", "original", "The gate is locked.")
    assert p.heuristic_label == "entailment"
