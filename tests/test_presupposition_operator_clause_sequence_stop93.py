"""Operator premises over a sequence of independent clauses (stop 93, pr206, issue #11).

A negated, modal, interrogative or conditional premise tests projection only when the trigger's
clause is the one clause the operator takes (Karttunen 1973; IMPPRES's and NOPE's embeddings are
single-clause sentences). On a sentence of several independent clauses (coordinated main clauses
with their own subjects, or two sentences run together) the operator either lands on one clause
and leaves the others asserted, or on the whole sequence: the presupposition pair is flagged
``operator-over-clause-sequence`` unless the embedding cut the premise to the trigger's own clause
(``other-clause-dropped``). Constructed sentences through the real pipeline (real spaCy parse);
near-misses: a single-clause sentence, and one with a subordinate clause only, keep every
operator premise.
"""

from __future__ import annotations

from pipeline import flags
from pipeline.phenomena.presupposition.pairs import OPERATOR_OVER_CLAUSES
from tests.phenomenon_support import mined_pairs

OPERATORS = ("negated", "modal", "interrogative", "conditional")


def _presupposition_pairs(text: str) -> dict[str, object]:
    return {
        p.premise_kind: p
        for p in mined_pairs(text, "presupposition")
        if p.hypothesis_kind == "presupposition"
    }


def test_the_flag_is_a_registered_defect() -> None:
    assert flags.is_registered(OPERATOR_OVER_CLAUSES)
    assert flags.severity(OPERATOR_OVER_CLAUSES, "presupposition", "presupposition") == "defect"


def test_negation_on_the_last_of_three_main_clauses_is_flagged() -> None:
    pairs = _presupposition_pairs(
        "The guests left early, and the band packed up, and the host stopped serving drinks."
    )
    negated = pairs["negated"]
    assert "and the host didn't stop serving drinks" in negated.premise  # the others asserted
    assert OPERATOR_OVER_CLAUSES in negated.features["flags"]
    assert not flags.settle(negated).well_formed
    # the original premise is the sentence as found (NOPE §3): untouched
    assert pairs["original"].well_formed
    assert OPERATOR_OVER_CLAUSES not in pairs["original"].features["flags"]


def test_two_clauses_with_the_trigger_in_the_last_are_kept() -> None:
    # near-miss: "A, but not B" is NOPE's negation of the conjunct that holds the trigger
    pairs = _presupposition_pairs("The shop was closed on Monday, but my brother stopped smoking.")
    assert "negated" in pairs
    for kind in OPERATORS:
        if kind in pairs:
            assert OPERATOR_OVER_CLAUSES not in pairs[kind].features["flags"]


def test_a_premise_cut_to_the_trigger_clause_is_not_flagged() -> None:
    pairs = _presupposition_pairs(
        "We waited for hours at the gate, and then the airline admitted that the flight was late."
    )
    cut = [
        k for k in OPERATORS if k in pairs and "other-clause-dropped" in pairs[k].features["flags"]
    ]
    assert cut, {k: (p.premise, p.features["flags"]) for k, p in pairs.items()}
    for kind in cut:
        assert "We waited" not in pairs[kind].premise
        assert OPERATOR_OVER_CLAUSES not in pairs[kind].features["flags"]


def test_controls_keep_the_whole_sentence_unflagged() -> None:
    text = "The guests left early, and the band packed up, and the host stopped serving drinks."
    controls = [p for p in mined_pairs(text, "presupposition") if p.hypothesis_kind == "original"]
    assert controls
    assert all(OPERATOR_OVER_CLAUSES not in p.features["flags"] for p in controls)


def test_single_clause_sentence_keeps_all_its_operator_premises() -> None:
    pairs = _presupposition_pairs("My neighbour stopped smoking last year.")
    assert set(OPERATORS) <= set(pairs)
    for kind in OPERATORS:
        assert OPERATOR_OVER_CLAUSES not in pairs[kind].features["flags"]
        assert flags.settle(pairs[kind]).well_formed, (kind, pairs[kind].features["flags"])


def test_subordinate_clause_alone_is_no_sequence() -> None:
    # a relative clause is inside the trigger's clause, no independent clause beside it
    pairs = _presupposition_pairs("The woman who lives next door stopped smoking last year.")
    assert set(OPERATORS) & set(pairs)
    for kind in OPERATORS:
        if kind in pairs:
            assert OPERATOR_OVER_CLAUSES not in pairs[kind].features["flags"]
