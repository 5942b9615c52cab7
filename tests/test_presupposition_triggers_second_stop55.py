"""Eighty-seventh pass (stop 55, pr84; docs/presupposition.md): triggers that are not triggers,
second pass.

From the blind review s1201m (rejects-presupposition.txt): the closing tag "that's all" read as
a cleft clause, the reply "I know," / the hedge "I don't know," read as a clause-embedding
predicate, the tag "(do) you know what I mean", the promise "I'll see that S", the progressive
"be coming", "-ever" free relatives, idiomatic genitives ("at arm's length", "on Uncle Sam's
dime") and time clauses in generic infinitives and generic gerund hosts. Constructed sentences
through the real pipeline, each with a counterpart that keeps its trigger.
"""

from __future__ import annotations

from tests.phenomenon_support import presupposition_triggers


def test_closing_tag_is_no_cleft_clause() -> None:
    assert presupposition_triggers("It's just my crochet that's all!", "clefts") == set()


def test_real_cleft_keeps_its_trigger() -> None:
    assert presupposition_triggers("It was Maria that broke the vase.", "clefts") == {"It was"}


def test_i_know_reply_before_a_comma_embeds_nothing() -> None:
    text = "No, I know, this time it will be different."
    assert presupposition_triggers(text, "clause_embedding_predicates") == set()


def test_i_dont_know_hedge_before_a_comma_embeds_nothing() -> None:
    text = "I don't know, you might be the right person."
    assert presupposition_triggers(text, "clause_embedding_predicates") == set()


def test_know_with_its_clause_keeps_the_predicate() -> None:
    text = "I know it will be different."
    assert presupposition_triggers(text, "clause_embedding_predicates") == {"know"}


def test_know_what_i_mean_tag_is_no_embedded_question() -> None:
    text = "Y'know, I should marry a grown-up, do you know what I mean?!"
    assert presupposition_triggers(text, "embedded_question") == set()


def test_i_know_what_you_mean_is_agreement() -> None:
    text = "Oh, I know what you mean, that's pretty funny."
    assert presupposition_triggers(text, "embedded_question") == set()


def test_know_what_she_ate_keeps_the_embedded_question() -> None:
    assert presupposition_triggers("He knows what she ate.", "embedded_question") == {"knows"}


def test_first_person_will_see_that_is_a_promise() -> None:
    text = "Okay, I'll see that she gets the letter."
    assert presupposition_triggers(text, "clause_embedding_predicates") == set()


def test_second_person_will_see_that_keeps_the_predicate() -> None:
    text = "You'll see that it works."
    assert presupposition_triggers(text, "clause_embedding_predicates") == {"see"}


def test_progressive_coming_is_no_change_of_state() -> None:
    assert presupposition_triggers("I'm not coming back.", "change_of_state") == set()


def test_progressive_coming_back_from_a_trip_is_a_plan() -> None:
    text = "Janice is coming back from a trip."
    assert presupposition_triggers(text, "change_of_state") == set()


def test_came_back_keeps_the_change_of_state() -> None:
    assert presupposition_triggers("Your sister came back.", "change_of_state") == {"came"}


def test_ever_free_relative_subject_has_no_change_of_state() -> None:
    text = "Whoever arrives last, leaves first!"
    assert presupposition_triggers(text, "change_of_state") == set()


def test_ever_free_relative_leaves_the_other_conjunct() -> None:
    text = "She gave the keys to whoever arrived first, and left."
    assert presupposition_triggers(text, "change_of_state") == {"left"}


def test_idiomatic_genitives_are_no_possessed_definites() -> None:
    assert (
        presupposition_triggers("He kept his critics at arm's length.", "possessed_definites")
        == set()
    )
    text = "They flew to Paris on Uncle Sam's dime."
    assert presupposition_triggers(text, "possessed_definites") == set()


def test_possessed_car_keeps_its_trigger() -> None:
    text = "He borrowed his sister's car."
    assert presupposition_triggers(text, "possessed_definites") == {"his sister's car"}


def test_time_clause_in_arbitrary_infinitive_is_generic() -> None:
    text = "It's always fun to watch a comedy after reading the reviews."
    assert presupposition_triggers(text, "temporal_adverbs") == set()


def test_time_clause_in_past_infinitive_keeps_its_trigger() -> None:
    text = "It was fun to watch the comedy after we had read the reviews."
    assert presupposition_triggers(text, "temporal_adverbs") == {"after"}


def test_gerund_time_clause_with_generic_you_is_generic() -> None:
    text = "After finishing the tour, you have time to visit the shop."
    assert presupposition_triggers(text, "temporal_adverbs") == set()


def test_gerund_time_clause_with_definite_subject_keeps_its_trigger() -> None:
    text = "After finishing the tour, they visited the shop."
    assert presupposition_triggers(text, "temporal_adverbs") == {"After"}


def test_measure_genitive_worth_of_is_no_possessed_definite() -> None:
    text = "That sparked two centuries' worth of argument."
    assert presupposition_triggers(text, "possessed_definites") == set()


def test_possessed_worth_keeps_its_trigger() -> None:
    text = "She questioned the painting's worth."
    assert presupposition_triggers(text, "possessed_definites") == {"the painting's worth"}
