"""verb_complement (stop 103, branch vc226): labels that follow what the sentence commits to, and
matrix material kept out of the complement hypothesis.

Constructed sentences through the real spaCy model and the real extractor/rewriters, each class
with a near miss that must not change: past episodic "tended to" (o/o) vs the habitual and
present ones (+/o); "can/could boast that P" (+/o) vs "boasted that P" (o/o); the formulas "I beg
/ make bold to inform you that P" (entailment) and no ¬S for a performative formula; comment
"as"-clauses and "Fig. 111" at the end of a that-clause; appearance adjuncts of "seem".
"""

from __future__ import annotations

import pytest

from tests.phenomenon_support import mined_pairs


def _pairs(text: str, kind: str = "original", rule: str = "") -> list:
    return [
        p
        for p in mined_pairs(text, "verb_complement")
        if p.premise_kind == kind and p.features.get("complement_rule", "").startswith(rule)
    ]


def _label(text: str, hypothesis: str, kind: str = "original") -> str:
    labels = {p.heuristic_label for p in _pairs(text, kind) if p.hypothesis == hypothesis}
    assert len(labels) == 1, (labels, [(p.hypothesis, p.heuristic_label) for p in _pairs(text)])
    return labels.pop()


# -- 1. labels -------------------------------------------------------------------------------


def test_past_episodic_tended_is_neutral():
    text = "The policy tended to weaken the party."
    assert _label(text, "The policy weakened the party.") == "neutral"


@pytest.mark.parametrize(
    ("text", "hypothesis"),
    [
        # the gold's past item: a "when"-clause of recurrence makes the past habitual
        ("She tended to change her mind when confronted.", "She changed her mind when confronted."),
        (
            "The rivers tended to flood whenever it rained.",
            "The rivers flooded whenever it rained.",
        ),
        # a state, no episode
        ("She tended to be shy.", "She was shy."),
        # the characterizing present
        ("Children tend to imitate their parents.", "Children imitate their parents."),
    ],
)
def test_habitual_stative_and_present_tend_stay_entailed(text, hypothesis):
    assert _label(text, hypothesis) == "entailment"


def test_can_boast_that_entails_its_complement():
    text = "The town can boast that it has the oldest church in the county."
    hyp = "The town has the oldest church in the county."
    assert _label(text, hyp) == "entailment"
    assert _label(text, hyp, "negated") == "neutral"  # "cannot boast that P": open


@pytest.mark.parametrize(
    "text",
    [
        "The town boasted that it had the oldest church in the county.",  # a report
        "The town could have boasted that it had the oldest church in the county.",  # remote
    ],
)
def test_boasted_stays_neutral(text):
    assert _label(text, "The town had the oldest church in the county.") == "neutral"


@pytest.mark.parametrize(
    "text",
    [
        "I beg to inform you that the meeting has been cancelled.",
        "We make bold to inform you that the meeting has been cancelled.",
    ],
)
def test_performative_formula_entails(text):
    assert _label(text, "The meeting has been cancelled.") == "entailment"


def test_beg_formula_is_no_request_candidate():
    hyps = {
        p.hypothesis for p in _pairs("I beg to inform you that the meeting has been cancelled.")
    }
    assert "I will inform you that the meeting has been cancelled." not in hyps
    # near miss: "beg him to" is a request, with its pair
    hyps = {p.hypothesis for p in _pairs("She begged him to stay for dinner.")}
    assert any("stay" in h for h in hyps), hyps


def test_reported_beg_to_inform_stays_neutral():
    text = "He begged to inform them that the meeting had been cancelled."
    assert _label(text, "The meeting had been cancelled.") == "neutral"


@pytest.mark.parametrize(
    "text",
    [
        "I am pleased to inform you that the bridge has reopened.",
        "I beg to inform you that the bridge has reopened.",
    ],
)
def test_no_negated_premise_for_a_performative_formula(text):
    assert _pairs(text, "negated") == []
    assert _pairs(text, "original")


def test_negated_premise_kept_for_a_report_of_pleasure():
    # near miss: a third-person report of pleasure is no performative; ¬S stays
    assert _pairs("She was pleased to inform them that the bridge had reopened.", "negated")


# -- 2. matrix material kept out of the hypothesis --------------------------------------------


@pytest.mark.parametrize(
    ("text", "hypothesis"),
    [
        ("Charts show that the river may flood, as is seen in the map.", "The river may flood."),
        ("Charts show that the river may flood, as seen in Fig. 111.", "The river may flood."),
        (
            "It seemed to the king that the war was lost (as he later told his son).",
            "The war was lost.",
        ),
        (
            "She said that the bridge was closed, as she had heard on the radio.",
            "The bridge was closed.",
        ),
    ],
)
def test_comment_as_clause_stays_with_the_matrix(text, hypothesis):
    hyps = {p.hypothesis for p in _pairs(text, rule="complement:that")}
    assert hyps == {hypothesis}, hyps


@pytest.mark.parametrize(
    ("text", "hypothesis"),
    [
        # a reason "as" with its own subject and predicate is the complement's
        (
            "She knew that the plan would fail, as it was badly designed.",
            "The plan would fail, as it was badly designed.",
        ),
        # a time "as" clause inside the complement
        (
            "She said that the bridge was closed as she walked home.",
            "The bridge was closed as she walked home.",
        ),
    ],
)
def test_own_as_clause_stays(text, hypothesis):
    hyps = {p.hypothesis for p in _pairs(text, rule="complement:that")}
    assert hyps == {hypothesis}, hyps


def test_number_after_reference_abbreviation_is_kept():
    hyps = {
        p.hypothesis
        for p in _pairs("Charts show that the river may flood in Fig. 111.", rule="complement")
    }
    assert hyps == {"The river may flood in Fig. 111."}, hyps


@pytest.mark.parametrize(
    ("text", "hypothesis"),
    [
        ("At first glance the plan seemed to involve new taxes.", "The plan involved new taxes."),
        ("The plan seemed to involve at first glance new taxes.", "The plan involved new taxes."),
        ("On the face of it, the offer appeared to be generous.", "The offer was generous."),
    ],
)
def test_appearance_adjunct_goes_with_seem(text, hypothesis):
    hyps = {p.hypothesis for p in _pairs(text, rule="complement:to")}
    assert hyps == {hypothesis}, hyps


def test_appearance_phrase_of_another_verb_stays():
    # near miss: "at first glance" under an implicative is the complement's own adjunct
    hyps = {
        p.hypothesis
        for p in _pairs("At first glance she managed to recognise the painting.", rule="complement")
    }
    assert hyps == {"At first glance she recognised the painting."}, hyps
