"""Fifty-first pass (docs/implicature.md, "Fifty-first pass (stop 54, im44: review classes)").

1. "just about" is an approximator like "almost" ("just about every one of ... were funny");
2. hypothetical "could" (a "would" in the sentence, an initial "Otherwise/Or", an indefinite
   singular subject) is no root possibility: no "didn't need to" pair;
3. degree "any" ("if they're [= their] acting is any good", parsed as a main clause) is a negative-polarity item: no pair;
4. periphrastic superlative "most" ("Most iconic of these was ...") is no quantifier;
5. a list split as an appositive keeps all its members when its final "and" hangs on a later
   member ("A, B, C, and D": the parser chains the conjuncts); a true appositive still goes.

Each "no pair" sentence has a twin that keeps its pair. Constructed sentences through the real
pipeline (``mined_pairs``)."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import implicature_hypotheses

_hypotheses = implicature_hypotheses


@pytest.mark.parametrize(
    ("text", "subtype"),
    [
        (
            "I think just about every one of the songs on the album was funny.",
            "gradable_adjectives",
        ),
        (
            "Poor countries could justify the cost in terms of the savings that would result from"
            " early warning.",
            "modals",
        ),
        ("Otherwise, the new board could merely protect the old managers.", "modals"),
        ("Or the patient could press a cold towel on the wound.", "modals"),
        (
            "On the other hand, a coalition of small parties could push the council into action.",
            "modals",
        ),
        (
            "This gives the actors a chance to star in bigger films if they're acting is any good.",
            "gradable_adjectives",
        ),
        ("Most iconic of these was the old harbour bridge.", "quantifiers"),
    ],
)
def test_no_pair(text, subtype):
    assert not _hypotheses(text, subtype)


@pytest.mark.parametrize(
    ("text", "subtype", "hypothesis"),
    [
        (
            "I think every one of the songs on the album was funny.",
            "gradable_adjectives",
            "I think every one of the songs on the album wasn't hilarious.",
        ),
        (
            "Visitors could park in the north lot.",
            "modals",
            "Visitors didn't need to park in the north lot.",
        ),
        ("The plot is good.", "gradable_adjectives", "The plot isn't excellent."),
        (
            "Most bridges were built of stone.",
            "quantifiers",
            "Not all bridges were built of stone.",
        ),
    ],
)
def test_twin_keeps_pair(text, subtype, hypothesis):
    assert hypothesis in _hypotheses(text, subtype)


def test_list_with_chained_coordinator_stays_whole():
    text = (
        "Since the late 1990s, many economists viewed Britain's weak unionization, at-will"
        " employment, limited legal job protection, and high job turnover as major factors in"
        " the low unemployment rate."
    )
    assert _hypotheses(text, "quantifiers") == {
        "Since the late 1990s, not all economists viewed Britain's weak unionization, at-will"
        " employment, limited legal job protection, and high job turnover as major factors in"
        " the low unemployment rate."
    }


def test_true_appositive_still_cut():
    text = "Many critics praised the band's new singer, a former actress, for her voice."
    assert _hypotheses(text, "quantifiers") == {
        "Not all critics praised the band's new singer for her voice."
    }
