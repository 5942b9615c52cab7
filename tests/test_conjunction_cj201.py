"""Branch cj201 (stop 92): conjunction on tweets. Constructed sentences through the real spaCy
model; the first tests of each class fail on 1d60a3a3, the others are controls."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import conjunction_runner, removed, replaced


@pytest.fixture(scope="module")
def run(parsed, ctx):
    """``run(text)`` -> (candidates, pairs) of the whole sentence."""
    return conjunction_runner(parsed, ctx)


# -- class 1: figurative binomials are one unit --------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "The mayor has to win the hearts and minds of the young voters.",
        "The whole launch was smoke and mirrors from the start.",
        "They treat their workers like flesh and blood at that bakery.",
    ],
)
def test_figurative_binomial_gives_no_pair(run, text):
    """ "hearts and minds" (support), "smoke and mirrors" (deception): a half alone is not what
    was said, so the binomial is no coordination to remove from or replace in."""
    _, pairs = run(text)
    assert not pairs


def test_literal_pair_keeps_its_removal(run):
    """Control: "hearts and lungs" is a free coordination of two organs."""
    _, pairs = run("The surgeons examined the hearts and lungs of the donors.")
    assert "The surgeons examined the hearts of the donors." in removed(pairs)
