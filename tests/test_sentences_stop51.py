"""Sentences that end in an abbreviation (stop 51): the abbreviation's period ends the sentence
(Chicago Manual of Style 6.13), which the sentencizer cannot see because the tokenizer keeps the
period on the abbreviation."""

from __future__ import annotations

import pytest

from pipeline.sentences import split


def sentences(text: str) -> list[str]:
    return next(split([text]))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "She works for a firm called Acme Inc. The company sells garden tools.",
            ["She works for a firm called Acme Inc.", "The company sells garden tools."],
        ),
        (
            "They met in Washington, D.C. The next day they flew back home.",
            ["They met in Washington, D.C.", "The next day they flew back home."],
        ),
        (
            "The doors closed at nine p.m. It was the last show of the season.",
            ["The doors closed at nine p.m.", "It was the last show of the season."],
        ),
        # detokenised Treebank text: the abbreviation's period and the sentence's
        (
            "He moved his family to Trenton, N.J.. The plant closed a year later.",
            ["He moved his family to Trenton, N.J.", "The plant closed a year later."],
        ),
    ],
)
def test_sentence_ending_in_an_abbreviation_is_split(text: str, expected: list[str]) -> None:
    assert sentences(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        # a title precedes a name: never a sentence end
        "He met Dr. Smith at the station before the train left.",
        # the abbreviation inside a noun phrase, before a lower-case word
        "They visited the U.S. and Canada in the same summer.",
        # the abbreviation before a name, not a clause-opening function word
        "The U.S. Army arrived in the valley before dawn.",
        # an ellipsis is not a doubled abbreviation period
        "She waited... The answer never came from the office.",
    ],
)
def test_abbreviation_inside_a_sentence_is_not_split(text: str) -> None:
    assert sentences(text) == [text]
