"""Fifty-sixth pass (docs/implicature.md, "Fifty-sixth pass (stop 56, im49: the start
review)").

The hypothesis is the item's own clause: a comma-, colon- or "so"-spliced clause before it is
cut; an upper bound goes on the numeral itself when a manner adverb would take the negation;
no candidate for "try" under "each/every time", for "or" in the bare relative of
"anything", or for a quantifier in a predicate noun with an adjective ("a small part of
most"). Constructed sentences through the real pipeline; each class has a twin."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import implicature_hypotheses

_hypotheses = implicature_hypotheses


@pytest.mark.parametrize(
    ("text", "subtype", "hypothesis"),
    [
        (
            "A new toolbar was added, some old warnings were removed, and the font is now larger.",
            "quantifiers",
            "Not all old warnings were removed.",
        ),
        (
            "Nobody on the list wanted to answer, so I tried to fix the build myself.",
            "gradable_verbs",
            "I didn't manage to fix the build myself.",
        ),
        (
            "It was a strange case: The police had evidence ahead of time that two well-known thieves were planning a robbery.",
            "numerals",
            "The police had evidence ahead of time that no more than two well-known thieves were planning a robbery.",
        ),
        (
            "They found that the requests were neatly grouped in four bursts.",
            "numerals",
            "They found that the requests were neatly grouped in no more than four bursts.",
        ),
        # twins: the plain forms stay
        (
            "The police had evidence ahead of time that two well-known thieves were planning a robbery.",
            "numerals",
            "The police had evidence ahead of time that no more than two well-known thieves were planning a robbery.",
        ),
        (
            "They found that the requests were grouped in four bursts.",
            "numerals",
            "They found that the requests weren't grouped in more than four bursts.",
        ),
        (
            "I tried to fix the build myself.",
            "gradable_verbs",
            "I didn't manage to fix the build myself.",
        ),
    ],
)
def test_hypothesis_is_the_items_clause(text: str, subtype: str, hypothesis: str) -> None:
    assert hypothesis in _hypotheses(text, subtype)


@pytest.mark.parametrize(
    ("text", "subtype"),
    [
        ("Each time the ranger has tried to protect the calves from lions.", "gradable_verbs"),
        ("Every time I tried to reboot the server, it hung.", "gradable_verbs"),
        ("Anything either you or I write about it is speculation.", "connectives"),
        ("Anything he or she says about the merger is a rumour.", "connectives"),
        ("But these are a small part of most projects.", "quantifiers"),
        ("He is a big fan of some of the bands.", "quantifiers"),
    ],
)
def test_review_class_gives_no_pair(text: str, subtype: str) -> None:
    assert _hypotheses(text, subtype) == set()


@pytest.mark.parametrize(
    ("text", "subtype"),
    [
        ("The ranger tried to protect the calves from lions.", "gradable_verbs"),
        ("It is a member of some of the groups.", "quantifiers"),
    ],
)
def test_twin_keeps_a_pair(text: str, subtype: str) -> None:
    assert _hypotheses(text, subtype)
