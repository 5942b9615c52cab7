"""Eighty-third pass (stop 54, pr80; docs/presupposition.md): non-triggers in dialogue.

Classes from the blind review s1201l (rejects-presupposition.txt): possessive "(have) got" read as
the change of state of "get" (a clitic "'s" the tagger took for a genitive, and bare "got" with
"here/now"), "go" + an evaluation of how an event turned out ("went really good"), a predicate
"only" that goes with a following "if"-clause, and the compound "lady's room" read as a
possessive. Constructed sentences through the real pipeline; each class has a counterpart.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs, presupposition_triggers

_triggers = presupposition_triggers


def test_clitic_has_got_is_possessive() -> None:
    assert _triggers("Boston's got a really awful team this year.", "change_of_state") == set()


def test_bare_got_with_here_is_possessive() -> None:
    assert _triggers("Dude, I got a new roommate here.", "change_of_state") == set()


def test_bare_got_with_now_is_possessive() -> None:
    assert _triggers("Well, now we got a car.", "change_of_state") == set()


def test_past_got_keeps_its_change_of_state() -> None:
    # ninety-third pass (review s1202c): "got" + a thing ("a new bike") is get.v.01/receive, no
    # candidate; a paid position ("a new job", IMPPRES's paradigm) keeps the change of state
    assert _triggers("I got a new job last year.", "change_of_state")


def test_went_good_is_turn_out() -> None:
    assert _triggers("But the interview went really good.", "change_of_state") == set()


def test_going_fine_is_turn_out() -> None:
    assert _triggers("Relax, the party is going fine.", "change_of_state") == set()


def test_went_sour_keeps_its_change_of_state() -> None:
    assert _triggers("The cream went sour overnight.", "change_of_state")


def test_predicate_only_with_if_clause_is_only_if() -> None:
    assert _triggers("A fall is only dangerous if you land badly.", "only") == set()


def test_subject_only_with_if_clause_stays() -> None:
    assert _triggers("Only the manager signs the form if the clerk is away.", "only")


def test_predicate_only_without_if_stays() -> None:
    assert _triggers("He only eats fish on Fridays.", "only")


def test_lady_s_room_is_a_compound() -> None:
    assert (
        _triggers("My sister was in the lady's room for an hour.", "possessed_definites") == set()
    )


def test_person_s_room_stays_possessive() -> None:
    assert _triggers("My sister was in Monica's room for an hour.", "possessed_definites")


def test_bare_got_with_final_now_is_possessive() -> None:
    assert _triggers("Hey, I got a boyfriend now.", "change_of_state") == set()


def test_appear_in_shapes_is_manner_of_occurring() -> None:
    assert _triggers("Snowflakes can appear in many shapes and sizes.", "change_of_state") == set()


def test_appear_in_a_place_keeps_its_change_of_state() -> None:
    assert _triggers("The ghost appeared in the doorway.", "change_of_state")


def test_progressive_inceptive_prior_state_is_past_progressive() -> None:
    hyps = {
        p.hypothesis for p in mined_pairs("It is starting to get cold in here.", "presupposition")
    }
    assert "It was not getting cold in here before." in hyps
    assert not any("had not been" in h for h in hyps)


def test_past_inceptive_keeps_past_perfect() -> None:
    hyps = {p.hypothesis for p in mined_pairs("It started to get cold in here.", "presupposition")}
    assert "It had not been getting cold in here before." in hyps
