"""Embedding placement of presupposition premises (pr242, stop 103).

The operator must take the trigger's clause (NOPE §3.2, IMPPRES §4): a fronted phrase holding
the trigger is moved after the verb phrase; a subjectless "while/when" -ing circumstance is
inside a modal, so not presupposed there; a participle sharing a present passive auxiliary is
negated as a passive; "sometimes" under the added negation becomes "ever". Constructed
sentences through the real pipeline (real spaCy parse), each with a near miss that stays.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _pairs(text: str, subtype: str) -> list:
    return [p for p in mined_pairs(text, "presupposition") if p.subtype == subtype]


def _presup(text: str, subtype: str, kind: str) -> list:
    return [
        p
        for p in _pairs(text, subtype)
        if p.premise_kind == kind and p.hypothesis_kind == "presupposition"
    ]


# --- class 1: a fronted phrase holding the trigger ---------------------------------------------


def test_fronted_phrase_with_both_is_moved_under_the_operators() -> None:
    text = "In both schools, the teachers went on strike."
    question = _presup(text, "numeric_determiners", "interrogative")
    assert [p.premise for p in question] == ["Did the teachers go on strike in both schools?"]
    assert question[0].well_formed
    modal = _presup(text, "numeric_determiners", "modal")
    assert [p.premise for p in modal] == ["The teachers might have gone on strike in both schools."]
    negated = _presup(text, "numeric_determiners", "negated")
    assert [p.premise for p in negated] == ["The teachers didn't go on strike in both schools."]


def test_fronted_phrase_without_the_trigger_stays_in_front() -> None:
    # near miss: the trigger is in the main clause, the fronted phrase is no part of it
    text = "During her second visit to the city, she met the mayor's brother."
    question = _presup(text, "possessed_definites", "interrogative")
    assert [p.premise for p in question] == [
        "During her second visit to the city, did she meet the mayor's brother?"
    ]


# --- class 6: a non-finite circumstance under "might" ------------------------------------------


def test_while_ing_circumstance_refused_under_the_added_modal() -> None:
    text = "He praised the king while opposing the war again."
    modal = _presup(text, "temporal_adverbs", "modal")
    assert modal and not any(p.well_formed for p in modal)
    assert all("adjunct-in-modal-scope" in p.features["flags"] for p in modal)
    negated = _presup(text, "temporal_adverbs", "negated")
    assert negated and all(p.well_formed for p in negated)  # the negation keeps its pair


def test_finite_while_clause_keeps_its_modal_pair() -> None:
    # near miss: a finite while-clause with its own subject presupposes its content
    text = "He praised the king while he opposed the war again."
    modal = _presup(text, "temporal_adverbs", "modal")
    assert modal and all(p.well_formed and p.heuristic_label == "entailment" for p in modal)


def test_while_ing_under_the_source_modal_is_neutral() -> None:
    text = "He might have praised the king while opposing the war."
    pairs = [p for p in _pairs(text, "temporal_adverbs") if p.hypothesis_kind == "presupposition"]
    assert pairs and {p.heuristic_label for p in pairs} == {"neutral"}


def test_after_ing_under_the_source_modal_stays_entailed() -> None:
    # near miss: "after" names a separate anchoring event (Heinämäki 1974)
    text = "She might have moved to Paris after leaving the army."
    original = _presup(text, "temporal_adverbs", "original")
    assert original and original[0].heuristic_label == "entailment"


# --- class 4: a passive conjunct ---------------------------------------------------------------


def test_participle_sharing_a_present_passive_auxiliary_is_negated_as_passive() -> None:
    text = "In this view, light is removed from the world and returned to the divine."
    negated = [p for p in _pairs(text, "change_of_state") if p.premise_kind == "negated"]
    assert negated
    assert all("isn't returned to the divine" in p.premise for p in negated)
    assert not any("didn't return" in p.premise for p in negated)


def test_active_past_after_a_past_passive_stays_active() -> None:
    # near miss: "was born ... and returned" is an active past
    text = "She was born in Ohio and returned to Ohio in 1990."
    negated = [p for p in _pairs(text, "change_of_state") if p.premise_kind == "negated"]
    assert negated and all("didn't return to Ohio" in p.premise for p in negated)


# --- class 5: positive polarity items under the added negation ---------------------------------


def test_sometimes_under_the_added_negation_becomes_ever() -> None:
    text = "Their songs are sometimes called anthems after the band stopped touring."
    negated = _presup(text, "temporal_adverbs", "negated")
    assert [p.premise for p in negated] == [
        "Their songs aren't ever called anthems after the band stopped touring."
    ]


def test_often_under_the_added_negation_is_left_alone() -> None:
    # near miss: "often" is no positive polarity item ("not often" is a denial)
    text = "Their songs are often called anthems after the band stopped touring."
    negated = _presup(text, "temporal_adverbs", "negated")
    assert [p.premise for p in negated] == [
        "Their songs aren't often called anthems after the band stopped touring."
    ]


def test_fronted_time_phrase_with_both_is_moved() -> None:
    text = "After both matches, the fans waited outside the stadium for an hour."
    question = _presup(text, "numeric_determiners", "interrogative")
    assert [p.premise for p in question] == [
        "Did the fans wait outside the stadium for an hour after both matches?"
    ]
    assert "trigger-in-fronted-frame" not in question[0].features["flags"]
