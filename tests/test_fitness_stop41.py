"""Source checks on formal speech (stop 41, the State of the Union slices): the additive
connective "neither" with inversion and the determiner "neither" are no lost "nor"."""

from __future__ import annotations

import pytest

from pipeline import fitness
from pipeline.process import run_texts
from tests.phenomenon_support import kept


@pytest.mark.parametrize(
    "text",
    [
        "Clean water is not cheap, and neither is clean air.",
        "The senators did not vote, and neither did the governors.",
        "We cannot wait, neither can our allies.",
        "A divided nation can serve neither cause for long.",
    ],
)
def test_connective_and_determiner_neither_are_not_garbled(nlp, text):
    assert "garbled" not in fitness.assess(text, nlp(text))


@pytest.mark.parametrize("text", ["Neither the coach came back.", "Neither he came."])
def test_neither_with_its_nor_lost_stays_garbled(nlp, text):
    assert "garbled" in fitness.assess(text, nlp(text))


def test_conjunct_removal_of_an_inverted_neither_clause_reaches_reviewers():
    _, res = run_texts(
        ["Clean water is not cheap, and neither is clean air."], phenomena=["conjunction"]
    )
    removal = [p for p in res.pairs if p.hypothesis == "Clean water is not cheap."]
    assert removal and all(kept(p) for p in removal)
