"""Stop 55 (branch cj80), conjunct spans: a plain-form verb conjunct parsed as the partner of
the verb whose "to"-infinitive ends the first conjunct ("going to [smoke X] and [have Y]"
minus the first gave "was just have Y"), and a removal that opens a direct quotation keeps its
capital ('"we bought a boat."'). Constructed sentences through the real spaCy model. Each test
fails on main (37835108) unless its docstring says it is a control."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import kept, removals_of


@pytest.fixture(scope="module")
def run(conjunction_run):
    return conjunction_run


def test_plain_verb_partner_keeps_going_to(run):
    """Before: "We were just have a few drinks." ("originally going to" went with the first)."""
    hyps = removals_of(
        run, "I thought we were originally going to watch a movie and just have a few drinks."
    )
    assert "I thought we were originally going to just have a few drinks." in hyps
    assert "I thought we were originally going to watch a movie." in hyps
    assert not any("were just have" in h for h in hyps)


def test_plain_verb_partner_after_past_tense(run):
    """Control: where the parse already joins the infinitives, "started to" stays shared."""
    hyps = removals_of(run, "She started to sing and dance.")
    assert "She started to dance." in hyps
    assert "She started to sing." in hyps


def test_removal_opening_a_quotation_keeps_its_capital(run):
    """Before: 'She said, "we bought a boat."'."""
    hyps = removals_of(run, 'She said, "We sold the car and we bought a boat."')
    assert 'She said, "We bought a boat."' in hyps
    assert 'She said, "We sold the car."' in hyps
    assert all(kept(p) for p in hyps.values())


def test_curly_quotation_after_colon_keeps_its_capital(run):
    """Before: 'She told him: “we need a bigger boat.”'."""
    hyps = removals_of(run, "She told him: “They sold the car and we need a bigger boat.”")
    assert "She told him: “We need a bigger boat.”" in hyps


def test_lower_case_quotation_stays_lower_case(run):
    """Control: a quotation that opened in lower case is left as it was."""
    hyps = removals_of(run, 'My mom always says "eat your vegetables and drink your milk".')
    assert 'My mom always says "drink your milk".' in hyps
