"""Issue 12, nineteenth pass (branch cj10): error classes of the latest blind reviews;
constructed sentences through the real spaCy model. Each test fails on 5af4fc3 unless its
docstring says it is a control."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import conjunction_runner


@pytest.fixture(scope="module")
def run(parsed, ctx):
    """``run(text)`` -> (candidates, pairs) of the whole sentence."""
    return conjunction_runner(parsed, ctx)


def _pairs_with(pairs, text: str, kind: str = "conjunct_removed"):
    side = "hypothesis" if kind == "conjunct_removed" else "premise"
    return [p for p in pairs if p.hypothesis_kind == kind and getattr(p, side) == text]


# -- class 1: a shortened sentence that lost its main clause -------------------------------------


@pytest.mark.parametrize(
    ("text", "broken"),
    [
        (
            "The curriculum must fit the plan, and be relevant to the students.",
            "The curriculum be relevant to the students.",
        ),
        (
            "The company was a small bakery in Leeds and owned by a local family.",
            "The company owned by a local family.",
        ),
    ],
)
def test_a_removal_that_takes_the_tense_along_is_flagged(run, text, broken):
    """The modal or the copula of the first verb phrase went with it, the kept verb phrase has
    no tense: both pairs that use the shortened sentence are flagged ``broken_clause`` (before:
    well formed)."""
    _, pairs = run(text)
    for kind in ("conjunct_removed", "conjunct_added"):
        found = _pairs_with(pairs, broken, kind)
        assert found, (kind, [p.hypothesis for p in pairs])
        assert all(not p.well_formed and "broken_clause" in p.features["flags"] for p in found)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("The team played well, but lost the final.", "The team lost the final."),
        ("The birds sing and dance every spring.", "The birds dance every spring."),
        ("She has written and produced two plays.", "She has produced two plays."),
    ],
)
def test_a_tensed_or_shared_tense_verb_is_not_broken(run, text, kept):
    """Control: a past form the model tags VBN ("lost"), a plural present tagged VB ("dance")
    and a participle whose auxiliary is shared stay well formed."""
    _, pairs = run(text)
    found = _pairs_with(pairs, kept)
    assert found and all("broken_clause" not in p.features["flags"] for p in found)
