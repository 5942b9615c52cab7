"""Stop 75, pr146 (review s1204l, Python documentation): presupposition labels that should not
project (a conditional's restricted modal, an indefinite under a future-irrealis infinitive) and
hypothesis rewrite errors (a matrix conjunct kept in a complement draft, "execute" read as
killing, a reduced time clause on an infinitive). docs/presupposition.md, "Stop 75, pr146".

Constructed sentences of the reviewed kinds, parsed by the real model; each bad case has a good
neighbour that must keep its pair.
"""

from __future__ import annotations

from tests.phenomenon_support import original_presupposition_drafts as _drafts
from tests.phenomenon_support import presupposition_pairs_by_kind as _by_kind

# -- (1) projection labels -------------------------------------------------------------------


def test_consequent_modal_kept_in_only_draft_is_neutral():
    # stop 77, pr156: the "only" draft now keeps the fronted "if"-clause (the conditional
    # presupposition "if A, P", Karttunen 1973), which the sentence entails; pr146's neutral
    # label was for the unconditional "It will change files owned by you."
    text = "If it is copied to your home folder, it will change only files owned by you."
    pairs = _by_kind(text, "only")
    assert pairs["original"][1] == (
        "If it is copied to your home folder, it will change files owned by you."
    )
    assert {label for _, _, label in pairs.values()} == {"entailment"}


def test_consequent_without_modal_in_draft_keeps_entailment():
    """Control: the consequent has "will", but the draft ("Ann is buying coffee") does not keep
    it and shares nothing with the antecedent: the presupposition projects."""
    text = "If the price rises again, Ann will stop buying coffee."
    pairs = _by_kind(text, "aspectual_verbs")
    assert pairs["original"] == (text, "Ann is buying coffee.", "entailment")


def test_indefinite_under_wish_to_is_neutral():
    text = "You may wish to rearrange a bunch of old files."
    pairs = _by_kind(text, "re_verbs")
    assert pairs["original"][0] == text
    assert pairs["original"][1].startswith("A bunch of old files")
    assert {label for _, _, label in pairs.values()} == {"neutral"}


def test_definite_under_wish_to_keeps_entailment():
    """Control: a definite object keeps its presupposition under "wish" (Heim 1992)."""
    pairs = _by_kind("You may wish to rearrange the old files.", "re_verbs")
    assert pairs["original"][2] == "entailment"


# -- (2) hypothesis rewrite errors -------------------------------------------------------------


def test_matrix_base_form_conjunct_left_out_of_complement():
    text = (
        "If you run it twice, the tool will notice that the file is already saved and do nothing."
    )
    drafts = _drafts(text, "clause_embedding_predicates")
    assert drafts == {"The file is already saved."}


def test_base_form_complement_keeps_its_conjunct():
    """Control: the complement is itself a base form after "will": the conjunct is its own."""
    text = "She knows that the guests will come early and stay late."
    drafts = _drafts(text, "clause_embedding_predicates")
    assert drafts == {"The guests will come early and stay late."}


def test_execute_a_thing_is_not_killing_generic_present_has():
    text = "A return statement ends the function without executing the loop's body."
    assert _drafts(text, "possessed_definites") == {"The loop has a body."}


def test_execute_a_person_still_ends_possession():
    """Control: a person executed does not outlive the event (Levin 1993 §42.1)."""
    text = "The regime executes the rebel's brother."
    assert _drafts(text, "possessed_definites") == {"The rebel had a brother."}


def test_reduced_while_clause_on_an_infinitive_has_no_draft():
    text = (
        "This is useful in slow network calls, to let other tasks run while waiting for the reply."
    )
    assert _drafts(text, "temporal_adverbs") == set()


def test_reduced_while_clause_on_a_finite_verb_keeps_its_draft():
    """Control: the -ing clause hangs on a finite verb whose subject is its doer."""
    drafts = _drafts("The clerk read a book while waiting for the train.", "temporal_adverbs")
    assert drafts and all(d.startswith("The clerk") for d in drafts)
