"""Hundred-thirteenth pass (stop 64, pr110; docs/presupposition.md): classes of the blind review
of game dialogue (s1202q).

1. A trigger that presupposes nothing: a generic time clause under a representative subject
   ("the average N"), a before-clause under a future or lexical necessity (a precondition),
   pursuit idioms "on X's trail/heels".
3. Drafts: "heal" of a person drafts "hurt or ill"; "only" after ", so" in a clause the parser
   merged with the first one has no candidate (the draft kept the first clause).
4. A preposed time clause without a comma whose parse swallowed the main subject: no candidate.

Constructed sentences through the real run path (real spaCy parses).
"""

from __future__ import annotations

from tests.phenomenon_support import presupposition_pair_hypotheses as _hypotheses
from tests.phenomenon_support import presupposition_triggers

# -- 1. triggers that presuppose nothing ---------------------------------------------------------


def test_representative_subject_makes_the_after_clause_a_restrictor():
    text = "The average tourist leaves the island after spending a week on the beach."
    assert presupposition_triggers(text, "temporal_adverbs") == set()


def test_episodic_after_clause_control():
    # control: a definite individual in the past keeps the after-clause's draft
    text = "The old sailor left the island after spending a week on the beach."
    assert presupposition_triggers(text, "temporal_adverbs") == {"after"}


def test_future_have_to_before_is_a_precondition():
    text = "You will have to ask the captain before you board the ship."
    assert presupposition_triggers(text, "temporal_adverbs") == set()


def test_past_had_to_before_control():
    # control: a past "had to" reports what happened; the before-clause is dated
    text = "She had to ask the captain before she boarded the ship."
    assert presupposition_triggers(text, "temporal_adverbs") == {"before"}


def test_lexical_need_with_modal_before_clause_is_a_precondition():
    text = "You need a signed permit before we can let you through the gate."
    assert presupposition_triggers(text, "temporal_adverbs") == set()


def test_pursuit_idiom_possessive_is_no_possession():
    text = "The wolves were on the hunter's trail, and he ran to the river."
    assert not any("trail" in t for t in presupposition_triggers(text, "possessed_definites")), (
        presupposition_triggers(text, "possessed_definites")
    )


def test_literal_trail_control():
    # control: "trail" outside the "on X's trail" frame is a possession ("X had a trail")
    text = "The hunter's trail was hidden under the snow."
    assert any("trail" in t for t in presupposition_triggers(text, "possessed_definites"))


# -- 3. drafts ----------------------------------------------------------------------------------


def test_heal_a_person_drafts_hurt_or_ill():
    hyps = _hypotheses("The old nun will heal the young soldier tonight.", "change_of_state")
    assert hyps == {"The young soldier is hurt or ill."}, hyps


def test_only_after_comma_so_in_a_merged_clause_has_no_candidate():
    text = "The bridge is closed, so only the ferry crosses the river."
    assert presupposition_triggers(text, "only") == set()


def test_only_in_a_single_clause_control():
    text = "Only the ferry crosses the river."
    assert _hypotheses(text, "only") == {"The ferry crosses the river."}


# -- 4. comma-less preposed time clause ----------------------------------------------------------


def test_commaless_while_clause_swallowing_the_subject_has_no_candidate():
    text = "While we were talking a thief took my purse."
    assert presupposition_triggers(text, "temporal_adverbs") == set()


def test_while_clause_with_comma_control():
    text = "While the guards were sleeping, a thief crept into the vault."
    assert _hypotheses(text, "temporal_adverbs") == {"The guards were sleeping."}


# -- 2/3. controls: the plain sentence matches the embedded one -----------------------------------


def _controls(text: str) -> dict[str, tuple[str, str, str]]:
    from tests.phenomenon_support import mined_pairs

    return {
        p.premise_kind: (p.premise, p.hypothesis, p.heuristic_label)
        for p in mined_pairs(text, "presupposition")
        if p.hypothesis_kind == "original"
    }


def test_control_hypothesis_drops_the_conjunct_the_premise_dropped():
    controls = _controls("However, the old miller stopped grinding wheat last year.")
    premise, hypothesis, _ = controls["interrogative"]
    assert premise.startswith("Did the old miller"), premise
    assert hypothesis == "The old miller stopped grinding wheat last year.", hypothesis
    # the negation keeps "However," and so does its control hypothesis
    assert controls["negated"][1].startswith("However, "), controls["negated"]


def test_alternatively_is_left_out_of_the_question_and_conditional():
    controls = _controls("Alternatively, you can lift the stone and drop it on the ground.")
    assert controls["conditional"][0].startswith("If you can lift"), controls["conditional"]
    assert controls["interrogative"][1].startswith("You can lift"), controls["interrogative"]


def test_weak_quantifier_over_negation_is_no_contradiction():
    # stop 73 (ng01): "Some guards didn't stop ..." is compatible with the plain sentence, so
    # no negated control is written at all (it was labelled neutral before)
    controls = _controls("Some guards stopped patrolling the wall.")
    assert "negated" not in controls


def test_definite_subject_negation_is_contradiction_control():
    controls = _controls("The guards stopped patrolling the wall.")
    assert controls["negated"][2] == "contradiction"


def test_degree_so_far_stays_in_the_control_hypothesis():
    # control: "So far" is a time adjunct of the clause, no detached conjunct
    controls = _controls("So far only a few of the wells have been drilled.")
    assert controls["interrogative"][1].startswith("So far only"), controls["interrogative"]


def test_kept_coordinator_stays_in_the_control_hypothesis():
    controls = _controls("And so, the old miller stopped grinding wheat last year.")
    premise, hypothesis, _ = controls["modal"]
    assert premise.startswith("And the old miller might"), premise
    assert hypothesis == "And the old miller stopped grinding wheat last year.", hypothesis
