"""verb_complement, stop 77 round one (branch vc140): the complement never stated on its own
(s1204q summary patterns 1 and 5).

- an in-place hypothesis whose trigger sits in the content clause of a non-veridical host
  ("... confirm that you want to V" -> "... confirm that you will V") keeps the frame: flagged
  trigger-in-embedded-clause; a main-clause trigger or a veridical host ("knew that") keeps its
  in-place pair;
- a phrasal conjunct that opens the sentence ("For example,", "In fact,") is left out of a
  complement stated on its own; in place (same sentence) it stays;
- a singular definite controller under a quantified subject ("Most firms require the tenant
  to V") covaries with it: flagged dangling-anaphor:bound-definite; an unquantified subject
  keeps the pair.

Constructed sentences through the real pipeline, each with a neighbour that must stay.
"""

from __future__ import annotations

from pipeline.flags import settle
from tests.phenomenon_support import mined_pairs


def _pairs(text: str) -> list:
    return [settle(p) for p in mined_pairs(text, "verb_complement", assess_sources=True)]


def _pair(text: str, kind: str, hypothesis: str):
    return next(
        (p for p in _pairs(text) if p.premise_kind == kind and p.hypothesis == hypothesis), None
    )


def test_trigger_in_content_clause_in_place_is_flagged():
    text = "The wizard asks you to confirm that you want to archive the ledger."
    p = _pair(text, "original", "The wizard asks you to confirm that you will archive the ledger.")
    assert p is not None and not p.well_formed
    assert "trigger-in-embedded-clause" in p.features.get("flags", [])


def test_trigger_in_relative_or_specificational_clause_is_flagged():
    text = "The advantage is that you need to enter the rate only once."
    p = _pair(text, "original", "The advantage is that you will enter the rate only once.")
    assert p is not None and not p.well_formed


def test_main_clause_trigger_in_place_stays():
    text = "You want to archive the ledger."
    p = _pair(text, "original", "You will archive the ledger.")
    assert p is not None and p.well_formed


def test_veridical_host_keeps_in_place_pair():
    text = "The auditor knew that the clerk managed to archive the ledger."
    flags = [f for p in _pairs(text) for f in p.features.get("flags", [])]
    assert "trigger-in-embedded-clause" not in flags


def test_trailing_reporting_clause_is_no_frame():
    text = "The clerk managed to archive the ledger, the manager said."
    flags = [f for p in _pairs(text) for f in p.features.get("flags", [])]
    assert "trigger-in-embedded-clause" not in flags


def test_leading_phrasal_conjunct_dropped_from_stated_complement():
    for text in (
        "For example, the form requires you to type the full address.",
        "In fact, the form requires you to type the full address.",
    ):
        hyps = {p.hypothesis for p in _pairs(text) if p.premise_kind == "original"}
        assert "You type the full address." in hyps, (text, hyps)
        assert not any(h.startswith(("For example", "In fact")) for h in hyps), hyps


def test_leading_conjunct_stays_in_place():
    text = "In fact, the clerk managed to archive the ledger."
    p = _pair(text, "original", "In fact, the clerk archived the ledger.")
    assert p is not None and p.well_formed and p.heuristic_label == "entailment"


def test_definite_controller_bound_by_quantified_subject_is_flagged():
    for text in (
        "Most leases require the tenant to pay the water bill.",
        "Every lease requires the tenant to pay the water bill.",
    ):
        ps = [
            p
            for p in _pairs(text)
            if p.premise_kind == "original" and p.hypothesis.startswith("The tenant")
        ]
        assert ps, text
        for p in ps:
            assert not p.well_formed, (text, p.hypothesis)
            assert any(
                f.startswith("dangling-anaphor:bound-definite") for f in p.features.get("flags", [])
            )


def test_definite_controller_under_plain_subject_stays():
    text = "The lease requires the tenant to pay the water bill."
    p = _pair(text, "original", "The tenant pays the water bill.")
    assert p is not None and p.well_formed
