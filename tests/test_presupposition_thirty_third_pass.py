"""Presupposition error classes of the thirty-third pass (stop 38, helper pr25; blind reviews
s1129q, s1129r, s1129s): the non-veridical "before" of prevention ("left before graduating",
"crashed before reaching the airport") and aspectual / change-of-state drafts. Constructed
sentences through the real spaCy model; each failing case failed on the code before the fix, the
"stays" cases guard good pairs."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import presupposition_candidates
from tests.phenomenon_support import presupposition_hypotheses as _drafts


def _triggers(parsed, ctx, text: str, subtype: str) -> list[str]:
    return [c.trigger for c in presupposition_candidates(parsed, ctx, text, subtype)[1]]


# -- 1. non-veridical "before" of prevention --------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Maria studied law at the college but left before graduating.",
        "The pilot died before finishing the race.",
        "The plane crashed before reaching the airport.",
        "She dropped out before completing her degree.",
        "The network cancelled the show before it aired.",
        "He was killed before he reached the border.",
        "The ship sank before reaching port.",
        "The band broke up before recording a second album.",
        "He resigned before completing his term.",
        "The glider was finished in 1910 but was destroyed while leaving the shed before it had flown.",
    ],
)
def test_preventing_before_gives_no_candidate(parsed, ctx, text):
    assert "before" not in _triggers(parsed, ctx, text, "temporal_adverbs")


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("He left Google before joining Facebook.", "He joined Facebook."),
        ("She retired from racing before becoming a coach.", "She became a coach."),
        ("He died before his son was born.", "His son was born."),
        ("The soldiers killed the guard before escaping.", "The soldiers escaped."),
        ("He cancelled the order before paying the bill.", "He paid the bill."),
        ("He left the room before she arrived.", "She arrived."),
        ("She left the house before eating breakfast.", "She ate breakfast."),
        (
            "Edgar stood very still for several seconds before picking up his tool belt.",
            "Edgar picked up his tool belt.",
        ),
    ],
)
def test_veridical_before_keeps_its_draft(parsed, ctx, text, draft):
    assert draft in _drafts(parsed, ctx, text, "temporal_adverbs")
