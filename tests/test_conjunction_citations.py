"""An author-date citation's author list is no coordination (lead, stop 30): constructed
sentences through the real spaCy model; fails before ``_citation``."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import conjunction_runner


@pytest.fixture(scope="module")
def run(parsed, ctx):
    return conjunction_runner(parsed, ctx)


@pytest.mark.parametrize(
    "text",
    [
        "However, others (Hall and Dornan 1990) have failed to show such a link.",
        "Earlier work (Smith, Jones and Patel 2004b) found no such effect.",
        "Hall and Dornan (1990) failed to show such a link.",
    ],
)  # fmt: skip
def test_the_authors_of_a_citation_are_no_candidate(run, text):
    candidates, pairs = run(text)
    assert not pairs, [(p.premise, p.hypothesis) for p in pairs]


@pytest.mark.parametrize(
    "text",
    [
        "Hall and Dornan failed to show such a link in 1990.",
        "The study (run in Boston and Chicago) found no link.",
    ],
)  # fmt: skip
def test_a_coordination_of_names_without_a_citation_year_stays(run, text):
    """Controls: names not followed by a citation year, and a parenthesis that is no citation."""
    _, pairs = run(text)
    assert pairs
