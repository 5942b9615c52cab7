"""Stop 55 (branch cj79): echo questions in dialogue premises.

A rising declarative ("You went out with her and didn't tell me?") gets no pair: cj79 wrote its
conjunct removals as statements (an echo takes its proposition as given, Gunlogson 2001), and the
judges of the A/B draw ab62 rejected all six they saw, so the rule was withdrawn at the stop's
end. Real questions with a final "?" get no pair either.

A coordination inside a reason adjunct ("because A and B", "because of A and B") states the
whole reason; "because A" alone states another (Schnieder 2011): removal and addition neutral.

Constructed sentences through the real pipeline (``run_texts``)."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import mined_pairs

ECHO = "You borrowed my car and didn't tell me?"
ECHO_NP = "So you ate the cake and the cookies?"
ASKED = [
    "You want to come over and watch the game?",
    "I know, I want that too, but is that going to make it too hard?",
    "There's anything left in the fridge and the cupboard?",
    "And there's no problem with the car and the boat?",
    "So I don't have to cook and I can just sit there?",
    "She's not unattractive but smart?",
    "We got a card from Bob and Faye; they don't like us do they?",
]


@pytest.mark.parametrize("text", [ECHO, ECHO_NP])
def test_rising_declaratives_get_no_pair(text: str) -> None:
    """Withdrawn at the stop's end: the A/B draw ab62 judged six removals from rising
    declaratives, none kept ("a question entails nothing")."""
    assert not mined_pairs(text, "conjunction")


@pytest.mark.parametrize("text", ASKED)
def test_real_questions_still_get_no_pair(text: str) -> None:
    assert not [p for p in mined_pairs(text, "conjunction") if text in (p.premise, p.hypothesis)]


REASON = "You should call my brother, because I told him and he knows Anna too."
REASON_OF = "He was sent home early because of his bad knee and a high fever."
MAIN_AND = "I stayed home and she went to work because she was paid."


@pytest.mark.parametrize("text", [REASON, REASON_OF])
def test_coordination_in_a_reason_is_neutral_both_ways(text: str) -> None:
    pairs = [
        p
        for p in mined_pairs(text, "conjunction")
        if p.hypothesis_kind in {"conjunct_removed", "conjunct_added"}
    ]
    assert len(pairs) >= 2
    assert {(p.heuristic_label, p.label_rule) for p in pairs} == {("neutral", "stated_reason")}


def test_main_clause_and_before_a_reason_stays_boolean() -> None:
    removals = {
        p.hypothesis: p.heuristic_label
        for p in mined_pairs(MAIN_AND, "conjunction")
        if p.hypothesis_kind == "conjunct_removed"
    }
    assert removals.get("I stayed home.") == "entailment"
