"""Eighty-first pass (stop 54, pr78; docs/presupposition.md): triggers and drafts in dialogue.

Classes from the blind review s1201k (Friends transcripts): an enclitic "'s" (is/has) read as a
genitive, "leave" that puts something somewhere, the discourse marker "you see", connective
"Only now,", referential "it" in "it's the one where ...", the idiom "get cracking", drafts
that lost the object of the complement, "gotta" read as a past, and the experiential perfect
for a restitutive re-verb. Constructed sentences through the real pipeline; each class has a
counterpart that keeps its candidate or draft.
"""

from __future__ import annotations

from tests.phenomenon_support import original_draft_pairs, presupposition_triggers

_triggers = presupposition_triggers


# -- the enclitic "'s" --------------------------------------------------------------------------


def test_gonna_after_s_is_no_genitive() -> None:
    assert (
        _triggers("There's no way Ross's gonna make it to the airport.", "possessed_definites")
        == set()
    )


def test_predicate_noun_after_adverb_is_no_genitive() -> None:
    assert _triggers("Oh please, Chandler's just a friend.", "possessed_definites") == set()


def test_kind_of_a_hedge_is_no_genitive() -> None:
    assert _triggers("Honestly, Paul's kind of a jerk.", "possessed_definites") == set()


def test_predicative_adjective_is_no_genitive() -> None:
    text = "My roommate's catholic and he goes to church every Sunday."
    assert _triggers(text, "possessed_definites") == set()


def test_real_genitive_with_adjective_stays() -> None:
    text = "I love Joey's old apartment."
    assert _triggers(text, "possessed_definites") == {"Joey's old apartment"}


def test_genitive_before_noun_stays() -> None:
    assert _triggers("We met at Phoebe's birthday party.", "possessed_definites") == {
        "Phoebe's birthday party"
    }


# -- "leave" that puts down -----------------------------------------------------------------------


def test_left_a_thing_here_is_no_departure() -> None:
    assert _triggers("Well, I left my keys here again.", "change_of_state") == set()


def test_left_a_thing_under_a_thing_is_no_departure() -> None:
    assert _triggers("I left some socks under your bed.", "change_of_state") == set()


def test_left_it_at_a_name_is_no_departure() -> None:
    assert _triggers("Then I must have left it at Gunther's.", "change_of_state") == set()


def test_leaving_a_room_in_a_hurry_stays() -> None:
    assert _triggers("She left the room in a hurry.", "change_of_state") == {"left"}


def test_leaving_a_city_stays() -> None:
    assert _triggers("Gandhi left London for India.", "change_of_state") == {"left"}


# -- markers and idioms ------------------------------------------------------------------------


def test_you_see_marker_is_no_perception() -> None:
    text = "Because you see I'm really busy before the show."
    assert _triggers(text, "clause_embedding_predicates") == set()


def test_you_see_that_stays() -> None:
    text = "You see that he is lying to us."
    assert _triggers(text, "clause_embedding_predicates") == {"see"}


def test_i_see_realisation_stays() -> None:
    text = "Hey, I see you got your mustache back."
    assert _triggers(text, "clause_embedding_predicates") == {"see"}


def test_only_now_comma_uninverted_is_connective() -> None:
    assert _triggers("Only now, we call it the lake house.", "only") == set()


def test_only_now_inverted_stays() -> None:
    assert _triggers("Only now do I understand the rules.", "only") == {"Only"}


def test_get_cracking_is_no_change_of_state() -> None:
    assert _triggers("So, I'd better get cracking on this report.", "change_of_state") == set()


def test_cracking_an_egg_stays() -> None:
    assert _triggers("He cracked the egg into the bowl.", "change_of_state") == {"cracked"}


def test_the_one_where_is_no_cleft() -> None:
    text = "It's the one where Ross gets a tan."
    assert _triggers(text, "clefts") == set()


def test_oh_look_its_the_is_no_cleft() -> None:
    assert _triggers("Oh look, it's the guy we met yesterday.", "clefts") == set()


def test_bare_look_cleft_stays() -> None:
    assert _triggers("Look, it's the money that matters.", "clefts") == {"it's"}


# -- drafts --------------------------------------------------------------------------------------


def test_lost_object_gives_no_aspectual_draft() -> None:
    drafts = original_draft_pairs("Gandhi continued to pursue swaraj.", "aspectual_verbs")
    assert not any("pursuing before" in d for d in drafts)


def test_aspectual_draft_with_object_stays() -> None:
    drafts = original_draft_pairs("He continued to pursue independence.", "aspectual_verbs")
    assert "He had been pursuing independence before." in drafts


def test_gotta_is_a_present_obligation() -> None:
    drafts = original_draft_pairs("Dude, you gotta rearrange your shelves!", "re_verbs")
    assert "Your shelves have been arranged before." in drafts


def test_rejoin_a_group_is_the_restored_state() -> None:
    drafts = original_draft_pairs("I'm going to rejoin my dinner party.", "re_verbs")
    assert "I was with my dinner party before." in drafts


def test_reenter_a_building_is_the_restored_state() -> None:
    drafts = original_draft_pairs("You have to re-enter the building.", "re_verbs")
    assert "You were in the building before." in drafts


def test_revisit_keeps_the_repetition() -> None:
    drafts = original_draft_pairs("I will revisit Paris.", "re_verbs")
    assert "I have visited Paris before." in drafts


def test_past_rejoin_keeps_the_past_perfect() -> None:
    drafts = original_draft_pairs("She rejoined the choir.", "re_verbs")
    assert "She had joined the choir before." in drafts


def test_have_got_to_is_a_present_obligation() -> None:
    drafts = original_draft_pairs("Oh my God, you've got to stop whistling!", "aspectual_verbs")
    assert "You have been whistling." in drafts


def test_had_got_to_stays_past() -> None:
    drafts = original_draft_pairs("He had got to stop smoking.", "aspectual_verbs")
    assert "He had been smoking before." in drafts
