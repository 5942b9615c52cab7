"""Presupposition error classes of stop 94 (helper pr211; food-review rejects of blind slice
s9401): (1) an active transitive -ing time clause under a copular main verb whose subject cannot
act ("My stomach feels good after having some") is unattached, so the draft "My stomach has
some" names the wrong doer: no draft; (2) a future "keep V-ing" presupposes the activity up to
now, drafted in the present perfect progressive as "continue" is, not "I am V-ing".
Constructed sentences through the real spaCy model; the "stays" cases guard good pairs."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import presupposition_hypotheses as _drafts

# -- 1. unattached -ing clause under a copular verb with a non-agent subject ------------------


@pytest.mark.parametrize(
    ("text", "wrong"),
    [
        ("My throat feels great after drinking a glass.", "My throat drinks"),
        ("The sauce tastes great after adding garlic.", "The sauce adds garlic"),
        ("The chips stay crisp after opening the bag.", "The chips open"),
        ("My back and neck feel fine after taking two pills.", "My back and neck take"),
    ],
)
def test_transitive_gerund_under_copular_non_agent_has_no_draft(parsed, ctx, text, wrong):
    drafts = _drafts(parsed, ctx, text, "temporal_adverbs")
    assert not any(d.startswith(wrong) for d in drafts), drafts


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        # an intransitive -ing clause: the cookies are its theme, the participle is attached
        ("The cookies taste better after sitting overnight.", "The cookies sit overnight."),
        # an animal subject can act: it is the controller
        ("My dog feels better after eating it.", "My dog eats it."),
    ],
)
def test_attached_gerund_keeps_its_draft(parsed, ctx, text, draft):
    assert draft in _drafts(parsed, ctx, text, "temporal_adverbs")


# -- 2. future "keep V-ing": the activity up to now -------------------------------------------


@pytest.mark.parametrize(
    ("text", "draft", "wrong"),
    [
        (
            "We will definitely keep ordering this brand of coffee.",
            "We have been ordering this brand of coffee.",
            "We are ordering",
        ),
        (
            "My husband will keep buying these crackers.",
            "My husband has been buying these crackers.",
            "My husband is buying",
        ),
    ],
)
def test_future_keep_drafts_the_perfect_progressive(parsed, ctx, text, draft, wrong):
    drafts = _drafts(parsed, ctx, text, "aspectual_verbs")
    assert draft in drafts, drafts
    assert not any(d.startswith(wrong) for d in drafts), drafts


def test_future_keep_with_stative_complement_is_unchanged(parsed, ctx):
    # a stative complement has no progressive: "keep" over it is not drafted in the perfect
    # progressive (the FUTURE_CONTINUATIVES branch skips statives)
    drafts = _drafts(parsed, ctx, "They will keep being friends.", "aspectual_verbs")
    assert not any("have been being" in d for d in drafts), drafts


def test_present_keep_keeps_its_draft(parsed, ctx):
    assert "I have been buying this tea." in _drafts(
        parsed, ctx, "I keep buying this tea.", "aspectual_verbs"
    )
