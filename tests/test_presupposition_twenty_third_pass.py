"""Presupposition error classes of the twenty-third pass (blind reviews of round 39):
constructed sentences through the real spaCy model; each failed on the code before the fix."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import presupposition_hypotheses as _drafts

# -- 1. a continued activity's duration or extent is no part of the presupposed activity ----------


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        (
            "She continued swimming well past the point of exhaustion.",
            "She had been swimming before.",
        ),
        ("He continued working for hours.", "He had been working before."),
        ("They kept talking far into the night.", "They had been talking before."),
        ("They continued fighting for three more years.", "They had been fighting before."),
    ],
)
def test_aspectual_draft_drops_duration_and_extent(parsed, ctx, text, draft):
    assert _drafts(parsed, ctx, text, "aspectual_verbs") == {draft}


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("He continued working for the company.", "He had been working for the company before."),
        ("She kept walking past the house.", "She had been walking past the house before."),
    ],
)
def test_aspectual_draft_keeps_beneficiary_and_path(parsed, ctx, text, draft):
    assert _drafts(parsed, ctx, text, "aspectual_verbs") == {draft}
