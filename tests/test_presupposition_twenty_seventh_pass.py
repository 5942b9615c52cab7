"""Presupposition error classes of the twenty-seventh pass (stop 36, helper pr19; blind reviews):
multiple wh-questions, wh-clauses that are the subject of a declarative complement, and
superlative genitives. Constructed sentences through the real spaCy model; each failing case
failed on the code before the fix, the "stays" cases guard good pairs."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import presupposition_candidates
from tests.phenomenon_support import presupposition_hypotheses as _drafts


def _triggers(parsed, ctx, text: str, subtype: str) -> list[str]:
    return [c.trigger for c in presupposition_candidates(parsed, ctx, text, subtype)[1]]


# -- 1. a multiple wh-question has no single-existential draft --------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "I don't know who's doing what out there.",
        "Nobody knows who went where after the party.",
    ],
)
def test_multiple_wh_question_has_no_draft(parsed, ctx, text):
    assert _triggers(parsed, ctx, text, "embedded_question") != []
    assert _drafts(parsed, ctx, text, "embedded_question") == set()


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("I don't know who's doing it out there.", "Someone's doing it out there."),
        (
            "I don't know who bought the house where I grew up.",
            "Someone bought the house where I grew up.",
        ),
        ("I wonder what he said.", "He said something."),
    ],
)
def test_single_wh_question_draft_stays(parsed, ctx, text, draft):
    assert _drafts(parsed, ctx, text, "embedded_question") == {draft}


# -- 2. a wh-clause subject of the complement is a free relative, no embedded question --------


@pytest.mark.parametrize(
    "text",
    [
        "I think what he said was true.",
        "I know what she wrote is wrong.",
    ],
)
def test_subject_free_relative_is_no_embedded_question(parsed, ctx, text):
    assert _triggers(parsed, ctx, text, "embedded_question") == []


def test_complement_question_stays(parsed, ctx):
    text = "She knows why Lisa likes Tom's cat."
    assert _drafts(parsed, ctx, text, "embedded_question") == {"Lisa likes Tom's cat."}


# -- 3. a superlative's genitive is its comparison class, not a possessor --------------------


@pytest.mark.parametrize(
    "text",
    [
        "The film won the world's most prestigious award.",
        "They climbed the city's tallest building.",
    ],
)
def test_superlative_genitive_is_no_possessor(parsed, ctx, text):
    assert _triggers(parsed, ctx, text, "possessed_definites") == []


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("The film won the company's annual award.", "The company had an annual award."),
        ("The boy's best friend left.", "The boy had a best friend."),
    ],
)
def test_possessor_stays(parsed, ctx, text, draft):
    assert _drafts(parsed, ctx, text, "possessed_definites") == {draft}
