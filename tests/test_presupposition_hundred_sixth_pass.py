"""Hundred-sixth pass (stop 61, pr103; docs/presupposition.md): embedding scope and projection
labels, from a blind review of game text (s1202k).

1. Multi-clause sentences: an independent clause the parser hung as the complement of the clause
   after it (semicolon, comma splice) is the trigger's main clause, and every operator, the
   negation too, takes the trigger's independent clause alone (issue #11).
2. Factives of communication ("admit") in the first person lose their complement only under
   negation (the speaker's denial); asked, supposed or put as possible they project.
3. A final "though"/"anyway" without a comma is a detached conjunct, left out of the question,
   modal and conditional.

Constructed sentences through the real run path (real spaCy parses).
"""

from __future__ import annotations

import pytest

from pipeline.rewrite.clause_scope import independent_clauses, spliced_clause
from tests.phenomenon_support import mined_pairs


def _premises(text: str, subtype: str) -> dict[str, str]:
    return {
        p.premise_kind: p.premise
        for p in mined_pairs(text, "presupposition")
        if p.subtype == subtype and p.hypothesis_kind == "presupposition"
    }


def _labels(text: str, subtype: str) -> dict[str, str]:
    return {
        p.premise_kind: p.heuristic_label
        for p in mined_pairs(text, "presupposition")
        if p.subtype == subtype and p.hypothesis_kind == "presupposition"
    }


# -- 1. the trigger's own clause ---------------------------------------------------------------


def test_spliced_clause_is_an_independent_clause(nlp):
    doc = nlp("The guards had left before the storm broke, the rest of us ran to the hall.")
    left = next(t for t in doc if t.text == "left")
    assert spliced_clause(left)
    assert {t.text for t in independent_clauses(left)} == {"left", "ran"}


def test_possible_absolute_is_no_splice(nlp):
    # "held" may be a participle: the root may be an absolute (misread_main_clause)
    doc = nlp("She stood by the window, her weight held up only by her pinafore.")
    stood = next(t for t in doc if t.text == "stood")
    assert not spliced_clause(stood)


@pytest.mark.parametrize(
    "text",
    [
        "The bridge was unsafe, the mayor said.",  # a reporting clause
        "The bridge was unsafe, I think.",  # a comment clause
    ],
)
def test_reporting_and_comment_clauses_are_not_splices(nlp, text):
    doc = nlp(text)
    was = next(t for t in doc if t.text == "was")
    assert not spliced_clause(was)


def test_semicolon_before_clause_is_negated_alone():
    premises = _premises(
        "The guards had left before the storm broke; the rest of us stayed in the hall.",
        "temporal_adverbs",
    )
    assert premises["negated"] == "The guards hadn't left before the storm broke."
    assert premises["modal"] == "The guards might have left before the storm broke."
    assert premises["interrogative"] == "Had the guards left before the storm broke?"


def test_comma_splice_puts_the_operator_on_the_trigger_clause():
    premises = _premises(
        "The guards had left before the storm broke, the rest of us ran to the hall.",
        "temporal_adverbs",
    )
    assert premises["negated"] == "The guards hadn't left before the storm broke."
    assert premises["conditional"] == "If the guards had left before the storm broke, it's okay."


def test_negation_drops_a_coordinated_clause_with_its_own_subject():
    premises = _premises(
        "The mayor knew the bridge was unsafe, and the council kept it open.",
        "clause_embedding_predicates",
    )
    assert premises["negated"] == "The mayor didn't know the bridge was unsafe."


def test_single_clause_negation_is_unchanged():
    premises = _premises("The mayor knew the bridge was unsafe.", "clause_embedding_predicates")
    assert premises["negated"] == "The mayor didn't know the bridge was unsafe."


# -- 2. projection labels ----------------------------------------------------------------------


def test_first_person_admit_projects_from_question_modal_conditional():
    labels = _labels("We admit that the plan failed.", "clause_embedding_predicates")
    assert labels["conditional"] == "entailment"
    assert labels["interrogative"] == "entailment"
    assert labels["modal"] == "entailment"
    assert labels["negated"] == "neutral"  # the speaker's denial (FIRST_PERSON_DENIALS)


def test_first_person_realize_keeps_karttunen_exception():
    labels = _labels("I realize the map was wrong.", "clause_embedding_predicates")
    assert labels["conditional"] == "neutral"
    assert labels["modal"] == "neutral"


def test_third_person_admit_projects_everywhere():
    labels = _labels("The captain admits that the plan failed.", "clause_embedding_predicates")
    assert set(labels.values()) == {"entailment"}


# -- 3. leftover discourse words ---------------------------------------------------------------


def test_final_though_is_left_out_of_the_conditional_and_question():
    premises = _premises("She knew the door was locked though.", "clause_embedding_predicates")
    assert premises["conditional"] == "If she knew the door was locked, it's okay."
    assert premises["interrogative"] == "Did she know the door was locked?"
    assert premises["modal"] == "She might have known the door was locked."


def test_additive_too_stays_inside_the_question():
    premises = _premises("She knew the door was locked too.", "clause_embedding_predicates")
    assert "too" in premises["interrogative"]
