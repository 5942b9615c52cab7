"""Hundred-sixteenth pass (stop 65, pr113): embedding placement, drafts, verbless glosses,
trigger misreads and projection over habits (review s1202s, classes 1-5 of its summary). The
sentences are constructed for these tests; each class has a control that keeps its pair.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs, presupposition_triggers


def _pairs(text: str, subtype: str, hyp_kind: str = "presupposition") -> dict[str, tuple]:
    """premise kind -> (premise, hypothesis, label, well_formed) of ``subtype``'s pairs."""
    return {
        p.premise_kind: (p.premise, p.hypothesis, p.heuristic_label, p.well_formed)
        for p in mined_pairs(text, "presupposition")
        if p.subtype == subtype and p.hypothesis_kind == hyp_kind
    }


# -- class 1: the negation of a subordinate clause is no denial of the sentence ------------------


def test_negated_control_inside_a_when_clause_is_not_written():
    # stop 72 (pr134): the negated premise of a subordinate clause is no longer written at all,
    # neither its neutral control nor its presupposition pair (blind review rejected 11 of 11)
    text = "The custom had spread abroad by 1970, when it was noted at Oxford University's main library."
    assert "negated" not in _pairs(text, "possessed_definites", "original")
    assert "negated" not in _pairs(text, "possessed_definites")


def test_negated_control_inside_a_whether_clause_is_not_written():
    text = "There is confusion as to whether the county's new bridge has a toll."
    assert "negated" not in _pairs(text, "possessed_definites", "original")


def test_control_matrix_trigger_keeps_its_negated_control():
    text = "The firm restored the city's old theatre in 1990."
    controls = _pairs(text, "possessed_definites", "original")
    assert controls["negated"][2] == "contradiction"


# -- class 2: drafts -------------------------------------------------------------------------------


def test_anticipatory_it_keeps_its_subject():
    text = "The word spread in 2003 after it became clear that the merger had failed."
    hyps = {h for _, h, _, _ in _pairs(text, "temporal_adverbs").values()}
    assert "It became clear that the merger had failed." in hyps
    assert not any(h.startswith("The word became") for h in hyps)


def test_control_referential_it_is_still_resolved():
    text = "The company cut prices after it lost the contract."
    hyps = {h for _, h, _, _ in _pairs(text, "temporal_adverbs").values()}
    assert "The company lost the contract." in hyps


def test_adverb_and_coordinate_verb_cut_from_the_object():
    text = (
        "Operators had to open the covers of the card punch periodically and empty the scrap box."
    )
    hyps = {h for _, h, _, _ in _pairs(text, "change_of_state").values()}
    assert "The covers of the card punch were closed before." in hyps
    assert not any("periodically" in h for h in hyps)


# -- class 3: a reduced passive gloss has no clause for an operator -------------------------------


def test_reduced_passive_gloss_gets_no_embedding():
    text = (
        "The old mail relay in the basement widely believed to be running the whole campus's "
        "network."
    )
    pairs = _pairs(text, "possessed_definites")
    assert set(pairs) == {"original"}


def test_control_active_believe_with_object_is_embedded():
    text = "The committee believed the plan to be sound after Mary's report."
    controls = _pairs(text, "possessed_definites", "original")
    assert {"negated", "modal", "interrogative"} <= set(controls)


# -- class 4: trigger misreads ---------------------------------------------------------------------


def test_need_only_is_no_focus_only():
    assert not presupposition_triggers(
        "Skeptics need only read the first chapter of the manual.", "only"
    )


def test_control_focus_only_on_a_verb():
    assert presupposition_triggers("Skeptics only read the first chapter of the manual.", "only")


def test_demonstrative_that_before_a_time_clause_is_no_complement():
    text = "We only noticed that after the power failed — the backups had stopped."
    assert not presupposition_triggers(text, "clause_embedding_predicates")


def test_control_complementizer_before_a_time_phrase():
    text = "He knew that after the war and the famine the city was empty."
    hyps = {h for _, h, _, _ in _pairs(text, "clause_embedding_predicates").values()}
    assert "After the war and the famine the city was empty." in hyps


def test_control_complementizer_with_a_preposed_time_clause():
    text = "We noticed that after the power failed, the backups had stopped."
    hyps = {h for _, h, _, _ in _pairs(text, "clause_embedding_predicates").values()}
    assert "The backups had stopped." in hyps


# -- class 5: projection over a habit of finding ---------------------------------------------------


def test_habitual_find_is_neutral_under_negation_and_modal():
    text = "Cooks usually find that the dough needs more water."
    pairs = _pairs(text, "clause_embedding_predicates")
    assert pairs["original"][2] == "entailment"
    assert pairs["negated"][2] == "neutral"
    assert pairs["modal"][2] == "neutral"


def test_control_habitual_realize_still_projects():
    text = "Students usually realize that the exam covers every chapter."
    assert _pairs(text, "clause_embedding_predicates")["negated"][2] == "entailment"


def test_control_episodic_find_still_projects():
    text = "The inspectors found that the bridge had cracked."
    assert _pairs(text, "clause_embedding_predicates")["negated"][2] == "entailment"


def test_positive_polarity_some_makes_the_negated_control_neutral():
    text = "The rebels stopped attacking some forts in the north."
    assert _pairs(text, "aspectual_verbs", "original")["negated"][2] == "neutral"


def test_control_definite_object_keeps_the_contradiction():
    text = "The rebels stopped attacking the forts in the north."
    assert _pairs(text, "aspectual_verbs", "original")["negated"][2] == "contradiction"


def test_quoted_question_keeps_its_marks_in_the_draft():
    text = "Soon the new clerks began shouting “Next?” at every customer."
    hyps = {h for _, h, _, _ in _pairs(text, "aspectual_verbs").values()}
    assert "The new clerks had not been shouting “Next?” at every customer before." in hyps


def test_control_quoted_word_without_punctuation():
    text = "Later the guards started writing “Closed” on the gate."
    hyps = {h for _, h, _, _ in _pairs(text, "aspectual_verbs").values()}
    assert "The guards had not been writing “Closed” on the gate before." in hyps
