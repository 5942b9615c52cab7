"""verb_complement, stop 77 round one (branch vc142): coordinated infinitives and the continued
"when" clause (s1204q verb-010, -024, -032, -069; vc140's "left undone").

- a coordinated to-infinitive whose level of coordination the parse leaves open (a nearer
  infinitive of the complement between it and the head, or a "to" the parse hangs on an inner
  infinitive or does not read as an infinitive marker) is flagged coordinated-infinitive-scope;
  a plain second infinitive of the complement loses its "to" and stays;
- a trigger in a clause that continues a generic "when" clause ("useful when you have A, and
  you want to V") sits in a restrictor: the in-place hypothesis is flagged
  trigger-in-embedded-clause, as vc140's content clauses; another subject or a past main
  clause keeps the pair. The predicate (``syntax.continues_when_clause``) is shared with
  conjunction's ``when_clause_continued`` (cj148).

Constructed sentences through the real pipeline, each with a neighbour that must stay.
"""

from __future__ import annotations

from pipeline.flags import settle
from tests.phenomenon_support import mined_pairs


def _pairs(text: str) -> list:
    return [settle(p) for p in mined_pairs(text, "verb_complement", assess_sources=True)]


def _original(text: str) -> list:
    return [p for p in _pairs(text) if p.premise_kind == "original"]


def _flags(text: str) -> set[str]:
    return {f for p in _original(text) for f in p.features.get("flags", [])}


def test_to_conjunct_on_inner_passive_relative_is_flagged():
    text = "The dialog allows you to review the list of rows to be deleted and to add more rows."
    pairs = _original(text)
    assert pairs and not any(p.well_formed for p in pairs)
    assert "coordinated-infinitive-scope" in _flags(text)


def test_plain_second_infinitive_of_complement_stays():
    text = "This page allows you to rename the ledger and to delete old entries."
    hyps = {p.hypothesis: p for p in _original(text)}
    p = hyps.get("You rename the ledger and delete old entries.")
    assert p is not None and p.well_formed, hyps


def test_conjunct_after_nearer_purpose_infinitive_is_flagged():
    text = (
        "You will need to enter the fee twice in the form\u2014once to record the payment, "
        "and once to cancel the refund."
    )
    assert "coordinated-infinitive-scope" in _flags(text)
    assert not any(p.well_formed for p in _original(text))


def test_purpose_conjunct_parsed_as_such_keeps_its_to():
    text = (
        "You will need to open the ledger twice, once to add the invoice, "
        "and once to close the period."
    )
    hyps = {p.hypothesis: p for p in _original(text)}
    want = "You will open the ledger twice, once to add the invoice, and once to close the period."
    assert want in hyps and hyps[want].well_formed, hyps


def test_subject_control_second_infinitive_stays():
    text = "You need to enter the rate and to check the total."
    hyps = {p.hypothesis: p for p in _original(text)}
    p = hyps.get("You will enter the rate and check the total.")
    assert p is not None and p.well_formed, hyps


def test_broken_parse_of_coordinated_infinitive_is_flagged():
    text = "The Options tab allows you to set the Owner and Created by fields, and to Enable Sync."
    assert "coordinated-infinitive-scope" in _flags(text)
    assert not any(p.well_formed for p in _original(text))


def test_purpose_relative_without_coordination_stays():
    text = "The form asks you to name the account to be closed."
    hyps = {p.hypothesis: p for p in _original(text)}
    p = hyps.get("You name the account to be closed.")
    assert p is not None and p.well_formed, hyps


def test_trigger_in_continued_when_clause_is_flagged():
    text = "This view is handy when you keep several ledgers, and you need to compare their totals."
    pairs = _original(text)
    assert pairs and not any(p.well_formed for p in pairs)
    assert "trigger-in-embedded-clause" in _flags(text)


def test_when_clause_with_other_subject_stays():
    text = "This view is handy when you keep several ledgers, and it needs to compare their totals."
    assert "trigger-in-embedded-clause" not in _flags(text)
    assert any(p.well_formed for p in _original(text))


def test_episodic_past_when_clause_stays():
    text = "The view was handy when we kept several ledgers, and we wanted to compare the totals."
    assert "trigger-in-embedded-clause" not in _flags(text)
    assert any(p.well_formed for p in _original(text))


def test_conjunction_shares_the_when_predicate():
    from pipeline import syntax
    from pipeline.phenomena import conjunction

    assert conjunction._generic_subordinate is not None
    assert conjunction.GENERIC_SUBORDINATORS is syntax.GENERIC_SUBORDINATORS
    assert conjunction.simple_present is syntax.simple_present


def test_second_purpose_infinitive_keeps_its_to():
    text = "Plugins may need to change the header to avoid crashes and to support old systems."
    assert "coordinated-infinitive-scope" not in _flags(text)
    assert any(p.well_formed for p in _original(text))


def test_active_infinitival_relative_conjunct_keeps_its_to():
    text = "Drivers may need to make the same change to avoid errors and to support old disks."
    assert "coordinated-infinitive-scope" not in _flags(text)
