"""Eightieth pass (stop 54, pr77; docs/presupposition.md): NOPE trigger recall.

An aspectual verb of Levin's (1993 §55.1) "begin" class with an event-noun object ("began a
public campaign", "continued his journey") asserts the same transition as with a verbal
complement (Freed 1979), so it is an aspectual trigger; a thing as object ("started the
car", "finished the wine") is causative or coerced (Pustejovsky 1995) and is not. The candidate
carries its controls and no prior-state draft (no verb to state the activity with).

Constructed sentences through the real pipeline; each class has a counterpart."""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs, presupposition_triggers

_triggers = presupposition_triggers


def test_began_an_event_noun_is_aspectual() -> None:
    text = "The senator began a public campaign against the new tax."
    assert _triggers(text, "aspectual_verbs") == {"began"}


def test_continued_a_journey_is_aspectual() -> None:
    assert _triggers("The pilgrims continued their journey at dawn.", "aspectual_verbs") == {
        "continued"
    }


def test_commenced_a_career_is_aspectual() -> None:
    text = "Hanna commenced her legal career in 1975 with a small firm."
    assert _triggers(text, "aspectual_verbs") == {"commenced"}


def test_started_the_car_is_not_aspectual() -> None:
    # start.v.08 "get going": a causative of a thing, not the beginning of an event
    assert _triggers("She started the car and drove off.", "aspectual_verbs") == set()


def test_finished_the_wine_is_not_aspectual() -> None:
    # a coerced object ("finished [drinking] the wine"): the activity is not named
    assert _triggers("We finished the wine before midnight.", "aspectual_verbs") == set()


def test_started_a_business_is_not_aspectual() -> None:
    # business.n.01 is an enterprise (noun.group), founded rather than begun as an event
    assert _triggers("Her brother started a business in Leeds.", "aspectual_verbs") == set()


def test_passive_completed_work_is_not_a_candidate() -> None:
    # the passive participle states the result ("was completed"), not the agent's transition
    assert _triggers("The work was completed in May.", "aspectual_verbs") == set()


def test_phrasal_start_up_is_not_aspectual() -> None:
    text = "They started up a new campaign in the spring."
    assert _triggers(text, "aspectual_verbs") == set()


def test_verbal_complement_still_takes_precedence() -> None:
    assert _triggers("He began writing the report in March.", "aspectual_verbs") == {"began"}


def test_event_object_candidate_has_no_prior_state_draft() -> None:
    pairs = [
        p
        for p in mined_pairs(
            "The senator began a public campaign against the tax.", "presupposition"
        )
        if p.subtype == "aspectual_verbs"
    ]
    assert pairs, "the candidate writes its control pairs"
    assert not [p for p in pairs if p.hypothesis_kind == "presupposition"]
