"""Possessed-definite drafts of stop 97 (helper pr219; blind review s9701's patterns 2 and 5):
(1) a past-form modal in a complement clause of a past verb is backshifted, so the draft is
"had" (Quirk et al. 1985 §14.31, §4.13); (2) a person's "-ship" activity noun ("leadership")
has no "X had a N" draft; (3) a feeling adjective on a universal body part ("eager face") is a
transferred epithet, and the draft is flagged ``universal-body-part`` as the bare part is;
(4) a genitive the tagger read as an adjective is a person noun for the "have words" idiom.
Constructed sentences through the real spaCy model and run path; near misses keep their pairs."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import original_draft_pairs

SUBTYPE = "possessed_definites"


def _pairs(text: str) -> dict[str, bool]:
    return original_draft_pairs(text, SUBTYPE)


# -- 1. backshifted modal under a past verb of saying, thinking or perceiving -------------------


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        (
            "She knew that her defence of the baker's daughter might cost her the job.",
            "The baker had a daughter.",
        ),
        ("He believed that the miller's son could fix the roof.", "The miller had a son."),
    ],
)
def test_backshifted_modal_drafts_past(text, draft):
    pairs = _pairs(text)
    assert draft in pairs, pairs
    assert not any(h.split()[2] == "has" for h in pairs), pairs


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        # a present matrix verb: no backshift, the modal is present
        ("He believes that the miller's son could fix the roof.", "The miller has a son."),
        # a present complement under a past verb is not backshifted (Quirk §14.32)
        ("He said that the miller's son is ill.", "The miller has a son."),
    ],
)
def test_present_matrix_or_unshifted_complement_keeps_has(text, draft):
    assert draft in _pairs(text)


# -- 2. a person's "-ship" activity noun ---------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Under Lincoln's leadership, the party won the election.",
        "Under the abbot's stewardship, the monastery grew rich.",
    ],
)
def test_person_role_activity_has_no_possession_draft(text):
    pairs = _pairs(text)
    assert not any("leadership" in h or "stewardship" in h for h in pairs), pairs


def test_group_leadership_keeps_its_draft():
    # "the party's leadership" = its leaders (leadership.n.02, a group): a thing the party has
    assert "The party had a leadership." in _pairs(
        "The council praised the party's leadership after the vote."
    )


# -- 3. feeling epithets on a universal body part ----------------------------------------------


def test_feeling_epithet_on_face_is_flagged():
    pairs = _pairs("The nurse glanced at the boy's eager, anxious face before she spoke.")
    assert pairs.get("The boy had an eager face.") is False, pairs


def test_injury_on_face_keeps_its_well_formed_draft():
    pairs = _pairs("The nurse glanced at the boy's bruised face before she spoke.")
    assert pairs.get("The boy had a bruised face.") is True, pairs


# -- 4. a genitive tagged as an adjective: the "have words" idiom ------------------------------


def test_countess_words_have_no_draft():
    # "countess" is tagged JJ before the zero genitive; it is a person noun all the same
    pairs = _pairs("Mary listened with lowered eyes to the countess' bitter words in silence.")
    assert not any("words" in h for h in pairs), pairs


def test_pencil_point_stays():
    # the idiom needs a person: a thing's "point" is the literal tip
    assert "The pencil had a point." in _pairs("She tapped the pencil's point on the desk.")
