"""verb_complement (stop 103, branch vc229): labels on generic and negated sentences.

Constructed sentences through the real spaCy model and the real extractor/rewriters, each class
with a near miss that must not change: the habitual present of "choose/opt to V" (+/o) vs a
modal or "decide"; a thing that does "not allow" a thing "to V" (o/-) vs a norm or a person as
permittee; "indicate that" (RP19 o/o, like "suggest that") vs "show that" (+/o); a denied
tendency of a kind in the present (+/-) vs an individual subject and the past.
"""

from __future__ import annotations

import pytest

from tests.phenomenon_support import mined_pairs, verb_complement_label


def _pairs(text: str, kind: str = "original") -> list:
    return [p for p in mined_pairs(text, "verb_complement") if p.premise_kind == kind]


def _label(text: str, hypothesis: str, kind: str = "original") -> str:
    return verb_complement_label(text, hypothesis, kind)


# -- 1. habitual "choose/opt to V" -------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "hypothesis"),
    [
        ("Many people choose to cycle to work.", "Many people cycle to work."),
        (
            "Most farmers opt to sell their grain in autumn.",
            "Most farmers sell their grain in autumn.",
        ),
        ("She chooses to walk to the office.", "She walks to the office."),
    ],
)
def test_habitual_choice_entails_the_practice(text, hypothesis):
    assert _label(text, hypothesis) == "entailment"


def test_negated_habitual_choice_leaves_it_open():
    assert _label(
        "Many people choose to cycle to work.", "Many people cycle to work.", "negated"
    ) == ("neutral")


def test_near_miss_modal_choice_keeps_the_modal():
    # "may choose to" keeps its choose:modal rendering; the bare "She cycles to work." is never
    # claimed
    pairs = _pairs("She may choose to cycle to work.")
    assert {p.hypothesis for p in pairs} == {"She may cycle to work."}
    assert all(p.features.get("signature_source") != "choose:habitual" for p in pairs)


@pytest.mark.parametrize(
    "text",
    ["Many people will choose to cycle to work.", "The committee decides to keep the chairman."],
)
def test_near_miss_future_choice_and_decide_stay_neutral(text):
    assert {p.heuristic_label for p in _pairs(text)} == {"neutral"}


# -- 2. a thing that does not allow a thing to V -----------------------------------------------


def test_conditions_that_do_not_allow_life_contradict_it():
    assert _label("Such conditions do not allow life to exist.", "Life exists.") == "contradiction"
    # the positive stays open: enabling is not causing
    assert _label(
        "Such conditions do not allow life to exist.", "Life exists.", "negation_removed"
    ) == ("neutral")


def test_the_membrane_does_not_permit_water_to_pass():
    text = "The membrane does not permit water to pass through."
    assert _label(text, "Water passes through.") == "contradiction"


@pytest.mark.parametrize(
    ("text", "hypothesis"),
    [
        # a norm grants a permission that can be defied
        ("The rules do not allow players to touch the ball.", "Players touch the ball."),
        # a person as permittee
        ("The weather does not allow children to play outside.", "Children play outside."),
    ],
)
def test_near_miss_norm_or_person_keeps_neutral(text, hypothesis):
    assert _label(text, hypothesis) == "neutral"


# -- 3. "suggest that" is RP19's o/o; "show that" +/o; "indicate that" with an evidence subject
# stays vc105's entailment (the integration kept it: three judges asked for entailment at s1202t
# against one now, and RP19's annotators lean entailment) ---------------------------------------


def test_suggest_is_neutral():
    text = "The data suggests that the river flooded in spring."
    assert {p.heuristic_label for p in _pairs(text)} == {"neutral"}


def test_evidence_indicate_stays_entailment():
    text = "The evidence indicates that the river flooded in spring."
    assert _label(text, "The river flooded in spring.") == "entailment"


def test_near_miss_show_that_stays_entailment():
    text = "The data shows that the river flooded in spring."
    assert _label(text, "The river flooded in spring.") == "entailment"


def test_near_miss_evidential_tell_stays_entailment():
    text = "The ledger now reflects that the loan has been repaid."
    assert _label(text, "The loan has been repaid.") == "entailment"


# -- 4. a denied tendency of a kind ------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "hypothesis"),
    [
        ("Theorists do not tend to stay close to schools.", "Theorists stay close to schools."),
        ("Such ferns do not tend to grow on dry rocks.", "Such ferns grow on dry rocks."),
    ],
)
def test_denied_tendency_of_a_kind_contradicts_the_generic(text, hypothesis):
    assert _label(text, hypothesis) == "contradiction"


@pytest.mark.parametrize(
    ("text", "hypothesis"),
    [
        # an individual: a habit that need not be characteristic
        ("She does not tend to stay close to home.", "She stays close to home."),
        # a quantified subject
        (
            "Many theorists do not tend to stay close to schools.",
            "Many theorists stay close to schools.",
        ),
        # vc226's past and the modal keep o/o
        ("Theorists did not tend to stay close to schools.", "Theorists stayed close to schools."),
        (
            "Theorists will not tend to stay close to schools.",
            "Theorists will stay close to schools.",
        ),
    ],
)
def test_near_miss_individual_past_and_modal_tendency_stay_neutral(text, hypothesis):
    assert _label(text, hypothesis) == "neutral"


def test_positive_tendency_still_entails():
    assert _label(
        "Theorists tend to stay close to schools.", "Theorists stay close to schools."
    ) == ("entailment")
