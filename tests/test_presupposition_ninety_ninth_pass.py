"""Ninety-ninth pass (stop 59, pr96; docs/presupposition.md): blind slice s1202g.

Concessive-conjunct and postposed-restrictor "only", distributed "both ends", the locative
postmodifier of a counted noun phrase, classifying and manner genitives, deontic "be to" with an
implicative, the prior state of a present-progressive inceptive, and deletions that must not
cut a hyphenated compound. Real sentences through the real run path; each class has a
counterpart that keeps its old output.
"""

from __future__ import annotations

import pytest

from tests.phenomenon_support import original_presupposition_drafts as _drafts
from tests.phenomenon_support import presupposition_triggers


@pytest.mark.parametrize(
    ("text", "subtype"),
    [
        ("It's like strawberry jam, only without sugar.", "only"),
        ("It looks a bit like a wolf, only bigger.", "only"),
        ("This is a monster only spell.", "only"),
        ("You are to avoid engaging any pirates you meet, if possible.", "implicative_predicates"),
        (
            "The commentary examines the poetic nature of Zamiatin's language.",
            "possessed_definites",
        ),
        (
            "Sickly and frail, you have spent most of your life in the patient's ward of the "
            "hospital.",
            "possessed_definites",
        ),
    ],
)
def test_not_a_trigger(text, subtype):
    assert not presupposition_triggers(text, subtype), text


def test_distributed_both_ends_has_no_draft():
    text = (
        "In a lot of places, there's little hallways connecting the subways with the sewers, "
        "with heavy metal doors on both ends."
    )
    assert presupposition_triggers(text, "numeric_determiners")
    assert not _drafts(text, "numeric_determiners")


@pytest.mark.parametrize(
    ("text", "subtype", "draft"),
    [
        # counterparts that keep their drafts
        (
            "Many Hessians fought in the American Revolution as mercenaries on both sides.",
            "numeric_determiners",
            "There were two relevant sides.",
        ),
        ("The pitch has goalposts at both ends.", "numeric_determiners", "The pitch has two ends."),
        ("Only Martha came to the meeting.", "only", "Martha came to the meeting."),
        (
            "You avoided engaging the pirates.",
            "implicative_predicates",
            "You were expected to engage the pirates.",
        ),
        (
            "The tribe's language was nearly lost.",
            "possessed_definites",
            "The tribe had a language.",
        ),
        ("The patient's ward was cold.", "possessed_definites", "The patient had a ward."),
        ("It is starting to get dark.", "aspectual_verbs", "It was not getting dark before."),
        # the drafts this pass changes
        (
            "We need someone to do a flyby of all four pirate systems here in the south, to "
            "gauge their strength.",
            "numeric_determiners",
            "There are four pirate systems here in the south.",
        ),
        # "starting to study more spells ..." has no draft since stop 92 (pr204): an implicit-
        # standard comparative after an inceptive (``test_presupposition_stop92_pr204.py``)
        (
            "It's only a matter of time before they too become the prey of otherwordly "
            "creatures, or of all-too-human monsters.",
            "only",
            "It's a matter of time before they too become the prey of otherwordly creatures, "
            "or of all-too-human monsters.",
        ),
    ],
)
def test_draft(text, subtype, draft):
    assert draft in _drafts(text, subtype), (text, _drafts(text, subtype))
