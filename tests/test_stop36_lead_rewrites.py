"""The lead's rewrite fix of stop 36, through the real run (``run_texts``: the run's own
pipeline, which parses without NER): a polarity flip next to an "even though" clause, in either
position, breaks the concession (``clause_scope.emphatic_concessive``). Constructed sentences;
the flagged ones failed on the code before the fix."""

from __future__ import annotations

import pytest

from pipeline.process import run_texts
from tests.phenomenon_support import pair_flags


def _negated(text: str, phenomenon: str = "presupposition"):
    return [p for p in run_texts([text], [phenomenon])[1].pairs if p.premise_kind == "negated"]


@pytest.mark.parametrize(
    "text",
    [
        # postposed "even though": the concession holds whatever the order of the clauses
        "I knew I was in serious trouble, even though the patient recovered quickly.",
        "They continued to play even though it was raining.",
        # preposed: flagged before this stop too (CONCESSIVE_MARKS)
        "Even though it was raining, they continued to play.",
    ],
)
def test_a_negation_next_to_an_even_though_clause_is_flagged(text):
    negated = _negated(text)
    assert negated, text
    for pair in negated:
        assert "discourse-clash:contrast" in pair_flags(pair), pair.premise
        assert not pair.well_formed


@pytest.mark.parametrize(
    "text",
    [
        # a postposed plain "though" can be an afterthought: no clash (CONCESSIVE_MARKS)
        "She knew that the bridge was closed, though nobody had told her.",
        # no concessive clause at all
        "They continued to play after it had stopped raining.",
    ],
)
def test_a_plain_though_or_no_concession_keeps_the_negation(text):
    negated = _negated(text)
    assert negated, text
    assert any(
        p.well_formed and "discourse-clash:contrast" not in pair_flags(p) for p in negated
    ), [(p.premise, pair_flags(p)) for p in negated]
