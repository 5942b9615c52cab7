"""Stop 83 round three, branch pr177: "only" whose focus an embedding moves.

An "only" right after a noun-phrase subject and before the finite operator focuses the subject
("Marianne only was glad" = only Marianne was glad; Quirk et al. 1985 §8.116-8.120). The
negation, question and modal rewrites work on the operator and move the focus to the predicate
("wasn't only glad", "Was Marianne only glad?") or put the modal under "only" ("Marianne only
might have been glad"): those premises and their controls are not written
(``pairs._subject_focus_only``). A conditional that keeps "Marianne only was" keeps the focus
and stays, except with a modal or "had" operator, where "If he only could ..." is the optative
"if only". The plain pair stays. Neighbours: "Only Marianne was glad" (the focus stays on the
subject in every rewrite), a pronoun subject and a lexical verb ("Marianne only talks ..."),
where the predicate reading is the usual one.

Sentences are constructed and go through the real spaCy model and the real pipeline.
"""

from __future__ import annotations

from pipeline.phenomena.presupposition.pairs import _keeps_subject_focus
from tests.phenomenon_support import mined_pairs


def _only_premises(text: str) -> dict[str, set[str]]:
    """Premise kinds of the well-formed "only" pairs, with their premises."""
    out: dict[str, set[str]] = {}
    for p in mined_pairs(text, "presupposition"):
        if p.subtype == "only" and p.well_formed:
            out.setdefault(p.premise_kind, set()).add(p.premise)
    return out


def _only_hypotheses(text: str) -> set[str]:
    return {
        p.hypothesis
        for p in mined_pairs(text, "presupposition")
        if p.subtype == "only" and p.hypothesis_kind == "presupposition" and p.well_formed
    }


def test_keeps_subject_focus_words() -> None:
    words = "Marianne only was"
    assert _keeps_subject_focus("If Marianne only was glad to go, it's okay.", words)
    assert _keeps_subject_focus("It's not the case that Marianne only was glad.", words)
    assert not _keeps_subject_focus("Marianne wasn't only glad to go.", words)
    assert not _keeps_subject_focus("Marianne only wasn't glad to go.", words)
    assert not _keeps_subject_focus("Marianne only was not glad to go.", words)
    assert not _keeps_subject_focus("Was Marianne only glad to go?", words)


def test_subject_focus_only_loses_the_moving_embeddings() -> None:
    kinds = _only_premises("Marianne only was glad to leave the house.")
    assert "negated" not in kinds
    assert "interrogative" not in kinds
    assert "modal" not in kinds
    assert "original" in kinds


def test_subject_focus_only_keeps_its_draft_and_conditional() -> None:
    text = "Marianne only was glad to leave the house."
    assert "Marianne was glad to leave the house." in _only_hypotheses(text)
    assert _only_premises(text).get("conditional")


def test_subject_focus_before_perfect_have() -> None:
    kinds = _only_premises("The colonel only had seen the letter.")
    assert not {"negated", "interrogative", "modal"} & set(kinds)


def test_subject_focus_before_a_modal_has_no_wish_conditional() -> None:
    kinds = _only_premises("The old colonel only could bear the noise.")
    assert not {"negated", "interrogative", "modal", "conditional"} & set(kinds)
    assert "The old colonel could bear the noise." in _only_hypotheses(
        "The old colonel only could bear the noise."
    )


def test_initial_only_still_embeds() -> None:
    kinds = _only_premises("Only Marianne was glad to leave the house.")
    assert "Was only Marianne glad to leave the house?" in kinds.get("interrogative", set())
    assert "negated" in kinds and "modal" in kinds


def test_medial_only_after_the_operator_still_embeds() -> None:
    kinds = _only_premises("The old colonel could only bear the noise.")
    assert "interrogative" in kinds


def test_lexical_verb_keeps_the_predicate_reading() -> None:
    kinds = _only_premises("Marianne only talks about it at dinner.")
    assert {"negated", "interrogative", "modal"} <= set(kinds)


def test_pronoun_subject_keeps_the_predicate_reading() -> None:
    kinds = _only_premises("She only was glad to leave the house.")
    assert {"negated", "interrogative"} <= set(kinds)
