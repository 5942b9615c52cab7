"""Presupposition error classes of the eighteenth pass (blind reviews of round 35): constructed
sentences through the real spaCy model; each failed on the code before the fix."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import presupposition_candidates


def _drafts(parsed, ctx, text: str, subtype: str) -> set[str]:
    """The presupposition hypotheses of the sentence's ``subtype`` candidates (original premise)."""
    from pipeline.phenomena.presupposition import Presupposition

    doc, sent = parsed(text)
    phen = Presupposition()
    cands = presupposition_candidates(parsed, ctx, text, subtype)[1]
    return {
        p.hypothesis
        for c in cands
        for p in phen.rewrite(c, doc, sent, ctx)
        if p.premise_kind == "original" and p.hypothesis_kind == "presupposition"
    }


def _triggers(parsed, ctx, text: str, subtype: str) -> list[str]:
    return [c.trigger for c in presupposition_candidates(parsed, ctx, text, subtype)[1]]


# -- 1. classifying genitives of a sport category; a language gloss ------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "He won the men's doubles titles in 1990.",  # a competition category, not owners
        "The women's slalom trophy went to a young skier.",
        "The star is called Algieba, Arabic for the Lion's mane.",  # a mentioned gloss
        "The name is Latin for the bishop's staff.",
    ],
)
def test_no_possession_candidate_for_categories_and_glosses(parsed, ctx, text):
    assert _triggers(parsed, ctx, text, "possessed_definites") == []


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("The men's wives waited outside.", "The men had wives."),
        ("The boys' bikes were stolen.", "The boys had bikes."),
        ("She asked for the bishop's staff.", "The bishop had a staff."),
    ],
)
def test_possessions_of_people_keep_their_draft(parsed, ctx, text, draft):
    assert _drafts(parsed, ctx, text, "possessed_definites") == {draft}
