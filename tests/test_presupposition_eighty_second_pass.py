"""Eighty-second pass (stop 54, pr79; docs/presupposition.md): leftovers of the dialogue pass.

Classes from the blind review s1201k (Friends transcripts) that pr78 did not reach: the idiom
"go easy (on)" read as "go" + a resulting adjective, an object-case pronoun put in a draft's
subject position, a capitalised title read as a verb ("watching Die Hard"), "leave" whose
position phrase follows a relative clause on its object or is the complex preposition "next
to", and an NPI in a draft that only the draft's final adverb "before" seemed to license.
Constructed sentences through the real pipeline; each class has a counterpart that keeps its
candidate or draft.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs, original_draft_pairs, presupposition_triggers

_triggers = presupposition_triggers


# -- "go easy (on)" and the subject case -----------------------------------------------------------


def test_go_easy_on_is_an_idiom() -> None:
    assert _triggers("We told them to go easy on her!", "change_of_state") == set()


def test_go_easy_with_is_an_idiom() -> None:
    assert _triggers("Hey, go easy with the hot sauce!", "change_of_state") == set()


def test_go_plus_resulting_adjective_keeps_its_draft() -> None:
    drafts = original_draft_pairs("The milk went sour overnight.", "change_of_state")
    assert drafts == {"The milk was not sour before.": True}


def test_object_controller_takes_the_subject_case() -> None:
    drafts = original_draft_pairs("She begged them to go quiet.", "change_of_state")
    assert "They were not quiet before." in drafts
    assert not any(d.startswith("Them ") for d in drafts)


def test_object_controller_me_takes_the_subject_case() -> None:
    drafts = original_draft_pairs("He told me to go quiet.", "change_of_state")
    assert not any(d.startswith("Me ") for d in drafts)


# -- titles --------------------------------------------------------------------------------------


def test_film_title_is_no_change_of_state() -> None:
    assert _triggers("We were watching Die Hard at Joey's place.", "change_of_state") == set()


def test_book_title_is_no_change_of_state() -> None:
    assert _triggers("She was reading Gone Girl on the train.", "change_of_state") == set()


def test_title_is_no_aspectual_verb() -> None:
    assert _triggers("We saw Stop Making Sense twice last year.", "aspectual_verbs") == set()


def test_lower_case_verb_after_a_name_keeps_its_candidate() -> None:
    text = "Last night Mister Heckles died in his apartment."
    assert _triggers(text, "change_of_state") == {"died"}


def test_lower_case_aspectual_after_a_name_keeps_its_candidate() -> None:
    text = "Then Ross Geller stopped talking to me."
    assert _triggers(text, "aspectual_verbs") == {"stopped"}


# -- "leave" that puts something somewhere ---------------------------------------------------------


def test_leave_with_place_after_relative_clause() -> None:
    text = "I'll leave a sweater that smells like me next to your pillow."
    assert _triggers(text, "change_of_state") == set()


def test_leave_with_place_after_relative_clause_object_pp() -> None:
    text = "She left the book that you gave her on the kitchen table."
    assert _triggers(text, "change_of_state") == set()


def test_leave_next_to() -> None:
    assert _triggers("I left my keys next to the sink.", "change_of_state") == set()


def test_leave_place_with_relative_clause_keeps_its_candidate() -> None:
    text = "He left the town where he was born at the age of ten."
    assert _triggers(text, "change_of_state") == {"left"}


def test_leave_thing_with_relative_clause_and_time_keeps_its_candidate() -> None:
    # no position phrase: a time after the relative clause is no place the thing was put
    text = "She left the job that she loved in 2010."
    assert _triggers(text, "change_of_state") == {"left"}


# -- NPIs and the final "before" -------------------------------------------------------------------


def test_npi_before_final_before_is_flagged() -> None:
    drafts = original_draft_pairs("You did not drop any socks!", "change_of_state")
    assert drafts == {"You were holding any socks before.": False}


def test_npi_inside_before_clause_is_licensed() -> None:
    from pipeline.rewrite.presupposition import unlicensed_npi

    assert not unlicensed_npi("He left the room before anyone noticed.")
    assert unlicensed_npi("You were holding any socks before.")


def test_referential_object_draft_stays_well_formed() -> None:
    drafts = original_draft_pairs("You did not drop the socks!", "change_of_state")
    assert drafts == {"You were holding the socks before.": True}


def test_go_easy_no_pair_at_all() -> None:
    pairs = mined_pairs("Please go easy on him, he is new here.", "presupposition")
    assert not any(p.subtype == "change_of_state" for p in pairs)
