"""Stop 91 (ng07, blind review s1207a): the negation rewriter puts its "not" on the matrix
predicate or refuses (pipeline/rewrite/negation.py, ``_matrix_refusal``), never un-negates a
fixed hedge ("not exactly cheap"), and drops a sentence-final evaluative appositive from the
negated premise (``final_comment``). Constructed sentences; the real
parser and the real run path."""

from __future__ import annotations

import pytest

from pipeline.rewrite.negation import negate
from tests.phenomenon_support import mined_pairs


def _negated(nlp, text: str, word: str):
    doc = nlp(text)
    target = next(t for t in doc if t.text == word)
    return negate(doc, target)


def _negated_premises(text: str, phenomenon: str) -> set[str]:
    return {
        p.premise
        for p in mined_pairs(text, phenomenon)
        if p.premise_kind == "negated" and p.well_formed
    }


# -- "not" in a subordinate clause, a parenthetical, an emotive adjective's complement --------


@pytest.mark.parametrize(
    ("text", "word"),
    [
        # a root opened by "when"/"after": the parser's adverbial clause read as the main clause
        ("When I opened the first bag I was greeted with a burnt smell.", "opened"),
        ("When we tasted the sauce we were hit with a wave of vinegar.", "tasted"),
    ],
)
def test_no_not_in_a_misread_adverbial_root(nlp, text, word):
    result = _negated(nlp, text, word)
    assert not result.ok
    assert "subordinate-clause" in result.flags


def test_no_not_in_a_bracketed_aside(nlp):
    result = _negated(nlp, "I took them in (the vet said they looked like pound dogs).", "said")
    assert not result.ok and "bracketed-clause" in result.flags


def test_no_not_in_an_emotive_adjectives_complement(nlp):
    result = _negated(nlp, "I am angry that they claim the fault lies with the courier.", "claim")
    assert not result.ok and "emotive-complement" in result.flags


def test_the_matrix_of_an_emotive_adjective_and_a_sure_complement_stay(nlp):
    # the matrix "am angry" takes the "not"; a non-factive "sure" keeps its complement negation
    angry = _negated(nlp, "I am angry that they claim the fault lies with the courier.", "am")
    assert angry.ok and angry.text.startswith("I am not angry that they claim")
    sure = _negated(nlp, "I am sure that they claim the fault lies with the courier.", "claim")
    assert sure.ok and "don't claim" in sure.text


def test_a_well_parsed_when_clause_leaves_the_main_clause_negated(nlp):
    result = _negated(nlp, "When I opened the bag, I was greeted with a smell.", "greeted")
    assert result.ok and result.text == "When I opened the bag, I wasn't greeted with a smell."


def test_verb_complement_writes_no_negation_inside_a_parenthetical():
    text = "We kept the puppy (the breeder said it had been raised indoors)."
    assert not any("did not say" in p for p in _negated_premises(text, "verb_complement"))


# -- "and even" ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("All 5 pooches loved it and even wanted to eat the paper.", "loved"),
        ("The kids devoured the cookies and even asked for a second box.", "devoured"),
        ("The dogs loved it, and the cat even ate the box.", "loved"),
    ],
)
def test_no_not_on_the_conjunct_before_even(nlp, text, word):
    result = _negated(nlp, text, word)
    assert not result.ok and "even-conjunct" in result.flags


def test_a_plain_coordination_is_still_negated(nlp):
    result = _negated(nlp, "The kids devoured the cookies and asked for a second box.", "devoured")
    assert result.ok and result.text.startswith("The kids didn't devour the cookies")


def test_all_with_a_numeral_is_a_universal_subject_for_the_projection_test():
    # "All 5 pooches didn't love the treats" is scope-ambiguous (Horn 1989 §4.3): the
    # presupposition pairs of the negated premise are not written well-formed
    text = "All 5 pooches loved the treats."
    assert not _negated_premises(text, "presupposition")


# -- hedges and concessives -------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "It's not exactly cheap.",
        "The sauce is not quite ready.",
        "The jam is not exactly sweet.",
    ],
)
def test_a_hedged_not_is_not_removed(nlp, text):
    doc = nlp(text)
    result = negate(
        doc, doc[1] if doc[1].pos_ == "AUX" else next(t for t in doc if t.dep_ == "ROOT")
    )
    assert not result.ok and "negator-not-removable" in result.flags


def test_a_plain_not_is_still_removed(nlp):
    doc = nlp("It's not cheap.")
    result = negate(doc, doc[1])
    assert result.ok and result.text == "It's cheap."
    # a literal "exactly" before a comparison is no hedge (the NOPE experts remove that "not")
    doc = nlp("Everything wasn't exactly as we thought.")
    result = negate(doc, doc[1])
    assert result.ok and result.text == "Everything was exactly as we thought."


def test_no_not_under_no_matter(nlp):
    result = _negated(nlp, "The crust stays crisp, no matter how long you bake it.", "stays")
    assert not result.ok and "universal-concessive" in result.flags


def test_a_clause_conjoined_before_no_matter_keeps_its_negation(nlp):
    result = _negated(nlp, "I love it, and no matter what you do, the dog eats it.", "love")
    assert result.ok and result.text.startswith("I don't love it, and no matter")


# -- a final evaluative appositive dropped --------------------------------------


def test_a_final_evaluative_appositive_is_dropped(nlp):
    result = _negated(nlp, "The parcel arrived early and intact, a pleasant surprise.", "arrived")
    assert result.ok and result.text == "The parcel didn't arrive early and intact."


def test_a_nominal_appositive_stays(nlp):
    result = _negated(nlp, "He met John, a lawyer.", "met")
    assert result.ok and result.text == "He didn't meet John, a lawyer."
