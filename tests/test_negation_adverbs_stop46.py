"""Adverbs around the added negation (stop 46, ng16), on constructed sentences through the real
parser and the shared negation rewriter:

1. an additive "also" between a verb and its to-infinitive goes to the medial position, above
   the operator like a medial "also" (Quirk et al. 1985 §8.20, §8.116; Klima 1964): "also did
   not seek to sell", not "did not seek also to sell"; verb complements flag it as they flag a
   medial "also" under the negation (``negated-additive``);
2. an epistemic "may perhaps" with a personal subject is refused: "may (perhaps) not" reads as
   denied permission (H&P 2002 ch. 3 §9.8); a non-agent subject stays clean;
3. an adverbial between "must" and its verb stays between the operator and the verb group:
   "does not in most cases need to approve", not "need to in most cases approve";
4. a "was"/"were" conjunct hung on a complement clause's verb and disagreeing with its subject
   is the main verb's conjunct: the negation flags ``one-conjunct-negated``.
"""

from __future__ import annotations

from pipeline.phenomena.verb_complement_context import additive_under_negation
from pipeline.rewrite.negation import negate

# class 1: a post-verbal additive "also" before a to-infinitive


def test_postverbal_also_moves_above_do_support(nlp) -> None:
    result = negate(nlp("The farmers sought also to sell their grain abroad."), contract=False)
    assert result.ok, result
    assert result.text == "The farmers also did not seek to sell their grain abroad."


def test_postverbal_also_moves_above_auxiliary(nlp) -> None:
    doc = nlp("The farmers have sought also to sell their grain abroad.")
    result = negate(doc, contract=False)
    assert result.text == "The farmers also have not sought to sell their grain abroad."


def test_postverbal_also_is_a_negated_additive_for_verb_complements(nlp) -> None:
    doc = nlp("The farmers have sought also to sell their grain abroad.")
    assert additive_under_negation(doc[3]) == "also"  # "sought"


# class 2: "may perhaps" with a personal subject


def test_may_perhaps_with_personal_subject_is_refused(nlp) -> None:
    result = negate(nlp("You may perhaps think that the plan is too bold."), contract=False)
    assert not result.ok
    assert "ambiguous-may-not" in result.flags
    clean = negate(nlp("It may perhaps rain tomorrow."), contract=False)
    assert clean.ok and clean.text == "It may perhaps not rain tomorrow."


# class 3: an adverbial between "must" and its verb


def test_must_keeps_adverbial_before_the_verb_group(nlp) -> None:
    result = negate(nlp("The committee must in most cases approve the budget."), contract=False)
    assert result.text == "The committee does not in most cases need to approve the budget."


def test_must_keeps_set_off_adverbial_before_the_verb_group(nlp) -> None:
    result = negate(nlp("The committee must, in most cases, approve the budget."), contract=False)
    assert result.text == "The committee does not, in most cases, need to approve the budget."
    plain = negate(nlp("The committee must be told."), contract=False)
    assert plain.text == "The committee does not need to be told."


# class 4: a past copula conjunct hung on a complement clause


def test_past_copula_conjunct_on_complement_is_flagged(nlp) -> None:
    doc = nlp("The book explains how the courts work and was a best seller in 1990.")
    result = negate(doc, contract=False)
    assert "one-conjunct-negated" in result.flags
    assert not result.ok
