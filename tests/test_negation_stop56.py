"""Stop 56 (ng28): relatives, double negatives and because-clauses.

Blind review s1202a (e-mail text) rejected negated premises whose "not" lands in a free
relative or a quantifier's restrictor, on a gerund already under a negative, before a
because-clause, under "only" + numeral, under a fronted "only" adverbial, inside a comment
clause, and an "It's not the case that however, ...". Sentences are constructed and run
through the real parser and rewriters."""

from __future__ import annotations

import pytest

from pipeline.rewrite.clause_scope import (
    comment_clause,
    negative_governor,
    quantifier_restrictor,
)
from pipeline.rewrite.negation import negate
from tests.phenomenon_support import kept, mined_pairs


def _token(doc, word: str):
    return next(t for t in doc if t.text == word)


def _negated(text: str, phenomenon: str) -> list:
    return [p for p in mined_pairs(text, phenomenon) if p.premise_kind == "negated"]


# --- free relatives and quantifier restrictors ------------------------------------------------


def test_negation_in_a_free_relative_with_a_long_gap_is_refused(nlp):
    doc = nlp("We will keep learning what we need to do to win our readers' trust.")
    result = negate(doc, _token(doc, "need"), above_only=True)
    assert not result.ok
    assert "don't need" not in result.text or "subordinate-clause" in result.flags


def test_free_relative_pair_is_not_kept():
    pairs = _negated(
        "We will keep learning what we need to do to win our readers' trust.", "presupposition"
    )
    assert not any(kept(p) and "what we don't need" in p.premise for p in pairs)


@pytest.mark.parametrize(
    ("text", "verb"),
    [
        ("He insults anyone that dares to disagree with him.", "dares"),
        ("She answers every student who writes to her.", "writes"),
        ("They ignore anything that looks like spam.", "looks"),
    ],
)
def test_negation_in_a_quantifier_restrictor_is_refused(nlp, text, verb):
    doc = nlp(text)
    assert quantifier_restrictor(_token(doc, verb)) is not None
    result = negate(doc, _token(doc, verb), above_only=True)
    assert not result.ok
    assert result.text == doc.text
    assert "quantifier-restrictor" in result.flags


def test_verb_veridicality_keeps_the_restrictor_negation(nlp):
    # RP19's annotators negate the trigger's own clause ("Anyone who does not attempt ..."):
    # without the projection test the text is left as they write it
    doc = nlp("Anyone who attempts to enter the room will be arrested.")
    result = negate(doc, _token(doc, "attempts"), contract=False)
    assert "quantifier-restrictor" not in result.flags
    assert "who does not attempt" in result.text


def test_relative_on_a_definite_noun_keeps_its_negation(nlp):
    # the stop-47 class: a restrictive relative on a participant is the trigger's own clause
    doc = nlp("The man who knew the answer left early.")
    assert quantifier_restrictor(_token(doc, "knew")) is None
    result = negate(doc, _token(doc, "knew"), above_only=True)
    assert "quantifier-restrictor" not in result.flags


# --- double negatives ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "verb"),
    [
        ("I really don't recommend trying to upgrade between betas.", "trying"),
        ("The agency has been unsuccessful in getting the sites to close.", "getting"),
        ("He never stopped complaining about the printer.", "complaining"),
    ],
)
def test_negative_governor_is_found(nlp, text, verb):
    doc = nlp(text)
    assert negative_governor(_token(doc, verb)) is not None


def test_plain_gerund_has_no_negative_governor(nlp):
    doc = nlp("I really recommend trying the new release.")
    assert negative_governor(_token(doc, "trying")) is None


def test_no_double_negative_verb_complement_premise():
    pairs = _negated("I really don't recommend trying to upgrade between betas.", "verb_complement")
    assert not any("not trying" in p.premise for p in pairs)


# --- because-clauses ---------------------------------------------------------------------------


def test_low_because_clause_is_a_clash(nlp):
    doc = nlp(
        "The shopper had returned the bag because on inspection he was shocked to find it full."
    )
    result = negate(doc, _token(doc, "returned"), above_only=True)
    assert result.rule.startswith("negation:add")
    assert not result.ok
    assert "discourse-clash:because" in result.flags


def test_negation_inside_a_low_because_clause_is_refused(nlp):
    doc = nlp(
        "The shopper had returned the bag because on inspection he was shocked to find it full."
    )
    result = negate(doc, _token(doc, "shocked"))
    assert not result.ok
    assert "not shocked" not in result.text


def test_clause_without_because_is_clean(nlp):
    doc = nlp("The shopper had returned the bag on Monday.")
    result = negate(doc, _token(doc, "returned"), above_only=True)
    assert result.ok, result.flags


# --- "only" ------------------------------------------------------------------------------------


def test_only_with_a_verb_focus_is_kept(nlp):
    doc = nlp("Colleen was only biking to that library.")
    result = negate(doc, _token(doc, "biking"), above_only=True)
    assert result.ok, result.flags
    assert result.text == "Colleen wasn't only biking to that library."


def test_fronted_only_adverbial_is_refused(nlp):
    doc = nlp("Only hours before the crash, the pilot was photographed with his family.")
    result = negate(doc, _token(doc, "photographed"), above_only=True)
    assert not result.ok
    assert "fronted-only-adjunct" in result.flags


@pytest.mark.parametrize(
    ("text", "verb"),
    [
        ("However, only the new server handles the traffic.", "handles"),
        ("However, only 33% of our users worry about spam.", "worry"),
    ],
)
def test_connective_stays_outside_the_wide_frame(nlp, text, verb):
    doc = nlp(text)
    result = negate(doc, _token(doc, verb), above_only=True)
    assert result.text.startswith("However, it's not the case that only ")
    assert "case that however" not in result.text.lower()


# --- comment clauses ---------------------------------------------------------------------------


def test_final_comment_clause_is_detected_and_refused(nlp):
    doc = nlp("You need to reset the card's firmware I think you will find.")
    think = _token(doc, "think")
    if think.dep_ != "ROOT":
        pytest.skip(f"parser hung 'think' as {think.dep_}")
    assert comment_clause(think)
    result = negate(doc, think)
    assert not result.ok
    assert "comment-clause" in result.flags


def test_initial_i_think_is_no_comment_clause(nlp):
    doc = nlp("I think you will find the cable in the drawer.")
    assert not comment_clause(_token(doc, "think"))
