"""Stop 71, im76: implicature triggers and hypotheses from the s1203c blind review (FOLDOC).

Constructed sentences through the real pipeline (``mined_implicature_pairs``) and the real spaCy
model. The sources are cited at the rules: ``_bare_effected_many`` and ``_made_thing_object`` in
``pipeline.phenomena.implicature`` (classes 1 and 2), ``cross_reference_cut``,
``contrastive_predicate_conjunct`` and ``in_degree_result_clause`` in
``pipeline.phenomena.implicature.scope`` (class 3).
"""

from __future__ import annotations

from tests.phenomenon_support import mined_implicature_pairs


def _hypotheses(text: str) -> set[str]:
    return {
        p.hypothesis
        for p in mined_implicature_pairs(text, "quantifiers")
        if p.premise_kind != "negated"
    }


# -- 1. cardinal "many" as the effected subject of a passive: no domain for "all" ---------------


def test_bare_many_effected_passive_subject_has_no_pair():
    assert _hypotheses("Many thin lines are drawn on the screen in this mode.") == set()


def test_partitive_many_effected_passive_subject_keeps_its_pair():
    assert _hypotheses("Many of the lines are drawn on the screen.") == {
        "Not all of the lines are drawn on the screen."
    }


def test_bare_many_passive_of_a_verb_without_effected_object_keeps_its_pair():
    assert _hypotheses("Many files are deleted by the script.") == {
        "Not all files are deleted by the script."
    }


# -- 2. anecdotal "some people" with a verb of writing and a made-thing object ----------------


def test_episodic_some_people_wrote_code_has_no_pair():
    assert _hypotheses("Some people wrote code for the old printer to play tunes.") == set()


def test_some_people_present_habitual_keeps_its_pair():
    assert _hypotheses("Some people write code for fun.") == {"Not everyone writes code for fun."}


def test_some_people_said_things_stays_a_report():
    assert _hypotheses("Some people said things about the old drive.") == {
        "Not everyone said things about the old drive."
    }


def test_partitive_some_of_the_students_wrote_code_keeps_its_pair():
    assert _hypotheses("Some of the students wrote code for it.") == {
        "Not all of the students wrote code for it."
    }


# -- 3. leftover material: a cross-reference, a "but" predicate, a "so ... that" result --------


def test_cross_reference_imperative_is_cut():
    text = "Some disks have a short seek time, which makes them fast, see SCSI for example."
    assert _hypotheses(text) == {"Not all disks have a short seek time."}


def test_contrastive_shared_predicate_has_no_pair():
    assert _hypotheses("Some of these tools are quite old but need to be kept.") == set()


def test_additive_shared_predicate_keeps_the_coordination():
    assert _hypotheses("Some of these tools are quite old and need to be replaced.") == {
        "Not all of these tools are quite old and need to be replaced."
    }


def test_trigger_in_so_that_result_clause_has_no_pair():
    text = "In those years, disk space was so expensive that most programs stored two digits."
    assert _hypotheses(text) == set()


def test_trigger_in_main_clause_before_so_that_keeps_its_pair():
    text = "Most programs were so small that they fit on one disk."
    assert "Not all programs were so small that they fit on one disk." in _hypotheses(text)
