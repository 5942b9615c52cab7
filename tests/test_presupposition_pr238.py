"""presupposition (stop 101, branch pr238): inverted "only" drafts, copular "appear",
complex-transitive "find" with a state phrase, and the shared question over coordinated verb
phrases.

Constructed sentences through the real spaCy model and the real run path; each fault has a near
miss that must not change.
"""

from __future__ import annotations

import pytest

from pipeline.rewrite.embedding import _interrogative
from tests.phenomenon_support import original_presupposition_drafts, presupposition_triggers

COS = "change_of_state"


# --- 1. "only" fronted with subject-copula inversion ----------------------------------------


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("Only at night was the noise not audible.", "The noise was not audible at night."),
        ("Only at night was the noise audible.", "The noise was audible at night."),
    ],
)
def test_inverted_only_copula_draft_in_declarative_order(text, draft):
    assert original_presupposition_drafts(text, "only") == {draft}


def test_inverted_only_with_missed_inversion_has_no_draft():
    # "do" parsed as the root: the inversion the parser missed still leaves "*In the spring do
    # the geese return"
    drafts = original_presupposition_drafts(
        "Only in the spring do the geese return to the lake.", "only"
    )
    assert not any(d.startswith("In the spring do") for d in drafts)


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("Only the noise was audible at night.", "The noise was audible at night."),
        ("At night, only the noise was audible.", "At night, the noise was audible."),
        ("She only saw the ship at dawn.", "She saw the ship at dawn."),
    ],
)
def test_near_miss_uninverted_only_keeps_its_draft(text, draft):
    assert original_presupposition_drafts(text, "only") == {draft}


# --- 2. copular "appear", complex-transitive "find" -------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "All he saw appeared to him like a dream.",
        "The distant hills appeared as a thin blue line.",
        "He appeared as if he had not slept.",
    ],
)
def test_copular_appear_like_as_is_no_change_of_state(text):
    assert presupposition_triggers(text, COS) == set()


def test_near_miss_appear_on_the_horizon_keeps_its_draft():
    drafts = original_presupposition_drafts("A ship appeared on the horizon.", COS)
    assert drafts == {"A ship was not visible before."}


@pytest.mark.parametrize(
    "text",
    [
        "I called on him and found him in deep conversation.",
        "They found her in tears.",
    ],
)
def test_find_with_state_phrase_is_no_change_of_state(text):
    assert presupposition_triggers(text, COS) == set()


def test_near_miss_find_in_a_place_keeps_its_candidate():
    # the search sense with a place of its own (``_found_in_state_phrase`` docstring)
    assert presupposition_triggers("The rangers found the hiker in the woods.", COS) == {"found"}


def test_near_miss_find_a_thing_under_the_mat_stays_without_candidate():
    # a thing as object was already no trigger (extract._found_thing); the PP does not change it
    assert presupposition_triggers("She found the key under the mat.", COS) == set()


# --- 3. the question over coordinated verb phrases --------------------------------------------


@pytest.mark.parametrize(
    ("text", "question"),
    [
        (
            "The report described the damage, listed the losses and recommended repairs.",
            "Did the report describe the damage, list the losses and recommend repairs?",
        ),
        (
            "The letter gave an account of the war, enclosed a map and made forecasts.",
            "Did the letter give an account of the war, enclose a map and make forecasts?",
        ),
        # near miss: one verb, nothing to coordinate
        ("She opened the door.", "Did she open the door?"),
    ],
)
def test_question_takes_every_coordinated_verb_bare(nlp, text, question):
    doc = nlp(text)
    result = _interrogative(doc, doc[:].root)
    assert result.ok and result.text == question


def test_question_over_clause_coordination_asks_one_clause_only(nlp):
    # a conjunct with its own subject is cut, never left declarative inside the question
    doc = nlp("The scandal was hushed up, and he was appointed adjutant.")
    result = _interrogative(doc, doc[:].root)
    assert result.text == "Was the scandal hushed up?"
    assert "other-clause-dropped" in result.flags


def test_near_miss_noun_list_object_keeps_its_nouns(nlp):
    doc = nlp("The shop sold bread, fresh milk and dried fruits.")
    result = _interrogative(doc, doc[:].root)
    assert result.text == "Did the shop sell bread, fresh milk and dried fruits?"
