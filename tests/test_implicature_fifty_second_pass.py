"""Fifty-second pass (docs/implicature.md, "Fifty-second pass (stop 54, im45: dialogue)").

1. numerals that count nothing: definite ("my two brothers"), collective or reciprocal
   predicates ("two men look alike", "four puppies are a handful"): no pair;
2. temperature and appearance adjectives in another sense ("everything's cool", "their
   breakup was ugly") and adjectives used as adverbs ("owe me big"): no pair; the physical
   sense and the predicative use keep their pair; "all X could V" is no modal scale;
3. stutters ("she-she"), opening interjections and vocatives ("Oh yeah,", "Now look, listen,
   Rachel,") and compromisers ("kinda") are not copied into the hypothesis.

Each "no pair" sentence has a twin that keeps its pair. Constructed sentences through the real
pipeline."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import implicature_hypotheses, mined_pairs

_hypotheses = implicature_hypotheses


@pytest.mark.parametrize(
    ("text", "subtype"),
    [
        ("It's so strange, two men look so much alike.", "numerals"),
        ("Honestly, four puppies are a handful.", "numerals"),
        ("Oh yeah, everything's cool.", "gradable_adjectives"),
        ("Their breakup was ugly.", "gradable_adjectives"),
        ("You owe me big.", "gradable_adjectives"),
        ("I called my two brothers yesterday.", "numerals"),
        ("It was all the neighbours could talk about!", "modals"),
    ],
)
def test_no_scalar_use_no_pair(text: str, subtype: str) -> None:
    assert _hypotheses(text, subtype) == set()


@pytest.mark.parametrize(
    ("text", "subtype", "hypothesis"),
    [
        ("Two men climbed the hill.", "numerals", "No more than two men climbed the hill."),
        ("I called two brothers yesterday.", "numerals", "I didn't call more than two brothers yesterday."),
        ("The water is cool.", "gradable_adjectives", "The water isn't cold."),
        ("The old house was ugly.", "gradable_adjectives", "The old house wasn't hideous."),
        ("The climate of the island is warm.", "gradable_adjectives", "The climate of the island isn't hot."),
        ("They made the room warm.", "gradable_adjectives", "They didn't make the room hot."),
        ("The kids grew big.", "gradable_adjectives", "The kids didn't grow enormous."),
        ("Visitors could park in the north lot.", "modals", "Visitors didn't need to park in the north lot."),
    ],
)  # fmt: skip
def test_scalar_twins_keep_their_pair(text: str, subtype: str, hypothesis: str) -> None:
    assert hypothesis in _hypotheses(text, subtype)


@pytest.mark.parametrize(
    ("text", "subtype", "hypothesis"),
    [
        (
            "I mean she's nice, she-she likes tennis, and she-she drank two coffees at noon.",
            "numerals",
            "She didn't drink more than two coffees at noon.",
        ),
        ("I guess the movie was kinda funny.", "gradable_adjectives", "I guess the movie wasn't hilarious."),
        ("Oh yeah, the movie was fine.", "gradable_adjectives", "The movie wasn't great."),
        ("Now look, listen, Rachel, the movie was good.", "gradable_adjectives", "The movie wasn't excellent."),
        ("Okay, so, some of the guests left early.", "quantifiers", "Not all of the guests left early."),
    ],
)  # fmt: skip
def test_dialogue_words_left_out_of_hypothesis(text: str, subtype: str, hypothesis: str) -> None:
    assert _hypotheses(text, subtype) == {hypothesis}


def test_stutter_left_out_of_embedded_premises() -> None:
    pairs = mined_pairs("Well, she-she drank two coffees at noon.", "implicature")
    embedded = [p.premise for p in pairs if p.premise_kind != "original"]
    assert embedded
    assert not any("she-she" in premise.lower() for premise in embedded)


def test_original_premise_unchanged() -> None:
    text = "Oh yeah, she-she drank two coffees at noon."
    pairs = mined_pairs(text, "implicature")
    assert any(p.premise == text for p in pairs if p.premise_kind == "original")
