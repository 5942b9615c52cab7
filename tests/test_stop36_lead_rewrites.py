"""The lead's rewrite fix of stop 36, through the real run (``run_texts``: the run's own
pipeline, which parses without NER): a polarity flip next to an "even though" clause, in either
position, breaks the concession (``clause_scope.emphatic_concessive``). Constructed sentences;
the flagged ones failed on the code before the fix. And a question nested in an embedded question
keeps its draft (the twenty-seventh pass's multiple-wh rule took its wh-word for a second one; the
nested cases fail on b6c8a09)."""

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


def _drafts(text: str) -> set[str]:
    return {
        p.hypothesis
        for p in run_texts([text], ["presupposition"])[1].pairs
        if p.premise_kind == "original" and p.hypothesis_kind == "presupposition"
    }


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        # a wh-word that opens a question nested in the embedded one is that question's, not a
        # second wh-word of a multiple question (IMPPRES's nested questions lost their drafts)
        (
            "The students were finding out how the teachers have found out who won't talk.",
            "The teachers have found out who won't talk.",
        ),
        (
            "The editors forget about why the council forgot about who wrote the letter.",
            "The council forgot about who wrote the letter.",
        ),
    ],
)
def test_a_nested_question_keeps_the_draft(text, draft):
    assert draft in _drafts(text)


@pytest.mark.parametrize(
    "text",
    [
        # a multiple question: in situ in the clause, under an infinitive or a declarative
        # complement, it has a pair-list presupposition, no single draft (twenty-seventh pass)
        "I wonder who wanted to buy what.",
        "Nobody knows who said that she bought what.",
    ],
)
def test_a_multiple_question_has_no_draft(text):
    assert not _drafts(text)
