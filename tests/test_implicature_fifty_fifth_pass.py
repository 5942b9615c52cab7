"""Fifty-fifth pass (docs/implicature.md, "Fifty-fifth pass (stop 56, im48: e-mail and quoted
news)").

Candidate checks: flat "fine" after a verb that is no copula for it ("installs fine", "went
fine"); "fine" of a person or of "everyone/everything" found through a raising catenative
("is gonna be fine"); a scalar item in the to-infinitive of a specifying or modal "be" ("The
plan is to hire two engineers"). Constructed sentences through the real pipeline; each "no
pair" class has a twin that keeps its pair."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import implicature_hypotheses

_hypotheses = implicature_hypotheses


@pytest.mark.parametrize(
    ("text", "subtype"),
    [
        ("After installing the patches, the driver now installs fine.", "gradable_adjectives"),
        ("The migration went fine.", "gradable_adjectives"),
        ("Everything is going fine with the new server.", "gradable_adjectives"),
        ("Everything was fine until the disk filled up.", "gradable_adjectives"),
        ("Everything is gonna be fine.", "gradable_adjectives"),
        ("Your brother is gonna be fine.", "gradable_adjectives"),
        ("Everyone is fine after the outage.", "gradable_adjectives"),
        ("The plan is to hire two engineers.", "numerals"),
        ("The goal was to answer some of the complaints.", "quantifiers"),
        ("You are to send three copies by noon.", "numerals"),
    ],
)
def test_review_class_gives_no_pair(text: str, subtype: str) -> None:
    assert _hypotheses(text, subtype) == set()


@pytest.mark.parametrize(
    ("text", "subtype", "hypothesis"),
    [
        ("The acting was fine.", "gradable_adjectives", "The acting wasn't great."),
        ("The soup tastes fine.", "gradable_adjectives", "The soup doesn't taste great."),
        (
            "Everything on the menu was fine.",
            "gradable_adjectives",
            "Not everything on the menu was great.",
        ),
        ("The movie is gonna be fine.", "gradable_adjectives", "The movie isn't gonna be great."),
        (
            "We plan to hire two engineers.",
            "numerals",
            "We don't plan to hire more than two engineers.",
        ),
        (  # not "The problem was that ...": no candidate since the seventy-seventh pass
            "It is clear that this broke many of the tools.",
            "quantifiers",
            "It is clear that this didn't break all of the tools.",
        ),
    ],
)
def test_twins_keep_their_pair(text: str, subtype: str, hypothesis: str) -> None:
    assert hypothesis in _hypotheses(text, subtype)
