"""Stop 80 round one, branch ng17: negated premises that stay coherent, in the one negation
rewriter (``pipeline/rewrite/negation.py``), for every phenomenon.

1. A "not" added to a non-final conjunct of a clausal "and" coordination leaves the later
   conjuncts, read as its sequel, asserted (Schmerling 1975; Horn 1989 ch. 6): refused
   (``one-conjunct-negated``, ``negation.later_and_clause``). The last conjunct and "but"
   coordinations are left.
2. A postverbal "until"-adjunct in the scope of the added "not" gives the "not ... until"
   reading (Karttunen 1974; de Swart 1996): refused (``negated-until``,
   ``negation.until_in_negation_scope``); a verb of lasting state ("stay until") is left.
3. A one-form verb ("set", "put") tagged past, in a sentence whose other finite verbs are all
   present, keeps the present under do-support ("you don't set", not "you didn't set";
   ``negation._generic_present``); beside a past verb the past stays.

Sentences constructed for these tests, parsed by the real spaCy model."""

from __future__ import annotations

import pytest

from pipeline.rewrite.negation import negate
from tests.phenomenon_support import mined_pairs


def _neg(doc, word: str, above_only: bool = False):
    target = next(t for t in doc if t.text == word)
    return negate(doc, target, contract=False, above_only=above_only)


def _negated(text: str, phenomenon: str) -> list:
    return [
        p for p in mined_pairs(text, phenomenon, assess_sources=True) if p.premise_kind == "negated"
    ]


# 1. a non-final conjunct of a clausal "and" coordination


@pytest.mark.parametrize("above_only", [False, True])
@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("You are trying to open the archive, and nothing is happening.", "trying"),
        ("You press the reset key, and nobody answers the call.", "press"),
    ],
)
def test_first_of_coordinated_clauses_is_refused(nlp, text, word, above_only):
    result = _neg(nlp(text), word, above_only=above_only)
    assert not result.ok
    assert "one-conjunct-negated" in result.flags


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("The wizard starts the upload, and then the server stores every file.", "starts"),
        ("He was a faster typist than me, and that was why he wrote the report.", "was"),
    ],
)
def test_temporal_then_and_anaphoric_that_are_negated_as_nope_does(nlp, text, word):
    """NOPE's experts negate the first conjunct before "and then" / "and that was why"."""
    result = _neg(nlp(text), word)
    assert result.ok
    assert "one-conjunct-negated" not in result.flags


@pytest.mark.parametrize(
    ("text", "word", "expected"),
    [
        (
            "The wizard starts the upload, but the server rejects large files.",
            "starts",
            "The wizard does not start the upload, but the server rejects large files.",
        ),
        (
            "The wizard starts the upload, and the server keeps every file.",
            "starts",
            "The wizard does not start the upload, and the server keeps every file.",
        ),
        (
            "The wizard starts the upload, and the server keeps every file.",
            "keeps",
            "The wizard starts the upload, and the server does not keep every file.",
        ),
        (
            "The wizard starts the upload when the server is ready.",
            "starts",
            "The wizard does not start the upload when the server is ready.",
        ),
    ],
)
def test_contrast_verb_phrase_and_single_clause_are_still_negated(nlp, text, word, expected):
    result = _neg(nlp(text), word)
    assert "one-conjunct-negated" not in result.flags
    assert result.text == expected


def test_coordinated_clause_gives_no_negated_verb_complement_pair():
    text = "You are trying to open the archive, and nothing is happening."
    assert not any(p.well_formed for p in _negated(text, "verb_complement"))
    single = _negated("You are trying to open the archive on the server.", "verb_complement")
    assert any(p.well_formed for p in single)


# 2. "until" in the scope of the added negation


@pytest.mark.parametrize("above_only", [False, True])
@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("The sliders let you rotate the shape until you like the result.", "let"),
        ("The panel allows you to adjust the curve until it looks smooth.", "allows"),
        ("She polished the lamp until it gleamed.", "polished"),
    ],
)
def test_until_under_added_negation_is_refused(nlp, text, word, above_only):
    result = _neg(nlp(text), word, above_only=above_only)
    assert not result.ok
    assert "negated-until" in result.flags


@pytest.mark.parametrize(
    ("text", "word", "expected"),
    [
        (
            "We stayed in the hall until the end of the talk.",
            "stayed",
            "We did not stay in the hall until the end of the talk.",
        ),
        (
            "The panel allows you to adjust the curve while it looks smooth.",
            "allows",
            "The panel does not allow you to adjust the curve while it looks smooth.",
        ),
        (
            "This means that the preview will change until you save the file.",
            "means",
            "This does not mean that the preview will change until you save the file.",
        ),
    ],
)
def test_durative_stay_and_other_adjuncts_are_still_negated(nlp, text, word, expected):
    result = _neg(nlp(text), word)
    assert result.ok
    assert result.text == expected


def test_until_gives_no_negated_verb_complement_pair():
    text = "The panel allows you to adjust the curve until it looks smooth."
    assert not any(p.well_formed for p in _negated(text, "verb_complement"))


# 3. the generic present of a one-form verb


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Here, you set the three values that control the blur.",
            "Here, you do not set the three values that control the blur.",
        ),
        (
            "In this dialog, we put the labels that belong to the chart.",
            "In this dialog, we do not put the labels that belong to the chart.",
        ),
    ],
)
def test_one_form_verb_keeps_the_present(nlp, text, expected):
    word = "set" if " set " in text else "put"
    result = _neg(nlp(text), word)
    assert result.ok
    assert result.text == expected


@pytest.mark.parametrize(
    ("text", "word", "expected"),
    [
        (
            "Here, you set the two colors that Anna chose.",
            "set",
            "Here, you did not set the two colors that Anna chose.",
        ),
        (
            "Then we put the labels that belonged to the chart.",
            "put",
            "Then we did not put the labels that belonged to the chart.",
        ),
        (
            "Here, the author set the three values that control the blur.",
            "set",
            "Here, the author did not set the three values that control the blur.",
        ),
    ],
)
def test_past_sentence_or_third_singular_takes_the_past(nlp, text, word, expected):
    result = _neg(nlp(text), word)
    assert result.ok
    assert result.text == expected
