"""presupposition (stop 101, branch pr236): triggers that are not triggers and drafts a blind
expert would not keep.

Constructed sentences through the real spaCy model and the real run path; each fault has a near
miss that must not change. Not triggers: "day / dawn was breaking" (break.v.16 "come into being")
and "break through" (break_through.v.01/.02 "penetrate"); eponymous genitives WordNet lists as an
open compound ("Bunsen's burner" ~ bunsen_burner); attribute possessa ("the old man's health");
"hide" with a clausal object. Drafts: fused-head "the + adjective" plurals ("The poor were"),
"arrive" + a bare idiomatic PP ("in company"), "only" before a coordinated predicate, a list of
coordinated infinitives under "begin", and a "from" argument of a concealing matrix verb outside
the embedded question's draft.
"""

from __future__ import annotations

import pytest

from tests.phenomenon_support import original_presupposition_drafts, presupposition_triggers

COS = "change_of_state"


# --- not triggers -------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Day was breaking when the riders left the farm.",
        "Dawn broke over the quiet harbour.",
        "The storm broke over the village.",
        "The damp was breaking through the plaster of the cellar.",
        "The sun broke through the clouds at noon.",
    ],
)
def test_break_of_dawn_or_through_is_no_change_of_state(text):
    assert presupposition_triggers(text, COS) == set()


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("The vase was breaking in her hands.", "The vase was intact before."),
        ("The ice broke under the weight of the cart.", "The ice was intact before."),
    ],
)
def test_near_miss_physical_break_keeps_its_draft(text, draft):
    assert draft in original_presupposition_drafts(text, COS)


def test_eponymous_open_compound_is_no_possession():
    assert (
        presupposition_triggers("They heated the tube over Bunsen's burner.", "possessed_definites")
        == set()
    )


def test_near_miss_first_name_burner_keeps_its_draft():
    drafts = original_presupposition_drafts("She lit John's burner.", "possessed_definites")
    assert drafts == {"John had a burner."}


@pytest.mark.parametrize(
    "text",
    [
        "The old man's health improved in the spring.",
        "He admired the old man's merit.",
        "The old man's temper flared again.",
    ],
)
def test_attribute_possessum_is_no_trigger(text):
    assert presupposition_triggers(text, "possessed_definites") == set()


def test_near_miss_concrete_possessum_keeps_its_draft():
    drafts = original_presupposition_drafts("He sold the old man's house.", "possessed_definites")
    assert drafts == {"The old man had a house."}


def test_hide_with_clausal_object_is_no_change_of_place():
    assert (
        original_presupposition_drafts("She hid what she had written from her aunt.", COS) == set()
    )


def test_near_miss_intransitive_hide_keeps_its_draft():
    assert original_presupposition_drafts("She hid from her aunt.", COS) == {
        "She was not hidden before."
    }


# --- drafts -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("The poor entered the city.", "The poor were outside the city before."),
        ("The English had left the town.", "The English were in the town before."),
        ("The wounded had left the field.", "The wounded were in the field before."),
    ],
)
def test_fused_head_plural_takes_were(text, draft):
    assert original_presupposition_drafts(text, COS) == {draft}


def test_near_miss_singular_noun_keeps_was():
    assert original_presupposition_drafts("The captain had left the town.", COS) == {
        "The captain was in the town before."
    }


def test_arrive_with_bare_idiomatic_pp_drafts_no_place():
    text = "She arrived in company with her brother."
    assert original_presupposition_drafts(text, COS) == set()  # "was not in company" at base


def test_near_miss_arrive_at_a_place_keeps_it():
    assert original_presupposition_drafts("He arrived at the door with a goose.", COS) == {
        "He was not at the door before."
    }


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("He could only watch and wait.", "He could watch and wait."),
        ("She only smiled and nodded.", "She smiled and nodded."),
    ],
)
def test_only_keeps_coordinated_predicate(text, draft):
    assert original_presupposition_drafts(text, "only") == {draft}


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("The car had stopped and only the driver got out.", "The driver got out."),
        ("He was tired and only wanted to sleep.", "He wanted to sleep."),
    ],
)
def test_near_miss_only_in_second_clause_keeps_its_clause(text, draft):
    assert original_presupposition_drafts(text, "only") == {draft}


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        (
            "They began to sing, dance and play.",
            "They had not been singing, dancing and playing before.",
        ),
        ("She began to cook and clean.", "She had not been cooking and cleaning before."),
    ],
)
def test_begin_keeps_every_coordinated_infinitive(text, draft):
    assert original_presupposition_drafts(text, "aspectual_verbs") == {draft}


def test_near_miss_begin_with_finite_conjunct_of_matrix():
    assert original_presupposition_drafts("He began to laugh and cried.", "aspectual_verbs") == {
        "He had not been laughing before."
    }


def test_embedded_question_leaves_matrix_from_argument_out():
    text = "She concealed what she had written from her husband."
    assert original_presupposition_drafts(text, "embedded_question") == {
        "She had written something."
    }


def test_near_miss_from_phrase_of_the_question_verb_stays():
    text = "He knew what she had taken from the shop."
    assert original_presupposition_drafts(text, "embedded_question") == {
        "She had taken something from the shop."
    }


def test_return_to_bare_material_drafts_nothing():
    text = "In 2016 the club returned to bronze as the metal of the medals."
    assert original_presupposition_drafts(text, COS) == set()  # "was away from bronze" at base


def test_near_miss_return_to_a_determined_place_keeps_it():
    assert original_presupposition_drafts("The ship returned to the harbour.", COS) == {
        "The ship was away from the harbour before."
    }


def test_only_prejacent_stops_at_a_comma_set_conjunct():
    # integration (stop 101, blind A/B ab101): a later conjunct set off by a comma before its
    # "and" is outside the focus of "only"; the adjacent coordination without a comma is inside
    text = "He did not answer, and only smiled at the children, and walked away."
    assert original_presupposition_drafts(text, "only") == {"He smiled at the children."}
    near = "He could only smile and wave."
    assert original_presupposition_drafts(near, "only") == {"He could smile and wave."}
