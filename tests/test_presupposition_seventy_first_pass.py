"""Seventy-first pass (stop 52, pr68; docs/presupposition.md): candidate selection.

Triggers that are no presupposition trigger in their context get no candidate:
- change-of-state verbs in another sense: "exposed to" (= subjected to), conative "tore at",
  copular "fall victim to", "open ... for signature" / "the film opens with" (make available,
  begin), and a noun or adjective homograph read as a bare verb;
- before/after/while/until clauses of a non-episodic main clause (imperative, modal advice,
  generic present), whose event is hypothetical;
- a while-clause inside a gerund subject.

Constructed sentences through the real pipeline; each class has a good counterpart that keeps
its candidate."""

from __future__ import annotations

from tests.phenomenon_support import presupposition_triggers

_triggers = presupposition_triggers


# -- change-of-state verbs in another sense --------------------------------------------------------


def test_exposed_to_is_subjected_to() -> None:
    assert _triggers("The villagers were exposed to epidemics.", "change_of_state") == set()


def test_exposing_a_fraud_keeps_its_candidate() -> None:
    assert _triggers("The journalist exposed the fraud.", "change_of_state") == {"exposed"}


def test_conative_tore_at() -> None:
    assert "tore" not in _triggers("He bit and tore at his chains furiously.", "change_of_state")


def test_tearing_a_letter_keeps_its_candidate() -> None:
    assert _triggers("He tore the letter.", "change_of_state") == {"tore"}


def test_fall_victim_is_a_copula() -> None:
    text = "The protocols have fallen victim to miscalculations."
    assert _triggers(text, "change_of_state") == set()


def test_falling_down_a_hole_keeps_its_candidate() -> None:
    assert _triggers("Two hikers fell down a hole.", "change_of_state") == {"fell"}


def test_open_for_signature_is_make_available() -> None:
    text = "They asked him to open it for signature in Paris."
    assert _triggers(text, "change_of_state") == set()


def test_film_opens_with_is_begin() -> None:
    assert _triggers("The film opens with a cult leader chanting.", "change_of_state") == set()


def test_opening_a_box_keeps_its_candidate() -> None:
    assert _triggers("Tomorrow she opened the box.", "change_of_state") == {"opened"}


def test_homograph_noun_after_singular_subject() -> None:
    assert _triggers("The last of the seventies expose films.", "change_of_state") == set()


# -- time clauses of non-episodic main clauses ----------------------------------------------------


def test_before_clause_under_should() -> None:
    text = "You should take her on a few dates first before you try to hook up with her."
    assert _triggers(text, "temporal_adverbs") == set()


def test_before_clause_of_imperative() -> None:
    text = "Before jumping in and asking him out, make sure you know that he would be open to it."
    assert _triggers(text, "temporal_adverbs") == set()


def test_before_clause_under_generic_want() -> None:
    text = "You want people to see you coming before they smell you coming."
    assert _triggers(text, "temporal_adverbs") == set()


def test_after_clause_of_generic_present() -> None:
    text = "After an astronaut dies in space, he is brought back to a military base."
    assert _triggers(text, "temporal_adverbs") == set()


def test_episodic_before_clause_keeps_its_candidate() -> None:
    assert _triggers("She left me before we met.", "temporal_adverbs") == {"before"}


def test_past_while_clause_under_could_have_keeps_its_candidate() -> None:
    text = "They could have brought some water while we were waiting."
    assert _triggers(text, "temporal_adverbs") == {"while"}


def test_narrative_present_with_definite_subjects_keeps_its_candidate() -> None:
    text = "Vers recovers a crystal in the ensuing chase while Fury kills a Skrull."
    assert _triggers(text, "temporal_adverbs") == {"while"}


# -- while inside a gerund subject ---------------------------------------------------------------


def test_while_inside_gerund_subject() -> None:
    text = (
        "Helping the poor with new technologies, while investing in future technologies, "
        "is the optimum division of labor."
    )
    assert _triggers(text, "temporal_adverbs") == set()


def test_while_clause_of_past_main_clause_keeps_its_candidate() -> None:
    text = "While they were walking toward the room, Arsenault radioed a supervisor."
    assert _triggers(text, "temporal_adverbs") == {"While"}


# -- idiomatic and hyperbolic "die" ---------------------------------------------------------------


def test_dying_to_is_wanting() -> None:
    assert _triggers("It's okay, he was dying to get in.", "change_of_state") == set()


def test_not_to_die_for() -> None:
    text = "Their pizza was good but not to die for."
    assert _triggers(text, "change_of_state") == set()


def test_die_of_laughter() -> None:
    text = "Every time someone reads it aloud, they die of laughter."
    assert _triggers(text, "change_of_state") == set()


def test_died_of_cancer_keeps_its_candidate() -> None:
    assert _triggers("His uncle died of cancer in 1998.", "change_of_state") == {"died"}
