"""Stop 82 round two, branch pr174: soft factives under embeddings.

A listed factive whose complement the verb veridicality seed paper's annotators do not take as
true under negation (mean rating below zero, like the "+/o" verbs "show", "confirm"; Ross &
Pavlick 2019's own data) is a soft factive (``wordlists/presupposition_soft_factives.txt``):
the plain sentence still entails the complement (veridical), the negated, modal, interrogative
and conditional premises are labelled neutral. "know", "realize", "remember" keep projecting.

Sentences are constructed and go through the real spaCy model and the real pipeline.
"""

from __future__ import annotations

from pipeline.phenomena.presupposition import lexicon as lex
from tests.phenomenon_support import mined_pairs


def _labels(text: str) -> dict[str, str]:
    return {
        p.premise_kind: p.heuristic_label
        for p in mined_pairs(text, "presupposition")
        if p.subtype == "clause_embedding_predicates" and p.hypothesis_kind == "presupposition"
    }


REVEAL = "The scan of the old bridge revealed that the main cable was badly corroded."
KNOW = "The engineer knew that the main cable was badly corroded."


def test_soft_factive_list_holds_reveal_not_know() -> None:
    assert "reveal" in lex.soft_factives()
    assert "know" not in lex.soft_factives()
    assert lex.soft_factives() <= lex.factives()


def test_reveal_plain_pair_stays_entailment() -> None:
    assert _labels(REVEAL).get("original") == "entailment"


def test_reveal_embedded_pairs_are_neutral() -> None:
    labels = _labels(REVEAL)
    embedded = {k: v for k, v in labels.items() if k != "original"}
    assert embedded, labels
    assert set(embedded.values()) == {"neutral"}, labels


def test_know_embedded_pairs_stay_entailment() -> None:
    labels = _labels(KNOW)
    embedded = {k: v for k, v in labels.items() if k != "original"}
    assert embedded, labels
    assert set(embedded.values()) == {"entailment"}, labels


def test_observe_embedded_pairs_are_neutral_plain_entailment() -> None:
    labels = _labels("The inspector observed that the north wall had shifted slightly.")
    assert labels.get("original") == "entailment", labels
    embedded = {k: v for k, v in labels.items() if k != "original"}
    assert embedded and set(embedded.values()) == {"neutral"}, labels


def test_semifactive_find_is_not_soft_and_still_projects_from_negation() -> None:
    assert "find" not in lex.soft_factives() and "see" not in lex.soft_factives()
    labels = _labels("The auditors found that the ledger had been altered twice.")
    assert labels.get("negated") == "entailment", labels
