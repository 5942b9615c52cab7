"""Possessive drafts of stop 99 (helper pr229; s9801's classes, issue #11):
(1) a body part every vertebrate has, of a vertebrate animal possessor ("his horse's leg"), is
as trivial as a person's ("Nicanor had a head"): the draft carries the defect
``universal-body-part`` and is not well formed;
(2) a title noun whose first WordNet sense is no person ("the count": count.n.01 is a
quantity) is a person as an 's-genitive possessor: its body part is flagged like any person's,
and its deverbal speech noun ("the count's reply") gets no "had" draft, like "the prince's reply".
Constructed sentences through the real spaCy model and run path; near misses keep their pairs."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import original_draft_pairs


def _drafts(text: str) -> dict[str, bool]:
    return original_draft_pairs(text, "possessed_definites")


# -- 1. a vertebrate's body part ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("His horse's leg was broken in the fall.", "His horse had a leg."),
        ("The dog's ears pricked up at the noise.", "The dog had ears."),
        ("The hawk's eye caught the movement.", "The hawk had an eye."),
    ],
)
def test_vertebrate_body_part_is_not_well_formed(text, draft):
    drafts = _drafts(text)
    assert drafts.get(draft) is False, drafts


@pytest.mark.parametrize(
    ("text", "draft", "well_formed"),
    [
        # an owned animal of a person: no body part
        ("The farmer's horse was lame.", "The farmer had a horse.", True),
        # a thing's "leg" and a chair's "arm" are no vertebrate's
        ("The table's leg was broken.", "The table had a leg.", True),
        ("The chair's arm was scratched.", "The chair had an arm.", True),
        # a describing modifier says something about the part
        ("His horse's broken leg had to be splinted.", "His horse had a broken leg.", True),
        # a parent keeps the warning alone (a living parent is news; judged kept before)
        ("The child's father was a miller.", "The child had a father.", True),
    ],
)
def test_near_misses_keep_their_drafts(text, draft, well_formed):
    drafts = _drafts(text)
    assert drafts.get(draft) is well_formed, drafts


# -- 2. title nouns as person possessors ---------------------------------------------------------


def test_title_possessor_body_part_is_not_well_formed():
    drafts = _drafts("The count's leg was broken.")
    assert drafts.get("The count had a leg.") is False, drafts


@pytest.mark.parametrize(
    "text",
    ["The count's reply came late.", "The count's answer came late."],
)
def test_title_possessor_speech_noun_has_no_have_draft(text):
    drafts = _drafts(text)
    assert not any(d.startswith("The count had") for d in drafts), drafts


def test_title_possessor_keeps_owned_and_kin_drafts():
    assert _drafts("The count's horse was lame.").get("The count had a horse.") is True
    assert _drafts("The count's brother arrived.").get("The count had a brother.") is True
