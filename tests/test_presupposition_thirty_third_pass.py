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
        "The missile exploded before it reached its target.",
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


# -- 2. aspectual and change-of-state drafts --------------------------------------------------


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        (
            "We're beginning to get the first results.",
            # pr80 (blind review s1201l): the past progressive, not the past perfect (a dynamic
            # complement; "beginning to see" is the inert perception of stop 96, pr216, below)
            "We were not getting the first results before.",
        ),
        (
            # stop 96, pr216: a to-infinitive of inert perception after an inceptive is stative
            # (Quirk et al. 1985 §4.29): no "were not seeing"
            "We're beginning to see the first results.",
            "We did not previously see the first results.",
        ),
        (
            # pr93 (review s1202e): a stative complement of a present progressive inceptive
            # takes the simple past with "previously", not the past perfect
            "She is beginning to understand the problem.",
            "She did not previously understand the problem.",
        ),
        (
            "It is slowly starting to seem to Tom that the storm might be passing.",
            "It did not previously seem to Tom that the storm might be passing.",
        ),
    ],
)
def test_progressive_inceptive_prior_state_is_past(parsed, ctx, text, draft):
    drafts = _drafts(parsed, ctx, text, "aspectual_verbs")
    assert draft in drafts
    assert not any(" has not " in d or " have not " in d for d in drafts)


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("It continues to elude doctors.", "It has been eluding doctors."),
        (
            "The company is continuing to expand its network.",
            "The company has been expanding its network.",
        ),
        (
            "He began working for the firm in 2010.",
            "He had not been working for the firm before 2010.",
        ),
    ],
)
def test_other_aspectual_drafts_stay(parsed, ctx, text, draft):
    assert draft in _drafts(parsed, ctx, text, "aspectual_verbs")


def test_find_with_participle_predicate_is_no_change_of_state(parsed, ctx):
    text = "When the guards came back, they found Smith and another boy sleeping in the van."
    assert _triggers(parsed, ctx, text, "change_of_state") == []


def test_find_a_missing_person_stays(parsed, ctx):
    assert "The missing hiker was in an unknown location before." in _drafts(
        parsed, ctx, "Police found the missing hiker near the river.", "change_of_state"
    )


def test_lost_chance_keeps_its_goal(parsed, ctx):
    drafts = _drafts(
        parsed, ctx, "She lost her chance at the title when she hurt her knee.", "change_of_state"
    )
    assert "She had her chance at the title before." in drafts
    assert "She had her chance before." not in drafts


def test_lost_chance_keeps_its_infinitive(parsed, ctx):
    assert "He had his opportunity to speak before." in _drafts(
        parsed, ctx, "He lost his opportunity to speak.", "change_of_state"
    )


def test_lost_object_keeps_plain_draft(parsed, ctx):
    assert "He had his wallet before." in _drafts(
        parsed, ctx, "He lost his wallet on the bus.", "change_of_state"
    )


# -- 3. possessum that needs its PP -----------------------------------------------------------


def test_credits_keep_the_work(parsed, ctx):
    drafts = _drafts(
        parsed,
        ctx,
        "Jane Fonda's credits in this film include Actor and Producer.",
        "possessed_definites",
    )
    assert "Jane Fonda has credits in this film." in drafts
    assert "Jane Fonda has credits." not in drafts


def test_possessum_with_loose_pp_stays_cut(parsed, ctx):
    assert "The mayor had a house." in _drafts(
        parsed, ctx, "The mayor's house in the suburbs burned down.", "possessed_definites"
    )
