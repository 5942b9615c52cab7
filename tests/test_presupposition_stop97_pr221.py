"""Presupposition embeddings and drafts of stop 97 (helper pr221; blind review s9701 pres-000,
pres-005, pres-009, pres-014). Constructed sentences through the real spaCy model and the real
run path; each class has near misses the rule must leave alone.

1. A verb-phrase conjunct the parser hung on the participle after the object ("kept the farm
   thus bought and improved upon it"): the do-support question would keep it finite, the
   negation leave it outside; both refused (Quirk et al. 1985 §3.37, §13.46, §17.25).
2. A literary pre-verb "well"/"ill"/"little" ("Tom well knew"): no "did not well know", "might
   have well known", "Did Tom well know?" (Quirk et al. 1985 §8.86, §10.60).
3. The restored state of "rejoin" with a personal pronoun object is being with the person
   ("I was with you before", not "in you"); a thing one is on or at ("the road") is refused
   (Dowty 1979 ch. 5; von Stechow 1996).
4. A question over a negated it-cleft is a conducive negative question asking to confirm the
   focus ("Was it not Mara who ...?"; Quirk et al. 1985 §11.11; Ladd 1981; Romero & Han 2004):
   refused. Other negative questions stay (stop 86, A/B ab86).
"""

from __future__ import annotations

import pytest

from pipeline.flags import operator_literary_adverb
from tests.phenomenon_support import mined_pairs


def _premises(text: str, subtype: str | None = None) -> dict[str, set[str]]:
    """Premise kind -> premises of the presupposition-hypothesis pairs (well formed or not)."""
    out: dict[str, set[str]] = {}
    for p in mined_pairs(text, "presupposition"):
        if p.hypothesis_kind != "presupposition":
            continue
        if subtype is not None and p.subtype != subtype:
            continue
        out.setdefault(p.premise_kind, set()).add(p.premise)
    return out


def _well_formed_premises(text: str, kind: str) -> set[str]:
    return {
        p.premise
        for p in mined_pairs(text, "presupposition")
        if p.premise_kind == kind and p.well_formed
    }


# -- 1. a conjunct hung on the object's participle ------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Mary's successor continued the policy thus inaugurated and enlarged upon it.",
        "Her uncle's heir kept the estate thus acquired and improved upon it.",
        "The king's son continued the war thus begun and extended it to the north.",
    ],
)
def test_no_question_leaves_a_conjunct_finite(text):
    premises = _premises(text)
    assert "interrogative" not in premises, premises.get("interrogative")
    # and no well-formed negation that leaves the conjunct outside it
    assert not {p for p in _well_formed_premises(text, "negated") if "didn't" in p}


@pytest.mark.parametrize(
    ("text", "question"),
    [
        # the parser's own verb-phrase coordination: the question re-inflects both verbs
        (
            "Mary's brother kept the money and spent it.",
            "Did Mary's brother keep the money and spend it?",
        ),
        # a finite complement clause with its own coordinated verbs stays as it is
        (
            "Mary's brother said the team lost and blamed it on the referee.",
            "Did Mary's brother say the team lost and blamed it on the referee?",
        ),
        # a supplementive participle clause set off by a comma is no conjunct of the verb
        (
            "Mary's brother left the house, exhausted and covered in mud.",
            "Did Mary's brother leave the house, exhausted and covered in mud?",
        ),
    ],
)
def test_genuine_coordinations_keep_their_question(text, question):
    assert question in _premises(text, "possessed_definites").get("interrogative", set())


# -- 2. a literary pre-verb adverb ----------------------------------------------------------


def test_no_operator_before_a_literary_preverbal_well():
    text = "John's widow well remembered the house in the valley."
    premises = _premises(text, "possessed_definites")
    assert "interrogative" not in premises and "modal" not in premises, premises
    assert not any(" well remember" in p for p in premises.get("negated", set()))
    assert "If John's widow well remembered the house in the valley, it's okay." in premises.get(
        "conditional", set()
    )


def test_negation_with_a_literary_well_is_not_written_well_formed():
    # the temporal trigger's negation is flagged by the rewriter and still written; the
    # surface net flags the literary "well" after "not" as a defect
    text = "Tom well knew the price of a house, after the prices had risen."
    for p in mined_pairs(text, "presupposition"):
        if p.premise_kind == "negated":
            assert not (" well know" in p.premise and p.well_formed), p.premise


@pytest.mark.parametrize(
    "text",
    [
        # "well" after its own auxiliary, or as part of "well known": nothing moved
        "John's widow had well remembered the house in the valley.",
        "John's widow is well known in the valley.",
        # a post-verbal "well"
        "John's widow remembered the house well.",
    ],
)
def test_well_elsewhere_keeps_the_question(text):
    assert _premises(text, "possessed_definites").get("interrogative"), text


@pytest.mark.parametrize(
    ("text", "flagged"),
    [
        ("Tom did not well know the price.", True),
        ("Tom didn't well understand it.", True),
        ("She did not little suspect it.", True),
        ("Tears didn't well up in her eyes.", False),
        ("The author is not well known.", False),
        ("He did not do well at school.", False),
    ],
)
def test_operator_literary_adverb_flag(text, flagged):
    assert operator_literary_adverb(text) is flagged


# -- 3. the restored state of "rejoin" -------------------------------------------------------


def _re_hypotheses(text: str) -> set[str]:
    return {
        p.hypothesis
        for p in mined_pairs(text, "presupposition")
        if p.subtype == "re_verbs" and p.hypothesis_kind == "presupposition"
    }


@pytest.mark.parametrize(
    ("text", "hypothesis"),
    [
        ("I will rejoin you after the meeting.", "I was with you before."),
        ("She will rejoin them at the station.", "She was with them before."),
        # near misses: a group keeps "with", an activity keeps "in"
        ("I will rejoin the army next year.", "I was with the army before."),
        ("We will rejoin the conversation later.", "We were in the conversation before."),
    ],
)
def test_rejoin_restores_the_right_state(text, hypothesis):
    assert _re_hypotheses(text) == {hypothesis}


def test_rejoin_a_thing_one_is_on_has_no_draft():
    assert not _re_hypotheses("I will rejoin the road after the bridge.")


# -- 4. a question over a negated clause -----------------------------------------------------


@pytest.mark.parametrize(
    "text",
    ["It was not Mara who broke the vase.", "It wasn't Mara who broke the vase."],
)
def test_no_negative_question_over_a_cleft(text):
    assert "interrogative" not in _premises(text)


@pytest.mark.parametrize(
    ("text", "question"),
    [
        ("It was Mara who broke the vase.", "Was it Mara who broke the vase?"),
        # other negative questions stay (stop 86: A/B ab86 kept half of them)
        ("Mara did not stop smoking.", "Did Mara not stop smoking?"),
        ("Mara hasn't stopped smoking.", "Hasn't Mara stopped smoking?"),
        # a negative adverb away from the operator makes no negative question
        ("Mara never stopped smoking.", "Did Mara never stop smoking?"),
    ],
)
def test_other_questions_stay(text, question):
    assert question in _premises(text).get("interrogative", set())
