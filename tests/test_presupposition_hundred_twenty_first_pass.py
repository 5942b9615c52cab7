"""Hundred-twenty-first pass (stop 68, pr118): embedded premises and drafts of review s1202x
(the fortune-mod data). Embeddings that garble the sentence (a "not" between a modal and its
"only", an emphasizer left after an inserted modal, operators under "at last", a conditional
over a conjunct that opens with its own adverbial clause), drafts stated badly (the tense of a
simple-present "begin", the controller of a specificational "is to continue", the possessor
of a body-part count) and negations that miss the trigger's clause (a nominal trigger in a
postposed time clause, a complement whose verb the tagger read as a noun). The sentences are
constructed for these tests; each class has a control that keeps its pair.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _pairs(text: str, subtype: str) -> dict[str, str]:
    """premise kind -> premise of ``subtype``'s presupposition pairs."""
    return {
        p.premise_kind: p.premise
        for p in mined_pairs(text, "presupposition")
        if p.subtype == subtype and p.hypothesis_kind == "presupposition"
    }


def _drafts(text: str, subtype: str) -> dict[str, str]:
    """premise kind -> presupposition hypothesis of ``subtype``'s pairs."""
    return {
        p.premise_kind: p.hypothesis
        for p in mined_pairs(text, "presupposition")
        if p.subtype == subtype and p.hypothesis_kind == "presupposition"
    }


# -- class 1: embedded premises unnatural or garbled ---------------------------------------------


def test_no_negation_between_a_modal_and_its_only_for_another_trigger():
    premises = _pairs("Anna could only open the gate with her father's key.", "possessed_definites")
    assert "original" in premises
    assert "negated" not in premises


def test_control_clause_without_only_keeps_its_negated_premise():
    premises = _pairs("Anna opened the gate with her father's key.", "possessed_definites")
    assert premises["negated"] == "Anna didn't open the gate with her father's key."


def test_emphasizer_on_the_copula_goes_before_the_inserted_be():
    premises = _pairs("Tom is really only a beginner.", "only")
    assert premises["modal"] == "Tom might really be only a beginner."


def test_control_degree_really_on_an_adjective_stays_after_be():
    # the carrier was "his brother's jokes" until pr212 (stop 94): a person's jokes are his
    # authorship, no "have" (``_authorship_genitive``), so an owned thing carries the test now
    premises = _pairs("The baker is really tired of his brother's dog.", "possessed_definites")
    assert premises["modal"] == "The baker might be really tired of his brother's dog."


def test_fronted_at_last_gets_no_negated_modal_or_question():
    premises = _pairs("At last the neighbours stopped arguing about the fence.", "aspectual_verbs")
    assert set(premises) == {"original", "conditional"}


def test_control_clause_without_at_last_keeps_every_embedding():
    premises = _pairs("The neighbours stopped arguing about the fence.", "aspectual_verbs")
    assert {"negated", "modal", "interrogative", "conditional"} <= set(premises)


def test_no_conditional_over_a_conjunct_with_its_own_preposed_clause():
    text = "We knocked and knocked and when the door opened we stopped shouting."
    premises = _pairs(text, "aspectual_verbs")
    assert "original" in premises
    assert "conditional" not in premises
    assert "interrogative" not in premises


def test_control_plain_coordination_keeps_its_conditional():
    premises = _pairs("We knocked and knocked and we stopped shouting.", "aspectual_verbs")
    assert premises["conditional"] == "If we stopped shouting, it's okay."


# -- class 2: drafts stated badly -----------------------------------------------------------------


def test_simple_present_begin_has_its_prior_state_in_the_past():
    drafts = _drafts("You begin to suspect that the map is wrong.", "aspectual_verbs")
    assert drafts["original"] == "You did not previously suspect that the map is wrong."


def test_control_past_began_keeps_the_past_perfect():
    drafts = _drafts("She began to suspect that the map was wrong.", "aspectual_verbs")
    assert drafts["original"] == "She had not suspected that the map was wrong before."


def test_specificational_continue_is_about_the_possessor():
    drafts = _drafts("Our task in life is to continue to learn from failure.", "aspectual_verbs")
    assert drafts["original"] == "We have been learning from failure."


def test_specificational_continue_in_a_later_conjunct_is_about_the_possessor():
    text = "My duty is not to win but to continue to play with honour."
    drafts = _drafts(text, "aspectual_verbs")
    assert drafts.get("original", "").startswith("I ")


def test_control_specificational_continue_without_possessor_gets_no_draft():
    assert _drafts("The best way is to continue to learn from failure.", "aspectual_verbs") == {}


def test_body_part_count_names_the_subject():
    drafts = _drafts("The goalkeeper caught the ball with both hands.", "numeric_determiners")
    assert drafts["original"] == "The goalkeeper had two hands."


def test_control_counted_parts_as_subject_keep_the_existential():
    drafts = _drafts("Both hands were cold.", "numeric_determiners")
    assert drafts["original"] == "There were two hands."


# -- class 3: negation off the trigger's clause ---------------------------------------------------


def test_no_negated_premise_for_a_possessive_in_a_postposed_when_clause():
    text = "The old man was reading a novel when the dog chewed the librarian's glasses."
    premises = _pairs(text, "possessed_definites")
    assert "negated" not in premises
    assert premises["modal"].startswith("The old man might have been reading a novel when")


def test_control_is_when_definition_keeps_its_negated_premise():
    text = "Real trouble is when the dog chews the librarian's glasses."
    premises = _pairs(text, "possessed_definites")
    assert premises["negated"] == "Real trouble isn't when the dog chews the librarian's glasses."


def test_no_negated_premise_when_the_complement_verb_was_read_as_a_noun():
    text = "We notice that the camera pans across the farmer's field."
    premises = _pairs(text, "possessed_definites")
    assert "original" in premises
    assert "negated" not in premises


def test_body_part_count_under_a_subjectless_participle_names_no_owner():
    # the participle's understood subject is left to control, which the draft does not guess
    text = "Two of the porters greet us at the gate, holding up both hands in welcome."
    drafts = _drafts(text, "numeric_determiners")
    assert drafts["original"] == "There are two hands."
