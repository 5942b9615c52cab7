"""Stop 69, pr121: presupposition triggers and drafts (review slices s1202x / s1202y).

Six classes, each with the bad case (now dropped or mended) and a good neighbour that stays:
factive complements that are a future-in-the-past prediction or a fronted adjunct resumed by
"then"; "only" on the pivot of an it-cleft; a before-clause with an approximate negator; the
prior state of causative "wake" and of "fall"/"sink"; genitives of renderings and practised
beliefs; a perception verb over a free relative. Sentences constructed for these tests, parsed
by the real spaCy model through the real run path.
"""

from __future__ import annotations

from tests.phenomenon_support import original_presupposition_drafts, presupposition_triggers

# -- class 1: clause-embedding drafts ------------------------------------------------------------


def test_adjunct_between_verb_and_complement_stays_in_the_draft():
    drafts = original_presupposition_drafts(
        "Then she knew this time she would win the race.", "clause_embedding_predicates"
    )
    assert drafts == {"This time she would win the race."}


def test_past_complement_keeps_its_draft():
    assert original_presupposition_drafts(
        "That night she knew she had won the race.", "clause_embedding_predicates"
    ) == {"She had won the race."}


def test_conditional_complement_with_would_keeps_its_draft():
    drafts = original_presupposition_drafts(
        "They know that if she had to choose, she would save the child.",
        "clause_embedding_predicates",
    )
    assert drafts == {"If she had to choose, she would save the child."}


def test_fronted_adjunct_resumed_by_then_gets_no_draft():
    drafts = original_presupposition_drafts(
        "The elders know that in the hour ye leave the city, then the gates shall be closed.",
        "clause_embedding_predicates",
    )
    assert not any(d.startswith("In the hour") for d in drafts)


def test_pronoun_of_the_complement_stays_a_pronoun():
    assert original_presupposition_drafts(
        "And Marta knew he was right.", "clause_embedding_predicates"
    ) == {"He was right."}


# -- class 2: "only" on a cleft's pivot -----------------------------------------------------------


def test_only_on_cleft_pivot_gives_the_declefted_prejacent():
    assert original_presupposition_drafts(
        "It is only men of great courage who dare to climb that wall.", "only"
    ) == {"Men of great courage dare to climb that wall."}


def test_only_on_a_definite_pivot_gives_the_declefted_prejacent():
    assert original_presupposition_drafts(
        "It was only the old doctor who knew the truth.", "only"
    ) == {"The old doctor knew the truth."}


def test_cleft_keeps_its_existential_draft():
    drafts = original_presupposition_drafts(
        "It was only the old doctor who knew the truth.", "clefts"
    )
    assert drafts == {"Someone knew the truth."}


def test_plain_only_keeps_its_prejacent():
    assert original_presupposition_drafts("Only the doctor knew the truth.", "only") == {
        "The doctor knew the truth."
    }


def test_not_only_is_no_only_trigger():
    assert presupposition_triggers("She not only sang but also danced.", "only") == set()


# -- class 3: a before-clause with an approximate negator ----------------------------------------


def test_before_clause_with_hardly_gets_no_draft():
    drafts = original_presupposition_drafts(
        "We pulled the boy out before the dog had hardly bitten him.", "temporal_adverbs"
    )
    assert drafts == set()


def test_plain_before_clause_keeps_its_draft():
    drafts = original_presupposition_drafts(
        "We pulled the boy out before the dog bit him.", "temporal_adverbs"
    )
    assert drafts == {"The dog bit the boy."}


# -- class 4: prior states and argument structure ------------------------------------------------


def test_causative_wake_puts_the_prior_state_on_the_object():
    drafts = original_presupposition_drafts("The loud bell woke the old sailor.", "change_of_state")
    assert drafts == {"The old sailor was asleep before."}


def test_intransitive_wake_keeps_the_subject():
    drafts = original_presupposition_drafts("The old sailor woke at dawn.", "change_of_state")
    assert drafts == {"The old sailor was asleep before."}


def test_fallen_wall_was_standing_not_higher():
    drafts = original_presupposition_drafts(
        "The walls of the old fort had fallen.", "change_of_state"
    )
    assert drafts == {"The walls of the old fort were standing before."}


def test_person_sinking_into_a_chair_gets_no_height_draft():
    drafts = original_presupposition_drafts(
        "The tired clerk sank into his chair.", "change_of_state"
    )
    assert not any("higher" in d for d in drafts)


def test_person_falling_without_a_path_gets_no_height_draft():
    drafts = original_presupposition_drafts("The old porter fell.", "change_of_state")
    assert not any("higher" in d or "standing" in d for d in drafts)


def test_fall_with_a_path_keeps_its_height():
    drafts = original_presupposition_drafts("The vase fell off the shelf.", "change_of_state")
    assert drafts == {"The vase was higher before."}


def test_fall_ill_keeps_its_state_draft():
    drafts = original_presupposition_drafts("The old porter fell ill.", "change_of_state")
    assert drafts == {"The old porter was not ill before."}


# -- class 5: possessed definites of renderings and practices ------------------------------------


def test_version_of_an_idea_gets_no_possession_draft():
    drafts = original_presupposition_drafts(
        "Maria's version of honesty was hard to follow.", "possessed_definites"
    )
    assert drafts == set()


def test_practised_belief_gets_no_possession_draft():
    drafts = original_presupposition_drafts(
        "The old woman's witchcraft failed her at last.", "possessed_definites"
    )
    assert not any("witchcraft" in d for d in drafts)


def test_owned_thing_keeps_its_possession_draft():
    drafts = original_presupposition_drafts(
        "The old woman's cottage stood by the river.", "possessed_definites"
    )
    assert drafts == {"The old woman had a cottage."}


# -- class 6: a free relative under a perception verb --------------------------------------------


def test_habitual_perception_of_a_free_relative_is_no_embedded_question():
    assert (
        presupposition_triggers("Old cats see what escapes the human eye.", "embedded_question")
        == set()
    )


def test_episodic_perception_keeps_the_embedded_question():
    assert presupposition_triggers(
        "She finally saw what had happened to the letters.", "embedded_question"
    ) == {"saw"}
