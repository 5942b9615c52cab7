"""Hundredth pass (stop 59, pr97; docs/presupposition.md): leftovers pr95 found on dev text.

A factive's draft that ran on into a coordinated main clause, generic "heal" in game rules,
"the" + a sky name as possessor, and "after" + an event name read as a time clause. Each class
has a counterpart that keeps its output. Real sentences through the real run path.
"""

from __future__ import annotations

import pytest

from tests.phenomenon_support import original_presupposition_drafts as _drafts

MONGOLIANS = (
    "When there is an eclipse, Mongolians know that it means that Raah devours the Moon or the "
    "Sun and they make a lot of noise so that the monster liberates the eclipsed star."
)


# -- 1. a conjunct whose pronoun subject can only be the knower ---------------------------------


def test_factive_draft_stops_before_matrix_conjunct():
    drafts = _drafts(MONGOLIANS, "clause_embedding_predicates")
    assert drafts == {"It means that Raah devours the Moon or the Sun."}


def test_own_subject_conjunct_cut():
    text = "She realized that the door was locked and she called the janitor."
    assert _drafts(text, "clause_embedding_predicates") == {"The door was locked."}


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        # "they" may be the prisoners: the conjunct may be embedded and stays
        (
            "The guards knew that the prisoners were asleep and they snored loudly.",
            "The prisoners were asleep and they snored loudly.",
        ),
        # a pronoun that does not agree with the knower
        (
            "She realized that the door was locked and he was gone.",
            "The door was locked and he was gone.",
        ),
    ],
)
def test_embedded_conjunct_kept(text, draft):
    assert draft in _drafts(text, "clause_embedding_predicates")


# -- 2. generic "heal" -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Visiting villages is a good idea, and ending your turn on one will heal you.",
        "This AI configures the healers of a side to stay behind the battle lines and heal "
        "injured and/or threatened units rather than participate in the attacks.",
    ],
)
def test_generic_heal_has_no_draft(text):
    assert not _drafts(text, "change_of_state"), text


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("The priest will heal the wounded knight.", "The wounded knight is hurt or ill."),
        ("The priest healed injured soldiers.", "Injured soldiers were hurt or ill before."),
    ],
)
def test_particular_heal_keeps_draft(text, draft):
    assert draft in _drafts(text, "change_of_state")


# -- 3. "the" + a sky name as possessor ----------------------------------------------------------


def test_articled_constellation_possessor_has_no_draft():
    text = (
        "This fire was lighted at the moment of creation, and mayas saw its smoke represented "
        "as the Orion's nebula (M42), between three bright stars representing the three "
        "hearthstones."
    )
    assert not _drafts(text, "possessed_definites")


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("The Netherlands's army was small.", "The Netherlands had an army."),
        ("The Kremlin's spokesman denied it.", "The Kremlin had a spokesman."),
        # "sun" is a common noun in WordNet and takes "the"
        ("The Moon has fallen asleep on the Sun's path.", "The Sun has a path."),
    ],
)
def test_articled_place_possessor_keeps_draft(text, draft):
    assert draft in _drafts(text, "possessed_definites")


# -- 4. "after" + an event name run into the main clause's subject ------------------------------


def test_event_name_object_is_no_time_clause():
    text = (
        "In 1912 it came under the control of Italy and after the Second World War Libya was "
        "granted independence as a condition of the Allied peace treaty with Italy."
    )
    assert not _drafts(text, "temporal_adverbs")


def test_clausal_after_keeps_draft():
    assert "The war ended." in _drafts(
        "After the war ended, Libya was granted independence.", "temporal_adverbs"
    )
