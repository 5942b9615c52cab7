"""Presupposition drafts of stop 98 (helper pr224; s9801's classes, issue #11):
(1) the aspectual draft of "continue/keep" keeps the whole complement VP: a coordinated VP
inside a nested infinitival complement and a purpose infinitive integrated into the VP (no
comma, no adjunct between);
(2) "arrive/come in" + a garment or other artifact that is no place is a depictive, no goal,
and gives no "was not in X before" draft;
(3) "fall on/upon" with a being as subject and a being, group, settlement or food as object
is "attack" (or "eat greedily"), no descent: no "was higher before";
(4) a temporal genitive ("her girlhood's sweetheart") has no "X had a N" draft.
Constructed sentences through the real spaCy model and run path; near misses keep their pairs."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import original_draft_pairs


def _drafts(text: str, subtype: str) -> set[str]:
    return set(original_draft_pairs(text, subtype))


# -- 1. the aspectual complement VP is kept whole -----------------------------------------------


@pytest.mark.parametrize(
    ("text", "draft", "cut"),
    [
        (
            "She kept asking them to bring her the letter and leave it on the table.",
            "She had been asking them to bring her the letter and leave it on the table before.",
            "She had been asking them to bring her the letter before.",
        ),
        (
            "He continued to work hard to feed his family.",
            "He had been working hard to feed his family before.",
            "He had been working hard before.",
        ),
    ],
)
def test_continuation_keeps_whole_complement(text, draft, cut):
    drafts = _drafts(text, "aspectual_verbs")
    assert draft in drafts, drafts
    assert cut not in drafts, drafts


def test_purpose_after_an_adjunct_still_left_out():
    # near miss: a purpose infinitive after a duration adjunct gives the aim of the continuing
    # (``_continuation_circumstances``), not of the activity, and stays out
    drafts = _drafts(
        "The radio continued to transmit for a while to make sure that every station heard it.",
        "aspectual_verbs",
    )
    assert "The radio had been transmitting before." in drafts, drafts


def test_plain_coordinated_complement_unchanged():
    # near miss: coordination of the complement itself was kept before and still is
    drafts = _drafts("The children kept singing songs and playing games.", "aspectual_verbs")
    assert "The children had been singing songs and playing games before." in drafts, drafts


# -- 2. "arrive in" + a garment -------------------------------------------------------------------


@pytest.mark.parametrize(
    "text", ["Anna arrived in a black dress.", "The old sergeant arrived in his best coat."]
)
def test_arrive_in_garment_no_prior_state(text):
    drafts = _drafts(text, "change_of_state")
    assert not any("was not in" in d for d in drafts), drafts


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("Anna arrived in the village.", "Anna was not in the village before."),
        # the goal named in another phrase still drafts
        (
            "The officer arrived in his new coat at the station.",
            "The officer was not at the station before.",
        ),
    ],
)
def test_arrive_at_place_keeps_draft(text, draft):
    assert draft in _drafts(text, "change_of_state")


# -- 3. "fall on/upon" = attack ------------------------------------------------------------------


@pytest.mark.parametrize(
    "text", ["The raiders fell upon the village at dawn.", "The wolves fell on the sheep."]
)
def test_fall_upon_attack_no_descent(text):
    drafts = _drafts(text, "change_of_state")
    assert not any("higher before" in d for d in drafts), drafts


def test_fall_on_floor_keeps_draft():
    # near miss: a surface is the goal of a descent, whose prior state stays
    assert _drafts("He fell on the floor.", "change_of_state"), "no draft"


# -- 4. temporal genitive --------------------------------------------------------------------------


def test_temporal_genitive_no_have_draft():
    drafts = _drafts("She married her girlhood's sweetheart.", "possessed_definites")
    assert not any(d.startswith("Her girlhood had") for d in drafts), drafts


def test_person_genitive_keeps_have_draft():
    # near miss: a person possessor keeps "X had a N"
    drafts = _drafts("The girl's sweetheart left the town.", "possessed_definites")
    assert "The girl had a sweetheart." in drafts, drafts
