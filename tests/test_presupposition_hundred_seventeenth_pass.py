"""Hundred-seventeenth pass (stop 66, pr114): trigger misreads, embeddings over concessive
clauses, drafts of re-verbs, continued passives, relational and bound possessors, articles of
initialisms and trivial possessions (review s1202t, FOLDOC; classes 1-4 of its summary). The
sentences are constructed for these tests; each class has a control that keeps its pair.
"""

from __future__ import annotations

from pipeline.lexicon.articles import indefinite_article
from tests.phenomenon_support import mined_pairs, presupposition_triggers


def _pairs(text: str, subtype: str, hyp_kind: str = "presupposition") -> dict[str, tuple]:
    """premise kind -> (premise, hypothesis, label, well_formed) of ``subtype``'s pairs."""
    return {
        p.premise_kind: (p.premise, p.hypothesis, p.heuristic_label, p.well_formed)
        for p in mined_pairs(text, "presupposition")
        if p.subtype == subtype and p.hypothesis_kind == hyp_kind
    }


def _flags(text: str, subtype: str) -> list[list[str]]:
    return [
        list(p.features.get("flags", ()))
        for p in mined_pairs(text, "presupposition")
        if p.subtype == subtype and p.hypothesis_kind == "presupposition"
    ]


# -- class 1: wrong triggers -----------------------------------------------------------------------


def test_lineage_descend_is_no_change_of_state():
    text = "Their file format descended from an older spreadsheet standard."
    assert not presupposition_triggers(text, "change_of_state")


def test_lineage_descend_of_a_product_family():
    text = "The compiler family descended from an early research prototype."
    assert not presupposition_triggers(text, "change_of_state")


def test_control_motion_descend_keeps_its_candidate():
    text = "The hikers descended from the ridge before dark."
    assert presupposition_triggers(text, "change_of_state")


def test_generic_break_down_with_a_when_restrictor():
    text = "Such estimates break down when the sample is very small."
    assert not presupposition_triggers(text, "change_of_state")


def test_dispositional_tend_to_break_down():
    text = "Older pumps tended to break down in cold weather."
    assert not presupposition_triggers(text, "change_of_state")


def test_control_episodic_break_down_keeps_its_candidate():
    text = "The old pump broke down last night."
    assert presupposition_triggers(text, "change_of_state")


def test_trigger_in_a_quoted_usage_example_is_mentioned():
    text = 'The slang "to segfault" is also a verb, e.g. "my build keeps segfaulting tonight".'
    assert not presupposition_triggers(text, "aspectual_verbs")


def test_control_unquoted_use_keeps_its_candidate():
    text = "My build keeps segfaulting tonight."
    assert presupposition_triggers(text, "aspectual_verbs")


def test_event_nominal_in_ation_is_no_possessed_definite():
    text = "The scheduler is informed of the process's termination by a signal."
    assert not presupposition_triggers(text, "possessed_definites")


def test_control_owned_thing_keeps_its_possessed_definite():
    text = "Maria's archive grew quickly after 1995."
    assert presupposition_triggers(text, "possessed_definites")


# -- class 2: no question or conditional over a concessive clause ---------------------------------


def test_no_question_or_conditional_over_a_trailing_concessive():
    text = "The two drafts differ in both chapters, although the second one is shorter."
    kinds = _pairs(text, "numeric_determiners")
    assert "interrogative" not in kinds and "conditional" not in kinds
    assert "negated" in kinds


def test_control_without_concessive_keeps_question_and_conditional():
    text = "The two drafts differ in both chapters."
    kinds = _pairs(text, "numeric_determiners")
    assert "interrogative" in kinds and "conditional" in kinds


# -- class 3: drafts ---------------------------------------------------------------------------------


def test_re_verb_does_not_borrow_a_later_conjuncts_object():
    text = "The client can resubmit later and finish the upload."
    hyps = {h for _, h, _, _ in _pairs(text, "re_verbs").values()}
    assert hyps and not any("upload" in h for h in hyps)


def test_control_right_node_raising_shares_the_object():
    text = "The loan enabled them to rebuild and strengthen their fences."
    hyps = {h for _, h, _, _ in _pairs(text, "re_verbs").values()}
    assert "Their fences had been built before." in hyps


def test_continued_dynamic_passive_takes_the_progressive():
    text = "The Amiga port continued to be maintained until 1996."
    hyps = {h for _, h, _, _ in _pairs(text, "aspectual_verbs").values()}
    assert "The Amiga port was being maintained before." in hyps


def test_control_continued_active_keeps_the_perfect_progressive():
    text = "The team continued to maintain the port until 1996."
    hyps = {h for _, h, _, _ in _pairs(text, "aspectual_verbs").values()}
    assert "The team had been maintaining the port before." in hyps


def test_an_before_a_two_letter_initialism():
    text = "The band played in the lobby of the label's NY office."
    hyps = {h for _, h, _, _ in _pairs(text, "possessed_definites").values()}
    assert "The label had an NY office." in hyps
    assert indefinite_article("LA office") == "an"
    assert indefinite_article("UK firm") == "a"


def test_relational_noun_without_its_relatum_has_no_draft():
    text = "Nokia's version has a larger battery."
    assert not _pairs(text, "possessed_definites")


def test_control_relational_noun_with_its_of_phrase():
    text = "Sony's part of the deal was small."
    hyps = {h for _, h, _, _ in _pairs(text, "possessed_definites").values()}
    assert "Sony had a part of the deal." in hyps


def test_possessor_bound_by_an_indefinite_in_an_if_clause():
    text = "If a user opens a shared folder, the program checks the folder's owner."
    assert not _pairs(text, "possessed_definites")


def test_control_referential_possessor_keeps_its_draft():
    text = "The folder's owner was changed yesterday."
    hyps = {h for _, h, _, _ in _pairs(text, "possessed_definites").values()}
    assert "The folder had an owner." in hyps


# -- class 4: trivial possessions ---------------------------------------------------------------------


def test_bare_name_draft_is_a_trivial_defect():
    text = "Maria's name appears on most of the early patents."
    flags = _flags(text, "possessed_definites")
    assert flags and all("trivial-extent" in f for f in flags)
    assert not any(ok for *_, ok in _pairs(text, "possessed_definites").values())


def test_control_modified_name_keeps_its_draft():
    text = "The band's new name appears on the poster."
    hyps = {h for _, h, _, ok in _pairs(text, "possessed_definites").values() if ok}
    assert "The band has a new name." in hyps
