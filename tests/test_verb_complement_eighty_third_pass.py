"""verb_complement, eighty-third pass (branch vc77, stop 54: dialogue candidates and labels).

Constructed sentences through the real pipeline (``mined_pairs``): past "thought" under a
correction cue ("oh", an apology, "at first") is labelled contradiction and its ¬S flagged;
"I'll tell you (that) X" is a performative (entailment); "that" before a clause boundary is a
demonstrative object and "What do you say we ...?" a proposal formula (no candidates). Each
next to a guard that keeps the ordinary report.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs, pair_flags, verb_complement_pair


def _pairs(text: str) -> list:
    return mined_pairs(text, "verb_complement")


# -- past "thought" under a correction cue ----------------------------------------------------


def test_oh_i_thought_is_a_corrected_belief() -> None:
    p = verb_complement_pair(
        "Oh, I thought the bakery was open.", "original", "The bakery was open."
    )
    assert p.heuristic_label == "contradiction" and p.well_formed
    assert p.label_rule.endswith(":corrected_belief:oh")


def test_apology_before_i_thought_is_a_corrected_belief() -> None:
    p = verb_complement_pair(
        "I'm so sorry, I thought the car was yours.", "original", "The car was yours."
    )
    assert p.heuristic_label == "contradiction"


def test_at_first_thought_is_a_corrected_belief() -> None:
    p = verb_complement_pair(
        "At first we thought the noise was a cat.", "original", "The noise was a cat."
    )
    assert p.heuristic_label == "contradiction"


def test_negated_corrected_belief_is_flagged() -> None:
    p = verb_complement_pair(
        "Oh, I thought the bakery was open.", "negated", "The bakery was open."
    )
    assert not p.well_formed and "corrected-belief:oh" in pair_flags(p)


def test_plain_past_thought_stays_open() -> None:
    p = verb_complement_pair(
        "My brother thought the bakery was open.", "original", "The bakery was open."
    )
    assert p.heuristic_label == "neutral"


def test_interjection_other_than_oh_stays_open() -> None:
    p = verb_complement_pair(
        "Well, I thought the soup was salty.", "original", "The soup was salty."
    )
    assert p.heuristic_label == "neutral"


# -- "I'll tell you (that) X" -------------------------------------------------------------------


def test_ill_tell_you_is_a_performative() -> None:
    p = verb_complement_pair(
        "I'll tell you, this town has changed.", "original", "This town has changed."
    )
    assert p.heuristic_label == "entailment" and p.well_formed


def test_negated_ill_tell_you_is_flagged() -> None:
    p = verb_complement_pair(
        "I'll tell ya that the rent is too high.", "negated", "The rent is too high."
    )
    assert not p.well_formed and "explicit-performative:tell" in pair_flags(p)


def test_telling_someone_else_stays_a_report() -> None:
    p = verb_complement_pair(
        "I'll tell her that the rent is too high.", "original", "The rent is too high."
    )
    assert p.heuristic_label == "neutral"


# -- demonstrative "that" and "what do you say" ------------------------------------------------


def test_demonstrative_that_object_is_no_candidate() -> None:
    assert _pairs("Since you said that, we are leaving early.") == []


def test_demonstrative_that_after_pronoun_object_is_no_candidate() -> None:
    assert _pairs("When he told me that, I was leaving the office.") == []


def test_complementizer_that_stays_a_candidate() -> None:
    p = verb_complement_pair(
        "Since you said that we were leaving early, I packed.", "original", "We were leaving early."
    )
    assert p.heuristic_label == "neutral"


def test_what_do_you_say_proposal_is_no_candidate() -> None:
    assert _pairs("What do you say we order some pizza?") == []


def test_what_did_you_say_report_stays() -> None:
    hyps = {p.hypothesis for p in _pairs("Tom says we should order some pizza.")}
    assert "We should order some pizza." in hyps
