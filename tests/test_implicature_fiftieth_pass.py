"""Fiftieth pass (docs/implicature.md, "Fiftieth pass (stop 53, im43: review classes)").

1. right node raising: a preposition stranded before a shared object gives no candidate;
2. the negated hypothesis drops an exclusive adverb ("just") and an initial "At least"; an
   approximated universal ("nearly all") in the clause gives no pair;
3. non-scalar uses: degree "that good", indefinite "some good skills" (a subject "some"
   stays), "tried to claim";
4. the speaker's stated ignorance ("we didn't know the details") cancels "not all".

Each "no pair" sentence has a twin that keeps its pair. Constructed sentences through the real
pipeline (``mined_pairs``)."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import implicature_hypotheses

_hypotheses = implicature_hypotheses


@pytest.mark.parametrize(
    ("text", "subtype"),
    [
        ("Most towns are heavily dependent on, or shaped by, the fishing industry.", "quantifiers"),
        ("The hotel was fine for nearly all of us.", "gradable_adjectives"),
        ("It was that good!", "gradable_adjectives"),
        ("He had some good skills going.", "quantifiers"),
        ("She tried to claim that the money was hers.", "gradable_verbs"),
        (
            "I'm sure she talked to some of the guests, but we didn't know the details.",
            "quantifiers",
        ),
    ],
)
def test_no_pair(text, subtype):
    assert not _hypotheses(text, subtype)


@pytest.mark.parametrize(
    ("text", "subtype", "hypothesis"),
    [
        (
            "Most towns are heavily dependent on the fishing industry.",
            "quantifiers",
            "Not all towns are heavily dependent on the fishing industry.",
        ),
        ("It was good!", "gradable_adjectives", "It wasn't excellent."),
        ("He tried to open the door.", "gradable_verbs", "He didn't manage to open the door."),
        (
            "Some bad reviews hurt the film.",
            "quantifiers",
            "Not all bad reviews hurt the film.",
        ),
        (
            "I'm sure she talked to some of the guests, and we heard the details.",
            "quantifiers",
            "I'm sure she didn't talk to all of the guests.",
        ),
    ],
)
def test_twin_keeps_its_pair(text, subtype, hypothesis):
    assert hypothesis in _hypotheses(text, subtype)


@pytest.mark.parametrize(
    ("text", "hypothesis"),
    [
        ("The show just makes you feel happy.", "The show doesn't make you feel ecstatic."),
        ("At least the soup was warm.", "The soup wasn't hot."),
        ("At least, the ending was funny!", "The ending wasn't hilarious."),
    ],
)
def test_negation_drops_exclusive_and_at_least(text, hypothesis):
    assert _hypotheses(text, "gradable_adjectives") == {hypothesis}
