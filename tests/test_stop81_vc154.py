"""verb_complement, stop 81 round one (branch vc154): when a negated premise is worth writing.

A clause that continues the sentence after the trigger's complement, outside it, as its equal
(a coordinated clause or predicate, a clause after a semicolon) was written in a discourse
relation with the trigger's clause as it stands (Kehler 2002; Asher & Lascarides 2003);
flipping that clause's polarity leaves the continuation about nothing, so the negated (or
negation-removed) premise is flagged ``discourse-clash:continuation`` (not well formed); the
original pair stays (``verb_complement_context.clause_after_complement``). A subordinate clause
after the complement ("if ...") restricts the clause and is no such continuation, nor is a
coordinated that-clause, which belongs to the complement.

Constructed sentences through the real pipeline, each with a neighbour that must stay.
"""

from __future__ import annotations

from pipeline.flags import settle
from tests.phenomenon_support import mined_pairs

FLAG = "discourse-clash:continuation"


def _pairs(text: str, kind: str):
    pairs = [settle(p) for p in mined_pairs(text, "verb_complement", assess_sources=True)]
    return [p for p in pairs if p.premise_kind == kind]


def _premises(text: str, kind: str) -> list[str]:
    """The premises of ``kind`` written well formed."""
    return [p.premise for p in _pairs(text, kind) if p.well_formed]


def _flagged(text: str, kind: str) -> bool:
    """Is there a pair of ``kind``, and is each flagged with the continuation clash?"""
    pairs = _pairs(text, kind)
    return bool(pairs) and all(FLAG in (p.features.get("flags") or []) for p in pairs)


def test_coordinated_clause_after_complement_flags_negated_premise():
    text = "The wizard will help you to install the driver, and you can then restart the machine."
    assert _premises(text, "negated") == []
    assert _flagged(text, "negated")
    assert _premises(text, "original") == [text]


def test_same_trigger_without_continuation_keeps_negated_premise():
    text = "The wizard will help you to install the driver."
    assert _premises(text, "negated") == ["The wizard will not help you to install the driver."]


def test_coordinated_predicate_of_the_matrix_flags_negated_premise():
    text = "Most parsers expect you to close every tag, and will reject the file otherwise."
    assert _premises(text, "negated") == []
    assert _flagged(text, "negated")
    assert _premises(text, "original") == [text]


def test_matrix_without_coordinated_predicate_keeps_negated_premise():
    text = "Most parsers expect you to close every tag."
    assert _premises(text, "negated") == ["Most parsers do not expect you to close every tag."]


def test_clause_after_semicolon_flags_negated_premise():
    text = "The clerk agreed to sign the form; the manager stamped it the next day."
    assert _premises(text, "negated") == []
    assert _flagged(text, "negated")
    assert _premises(text, "original") == [text]


def test_no_semicolon_clause_keeps_negated_premise():
    text = "The clerk agreed to sign the form."
    assert _premises(text, "negated") == ["The clerk did not agree to sign the form."]


def test_continuation_flags_negation_removal_too():
    text = "The service does not require you to log in, and the pages load quickly."
    assert _premises(text, "negation_removed") == []
    assert _flagged(text, "negation_removed")
    assert _premises(text, "original") == [text]


def test_negation_removal_without_continuation_stays():
    text = "The service does not require you to log in."
    assert _premises(text, "negation_removed") == ["The service requires you to log in."]


def test_coordinated_that_clause_is_part_of_the_complement():
    # "and that ..." continues what is reported, not the trigger's clause
    text = "She replied that the door was locked, and that the key was lost."
    assert _premises(text, "negated") == [
        "She did not reply that the door was locked, and that the key was lost."
    ]


def test_conditional_clause_after_complement_keeps_negated_premise():
    # a subordinate "if"-clause restricts the trigger's clause: no continuation
    text = "The tool allows you to merge two files if they share a header."
    assert _premises(text, "negated") == [
        "The tool does not allow you to merge two files if they share a header."
    ]
