"""Stop 83 round two, branch ng20: epistemic "must" under the embeddings.

``clause_scope.epistemic_stative``: "must" before an active stative verb of knowing, believing or
seeming ("he must know that ...", "it must seem odd") is the speaker's inference, not an
obligation (Coates 1983 ch. 3; Palmer 2001 §3.2-3.3), so ``clause_scope.epistemic_modal`` counts
it. The negation then writes no "doesn't need to know" (the negation of an obligation the
sentence never states): it negates from outside ("It's not the case that ...") where the clause
is the main clause that starts the sentence and refuses elsewhere, as for "must have". A
question or an "if" over a main clause with an epistemic modal is refused for a trigger in its
complement too. A purpose infinitive makes the necessity anankastic (deontic) and "You must
leave now" stays deontic: both keep "don't need to".

Sentences are constructed and go through the real spaCy model and the real pipeline."""

from __future__ import annotations

from pipeline.rewrite.clause_scope import epistemic_modal, epistemic_stative
from tests.phenomenon_support import mined_pairs


def _premises(text: str, phenomenon: str, kind: str) -> set[str]:
    return {
        p.premise
        for p in mined_pairs(text, phenomenon, assess_sources=True)
        if p.well_formed and p.premise_kind == kind
    }


def _root(nlp, text: str):
    return next(t for t in nlp(text) if t.dep_ == "ROOT")


def test_must_know_is_epistemic(nlp):
    head = _root(nlp, "The old sailor must know that the harbour was closed.")
    assert epistemic_stative(head)
    assert epistemic_modal(head, "negated") is not None


def test_must_leave_is_not_epistemic(nlp):
    head = _root(nlp, "You must leave the harbour now.")
    assert not epistemic_stative(head)
    assert epistemic_modal(head, "negated") is None


def test_purpose_infinitive_keeps_must_know_deontic(nlp):
    head = _root(nlp, "To open the gate, the porter must know the code.")
    assert not epistemic_stative(head)


def test_negated_must_know_is_no_need_to():
    negated = _premises(
        "The old sailor must know that the harbour was closed.", "verb_complement", "negated"
    )
    assert not any("need to" in p for p in negated), negated
    assert (
        "It is not the case that the old sailor must know that the harbour was closed." in negated
    )


def test_negated_must_know_after_a_conjunction_is_refused():
    text = "The tide was high, but the old sailor must know that the harbour was closed."
    negated = _premises(text, "verb_complement", "negated")
    assert not any("need to" in p for p in negated), negated


def test_negated_must_seem_is_no_need_to():
    text = "The quiet town must seem strange to the sailor's daughter."
    negated = _premises(text, "presupposition", "negated")
    assert not any("need to" in p for p in negated), negated


def test_deontic_must_keeps_need_to():
    negated = _premises("You must leave the sailor's house now.", "presupposition", "negated")
    assert "You don't need to leave the sailor's house now." in negated


def test_deontic_must_be_keeps_need_to():
    negated = _premises("The porter's key must be kept in the drawer.", "presupposition", "negated")
    assert any("need to be kept" in p for p in negated), negated


def test_conditional_over_epistemic_main_clause_is_refused():
    text = "The old sailor must know that the captain's ship was lost."
    conditional = _premises(text, "presupposition", "conditional")
    assert not any("must know" in p for p in conditional), conditional


def test_conditional_over_deontic_main_clause_stays():
    text = "The old sailor must repair the captain's ship."
    conditional = _premises(text, "presupposition", "conditional")
    assert "If the old sailor must repair the captain's ship, it's okay." in conditional


# 2. evaluative (emotive) disjuncts under every embedding ------------------------------------

_GRIEF = "To her deep grief, the baker's daughter found that the shop was closed."
_PLAIN = "The baker's daughter found that the shop was closed."


def _embedded(text: str, phenomenon: str) -> list:
    return [
        p
        for p in mined_pairs(text, phenomenon, assess_sources=True)
        if p.premise_kind not in ("original",)
    ]


def test_emotive_disjunct_takes_no_modal_question_or_if():
    for phenomenon in ("presupposition", "verb_complement"):
        kinds = {p.premise_kind for p in _embedded(_GRIEF, phenomenon) if p.well_formed}
        assert not kinds & {"modal", "interrogative", "conditional"}, (phenomenon, kinds)


def test_emotive_disjunct_flags_the_negation():
    for phenomenon in ("presupposition", "verb_complement"):
        negated = [p for p in _embedded(_GRIEF, phenomenon) if p.premise_kind == "negated"]
        assert negated, phenomenon
        assert all(not p.well_formed for p in negated), [p.premise for p in negated]
        flags = {f for p in negated for f in p.features.get("flags") or []}
        assert "discourse-clash:emotive-disjunct:grief" in flags, flags


def test_without_disjunct_the_embeddings_stay():
    kinds = {p.premise_kind for p in _embedded(_PLAIN, "presupposition") if p.well_formed}
    assert {"negated", "modal"} <= kinds, kinds
