"""Stop 49, pr59: which presupposition candidates get a negated premise (docs/presupposition.md,
sixty-first pass; pipeline/phenomena/presupposition/negation_scope.py).

The family-of-sentences test needs one sentential negation that denies the sentence's whole
at-issue content with the trigger in its scope (Chierchia & McConnell-Ginet 1990; NOPE App. B).
No negated premise (nor its control) is written for a predicate coordinated or sequenced under
one subject, a concessive frame ("despite"), a colon/semicolon continuation, or an inverted
copula with a fronted PP; a plain clause and a coordination of clauses with their own subjects
(NOPE App. C negates the trigger's conjunct) keep theirs.

Constructed sentences through the real pipeline (spaCy parse, real rewrites)."""

from __future__ import annotations

from functools import cache


@cache
def _pairs(text: str) -> tuple:
    from pipeline.process import run_texts

    _, result = run_texts([text], ["presupposition"])
    return tuple(result.pairs)


def _kinds(text: str, subtype: str) -> set[str]:
    return {p.premise_kind for p in _pairs(text) if p.subtype == subtype}


def _negated(text: str, subtype: str) -> set[str]:
    return {p.premise for p in _pairs(text) if p.subtype == subtype and p.premise_kind == "negated"}


def _no_negated(text: str, subtype: str) -> bool:
    """No clean negated premise: none written, or only one the rewriter already flagged (a
    flagged premise is still written, stop-48 policy)."""
    kinds = _kinds(text, subtype)
    negated = [p for p in _pairs(text) if p.subtype == subtype and p.premise_kind == "negated"]
    return "original" in kinds and not any(p.well_formed for p in negated)


def test_sequenced_predicate_gets_no_negated_premise() -> None:
    text = "The cat landed on the farmer's left knee, then jumped to the floor."
    assert _no_negated(text, "possessed_definites")


def test_coordinated_predicates_under_one_subject_get_no_negated_premise() -> None:
    text = "The team stopped playing after the coach's departure and then lost the league."
    assert "original" in _kinds(text, "aspectual_verbs")
    # the presupposition draft under the one-conjunct negation stays a defect; the control whose
    # hypothesis is the original sentence is contradicted under either scope of the "not"
    # (Horn 1989 ch. 6), a warning since stop 87 (fl74, judged 15 of 22 kept)
    negated = [
        p for p in _pairs(text) if p.subtype == "aspectual_verbs" and p.premise_kind == "negated"
    ]
    assert negated and not any(p.well_formed for p in negated if p.hypothesis != text)
    # the negated LAST conjunct follows an asserted event and stays
    assert "negated" in _kinds(text, "change_of_state")


def test_concessive_frame_gets_no_negated_premise() -> None:
    text = "Despite the heavy rain, the team stopped playing after the coach left."
    assert _no_negated(text, "aspectual_verbs")
    assert _no_negated(text, "temporal_adverbs")


def test_semicolon_continuation_is_dropped_from_the_negated_premise() -> None:
    # stop 49 refused the negation (the continuation presupposes the win); since pr103 (stop 61)
    # the negated premise is the trigger's clause alone, without the spliced clause after it
    text = "The team won the league after the coach left; the fans were delighted by the victory."
    assert _negated(text, "temporal_adverbs") == {
        "The team didn't win the league after the coach left."
    }


def test_inverted_copula_gets_no_negated_premise() -> None:
    text = "Among the mayor's papers was a letter from the king."
    assert _no_negated(text, "possessed_definites")


def test_plain_clause_keeps_its_negated_premise() -> None:
    assert _negated("The team won the league after the coach left.", "temporal_adverbs") == {
        "The team didn't win the league after the coach left."
    }
    assert _negated("The cat landed on the farmer's left knee.", "possessed_definites") == {
        "The cat didn't land on the farmer's left knee."
    }


def test_coordinated_clauses_with_own_subjects_keep_the_negated_conjunct() -> None:
    text = "The mayor stopped the meeting, and the council left the hall."
    assert _negated(text, "change_of_state") == {
        "The mayor stopped the meeting, and the council didn't leave the hall."
    }


def test_reason_clause_and_rule_helpers() -> None:
    from pipeline.parse import load, resolve_model
    from pipeline.phenomena.presupposition.negation_scope import (
        _concessive_frame,
        _continued_after_colon,
        _reason_clause,
    )

    nlp = load(resolve_model(None))
    doc = nlp("The village grew because the company's mine opened.")
    opened = next(t for t in doc if t.lower_ == "opened")
    assert _reason_clause(opened)
    assert not _reason_clause(doc[0].sent.root)
    doc = nlp("Although it rained, the team finished the season.")
    assert _concessive_frame(doc[0].sent.root)
    doc = nlp("The museum shows the early drawings: sketches of birds and trees.")
    assert not _continued_after_colon(doc[0].sent.root)  # a noun phrase elaborates the object
    assert not _continued_after_colon(nlp("The museum shows the early drawings.")[0].sent.root)
