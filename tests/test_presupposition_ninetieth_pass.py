"""Ninetieth pass (stop 56, pr87; docs/presupposition.md): the start review s1202a (e-mail).

Change-of-state verbs in a sense with no prior state ("enter a passphrase" = type, "appear in
the logs" = occur, "return 40 percent" = yield, "open the door to" = enable); genitives that
own nothing ("in X's eyes", an event or attribute nominal as the content of an attitude or
prevention noun); a "while V-ing" supplement under a characterising present; appositive "both
N" over a coordination; negated "see why" (doubt); bare manner questions ("how X works");
future "continue" (prior activity up to now); a "they" bound by a quantified subject. Each class
has a counterpart that keeps the trigger or the old draft. Constructed sentences through the
real pipeline.
"""

from __future__ import annotations

from tests.phenomenon_support import original_draft_pairs, presupposition_triggers


def test_entering_a_passphrase_is_no_change_of_location() -> None:
    text = "Most users hate entering passphrases every morning."
    assert not presupposition_triggers(text, "change_of_state")


def test_entering_a_room_stays_a_change_of_location() -> None:
    text = "Most users hate entering the server room every morning."
    assert "entering" in presupposition_triggers(text, "change_of_state")


def test_appear_in_the_logs_in_the_present_is_occurrence() -> None:
    text = "These headers appear only in the spam collections."
    assert not presupposition_triggers(text, "change_of_state")


def test_appear_in_the_past_stays_a_change_of_state() -> None:
    text = "A strange light appeared in the window."
    assert "appeared" in presupposition_triggers(text, "change_of_state")


def test_return_a_percentage_adverbial_is_a_yield() -> None:
    text = "The second fund should return more than 30 percent, according to its managers."
    assert not presupposition_triggers(text, "change_of_state")


def test_open_the_door_to_an_activity_is_an_idiom() -> None:
    text = "These early results open the door to building cheaper sensors."
    assert not presupposition_triggers(text, "change_of_state")


def test_open_the_door_to_a_visitor_stays() -> None:
    text = "The landlady opened the door to the plumber."
    assert "opened" in presupposition_triggers(text, "change_of_state")


def test_open_the_door_to_a_place_stays() -> None:
    text = "The janitor opened the door to the basement."
    assert "opened" in presupposition_triggers(text, "change_of_state")


def test_in_someones_eyes_is_a_stance_idiom() -> None:
    text = "In the committee's eyes, the new budget was a disaster."
    assert not presupposition_triggers(text, "possessed_definites")


def test_attribute_nominal_under_faith_owns_nothing() -> None:
    text = "The twist destroys the reader's faith in the narrator's honesty."
    triggers = presupposition_triggers(text, "possessed_definites")
    assert "the narrator's honesty" not in triggers
    assert "the reader's faith" in triggers


def test_event_nominal_under_deterrence_owns_nothing() -> None:
    text = "The treaty stressed deterrence of the enemy's use of chemical weapons."
    assert "the enemy's use" not in presupposition_triggers(text, "possessed_definites")


def test_event_nominal_under_result_stays() -> None:
    text = "The layoffs were the result of the company's merger with its rival."
    assert "the company's merger" in presupposition_triggers(text, "possessed_definites")


def test_while_participle_under_a_characterising_present_is_additive() -> None:
    text = "The library runs in a small footprint, while offering flexible data access."
    assert not presupposition_triggers(text, "temporal_adverbs")


def test_while_participle_under_a_present_perfect_stays_temporal() -> None:
    text = "The team has fixed many bugs this year, while preparing the new release."
    assert "while" in presupposition_triggers(text, "temporal_adverbs")


def test_while_participle_under_an_episodic_past_stays_temporal() -> None:
    text = "The engineer was injured, while repairing the antenna on the roof."
    assert "while" in presupposition_triggers(text, "temporal_adverbs")


def test_appositive_both_over_a_coordination_has_no_candidate() -> None:
    text = "The motion was drafted by Ms. Alvarez and Mr. Okafor, both lawyers."
    assert not presupposition_triggers(text, "numeric_determiners")


def test_negated_see_why_is_doubt() -> None:
    assert not presupposition_triggers(
        "I don't see why this patch would help.", "embedded_question"
    )


def test_affirmative_see_why_stays() -> None:
    triggers = presupposition_triggers("Now I see why this patch helps.", "embedded_question")
    assert "see" in triggers


def test_bare_manner_question_has_no_draft() -> None:
    drafts = original_draft_pairs("Students will learn how compilers work.", "embedded_question")
    assert "Compilers work." not in drafts


def test_manner_question_with_an_object_keeps_its_draft() -> None:
    drafts = original_draft_pairs("She explained how the team fixed the bug.", "embedded_question")
    assert "The team fixed the bug." in drafts


def test_future_continue_drafts_the_activity_up_to_now() -> None:
    drafts = original_draft_pairs(
        "We will continue to examine memory management.", "aspectual_verbs"
    )
    assert "We have been examining memory management." in drafts
    assert "We are examining memory management." not in drafts


def test_past_continue_keeps_the_past_perfect() -> None:
    drafts = original_draft_pairs("The band continued to tour Europe.", "aspectual_verbs")
    assert "The band had been touring Europe before." in drafts


def test_they_bound_by_most_is_spelled_out() -> None:
    drafts = original_draft_pairs(
        "Most spam filters admit they miss short messages.", "clause_embedding_predicates"
    )
    assert "Most spam filters miss short messages." in drafts


def test_they_with_a_referential_subject_is_unchanged() -> None:
    drafts = original_draft_pairs(
        "The two reviewers admitted that they had missed the bug.", "clause_embedding_predicates"
    )
    assert "Most two reviewers had missed the bug." not in drafts
    assert "The two reviewers had missed the bug." in drafts


def test_event_nominal_under_a_factive_noun_stays() -> None:
    text = "Sales grew with the public's awareness of the clinic's services."
    assert "the clinic's services" in presupposition_triggers(text, "possessed_definites")


def test_past_manner_question_keeps_its_draft() -> None:
    drafts = original_draft_pairs("Nobody knows how the prisoner escaped.", "embedded_question")
    assert "The prisoner escaped." in drafts
