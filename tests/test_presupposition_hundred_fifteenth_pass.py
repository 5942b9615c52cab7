"""Hundred-fifteenth pass (stop 65, pr112): embedding placement, incoherent negations, drafts,
labels and trigger misreads (review s1202r, classes 2-5 of its summary). The sentences are
constructed for these tests; each class has a control that keeps its pair.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs, presupposition_triggers


def _pairs(text: str, subtype: str) -> dict[str, tuple[str, str, bool]]:
    """premise kind -> (premise, label, well_formed) of the presupposition pairs of ``subtype``."""
    return {
        p.premise_kind: (p.premise, p.heuristic_label, p.well_formed)
        for p in mined_pairs(text, "presupposition")
        if p.subtype == subtype and p.hypothesis_kind == "presupposition"
    }


def _clean(text: str, subtype: str) -> dict[str, tuple[str, str]]:
    return {k: (p, lab) for k, (p, lab, ok) in _pairs(text, subtype).items() if ok}


# -- class 1: embedding placement ------------------------------------------------------------------


def test_cut_without_the_trigger_verb_is_no_clean_pair():
    # the trigger "cease" is in the parenthetical conjunct the modal and question cut away
    text = (
        "Iron nails are forged in the smithy (but cease to be forged there once it is turned "
        "into a tool shop)."
    )
    clean = _clean(text, "aspectual_verbs")
    for kind in ("modal", "interrogative", "conditional"):
        assert kind not in clean


def test_third_party_report_plugs_and_builds_no_embedding():
    text = "Several elders said that eternal youth was only for the heroes."
    pairs = _pairs(text, "only")
    # the negation stays inside the report (NOPE App. C); the modal and question do not
    assert "modal" not in pairs and "interrogative" not in pairs
    assert pairs["original"][1] == "neutral"
    assert pairs.get("negated", ("", "neutral"))[1] == "neutral"


def test_control_first_person_report_keeps_its_embeddings():
    text = "I said that the old miller had stopped grinding wheat."
    pairs = _clean(text, "aspectual_verbs")
    assert pairs["original"][1] == "entailment"
    assert "negated" in pairs


# -- class 2: incoherent negation ------------------------------------------------------------------


def test_option_conditional_is_not_negated():
    text = "You may continue exploring the island if you like."
    assert "negated" not in _pairs(text, "aspectual_verbs")
    assert "original" in _pairs(text, "aspectual_verbs")


def test_control_ordinary_condition_is_negated():
    text = "You may continue exploring the island if the bridge is repaired."
    assert "negated" in _pairs(text, "aspectual_verbs")


# -- class 3: drafts -------------------------------------------------------------------------------


def test_pronoun_bound_by_conditional_indefinite():
    text = "If you train three archers, only one of them will guard the gate."
    assert _clean(text, "only") == {}


def test_control_pronoun_with_antecedent_in_main_clause():
    text = "When the storm came, only the sailors kept their boats in the harbor."
    assert "original" in _clean(text, "only")


# -- class 4: labels -------------------------------------------------------------------------------


def test_first_person_past_discovery_projects_under_modal():
    text = "I didn't notice that the baker had closed his shop."
    pairs = _clean(text, "clause_embedding_predicates")
    assert pairs["modal"][1] == "entailment"


def test_control_first_person_present_discovery_stays_neutral_under_modal():
    text = "I notice that the baker has closed his shop."
    pairs = _clean(text, "clause_embedding_predicates")
    assert pairs.get("modal", ("", "neutral"))[1] == "neutral"


def test_whether_and_wh_question_is_no_candidate():
    text = "But we will never know if and how the monks could have helped us."
    assert presupposition_triggers(text, "embedded_question") == set()


def test_control_plain_wh_question_keeps_its_candidate():
    text = "But we will never know how the monks helped us."
    assert presupposition_triggers(text, "embedded_question") == {"know"}


# -- class 5: trigger misreads ---------------------------------------------------------------------


def test_before_i_forget_is_no_candidate():
    text = "Ah, before I forget, the harbor needs more planks."
    assert presupposition_triggers(text, "temporal_adverbs") == set()


def test_control_before_with_a_real_event():
    text = "The harbor needed more planks before the ships arrived."
    assert presupposition_triggers(text, "temporal_adverbs") == {"before"}


def test_first_part_of_hyphenated_compound_is_no_trigger():
    text = "Now I'll left-click on the gate where the new tower should stand."
    assert presupposition_triggers(text, "change_of_state") == set()


def test_control_leave_as_a_verb():
    text = "Now I left the gate where the new tower should stand."
    assert presupposition_triggers(text, "change_of_state") == {"left"}


def test_quantifier_object_relative_is_no_complement():
    text = "You have learned all there is to learn about bridges and towers!"
    assert presupposition_triggers(text, "clause_embedding_predicates") == set()


def test_find_with_object_predicative_is_no_complement():
    text = "Today I found Aldric's heart troubled."
    assert presupposition_triggers(text, "clause_embedding_predicates") == set()


def test_control_find_with_a_finite_clause():
    text = "She found he had left the village."
    assert presupposition_triggers(text, "clause_embedding_predicates") == {"found"}


def test_go_keeps_its_purpose_infinitive_in_the_draft():
    text = "The fisher rests ten seconds before going to fish again."
    pairs = _clean(text, "temporal_adverbs")
    hyps = {
        p.hypothesis
        for p in mined_pairs(text, "presupposition")
        if p.subtype == "temporal_adverbs" and p.premise_kind == "original"
    }
    assert "original" in pairs
    assert hyps == {"The fisher goes to fish again."}


def test_control_tell_as_discern_is_no_report():
    # "(can) tell that p" without an addressee is "discern": no plug, the pair projects
    text = "You can tell that the guards have stopped patrolling the wall."
    pairs = _clean(text, "aspectual_verbs")
    assert pairs["original"][1] == "entailment"
    assert "negated" in pairs


def test_control_cleft_contraction_keeps_its_conditional_control():
    # the cleft's "'s" is an auxiliary trigger, contracted in the premise: not "dropped"
    text = "It's the old bridge that the soldiers want to repair."
    controls = {
        p.premise_kind: p.well_formed
        for p in mined_pairs(text, "presupposition")
        if p.subtype == "clefts" and p.hypothesis_kind == "original"
    }
    assert controls.get("conditional") is True


def test_operator_on_the_verb_of_saying_stays_neutral():
    text = "He testified that he attended a school in Cairo before moving to Kenya."
    pairs = _clean(text, "temporal_adverbs")
    assert pairs["negated"] == (
        "He didn't testify that he attended a school in Cairo before moving to Kenya.",
        "neutral",
    )
    assert pairs["original"][1] == "neutral"


def test_control_evidential_subject_is_no_report():
    text = "The old maps suggest that the river stopped flooding the valley."
    pairs = _clean(text, "aspectual_verbs")
    assert pairs["original"][1] == "entailment"
