"""Presupposition error classes of the nineteenth pass (blind reviews of round 36): constructed
sentences through the real spaCy model; each failed on the code before the fix."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import presupposition_candidates
from tests.phenomenon_support import presupposition_hypotheses as _drafts


def _triggers(parsed, ctx, text: str, subtype: str) -> list[str]:
    return [c.trigger for c in presupposition_candidates(parsed, ctx, text, subtype)[1]]


# -- 1. aspectual drafts: stative complements, degree adverbs, coordinated gerunds ---------------


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        (
            "The nurse started to realize that the patient was lying.",
            "The nurse had not realized that the patient was lying before.",
        ),
        (
            "The new clerk began to understand the filing system.",
            "The new clerk had not understood the filing system before.",
        ),
    ],
)
def test_stative_complement_of_an_inceptive_takes_the_simple_perfect(parsed, ctx, text, draft):
    assert _drafts(parsed, ctx, text, "aspectual_verbs") == {draft}


@pytest.mark.parametrize(
    "text",
    [
        "The herd has begun to dwindle further.",
        "The river continued to rise even more.",
        "After the speech, the students started to talk more.",
    ],
)
def test_degree_adverbs_that_presuppose_the_activity_get_no_draft(parsed, ctx, text):
    assert _drafts(parsed, ctx, text, "aspectual_verbs") == set()


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        (
            "The guests stopped talking and dancing.",
            "The guests had been talking and dancing before.",
        ),
        (
            "The children stopped laughing and shouting when the bell rang.",
            "The children had been laughing and shouting before.",
        ),
        (
            "My aunt began to sing and dance at parties.",
            "My aunt had not been singing and dancing at parties before.",
        ),
    ],
)
def test_coordinated_complement_stays_whole(parsed, ctx, text, draft):
    assert _drafts(parsed, ctx, text, "aspectual_verbs") == {draft}
