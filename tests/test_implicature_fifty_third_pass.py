"""Fifty-third pass (docs/implicature.md, "Fifty-third pass (stop 55, im46: dialogue pairs)").

1. "funny"/"interesting" said of a fact ("it's funny I ...", "That's funny, because ..."): the
   "odd, curious" sense, no <funny, hilarious> pair; the amusing sense keeps its pair;
2. deictic degree "feel this big": no pair;
3. a universal subject after a fronted phrase and a comma, or of a raising catenative, takes
   the negation itself ("not everything is gonna be great", not "everything isn't ...");
4. an interjection after suspension points ("... most rooms… Whoa!") is not glued to the
   hypothesis.

Constructed sentences through the real pipeline; each "no pair" sentence has a twin that keeps
its pair."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import implicature_hypotheses

_hypotheses = implicature_hypotheses


@pytest.mark.parametrize(
    "text",
    [
        "It's funny I moved here, but now I miss the city.",
        "You know it's funny, you'd think she'd be angry.",
        "That's funny, because you told me the opposite!",
        "That's interesting, since he left town years ago!",
        "It's funny that he never called.",
    ],
)
def test_odd_sense_evaluative_gives_no_pair(text: str) -> None:
    assert _hypotheses(text, "gradable_adjectives") == set()


@pytest.mark.parametrize(
    ("text", "hypothesis"),
    [
        ("The movie was funny.", "The movie wasn't hilarious."),
        ("That's funny because it's true.", "That's not hilarious."),
        ("It was funny.", "It wasn't hilarious."),
    ],
)
def test_amusing_funny_keeps_its_pair(text: str, hypothesis: str) -> None:
    assert hypothesis in _hypotheses(text, "gradable_adjectives")


def test_deictic_degree_gives_no_pair() -> None:
    assert _hypotheses("Your kind words make us feel this big.", "gradable_adjectives") == set()


@pytest.mark.parametrize(
    ("text", "hypothesis"),
    [
        ("When we arrived, all the rooms were warm.", "When we arrived, not all the rooms were hot."),
        ("Last year, every student was happy.", "Last year, not every student was ecstatic."),
        ("Everything is gonna be cheap.", "Not everything is gonna be free."),  # im48: "fine" here is the situation sense (fifty-fifth pass)
        ("All the kids seemed to be happy.", "Not all the kids seemed to be ecstatic."),
    ],
)  # fmt: skip
def test_universal_subject_takes_the_negation(text: str, hypothesis: str) -> None:
    found = _hypotheses(text, "gradable_adjectives")
    assert hypothesis in found
    assert not any(h.startswith(("All", "Every")) or ", all" in h for h in found)


def test_interjection_after_suspension_points_is_left_out() -> None:
    found = _hypotheses("You're the nicest guy in most rooms… Whoa!", "quantifiers")
    assert found == {"You aren't the nicest guy in all rooms."}
