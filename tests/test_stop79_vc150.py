"""verb_complement, stop 79 round one (branch vc150): s1204v leftovers of vc148/vc149.

- a comma splice opened by a conjunct ("A, however the tool lets them V") opens the
  controller hypothesis as a semicolon does: no copy of the first clause beside the
  controller's antecedent ("A, A V");
- a fronted "if" clause of a causative whose causer the controller hypothesis drops stays
  out of the hypothesis, and the pair is neutral (the condition restricts the causing).

Constructed sentences through the real pipeline, each with a neighbour that must stay.
"""

from __future__ import annotations

from pipeline.flags import settle
from tests.phenomenon_support import mined_pairs


def _original(text: str):
    pairs = [settle(p) for p in mined_pairs(text, "verb_complement", assess_sources=True)]
    return next((p for p in pairs if p.premise_kind == "original"), None)


def test_splice_controller_antecedent_not_copied_beside_first_clause():
    p = _original("Archives can grow quite big, however the packer allows them to shrink.")
    assert p is not None and p.well_formed
    assert p.hypothesis == "Archives shrink."


def test_splice_keeps_first_clause_for_another_pronoun():
    # "them" is no controller here: its antecedent stays in the hypothesis
    p = _original("Archives can grow quite big, however the packer allows you to shrink them.")
    assert p is not None
    assert p.hypothesis == "Archives can grow quite big, you shrink them."


def test_semicolon_neighbour_unchanged():
    p = _original("Archives can grow quite big; the packer allows them to shrink.")
    assert p is not None and p.hypothesis == "Archives shrink."


def test_fronted_condition_of_causer_left_out_and_neutral():
    p = _original("If you install new fonts, this button causes the font list to be rebuilt.")
    assert p is not None and p.well_formed
    assert p.hypothesis == "The font list is rebuilt."
    assert p.heuristic_label == "neutral"


def test_plain_causer_keeps_entailment():
    p = _original("This button causes the font list to be rebuilt.")
    assert p is not None and p.hypothesis == "The font list is rebuilt."
    assert p.heuristic_label == "entailment"


def test_fronted_condition_of_subject_control_stays():
    p = _original("If the disk was full, the clerk managed to save the ledger.")
    assert p is not None
    assert p.hypothesis == "If the disk was full, the clerk saved the ledger."
    assert p.heuristic_label == "entailment"


def test_fronted_condition_of_volition_stays():
    # a condition on a desire can be part of what is desired: not a causer's condition
    p = _original("If you rename layers, you probably want your names to be kept.")
    assert p is not None
    assert p.hypothesis.startswith("If you rename layers, ")
