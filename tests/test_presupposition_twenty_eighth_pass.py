"""Presupposition error classes of the twenty-eighth pass (stop 36, helper pr20; blind reviews):
directive nouns ("request", "demand") whose genitive names who made the request, not an owner;
negative prior-state drafts that put a correlative "not only ... but" under a second negation.
Constructed sentences through the real spaCy model; each failing case failed on the code before
the fix, the "stays" cases guard good pairs."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import presupposition_candidates
from tests.phenomenon_support import presupposition_hypotheses as _drafts


def _triggers(parsed, ctx, text: str, subtype: str) -> list[str]:
    return [c.trigger for c in presupposition_candidates(parsed, ctx, text, subtype)[1]]


# -- 1. a directive's genitive is its agent: no "X has a request" draft -------------------------


@pytest.mark.parametrize(
    ("text", "wrong"),
    [
        ("The newspaper's request for comment went unanswered.", "The newspaper has a request."),
        ("The reporters repeated the union's demand for a raise.", "The union had a demand."),
        ("The mayor ignored the protesters' demands.", "The protesters had demands."),
    ],
)
def test_directive_genitive_has_no_possession_draft(parsed, ctx, text, wrong):
    assert wrong not in _drafts(parsed, ctx, text, "possessed_definites")


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        # stop 83 (pr176): "Maria's letter" names its sender (Quirk et al. 1985 §5.116), no
        # draft (tests/test_stop83_pr176.py); a keeper's letter keeps it
        ("The archive's letter arrived on Tuesday.", "The archive had a letter."),
        ("The hotel's restaurant closed early.", "The hotel had a restaurant."),
        ("The team's coach resigned after the season.", "The team had a coach."),
    ],
)
def test_written_messages_and_objects_keep_possession_draft(parsed, ctx, text, draft):
    assert draft in _drafts(parsed, ctx, text, "possessed_definites")


def test_written_report_has_no_possession_draft(parsed, ctx):
    # moved here by stop 46 (pr46): a report's genitive is its author (Quirk et al. 1985
    # §5.116 genitive of origin), see tests/test_presupposition_genitive_relations_stop46.py
    text = "Anna's report was published last week."
    assert "Anna had a report." not in _drafts(parsed, ctx, text, "possessed_definites")


# -- 2. no negated draft around a correlative "not only ... but" --------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "They are starting to notice not only the noise but also the smell.",
        "She began to study not only French but German.",
    ],
)
def test_negated_prior_state_over_correlative_has_no_draft(parsed, ctx, text):
    assert _triggers(parsed, ctx, text, "aspectual_verbs") != []
    assert not any("not only" in d for d in _drafts(parsed, ctx, text, "aspectual_verbs"))


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        (
            "He stopped eating not only meat but also fish.",
            "He had been eating not only meat but fish before.",
        ),
        ("The children began to sing.", "The children had not been singing before."),
    ],
)
def test_positive_or_plain_prior_state_keeps_draft(parsed, ctx, text, draft):
    assert draft in _drafts(parsed, ctx, text, "aspectual_verbs")
