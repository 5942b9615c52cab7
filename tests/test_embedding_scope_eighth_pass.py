"""Negation and embeddings, blind review round 39 (branch ng5): a corrective "not X but Y"
and a negative "and"-clause under negation removal, negative-quantifier subjects under the
modal, question and conditional, additive "too" under an added negation, and locative
inversion under the question and the conditional.

Constructed sentences, real parses (docs/negation.md, "Round 39")."""

from __future__ import annotations

import pytest

from pipeline import flags
from pipeline.rewrite.embedding import embed
from pipeline.rewrite.negation import negate


@pytest.mark.parametrize(
    "sentence",
    [
        "She didn't stop smoking in 1990 but in 1995.",
        "He didn't go to Paris, but to Rome.",
        "He did not say that the plan failed but that it was delayed.",
        "She didn't leave because she was tired but because she was bored.",
    ],
)
def test_corrective_but_keeps_its_negation(parsed, sentence):
    doc, _ = parsed(sentence)
    result = negate(doc)
    assert result.rule == "negation:remove"
    assert not result.ok
    assert "discourse-clash:corrective" in result.flags


@pytest.mark.parametrize(
    "sentence",
    [
        "He didn't know that Tom but not Ann had left.",  # the complement's own "but"
        "He didn't buy the small but expensive car.",  # "small but expensive": no correction
    ],
)
def test_a_but_inside_a_phrase_is_no_correction(parsed, sentence):
    doc, _ = parsed(sentence)
    result = negate(doc)
    assert result.rule == "negation:remove" and result.ok, result
    assert not any(f.startswith("discourse-clash") for f in result.flags)


@pytest.mark.parametrize(
    "sentence",
    [
        "She wasn't easy to talk to, and she rarely smiled.",
        "She didn't like the food, and she never went back.",
    ],
)
def test_removal_before_a_negative_and_clause_is_flagged(parsed, sentence):
    doc, _ = parsed(sentence)
    result = negate(doc)
    assert result.rule == "negation:remove"
    assert not result.ok and "discourse-clash:parallel" in result.flags


def test_removal_before_a_positive_and_clause_stays_clean(parsed):
    doc, _ = parsed("She didn't like the food, and she went home early.")
    result = negate(doc)
    assert result.ok and result.text == "She liked the food, and she went home early."


@pytest.mark.parametrize(
    "sentence",
    [
        "Nothing ever came of the plan.",
        "Nobody realized that the door was open.",
        "No one noticed that the lights had stopped working.",
        "None of the guests knew that she had won.",
    ],
)
def test_no_operator_over_a_negative_quantifier_subject(parsed, sentence):
    doc, _ = parsed(sentence)
    for kind in ("modal", "interrogative", "conditional"):
        result = embed(doc, kind)
        assert not result.ok, (kind, result)
        assert result.text == sentence
        assert "negative-quantifier-subject" in result.flags
    assert flags.is_registered("negative-quantifier-subject")


def test_a_quantifier_that_is_not_negative_still_takes_the_modal(parsed):
    doc, _ = parsed("Everybody realized that the door was open.")
    result = embed(doc, "modal")
    assert result.ok and result.text == "Everybody might have realized that the door was open."


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("You're right, too.", "You aren't right either."),
        ("She knew the answer, too.", "She didn't know the answer either."),
        ("He stopped drinking too.", "He didn't stop drinking either."),
    ],
)
def test_additive_too_becomes_either_under_negation(parsed, sentence, expected):
    doc, _ = parsed(sentence)
    result = embed(doc, "negated")
    assert result.ok, result
    assert result.text == expected


def test_degree_too_is_left_alone(parsed):
    doc, _ = parsed("The box was too heavy.")
    result = embed(doc, "negated")
    assert result.ok and result.text == "The box wasn't too heavy."


@pytest.mark.parametrize(
    "sentence",
    [
        "Behind the house lies a garden that she continued to tend.",
        "Among the guests were two senators who had resigned.",
    ],
)
def test_no_question_or_conditional_over_a_locative_inversion(parsed, sentence):
    doc, _ = parsed(sentence)
    for kind in ("interrogative", "conditional"):
        result = embed(doc, kind)
        assert not result.ok, (kind, result)
        assert result.text == sentence
        assert "locative-inversion" in result.flags
    assert flags.is_registered("locative-inversion")


def test_an_inverted_lexical_verb_takes_no_do_support(parsed):
    sentence = "Behind the house lies a garden that she continued to tend."
    doc, _ = parsed(sentence)
    result = embed(doc, "negated")
    assert not result.ok and result.text == sentence
    assert "locative-inversion" in result.flags


def test_a_fronted_phrase_before_the_subject_is_no_inversion(parsed):
    doc, _ = parsed("Behind the house, a garden lies in the sun.")
    result = embed(doc, "conditional")
    assert result.ok, result
    assert "locative-inversion" not in result.flags
