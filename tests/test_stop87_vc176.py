"""Stop 87, vc176: verb complements whose reading the construction around the verb overrides.

1. A first-person factive of knowing in the consequent of an open condition ("if not, then we
   shall know that P"): P holds only under the condition (Gazdar 1979; Karttunen 1971, 1973),
   o/o; a third-person knower keeps +/+ (vc110's pin).
2. A to-infinitive set off by a comma after the verb and its object is a purpose adjunct
   (Quirk et al. 1985 §15.48), and a that-clause inside a quotation opened after the reporting
   verb is the quoted speaker's words (Quirk et al. 1985 §14.29-14.31): no pair.
3. The backshifted "would/should" of a past commissive's clause is undone to "will" (Quirk et
   al. 1985 §14.31); a verb of saying keeps its flagged "would" (eighty-sixth pass).
"""

from __future__ import annotations

import pytest

from tests.phenomenon_support import mined_pairs


def _by_kind(text: str) -> dict[str, object]:
    return {p.premise_kind: p for p in mined_pairs(text, "verb_complement")}


@pytest.mark.parametrize(
    "text",
    [
        # s1205s verb-054 (the task's instance)
        "Behold, if it goes up by the way of its own border to Beth Shemesh, then he has done us"
        " this great evil; but if not, then we shall know that it is not his hand that struck us.",
        # constructed
        "If the seal is broken, we will know that the thief has been here.",
        "If the lamp is out, I shall know that the guard has left.",
    ],
)
def test_speaker_knowledge_in_conditional_consequent_is_neutral(text):
    pairs = _by_kind(text)
    assert pairs, text
    for pair in pairs.values():
        assert pair.heuristic_label == "neutral", (pair.premise, pair.label_rule)
        assert "conditional_filter:speaker" in pair.label_rule


def test_third_person_knower_in_consequent_keeps_presupposition():
    # good neighbour: "If she reads the letter, she will know that she was right" presupposes
    # that she was right (Karttunen 1973; vc110's counter-example)
    pairs = _by_kind("If she reads the letter, she will know that she was right.")
    assert pairs["original"].heuristic_label == "entailment"
    assert pairs["negated"].heuristic_label == "entailment"


@pytest.mark.parametrize(
    "text",
    [
        # s1205s verb-030 (the task's instance)
        "Moreover he put out Zedekiah's eyes and bound him in fetters, to carry him to Babylon.",
        # constructed
        "The guards bound him in fetters, to carry him to Babylon.",
    ],
)
def test_comma_set_off_purpose_infinitive_gives_no_pair(text):
    assert not mined_pairs(text, "verb_complement")


def test_object_control_verb_with_comma_keeps_its_complement():
    # good neighbour: "urge" takes object + infinitive; the comma after a long object phrase
    # does not make the infinitive a purpose adjunct
    pairs = _by_kind("He urged the farmers at the meeting, to sell their grain.")
    assert pairs["original"].hypothesis == "The farmers sold their grain."


@pytest.mark.parametrize(
    "text",
    [
        # s1205s verb-038 (the task's instance)
        'They told him, "Lord, that our eyes may be opened."',
        # constructed
        'She answered them, "Master, that we may see again."',
        'They cried to him, "Lord, that the rain may stop."',
    ],
)
def test_that_clause_inside_later_quotation_gives_no_pair(text):
    assert not mined_pairs(text, "verb_complement")


def test_that_clause_before_quotation_is_kept():
    # good neighbour: a mixed quotation inside indirect speech stays the verb's complement
    pairs = _by_kind('He said that "the plan works" in every case.')
    assert pairs["original"].hypothesis == "The plan works in every case."


@pytest.mark.parametrize(
    ("text", "hypothesis"),
    [
        # s1205s verb-019 (the task's instance)
        (
            "But I determined this for myself, that I would not come to you again in sorrow.",
            "I will not come to you again in sorrow.",
        ),
        # constructed
        ("He resolved that he would never speak of it again.", "He will never speak of it again."),
        ("She promised that she would return the book.", "She will return the book."),
        (
            "The mayor promised that the bridge wouldn't close again.",
            "The bridge won't close again.",
        ),
    ],
)
def test_commissive_backshift_is_undone(text, hypothesis):
    pairs = _by_kind(text)
    assert pairs["original"].hypothesis == hypothesis
    assert pairs["original"].well_formed
    assert pairs["original"].heuristic_label == "neutral"


def test_saying_verb_keeps_its_would():
    # good neighbour: a verb of saying is not commissive; its "would" keeps the eighty-sixth
    # pass's flag, and a past counterfactual "would have" is not touched
    said = _by_kind("He told us that the bridge would close.")
    assert said["original"].hypothesis == "The bridge would close."
    # "determine" = ascertain with another subject (RP19 +), and a mandative "should"
    found = _by_kind("The mechanic determined that repairs on the car would be fairly cheap.")
    assert found["original"].hypothesis == "Repairs on the car would be fairly cheap."
    ruled = _by_kind("Congress determined that the Commission should recover its costs.")
    assert ruled["original"].hypothesis == "The Commission should recover its costs."
    promised = _by_kind("She promised that she would have finished by noon.")
    assert promised["original"].hypothesis == "She would have finished by noon."
