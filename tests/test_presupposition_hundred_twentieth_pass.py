"""Hundred-twentieth pass (stop 67, pr117): drafts with an unresolved subject pronoun, a
stranded "what ... for", an animal cleft pivot; negated premises of clauses already negative
("no longer") or of the litotes "must not fail to"; trigger misreads ("God/Lord knows",
raising "appear to X to be", sentence-initial connective "Only it ..."); review s1202w, the
fortune-mod data. The sentences are constructed for these tests; each class has a control that
keeps its pair or candidate.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs, presupposition_triggers


def _drafts(text: str, subtype: str) -> dict[str, str]:
    """premise kind -> presupposition hypothesis of ``subtype``'s pairs."""
    return {
        p.premise_kind: p.hypothesis
        for p in mined_pairs(text, "presupposition")
        if p.subtype == subtype and p.hypothesis_kind == "presupposition"
    }


def _premise_kinds(text: str, subtype: str) -> set[str]:
    return {p.premise_kind for p in mined_pairs(text, "presupposition") if p.subtype == subtype}


# -- class 1: drafts badly rewritten --------------------------------------------------------------


def test_pronoun_after_a_semicolon_gets_the_earlier_clause_subject():
    text = "Trust cannot be bought with money; it can only be earned by patience."
    assert _drafts(text, "only")["original"] == "Trust can be earned by patience."


def test_no_draft_for_a_complement_pronoun_whose_antecedent_is_in_the_sentence():
    text = "We stopped watching the news last year; I find it spoils my mood."
    assert _drafts(text, "clause_embedding_predicates") == {}


def test_control_pronoun_with_no_antecedent_in_the_sentence_keeps_its_draft():
    text = "I know it is too late to call."
    assert _drafts(text, "clause_embedding_predicates")["original"] == "It is too late to call."


def test_what_for_question_is_a_reason_not_an_object():
    text = "Now the neighbours know what the workers were digging holes for."
    drafts = _drafts(text, "embedded_question")
    assert drafts["original"] == "The workers were digging holes for some reason."


def test_control_object_question_keeps_something_after_the_verb():
    text = "The cashier knew what the old man had bought."
    assert _drafts(text, "embedded_question")["original"] == "The old man had bought something."


def test_cleft_on_an_animal_with_who_gets_something():
    text = "It is the patient cat who catches the mouse."
    assert _drafts(text, "clefts")["original"] == "Something catches the mouse."


def test_control_cleft_on_a_person_keeps_someone():
    text = "It is the patient hunter who catches the deer."
    assert _drafts(text, "clefts")["original"] == "Someone catches the deer."


# -- class 2: negated premises of clauses already negative --------------------------------------


def test_no_negated_premise_for_a_no_longer_clause():
    text = "By noon the clerk could no longer be bothered to answer the phone."
    kinds = _premise_kinds(text, "implicative_predicates")
    assert "original" in kinds
    assert "negated" not in kinds


def test_control_plain_bother_clause_keeps_its_negated_premise():
    text = "By noon the clerk could be bothered to answer the phone."
    assert "negated" in _premise_kinds(text, "implicative_predicates")


def test_no_candidate_for_litotic_must_not_fail_to():
    text = "Voters must not fail to read the small print of the treaty."
    assert presupposition_triggers(text, "implicative_predicates") == set()


def test_control_past_failure_keeps_its_candidate():
    text = "The courier failed to deliver the parcel on Monday."
    assert presupposition_triggers(text, "implicative_predicates") == {"failed"}


# -- class 3: trigger false positives -------------------------------------------------------------


def test_god_knows_with_a_declarative_is_no_factive():
    text = "Heaven knows the old van is big enough for the band."
    assert presupposition_triggers(text, "clause_embedding_predicates") == set()


def test_god_knows_with_a_wh_clause_is_no_question_embedding():
    text = "God knows where the spare keys went."
    assert presupposition_triggers(text, "embedded_question") == set()


def test_control_a_person_who_knows_keeps_the_factive():
    text = "Margaret knows the old van is big enough for the band."
    assert presupposition_triggers(text, "clause_embedding_predicates") == {"knows"}


def test_raising_appear_with_an_experiencer_is_no_change_of_state():
    text = "The proposal appeared to the committee to be far too costly."
    assert presupposition_triggers(text, "change_of_state") == set()


def test_control_appear_of_arrival_keeps_its_candidate():
    text = "A stranger suddenly appeared at the back door."
    assert presupposition_triggers(text, "change_of_state") == {"appeared"}


def test_sentence_initial_only_before_it_is_the_connective():
    text = "Only it rained for the whole week."
    assert presupposition_triggers(text, "only") == set()


def test_control_sentence_initial_only_before_a_name_is_the_focus_particle():
    text = "Only Margaret answered the letter."
    assert presupposition_triggers(text, "only") == {"Only"}
