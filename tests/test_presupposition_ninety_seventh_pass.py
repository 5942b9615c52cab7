"""Ninety-seventh pass (stop 58 end, pr94; docs/presupposition.md): senses that change nothing,
intensifying only.

Candidates that are no trigger: "fall" of a being with no path (fall.v.07 "die, as in battle"),
a non-past "heal" ruled over occasions ("each turn"), "leave X with Y to V" (provide), the -ing
of intransitive "hide" (staying concealed), intensifying "only" before a comparative complement
of a verb of becoming, resigned "can only surmise/hope", and the possessives "the rat's year"
(zodiac name) and "the peasant's world" (a life-world everyone has). Each class has a
counterpart that keeps its old output. Constructed sentences through the real run path.
"""

from __future__ import annotations

import pytest

from tests.phenomenon_support import original_presupposition_drafts as _drafts
from tests.phenomenon_support import presupposition_triggers


@pytest.mark.parametrize(
    ("text", "subtype"),
    [
        ("We have fallen, but the fortress still stands!", "change_of_state"),
        ("Many brave soldiers fell.", "change_of_state"),
        ("This amulet will heal its wearer a little every turn.", "change_of_state"),
        ("The shaman can heal two hitpoints per turn.", "change_of_state"),
        ("Then I will leave you with a map to follow.", "change_of_state"),
        ("The villagers were hiding in their cellars.", "change_of_state"),
        ("The rumour only grows stronger with time.", "only"),
        ("Yelling at him only makes it worse.", "only"),
        ("It only gets harder from here.", "only"),
        ("We can only guess what the old priests meant.", "only"),
        ("One can only hope that the bridge holds.", "only"),
    ],
)
def test_not_a_trigger(text, subtype):
    assert not presupposition_triggers(text, subtype), text


@pytest.mark.parametrize(
    ("text", "subtype", "draft"),
    [
        ("She has fallen from the ladder.", "change_of_state", "She was higher before."),
        (
            "The nurse healed the wounded soldier.",
            "change_of_state",
            "The wounded soldier was hurt or ill before.",
        ),
        ("Only Martha came to the meeting.", "only", "Martha came to the meeting."),
        ("He only bought more bread.", "only", "He bought more bread."),
        ("The farmer's barn was small and cold.", "possessed_definites", "The farmer had a barn."),
    ],
)
def test_counterpart_keeps_its_draft(text, subtype, draft):
    assert draft in _drafts(text, subtype), text


@pytest.mark.parametrize(
    "text",
    [
        "In the dragon's year the rivers flooded.",
        "The peasant's world was narrow and hard.",
    ],
)
def test_possessor_that_owns_nothing(text):
    assert not _drafts(text, "possessed_definites"), text
