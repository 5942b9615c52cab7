"""Issue 12, eighteenth pass (branch cj9): error classes of the latest blind reviews;
constructed sentences through the real spaCy model. Each test fails on 0738e75 unless its
docstring says it is a control."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import (
    conjunction_runner,
    removed,
)


@pytest.fixture(scope="module")
def run(parsed, ctx):
    """``run(text)`` -> (candidates, pairs) of the whole sentence."""
    return conjunction_runner(parsed, ctx)


# -- class 3: non-boolean "and" ------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "The village has three hundred and forty-four residents.",
        "The club bought two thousand and ten chairs.",
        "PACE stands for Planning, Action, Communication and Evaluation.",
        "The new phone has a different look and feel.",
        "The soldiers came one after another and then another.",
    ],
)
def test_non_boolean_and_is_no_candidate(run, text):
    """A written cardinal ("three hundred and forty-four"), the expansion of an acronym, the
    binomial "look and feel" and the iterative "another and then another" coordinate nothing a
    removal could test (before: pairs such as "The village has forty-four residents")."""
    cands, pairs = run(text)
    assert not pairs


def test_list_beside_an_unrelated_capital_word_stays(run):
    """Control: an all-capital word that does not spell the list keeps the list's pairs
    (passes on 0738e75)."""
    _, pairs = run("He visited Paris, Rome and London with the BBC.")
    assert "He visited Paris and London with the BBC." in removed(pairs)
