"""Stop 95, pr213: causal "since" and concessive/contrastive "while" filed as temporal triggers
(blind slice s9402, issue #11).

- a since-clause in the present progressive ("since I am ordering ...") is a present tense, no
  past point for a period to start from: causal "since" (Quirk et al. 1985 §4.22, §15.45);
- a preposed while-clause of attitude (like, love, prefer; Quirk §4.28-4.29) before a negated
  main clause is concessive (§15.50, contrast of polarity);
- a postposed while-clause setting one subject's attitude against another's, both in the simple
  present, is contrastive "whereas" (§15.50);
- a preposed past while-clause before a simple-present main clause cannot overlap it in time, as
  temporal "while" = "during the time that" needs (§15.25): concessive.

Temporal readings (a past or perfect since-clause, a progressive or activity while-clause, a
retrospective "remember") keep their pairs. All sentences are constructed.
"""

from __future__ import annotations

import pytest

from tests.phenomenon_support import mined_pairs


def _temporal_drafts(text: str) -> set[str]:
    return {
        p.hypothesis
        for p in mined_pairs(text, "presupposition")
        if p.subtype == "temporal_adverbs" and p.hypothesis_kind == "presupposition"
    }


@pytest.mark.parametrize(
    "text",
    [
        # causal "since" + present progressive
        "I have not tried the other brand, since I am buying my coffee from a local roaster.",
        "He has been happier since he is working from home.",
        # concessive "while" of an attitude against a negated main clause
        "While I liked the lemon cookies, I did not enjoy the ginger ones at all.",
        "While she loved the first album, she never cared for the second one.",
        # contrastive "while" of two subjects' attitudes
        "My sister likes the dark roast while I prefer the mild blend.",
        # past while-clause before a present main clause
        "While we only tasted a few of the bars, I think the whole box is stale.",
    ],
)
def test_non_temporal_since_and_while_give_no_temporal_pair(text: str) -> None:
    assert _temporal_drafts(text) == set()


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("She has lived in Ohio since she was a child.", "She was a child."),
        ("We have not seen him since we were living in Boston.", "We were living in Boston."),
        ("I have felt better since I have been sleeping more.", "I have been sleeping more."),
        ("While I was waiting for the bus, I read the paper.", "I was waiting for the bus."),
        ("My brother read the paper while I cooked dinner.", "I cooked dinner."),
        ("My sister reads while I cook dinner.", "I cook dinner."),
        (
            "While I was enjoying the soup, I did not notice the hair.",
            "I was enjoying the soup.",
        ),
        ("While I was in Rome, I remember seeing the Pope.", "I was in Rome."),
    ],
)
def test_temporal_since_and_while_keep_their_draft(text: str, draft: str) -> None:
    assert draft in _temporal_drafts(text)
