"""Negation and embeddings, blind review round 36 (branch ng3): a negated clause after a
fronted sequence adverb, transcript annotations, double negatives through "no later than",
modals placed after "never", the idiom "can't help but", "be going to" under a modal, and cuts
that left an unbalanced quotation mark.

Constructed sentences, real parses (docs/negation.md, "Round 36")."""

from __future__ import annotations

import pytest

from pipeline.rewrite.negation import negate


@pytest.mark.parametrize(
    "sentence",
    [
        "Before long she realized that the house was empty.",
        "Eventually they discovered that the money was gone.",
        "And soon he noticed that the door was open.",
    ],
)
def test_negation_after_a_fronted_sequence_adverb_is_flagged(parsed, sentence):
    doc, _ = parsed(sentence)
    result = negate(doc)
    assert not result.ok
    assert "discourse-clash:fronted-sequence" in result.flags


@pytest.mark.parametrize(
    "sentence",
    ["Soon the house was empty.", "She realized before long that the house was empty."],
)
def test_no_sequence_clash_on_a_state_or_a_final_adverb(parsed, sentence):
    doc, _ = parsed(sentence)
    result = negate(doc)
    assert result.ok, result


@pytest.mark.parametrize(
    "sentence",
    [
        "I hope that (INAUDIBLE) the mayor knows that we are here.",
        "I told them (CROSSTALK) that the vote was rigged.",
    ],
)
def test_no_negation_over_a_transcript_marker(parsed, sentence):
    doc, _ = parsed(sentence)
    result = negate(doc)
    assert not result.ok and "transcript-marker" in result.flags


def test_bracketed_ordinary_words_are_no_transcript_marker(parsed):
    doc, _ = parsed("I told them (twice) that the vote was rigged.")
    result = negate(doc)
    assert "transcript-marker" not in result.flags


def test_negation_over_no_later_than_is_flagged(parsed):
    doc, _ = parsed("The report would have to be no later than 1994.")
    result = negate(doc)
    assert not result.ok and "negative-word:no" in result.flags


def test_negative_word_below_another_verb_is_kept(parsed):
    doc, _ = parsed("She decided to do nothing about it.")
    result = negate(doc)
    assert result.ok and result.text == "She didn't decide to do nothing about it."
