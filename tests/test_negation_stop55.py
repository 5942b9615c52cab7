"""Stop 55 (ng26): scope and licensing of the negation and the embeddings in dialogue.

Classes of blind review s1201m: a modal or "if" put on a question source ("*might not you see
what this means?!"), an operator inside a fused relative ("*Whoever might find it wins"), a
modal under a raised negation ("*I don't think he might have known"), and a negated "know"
before a bare complement ("*I don't know he just wants ...": heard as the hedge). Sentences
are constructed, run through the real parser and rewriters."""

from __future__ import annotations

import pytest

from pipeline.rewrite.embedding import embed
from pipeline.rewrite.negation import negate


def _target(doc, verb: str):
    return next(t for t in doc if t.text == verb)


@pytest.mark.parametrize("kind", ["modal", "interrogative", "conditional"])
@pytest.mark.parametrize(
    ("text", "verb"),
    [
        ("Don't you see what this all means?!", "see"),
        ("So your sister is not moving to Boston?!", "moving"),
        ("Doesn't she know where the keys are?", "know"),
    ],
)
def test_question_source_has_no_embedding(nlp, text, verb, kind):
    result = embed(nlp(text), kind, _target(nlp(text), verb))
    assert not result.ok
    assert "question-source" in result.flags


def test_negated_question_is_flagged_in_the_projection_test(nlp):
    doc = nlp("Don't you see what this all means?!")
    result = negate(doc, _target(doc, "see"), contract=True, above_only=True)
    assert not result.ok


def test_question_in_quotes_is_not_a_question_source(nlp):
    doc = nlp('She finally realized that "Where is he?" was the wrong thing to ask.')
    result = embed(doc, "modal", _target(doc, "realized"))
    assert "question-source" not in result.flags


def test_declarative_still_takes_the_modal(nlp):
    doc = nlp("Your sister is moving to Boston.")
    assert embed(doc, "modal", _target(doc, "moving")).text == (
        "Your sister might be moving to Boston."
    )


@pytest.mark.parametrize("kind", ["modal", "interrogative", "conditional"])
def test_no_operator_inside_a_free_relative(nlp, kind):
    doc = nlp("Whoever finds the ring gets to keep it!")
    result = embed(doc, kind, _target(doc, "finds"))
    assert not result.ok
    assert "free-relative" in result.flags


def test_no_negation_inside_a_free_relative(nlp):
    doc = nlp("Whoever finds the ring gets to keep it!")
    result = negate(doc, _target(doc, "finds"), contract=True, above_only=True)
    assert not result.ok
    assert "free-relative" in result.flags


def test_no_modal_under_a_raised_negation(nlp):
    doc = nlp("I don't think she realized what it meant.")
    result = embed(doc, "modal", _target(doc, "realized"))
    assert not result.ok
    assert "neg-raising-complement" in result.flags


def test_modal_under_a_positive_verb_of_thinking_is_kept(nlp):
    doc = nlp("I think she realized what it meant.")
    result = embed(doc, "modal", _target(doc, "realized"))
    assert "neg-raising-complement" not in result.flags


@pytest.mark.parametrize(
    ("text", "kind", "expected"),
    [
        ("But I don't know he just wants to stop seeing her.", "modal",
         "But I might not know that he just wants to stop seeing her."),
        ("I didn't know she had a cousin.", "conditional",
         "If I didn't know that she had a cousin, it's okay."),
    ],
)  # fmt: skip
def test_negated_know_takes_that_before_a_bare_complement(nlp, text, kind, expected):
    doc = nlp(text)
    assert embed(doc, kind, _target(doc, "know")).text == expected


@pytest.mark.parametrize(
    ("text", "kind", "expected"),
    [
        # the complementizer is there already
        ("I didn't know that he wanted to leave.", "modal",
         "I might not have known that he wanted to leave."),
        # an embedded question takes no "that", nor a focusing adverb before it
        ("She doesn't know where he lives.", "modal", "She might not know where he lives."),
        ("She doesn't know just what her mother said.", "modal",
         "She might not know just what her mother said."),
        # the negation keeps NOPE's experts' bare complement
        ("Monica knows her brother wants to leave.", "negated",
         "Monica doesn't know her brother wants to leave."),
    ],
)  # fmt: skip
def test_complementizer_only_where_needed(nlp, text, kind, expected):
    doc = nlp(text)
    verb = next(t for t in doc if t.lemma_ == "know")
    assert embed(doc, kind, verb).text == expected


def test_free_choice_adverbial_is_no_free_relative(nlp):
    doc = nlp("The village for whatever reason ceased to grow.")
    result = negate(doc, _target(doc, "ceased"), contract=False)
    assert "free-relative" not in result.flags
