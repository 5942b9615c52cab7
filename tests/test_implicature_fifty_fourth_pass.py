"""Fifty-fourth pass (docs/implicature.md, "Fifty-fourth pass (stop 55, im47: a new review)").

Candidate checks (``formulae.py``): "good" before its own infinitive or that-clause ("good to
know"), "good" after a verb that is no copula for it ("works out good"), imperative "be good",
an item in the complement of an emotive factive adjective ("glad you're happy"), an item under
"gotta", "try" with a direct object ("tried everything to ..."). Hypothesis cuts: a sentence-
initial "'Cause" and a comma-spliced clause before the item's clause.

Constructed sentences through the real pipeline; each "no pair" class has a twin that keeps its
pair."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import implicature_hypotheses, mined_pairs

_hypotheses = implicature_hypotheses


@pytest.mark.parametrize(
    ("text", "subtype"),
    [
        ("Okay, that's good to know.", "gradable_adjectives"),
        ("Well, it's good that you came back early.", "gradable_adjectives"),
        ("Well, this plan works out good, because I'm leaving anyway.", "gradable_adjectives"),
        ("Okay, bye, be good, we love you.", "gradable_adjectives"),
        ("I'm so glad you're happy.", "gradable_adjectives"),
        ("We're glad some of the guests stayed.", "quantifiers"),
        ("Okay, you gotta give me some of your fries.", "quantifiers"),
        ("Man, you gotta keep it smart.", "gradable_adjectives"),
        ("I tried everything to make the baby stop crying.", "gradable_verbs"),
    ],
)
def test_review_class_gives_no_pair(text: str, subtype: str) -> None:
    assert _hypotheses(text, subtype) == set()


@pytest.mark.parametrize(
    ("text", "subtype", "hypothesis"),
    [
        ("The movie was good.", "gradable_adjectives", "The movie wasn't excellent."),
        ("You are happy.", "gradable_adjectives", "You aren't ecstatic."),
        ("Some of the guests stayed.", "quantifiers", "Not all of the guests stayed."),
        ("I tried to open the door.", "gradable_verbs", "I didn't manage to open the door."),
    ],
)
def test_twins_keep_their_pair(text: str, subtype: str, hypothesis: str) -> None:
    assert hypothesis in _hypotheses(text, subtype)


@pytest.mark.parametrize(
    ("text", "subtype", "hypothesis"),
    [
        ("I can't go in there, I'm scared.", "gradable_adjectives", "I'm not petrified."),
        (
            "It was late, she was tired.",
            "gradable_adjectives",
            "She wasn't exhausted.",
        ),
        (
            "'Cause I bought three tickets for the show!",
            "numerals",
            "I didn't buy more than three tickets for the show.",
        ),
    ],
)
def test_spliced_clause_and_reason_marker_left_out(
    text: str, subtype: str, hypothesis: str
) -> None:
    assert _hypotheses(text, subtype) == {hypothesis}


def test_original_premise_is_unchanged() -> None:
    text = "I can't go in there, I'm scared."
    originals = [p for p in mined_pairs(text, "implicature") if p.premise_kind == "original"]
    assert originals and all(p.premise == text for p in originals)
