"""Stop 70, pr125: the scope of the presupposition embeddings (blind review s1203a, FOLDOC).

Two classes, each with the bad case (now refused, with its reason in the flags) and a good
neighbour that stays: (1) the negation or modal lands on another conjunct than the trigger's,
on a verbless definition misparsed around its last relative clause, or on a cause whose
result "so"-clause then follows from nothing; (2) clause splicing and word order: a gapped
"A ... for X or B ... for Y" under a question or negation, a cut that splices a clause onto
another without a link, a connective adverb left inside the embedded premise.
Sentences constructed for these tests, parsed by the real spaCy model.
"""

from __future__ import annotations

import pytest

from pipeline.rewrite.embedding import embed
from pipeline.rewrite.negation import negate


def _neg(doc, target=None):
    return negate(doc, target, contract=True, above_only=True)


# -- class 1: the operator on the trigger's clause, or a refusal ----------------------------------


def test_negation_climbing_from_an_imperative_conjunct_is_refused(nlp):
    d = nlp('Some books call it "zero", but note that the zero in this system is different.')
    note = next(t for t in d if t.lower_ == "note")
    result = _neg(d, note)
    assert not result.ok and "imperative-conjunct" in result.flags


def test_declarative_conjunct_with_its_own_subject_is_negated(nlp):
    d = nlp('Some books call it "zero", but the authors note that the zero here is different.')
    note = next(t for t in d if t.lower_ == "note")
    result = _neg(d, note)
    assert result.ok
    assert "the authors don't note that" in result.text


DEFINITION = (
    "The header of a letter that precedes the body and contains, among other things, the name "
    "of the sender and the date and time the letter was sent."
)


@pytest.mark.parametrize("kind", ["negated", "modal", "interrogative"])
def test_verbless_definition_read_with_stacked_subjects_is_refused(nlp, kind):
    d = nlp(DEFINITION)
    result = _neg(d) if kind == "negated" else embed(d, kind)
    assert not result.ok and "stacked-subjects" in result.flags


def test_definition_with_a_main_verb_is_embedded(nlp):
    d = nlp("The header of a letter shows the date and time the letter was sent.")
    assert _neg(d).text == (
        "The header of a letter doesn't show the date and time the letter was sent."
    )
    assert embed(d, "interrogative").text == (
        "Does the header of a letter show the date and time the letter was sent?"
    )


def test_modal_over_the_cause_of_a_result_so_clause_is_refused(nlp):
    d = nlp(
        "The page is usually the same size as the block so it is possible to read a page in "
        "one operation."
    )
    result = embed(d, "modal")
    assert not result.ok and "clausal-coordination" in result.flags


def test_modal_without_a_result_clause_stays(nlp):
    result = embed(nlp("The page is usually the same size as the block."), "modal")
    assert result.ok and result.text == "The page might usually be the same size as the block."


# -- class 2: clause splicing and word order -----------------------------------------------------

GAPPED = "Alice is required to sign the form for the bank or Bob to sign it for the court."


def test_gapped_disjunction_takes_no_negation_and_no_question(nlp):
    d = nlp(GAPPED)
    assert "gapping" in _neg(d).flags and not _neg(d).ok
    question = embed(d, "interrogative")
    assert not question.ok and "gapping" in question.flags


def test_gapped_disjunction_keeps_its_modal(nlp):
    """The modal scopes over the whole gapped coordination ("A might be required ... or B ...")."""
    assert embed(nlp(GAPPED), "modal").ok


def test_coordinated_infinitives_without_a_remnant_subject_stay(nlp):
    d = nlp("The tool is used to build the kernel and to build the drivers.")
    assert _neg(d).text == "The tool isn't used to build the kernel and to build the drivers."
    assert embed(d, "interrogative").ok


def test_medial_however_is_cut_from_the_question_and_the_conditional(nlp):
    d = nlp("The manager however said that the plan was a failure.")
    assert embed(d, "interrogative").text == "Did the manager say that the plan was a failure?"
    assert embed(d, "conditional").text == (
        "If the manager said that the plan was a failure, it's okay."
    )


def test_parenthetical_however_is_cut_with_its_commas(nlp):
    assert embed(nlp("The report, however, was late."), "interrogative").text == (
        "Was the report late?"
    )


def test_manner_adverb_after_the_subject_stays_in_the_question(nlp):
    """ "similarly" after the subject can be a manner adjunct of the verb phrase: kept."""
    d = nlp("The second bridge was similarly built by the army.")
    assert embed(d, "interrogative").text == "Was the second bridge similarly built by the army?"


def test_cut_that_splices_two_clauses_is_refused(nlp):
    d = nlp(
        "This is usually only applied to simple operators whereas partial evaluation is more "
        "general in that expressions involving user functions may also be evaluated at compile "
        "time."
    )
    for kind in ("modal", "conditional"):
        result = embed(d, kind)
        # stop 70, pr127: "might" over "usually only" is refused first (frequency-quantifier)
        expected = (
            {"spliced-clause", "frequency-quantifier"} if kind == "modal" else {"spliced-clause"}
        )
        assert not result.ok and expected & set(result.flags)


def test_cut_of_a_contrast_clause_with_its_own_subject_stays(nlp):
    d = nlp("The first test was easy, whereas the second test was hard.")
    result = embed(d, "modal")
    assert result.ok and "spliced" not in " ".join(result.flags)
