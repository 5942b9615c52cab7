"""Hundred-fifth pass (stop 61, pr102; docs/presupposition.md): blind review of game text.

Restitutive re- verbs with an abstract-quantity theme, subjectless modal-initial item
descriptions, aspectual verbs in generic/habitual sentences, the remnant free relative "what
remains of X", possessors of converted event nominals, and first-person semi-factives under
negation. Constructed sentences through the real run path; each class has a counterpart that
keeps its output.
"""

from __future__ import annotations

from pipeline.phenomena.presupposition import lexicon as lex
from tests.phenomenon_support import mined_pairs
from tests.phenomenon_support import original_presupposition_drafts as _drafts


def _all_drafts(text: str) -> set[tuple[str, str]]:
    return {
        (p.subtype, p.hypothesis)
        for p in mined_pairs(text, "presupposition")
        if p.hypothesis_kind == "presupposition"
    }


def _labels(text: str, subtype: str) -> dict[str, str]:
    return {
        p.premise_kind: p.heuristic_label
        for p in mined_pairs(text, "presupposition")
        if p.subtype == subtype and p.hypothesis_kind == "presupposition"
    }


# -- 1. restitutive re- verbs whose theme is an abstract quantity ------------------------------


def test_recharge_of_an_abstract_quantity_has_no_candidate():
    assert (
        _drafts("The docking station recharges the robot's energy every night.", "re_verbs")
        == set()
    )
    assert _drafts("The shrine replenished the knight's stamina.", "re_verbs") == set()


def test_recharge_of_a_thing_keeps_its_draft():
    assert _drafts("The mechanic recharged the old battery.", "re_verbs") == {
        "The old battery had been charged before."
    }


def test_non_restitutive_re_verb_with_abstract_object_keeps_its_draft():
    # "reassess" is a verb of thought (verb.cognition), not a change of the theme's state
    assert _drafts("The council reassessed the strength of the walls.", "re_verbs") != set()


# -- 2. subjectless item descriptions ----------------------------------------------------------


def test_modal_initial_description_has_no_candidate():
    assert _all_drafts("Will stop spinning when the crank is released.") == set()
    assert _all_drafts("Can be rebuilt at any forge in the kingdom.") == set()


def test_modal_with_subject_keeps_its_candidate():
    assert _drafts("The blacksmith can rebuild the gate.", "re_verbs") == {
        "The gate has been built before."
    }


# -- 3. aspectual verbs in generic and habitual sentences --------------------------------------


def test_generic_aspectual_has_no_draft():
    assert _drafts("The old pump usually stops running in winter.", "aspectual_verbs") == set()
    assert _drafts("Dogs stop barking if they are fed.", "aspectual_verbs") == set()
    assert _drafts("The fan keeps spinning whenever the motor is warm.", "aspectual_verbs") == set()


def test_episodic_aspectual_keeps_its_draft():
    assert _drafts("The old pump suddenly stopped running.", "aspectual_verbs") == {
        "The old pump had been running before."
    }
    assert _drafts("The sentry continues to watch the road.", "aspectual_verbs") != set()


# -- 4. "what remains of X" -----------------------------------------------------------------------


def test_remnant_free_relative_is_no_trigger():
    assert _all_drafts("Tourists can wander through what remains of the abbey.") == set()
    assert (
        _drafts("What is left of the garrison continues to defend the pass.", "aspectual_verbs")
        == set()
    )


def test_embedded_question_with_remain_but_no_of_phrase_is_kept():
    # "what remains" with no of-phrase: a real embedded question under "know"
    drafts = _drafts("She knows why the guard remains at the gate.", "embedded_question")
    assert drafts != set()


# -- 5. possessors of converted event nominals -----------------------------------------------


def test_converted_event_sense_uses_wordnet():
    assert lex.converted_event_sense("release")
    assert lex.converted_event_sense("collapse")
    assert not lex.converted_event_sense("sword")
    assert not lex.converted_event_sense("engine")


def test_inanimate_possessor_of_event_nominal_has_no_possession_draft():
    assert _drafts("The fans waited for the album's release.", "possessed_definites") == set()
    assert _drafts("The tower's collapse frightened the villagers.", "possessed_definites") == set()


def test_possessor_of_a_thing_keeps_its_draft():
    assert _drafts("The wagon's wheel was loose.", "possessed_definites") == {
        "The wagon had a wheel."
    }


# -- 6. first-person semi-factives under negation ---------------------------------------------


def test_first_person_present_negated_know_is_neutral():
    labels = _labels("I don't know that the ferry has left.", "clause_embedding_predicates")
    assert labels["original"] == "neutral"


def test_first_person_past_negated_know_projects():
    # Karttunen 1971: past "I didn't know that p" is said by someone who now knows p
    labels = _labels("I didn't know that the ferry had left.", "clause_embedding_predicates")
    assert labels["original"] == "entailment"
