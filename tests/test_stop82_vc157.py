"""verb_complement, stop 82 round one (branch vc157): the hypothesis is the complement only.

A plain comma splice (two independent clauses joined by a comma alone, no conjunct) before
the trigger's clause: the clause before the comma is a statement of its own (Quirk et al.
1985 App. III.7), so the in-place and the controller hypotheses leave it out, as after a
semicolon (``asyndetic_comma_splice``). Neighbours: a subordinate clause before the comma
stays, a pronoun whose antecedent is in the first clause keeps it, a fronted complement is
the trigger's own, and the conjunct splice of stop 79 is unchanged.

Constructed sentences through the real pipeline, each with a neighbour that must stay.
"""

from __future__ import annotations

from pipeline.flags import settle
from tests.phenomenon_support import mined_pairs


def _pairs(text: str):
    return [settle(p) for p in mined_pairs(text, "verb_complement", assess_sources=True)]


def _original(text: str):
    return next((p for p in _pairs(text) if p.premise_kind == "original"), None)


def test_plain_comma_splice_clause_left_out_in_place():
    p = _original("You can't paint both walls at the same time, you have to use the ladder twice.")
    assert p is not None and p.hypothesis == "You will use the ladder twice."
    assert p.well_formed


def test_plain_comma_splice_clause_left_out_of_negated_pair():
    pairs = [p for p in _pairs("The roads were icy, the driver managed to stop the truck.")]
    assert pairs
    assert all(p.hypothesis == "The driver stopped the truck." for p in pairs)


def test_subordinate_clause_before_comma_stays():
    p = _original("If the disk is full, you need to delete some old files.")
    assert p is not None and p.hypothesis == "If the disk is full, you will delete some old files."


def test_pronoun_antecedent_keeps_first_clause():
    p = _original("The box is heavy, you need to lift it with both hands.")
    assert p is not None and p.hypothesis.startswith("The box is heavy, ")


def test_fronted_complement_is_the_triggers_own():
    pairs = _pairs("The plan failed, I know that the team tried hard.")
    assert all(not p.hypothesis.startswith("The plan failed") for p in pairs)


def test_conjunct_splice_of_stop79_unchanged():
    p = _original(
        "Backups can become very large, however the tool allows you to compress the archives."
    )
    assert p is not None and p.hypothesis == "You compress the archives."


def test_fronted_adverbial_clause_with_inner_clause_stays():
    p = _original(
        "Once you have the tool working the way you want it to, you will want to write some tests."
    )
    assert p is not None and p.hypothesis.startswith("Once you have the tool working")
