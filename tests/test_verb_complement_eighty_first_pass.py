"""verb_complement, eighty-first pass (branch vc75, stop 54: candidates and negated premises).

Constructed sentences through the real pipeline (``mined_pairs``): present deontic "have to"
is a flagged candidate whose pairs are never well formed (past "had to", "did not have to" and
habitual "often have to" are clean candidates), a
"despite" phrase after the trigger on a negated premise, "I want you to know that P" as a
hedged performative, and a flipped hearer-"want" advice. Each next to a guard.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs, pair_flags, verb_complement_pair


def _pairs(text: str) -> list:
    return mined_pairs(text, "verb_complement")


def _hypotheses(text: str, kind: str = "original") -> set[str]:
    return {p.hypothesis for p in _pairs(text) if p.premise_kind == kind}


# -- present deontic "have to" ---------------------------------------------------------------------


def _only_flagged_have_to(text: str) -> None:
    pairs = _pairs(text)
    assert pairs, text  # the candidate stays: the veridicality gold annotates present "have to"
    for p in pairs:
        assert not p.well_formed and "non-construction:deontic-have-to:present" in pair_flags(p)


# Stop 59 (fl20): a one-clause declarative root "have to" is no longer flagged
# (tests/test_flags_stop59.py); these keep the flagged class: a relative clause, "should"
# stacked on it, a question (the one-clause sentences they used are now well formed).


def test_present_have_to_pairs_are_flagged():
    _only_flagged_have_to("Children who have to decide whether to stay suffer.")


def test_negated_present_have_to_pairs_are_flagged():
    _only_flagged_have_to("You shouldn't have to face the pressure alone.")


def test_future_have_to_pairs_are_flagged():
    _only_flagged_have_to("Will she have to try the case herself?")


def test_past_had_to_keeps_its_entailment():  # guard: actuality entailment (Bhatt 1999)
    pair = verb_complement_pair(
        "I had to quit my job at the factory.", "original", "I quit my job at the factory."
    )
    assert pair.heuristic_label == "entailment" and pair.well_formed


def test_did_not_have_to_stays():  # guard: do-support past
    assert "He lived there." in _hypotheses("He did not have to live there.")


def test_habitual_have_to_stays():  # guard: a frequency adverb quantifies over met obligations
    pair = verb_complement_pair(
        "We often have to play in the rain.", "original", "We often play in the rain."
    )
    assert pair.heuristic_label == "entailment"


def test_need_to_stays_a_candidate():  # guard: lexical "need to", RP19's o/o row
    pair = verb_complement_pair(
        "You need to check the oil every week.", "original", "You will check the oil every week."
    )
    assert pair.heuristic_label == "neutral" and pair.well_formed


# -- a "despite" phrase after the trigger ----------------------------------------------------------


def test_postposed_despite_flags_negated_premise():
    text = "Meanwhile, incidents continue to recur, despite all efforts to reach agreement."
    negated = [p for p in _pairs(text) if p.premise_kind == "negated"]
    assert negated and all("discourse-clash:frame:despite" in pair_flags(p) for p in negated)
    assert not any(p.well_formed for p in negated)


def test_despite_inside_the_complement_is_left():  # guard: the phrase is the complement's
    text = "To my chagrin, I found out it had been canceled after 15 episodes, despite its ratings."
    negated = [p for p in _pairs(text) if p.premise_kind == "negated"]
    assert negated and not any("discourse-clash:frame:despite" in pair_flags(p) for p in negated)


# -- "I want you to know that P" -------------------------------------------------------------------


def test_want_you_to_know_is_hedged_performative():
    text = "I want you to know that the door is always open."
    wants = [p for p in _pairs(text) if p.hypothesis.startswith(("You know", "You will know"))]
    assert wants and all("hedged-performative:know" in pair_flags(p) for p in wants)


def test_third_person_want_you_to_know_stays():  # guard: a report of her wish
    text = "She wants you to know that the door is always open."
    wants = [p for p in _pairs(text) if p.hypothesis.startswith(("You know", "You will know"))]
    assert wants and not any(
        f.startswith("hedged-performative") for p in wants for f in pair_flags(p)
    )


def test_want_you_to_go_is_no_performative():  # guard: no informing
    pairs = _pairs("I want you to go home now.")
    assert pairs and not any(
        f.startswith("hedged-performative") for p in pairs for f in pair_flags(p)
    )


# -- flipped hearer "want" advice ------------------------------------------------------------------


def test_removed_negation_of_advice_is_flagged():
    pair = verb_complement_pair(
        "You don't want to scare her away with too much attention.",
        "negation_removed",
        "You will scare her away with too much attention.",
    )
    assert "flipped-advice:want" in pair_flags(pair) and not pair.well_formed


def test_negated_advice_is_flagged():
    pair = verb_complement_pair(
        "You want to get the details before you say yes.",
        "negated",
        "You will get the details before you say yes.",
    )
    assert "flipped-advice:want" in pair_flags(pair) and not pair.well_formed


def test_hypothetical_advice_is_flagged():
    pair = verb_complement_pair(
        "You wouldn't want to miss out on it.", "negation_removed", "You would miss out on it."
    )
    assert "flipped-advice:want" in pair_flags(pair)


def test_third_person_want_is_a_report():  # guard
    pair = verb_complement_pair(
        "She doesn't want to scare him away.", "negation_removed", "She will scare him away."
    )
    assert "flipped-advice:want" not in pair_flags(pair) and pair.well_formed


def test_past_want_is_a_report():  # guard: "did" makes it a past desire
    pair = verb_complement_pair(
        "You did not want to leave the party.", "negation_removed", "You left the party."
    )
    assert "flipped-advice:want" not in pair_flags(pair)


# -- "even supposing that": a conditional subordinator -------------------------------------------


def test_even_supposing_is_no_candidate():
    pairs = _pairs("Even supposing that he is right, we cannot wait any longer.")
    assert not [p for p in pairs if p.hypothesis == "He is right."]


def test_focused_gerund_complement_stays():  # guard: "remember (even) seeing that" is a verb
    assert "The door was open." in _hypotheses("I remember even seeing that the door was open.")
