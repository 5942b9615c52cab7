"""Presupposition draft errors of stop 97, pr222 (s9702, issue #11): idioms and eponyms read as
triggers, and the tense of a possessed definite after "that is to say". Constructed sentences
through the real spaCy model; each refused case drafted on the base (44f6a7b4), each kept case
is a good draft that must stay."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import presupposition_hypotheses as _drafts

# -- 1. "fix" of a body part or a look is fasten/direct, not repair ------------------------------


def test_fixed_eyes_have_no_broken_draft(parsed, ctx):
    text = "Her eyes were fixed in a cold stare at the wall."
    assert _drafts(parsed, ctx, text, "change_of_state") == set()


def test_fixed_artifact_keeps_its_draft(parsed, ctx):
    text = "The plumber fixed the pipe yesterday."
    assert _drafts(parsed, ctx, text, "change_of_state") == {"The pipe was broken before."}


# -- 2. "open the door for/to X" with X no one walks through ------------------------------------


def test_door_opened_for_a_polity_has_no_closed_draft(parsed, ctx):
    text = "Late in their second session the senators opened the door for Nevada and Utah."
    assert "The door was closed before." not in _drafts(parsed, ctx, text, "change_of_state")


@pytest.mark.parametrize(
    "text",
    [
        "She opened the door for the guests and smiled.",
        "He opened the door to the cellar and went down.",
    ],
)
def test_literal_door_keeps_its_draft(parsed, ctx, text):
    assert "The door was closed before." in _drafts(parsed, ctx, text, "change_of_state")


# -- 3. causative "stop" + a bodily process: the subject did not do it --------------------------


@pytest.mark.parametrize(
    "text",
    [
        "The occurrence of fainting also helps to stop bleeding from the wound.",
        "The bandage stopped bleeding within minutes.",
    ],
)
def test_causative_stop_has_no_aspectual_draft(parsed, ctx, text):
    assert _drafts(parsed, ctx, text, "aspectual_verbs") == set()


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        (
            "The wound finally stopped bleeding after an hour.",
            "The wound had been bleeding before.",
        ),
        ("The baby finally stopped crying after midnight.", "The baby had been crying before."),
    ],
)
def test_aspectual_stop_keeps_its_draft(parsed, ctx, text, draft):
    assert draft in _drafts(parsed, ctx, text, "aspectual_verbs")


# -- 4. eponymous instruments and signs --------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "The surgeon closed the wound with Hagedorn's needles.",
        "The nurse handed him Kocher's forceps before the incision.",
        "The examiner looked for Babinski's sign in both feet.",
    ],
)
def test_eponymous_instrument_has_no_possession_draft(parsed, ctx, text):
    drafts = _drafts(parsed, ctx, text, "possessed_definites")
    assert not any(d.startswith(("Hagedorn", "Kocher", "Babinski")) for d in drafts)


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("They stayed in Hagedorn's house for a week.", "Hagedorn had a house."),
        ("The boy borrowed Kocher's knife for the trip.", "Kocher had a knife."),
    ],
)
def test_name_before_an_ordinary_head_keeps_its_draft(parsed, ctx, text, draft):
    assert draft in _drafts(parsed, ctx, text, "possessed_definites")


# -- 5. "that is (to say)" has no tense of its own ---------------------------------------------


def test_that_is_to_say_takes_the_glossed_clause_tense(parsed, ctx):
    text = (
        "Since their marriage Maria and her husband had lived in Moscow, in Petersburg, on their"
        " estate near Moscow, or with her mother, that is to say, in Peter's house."
    )
    assert _drafts(parsed, ctx, text, "possessed_definites") == {"Peter had a house."}


def test_present_that_is_keeps_has(parsed, ctx):
    text = "The visitors are staying in the old wing, that is, in Thomas' house."
    assert _drafts(parsed, ctx, text, "possessed_definites") == {"Thomas has a house."}
