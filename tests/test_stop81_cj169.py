"""Stop 81 round one, branch cj169: one polarity computation for conjunction labels.

``syntax.position_polarity`` walks the head path from a token to the root and composes the
operators it crosses (van Benthem 1986; MacCartney & Manning 2007): each downward-entailing
operator (Ladusaw 1979) reverses the direction, an even number is upward, a non-monotone one
("most", "exactly n", a question) blocks. ``conjunction._projected`` lets the labels of "and"
and "or" follow it: reversals that cancel ("as long as you do not A or B", "not hard to A and
B") give the upward labels, and an odd number the named walks missed ("for each of A or B",
"For students taking A or B, ...", "To rent A or B, you must ...", "too tired to A or B",
"instead of doing A and B") gives the downward ones.

Sentences are constructed and go through the real spaCy model and the real pipeline."""

from __future__ import annotations

import pytest

from pipeline.syntax import DOWNWARD, NONMONOTONE, UPWARD, position_polarity
from tests.phenomenon_support import written_conjunction_pairs


def _polarity(nlp, text: str, word: str) -> tuple[str, tuple[str, ...]]:
    doc = nlp(text)
    token = next(t for t in doc if t.text == word)
    return position_polarity(token)


def _label(text: str, kind: str, rewritten: str) -> str:
    pairs = written_conjunction_pairs(text, kind)
    assert rewritten in pairs, sorted(pairs)
    return pairs[rewritten].heuristic_label


# --- the function -------------------------------------------------------------------------


def test_negation_over_object_is_downward(nlp):
    assert _polarity(nlp, "The guests did not eat the soup.", "soup")[0] == DOWNWARD


def test_subject_is_outside_its_verbs_negation(nlp):
    assert _polarity(nlp, "The guests did not eat the soup.", "guests")[0] == UPWARD


def test_conditional_over_negation_composes_to_upward(nlp):
    polarity, operators = _polarity(
        nlp, "You may stay as long as you do not wake the baby.", "baby"
    )
    assert polarity == UPWARD
    assert set(operators) == {"conditional", "negation"}


def test_negation_of_a_coordinated_clause_does_not_reach_the_next(nlp):
    text = "Smoking is not allowed, and guests can use the garden."
    assert _polarity(nlp, text, "garden")[0] == UPWARD


def test_restrictor_of_most_is_nonmonotone(nlp):
    text = "Most visitors who buy a ticket enjoy the show."
    assert _polarity(nlp, text, "ticket")[0] == NONMONOTONE


def test_question_is_nonmonotone(nlp):
    assert _polarity(nlp, "Did the guests eat the soup?", "soup")[0] == NONMONOTONE


# --- the labels ---------------------------------------------------------------------------

AS_LONG_NOT = "You may borrow the car as long as you do not scratch the paint or dent the doors."
AS_LONG = "You may borrow the car as long as you scratch the paint or dent the doors."


def test_disjunct_removed_under_negated_condition_is_neutral():
    hyp = "You may borrow the car as long as you do not dent the doors."
    assert _label(AS_LONG_NOT, "conjunct_removed", hyp) == "neutral"


def test_disjunct_added_under_negated_condition_is_entailed():
    prem = "You may borrow the car as long as you do not dent the doors."
    assert _label(AS_LONG_NOT, "conjunct_added", prem) == "entailment"


def test_disjunct_removed_under_plain_condition_stays_entailed():
    hyp = "You may borrow the car as long as you dent the doors."
    assert _label(AS_LONG, "conjunct_removed", hyp) == "entailment"


def test_conjunct_removed_under_negated_hard_is_entailed():
    text = "The recipe is not hard to prepare and serve."
    assert _label(text, "conjunct_removed", "The recipe is not hard to serve.") == "entailment"


def test_disjunct_removed_under_hard_stays_entailed():
    text = "The recipe is hard to prepare or serve."
    assert _label(text, "conjunct_removed", "The recipe is hard to serve.") == "entailment"


def test_verbal_conjunct_removed_under_instead_of_is_neutral():
    text = "The parser checks each token instead of reading the whole file and splitting it into lines."
    hyp = "The parser checks each token instead of reading the whole file."
    assert _label(text, "conjunct_removed", hyp) == "neutral"


def test_verbal_conjunct_removed_under_after_stays_entailed():
    text = "The parser checks each token after reading the whole file and splitting it into lines."
    hyp = "The parser checks each token after reading the whole file."
    assert _label(text, "conjunct_removed", hyp) == "entailment"


@pytest.mark.parametrize(
    ("text", "hyp"),
    [
        (
            "For students taking chemistry or biology, a lab coat is required.",
            "For students taking biology, a lab coat is required.",
        ),
        (
            "One form is printed for each of the tenants, owners, or guests.",
            "One form is printed for each of the tenants or guests.",
        ),
        (
            "To rent a boat or a canoe, you must show a license.",
            "To rent a canoe, you must show a license.",
        ),
        ("The old man was too tired to cook or eat.", "The old man was too tired to eat."),
    ],
)
def test_disjunct_removed_in_downward_restrictor_is_entailed(text, hyp):
    assert _label(text, "conjunct_removed", hyp) == "entailment"


def test_disjunct_added_in_for_restrictor_is_neutral():
    text = "For students taking chemistry or biology, a lab coat is required."
    prem = "For students taking biology, a lab coat is required."
    assert _label(text, "conjunct_added", prem) == "neutral"


def test_episodic_for_phrase_is_no_restrictor():
    text = "For years, the shop sold bread or cakes."
    assert _label(text, "conjunct_removed", "For years, the shop sold cakes.") == "neutral"


def test_parallel_if_clauses_keep_the_upward_labels():
    # each verb phrase has its own "if" clause: the first is no antecedent over the coordination
    text = "Users open the panel if they need it and close it if they are done."
    assert _label(text, "conjunct_removed", "Users open the panel if they need it.") == "entailment"


def test_disjoined_if_clauses_are_one_antecedent():
    text = "The tool stops if the file is missing or if the disk is full."
    hyp = "The tool stops if the disk is full."
    assert _label(text, "conjunct_removed", hyp) == "entailment"
