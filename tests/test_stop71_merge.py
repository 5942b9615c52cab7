"""Stop 71 merge mends: rules of one branch that the merged tree, or a second reading of the
rule, showed to be too broad. Constructed sentences through the real pipeline (real spaCy)."""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _original(text: str) -> tuple[str, str]:
    pairs = {p.premise_kind: p for p in mined_pairs(text, "verb_complement")}
    pair = pairs["original"]
    return pair.hypothesis, pair.heuristic_label


def test_generic_indefinite_evidence_subject_stays_neutral():
    # vc117: a description any case may meet states a rule ("a score in the high 80s").
    assert (
        _original("A score in the high 80s shows that the cache is well configured.")[1]
        == "neutral"
    )


def test_study_by_an_author_reports_a_finding():
    # A specific indefinite (Fodor & Sag 1982): one actual study, its finding reported as fact.
    hypothesis, label = _original("A study by Smith shows that the bridge was closed in 1970.")
    assert hypothesis == "The bridge was closed in 1970."
    assert label == "entailment"


def test_report_from_a_source_reports_a_finding():
    assert _original("A report from the agency shows that crime fell in 2019.")[1] == "entailment"
