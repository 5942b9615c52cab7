"""Negation and embeddings, blind review round 35 (branch ng2): refusals that gave back the
unembedded cut, modals placed after medial adverbs or inside brackets, conditionals over a
leading coordinator, an optative "if ... only" or a volitional "will", questions over a
preposed contrast, and "but"-conjuncts that continue the clause the negation denies.

Constructed sentences, real parses (docs/negation.md, "Round 35")."""

from __future__ import annotations

import pytest

from pipeline.rewrite.embedding import embed
from pipeline.rewrite.negation import negate


@pytest.mark.parametrize(
    ("kind", "sentence"),
    [
        ("modal", "In fact, he could have called the police."),
        ("conditional", "In fact, he would have called the police."),
    ],
)
def test_refusal_on_a_cut_sentence_keeps_the_sentence(parsed, kind, sentence):
    # the detached "In fact," is cut before the operator; a refusal on the cut gave back "He
    # could have called the police." with a modal/conditional label
    doc, _ = parsed(sentence)
    result = embed(doc, kind)
    assert not result.ok
    assert result.text == sentence


@pytest.mark.parametrize(
    ("sentence", "modal"),
    [
        ("The name now refers to a wider area.", "The name might now refer to a wider area."),
        ("The word is also used for small boats.", "The word might also be used for small boats."),
        (
            "The word was also used for small boats.",
            "The word might also have been used for small boats.",
        ),
        ("The band is still touring.", "The band might still be touring."),
    ],
)
def test_modal_goes_before_medial_adverbs(parsed, sentence, modal):
    doc, _ = parsed(sentence)
    result = embed(doc, "modal")
    assert result.ok
    assert result.text == modal


def test_no_operator_inside_brackets(parsed):
    sentence = "Jan Weber (born 1920; died 2 December 1997) was a German diplomat."
    doc, _ = parsed(sentence)
    for kind in ("modal", "interrogative", "conditional"):
        result = embed(doc, kind)
        assert not result.ok and "bracketed-clause" in result.flags
        assert result.text == sentence
    negated = negate(doc)
    assert not negated.ok and negated.text == sentence


@pytest.mark.parametrize(
    ("sentence", "conditional"),
    [
        ("And she won the prize in 2004.", "If she won the prize in 2004, it's okay."),
        ("But the council approved the plan.", "If the council approved the plan, it's okay."),
    ],
)
def test_conditional_drops_a_leading_coordinator(parsed, sentence, conditional):
    doc, _ = parsed(sentence)
    result = embed(doc, "conditional")
    assert result.ok
    assert result.text == conditional


@pytest.mark.parametrize(
    ("sentence", "flag"),
    [
        ("I could only try to help her.", "optative-only"),
        ("She'll keep seeing him.", "already-modal"),
        ("The company will open a new plant.", "already-modal"),
    ],
)
def test_conditional_refuses_optative_and_volitional_readings(parsed, sentence, flag):
    doc, _ = parsed(sentence)
    result = embed(doc, "conditional")
    assert not result.ok
    assert flag in result.flags


def test_question_refuses_a_preposed_contrast(parsed):
    doc, _ = parsed("While most factories were closed, few were retooled.")
    result = embed(doc, "interrogative")
    assert not result.ok and "contrast-clause" in result.flags
    # a temporal "while" (progressive, same participants) stays
    doc, _ = parsed("While she was waiting, she read the letter.")
    assert embed(doc, "interrogative").ok


@pytest.mark.parametrize(
    "sentence",
    [
        "She left the show in 2001 but returned in 2003.",
        "He was almost thrown, but he caught himself.",
        "She moved to Paris but came back a year later.",
    ],
)
def test_negation_before_a_continuing_but_clause_is_flagged(parsed, sentence):
    doc, _ = parsed(sentence)
    result = negate(doc)
    assert not result.ok
    assert "discourse-clash:contrast" in result.flags


@pytest.mark.parametrize(
    "sentence",
    [
        "He won the race but finished last in the final.",
        "He greeted them cheerfully but ignored the mayor.",
    ],
)
def test_negation_before_a_contrasting_but_clause_stays_clean(parsed, sentence):
    doc, _ = parsed(sentence)
    result = negate(doc)
    assert result.ok
    assert not any(f.startswith("discourse-clash") for f in result.flags)


@pytest.mark.parametrize(
    "sentence",
    [
        "She either sang or danced at the party.",
        "He either resigned or was fired in 2004.",
        "Either he left the city or she stayed at home.",
    ],
)
def test_negation_and_modal_refuse_one_disjunct(parsed, sentence):
    doc, _ = parsed(sentence)
    negated = negate(doc)
    assert not negated.ok and "split-disjunction" in negated.flags
    assert negated.text == sentence
    modal = embed(doc, "modal")
    assert not modal.ok and modal.text == sentence


def test_disjunction_under_one_operator_stays(parsed):
    # an operator before the subject or a shared auxiliary takes the whole disjunction
    doc, _ = parsed("She either sang or danced at the party.")
    assert embed(doc, "interrogative").text == "Did she either sing or dance at the party?"
    doc, _ = parsed("She sang or danced at the party.")
    assert embed(doc, "modal").text == "She might have sung or danced at the party."


def test_no_negation_added_after_nor(parsed):
    sentence = "She never called her brother, nor did she write to him."
    doc, _ = parsed(sentence)
    write = next(t for t in doc if t.text == "write")
    result = negate(doc, write)
    assert not result.ok and "split-disjunction" in result.flags
    assert result.text == sentence
