"""Change-of-state prior-state drafts of the thirty-fourth pass (blind reviews s1129q-s1129t,
round 46): constructed sentences through the real spaCy model; each failing case failed on the
code before the fix, each kept case is a good draft that must stay."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import presupposition_hypotheses as _drafts

# -- 1. "won her first X": the prior state is not having won one, not lacking "her first X" ------


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("The actor won his first Oscar in 1995.", "The actor had not won an Oscar before."),
        ("She won her first Grammy in 2001.", "She had not won a Grammy before."),
        ("He lost his first tooth when he was six.", "He had not lost a tooth before."),
    ],
)
def test_first_of_kind_object_drafts_no_earlier_win(parsed, ctx, text, draft):
    assert _drafts(parsed, ctx, text, "change_of_state") == {draft}


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("They won the seat.", "They did not have the seat before."),
        ("She won the prize.", "She had not won the prize before."),
    ],
)
def test_won_definite_object_keeps_possession_draft(parsed, ctx, text, draft):
    assert _drafts(parsed, ctx, text, "change_of_state") == {draft}


# -- 2. "won the X event": an event that is won is a contest (win.v.01), nothing was had --------


@pytest.mark.parametrize(
    "text", ["The team won the relay event.", "He won the main event in Las Vegas."]
)
def test_won_event_is_a_contest(parsed, ctx, text):
    assert _drafts(parsed, ctx, text, "change_of_state") == set()


# -- 3. "appeared at the door": arrival of a person at a place, not coming into view --------------


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("A stranger appeared at the door.", "A stranger was not at the door before."),
        ("The man appeared at the window.", "The man was not at the window before."),
    ],
)
def test_person_appearing_at_a_place_was_not_there(parsed, ctx, text, draft):
    assert _drafts(parsed, ctx, text, "change_of_state") == {draft}


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("The moon appeared.", "The moon was not visible before."),
        ("The comet appeared in the night sky.", "The comet was not visible before."),
    ],
)
def test_thing_appearing_keeps_visibility_draft(parsed, ctx, text, draft):
    assert _drafts(parsed, ctx, text, "change_of_state") == {draft}


@pytest.mark.parametrize(
    "text",
    [
        'Hale also appeared in the very first Batman theatrical serial film "Batman" in 1943.',
        'Carter also appeared in the first Tarzan feature film "Tarzan" in 1918.',
    ],
)
def test_appearing_in_a_titled_film_is_a_performance(parsed, ctx, text):
    assert _drafts(parsed, ctx, text, "change_of_state") == set()


def test_appearing_in_clothes_is_no_place(parsed, ctx):
    made = _drafts(parsed, ctx, "She appeared in a red dress.", "change_of_state")
    assert "She was not in a red dress before." not in made


# -- 4. "torn from X": separation from a source, the theme was attached, not intact --------------


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("The hurricane tore the roof off the barn.", "The roof was attached to the barn before."),
        ("The poster had been torn from the wall.", "The poster was attached to the wall before."),
        ("He broke the handle off the cup.", "The handle was attached to the cup before."),
        ("He tore the letter from her hands.", "The letter was in her hands before."),
        (
            "This too had been torn from its old anchorage.",
            "This was attached to its old anchorage before.",
        ),
    ],
)
def test_separation_from_a_source_drafts_attachment(parsed, ctx, text, draft):
    assert _drafts(parsed, ctx, text, "change_of_state") == {draft}


def test_separation_from_a_person_has_no_draft(parsed, ctx):
    assert _drafts(parsed, ctx, "They tore the child from his mother.", "change_of_state") == set()


def test_future_separation_presupposes_attachment_now(parsed, ctx):
    text = "The storm will tear the roof off the barn."
    assert _drafts(parsed, ctx, text, "change_of_state") == {"The roof is attached to the barn."}


def test_break_without_source_keeps_intact(parsed, ctx):
    assert _drafts(parsed, ctx, "The boy broke the window.", "change_of_state") == {
        "The window was intact before."
    }


# -- 5. "opened a new plant": creation of a facility, nothing was closed before -----------------


@pytest.mark.parametrize(
    "text",
    [
        "The company opened a new factory in Ohio last year.",
        "A new supermarket opened in the town in 2004.",
        "The firm opened an office in Berlin.",
    ],
)
def test_opening_a_new_facility_has_no_closed_prior_state(parsed, ctx, text):
    assert _drafts(parsed, ctx, text, "change_of_state") == set()


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("She opened the window and looked out.", "The window was closed before."),
        ("He opened the box carefully.", "The box was closed before."),
    ],
)
def test_opening_a_thing_keeps_closed_prior_state(parsed, ctx, text, draft):
    assert _drafts(parsed, ctx, text, "change_of_state") == {draft}


# -- 6. "remained X for most of its history": no time before the state --------------------------


@pytest.mark.parametrize(
    "text",
    [
        "The building remained empty for most of its history.",
        "She stayed single all her life.",
        "The band remained popular throughout its existence.",
    ],
)
def test_remain_over_the_whole_life_has_no_draft(parsed, ctx, text):
    assert _drafts(parsed, ctx, text, "change_of_state") == set()


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("He remained in Paris until 1920.", "He was in Paris before."),
        ("The shop stayed open for ten more years.", "The shop was open before."),
    ],
)
def test_remain_with_other_time_adjuncts_keeps_draft(parsed, ctx, text, draft):
    assert _drafts(parsed, ctx, text, "change_of_state") == {draft}


# -- 7. "found X and Y waiting": finding a situation, parsed with the participle as a conjunct ---


@pytest.mark.parametrize(
    "text",
    [
        "When police arrived, they found Parker and another juvenile sitting in the truck.",
        "When we arrived, we found the children and their mother waiting in the hall.",
    ],
)
def test_found_with_conjoined_participle_is_no_change_of_state(parsed, ctx, text):
    assert _drafts(parsed, ctx, text, "change_of_state") == set()


def test_found_missing_person_keeps_draft(parsed, ctx):
    assert _drafts(parsed, ctx, "The police found the missing boy.", "change_of_state") == {
        "The missing boy was in an unknown location before."
    }


# -- 8. "curled": the negated result, not "straight" --------------------------------------------


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("She curled her hair for the party.", "Her hair was not curled before."),
        ("The leaves curled in the heat.", "The leaves were not curled before."),
    ],
)
def test_curl_drafts_not_curled(parsed, ctx, text, draft):
    assert _drafts(parsed, ctx, text, "change_of_state") == {draft}
