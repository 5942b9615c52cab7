"""Stop 76 round three, branch cj146: a conjunct opening with "one" is not removed when a later
conjunct opening with "another"/"the other" points back to it (comparative reference, Halliday
& Hasan 1976 §2.5; s1204p class 1). Constructed sentences through the real spaCy model."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import conjunction_runner, removed


@pytest.fixture(scope="module")
def run(parsed, ctx):
    """``run(text)`` -> (candidates, pairs) of the whole sentence."""
    return conjunction_runner(parsed, ctx)


def _hypotheses(run, text: str) -> set[str]:
    """Every sentence written on either side of a pair (removals and additions alike)."""
    pairs = run(text)[1]
    return {p.hypothesis for p in pairs} | {p.premise for p in pairs}


def test_another_keeps_its_antecedent(run):
    text = (
        "For this setup you need one bank account for savings and another bank account for bills."
    )
    out = _hypotheses(run, text)
    assert "For this setup you need another bank account for bills." not in out
    # the later conjunct still goes: "one bank account" needs nothing after it
    assert "For this setup you need one bank account for savings." in removed(run(text)[1])


def test_the_other_keeps_its_antecedent(run):
    text = "The museum keeps one copy in the archive and the other copy in the library."
    out = _hypotheses(run, text)
    assert "The museum keeps the other copy in the library." not in out
    assert "The museum keeps one copy in the archive." in removed(run(text)[1])


def test_elliptical_another_keeps_its_antecedent(run):
    out = _hypotheses(run, "You should create one folder for invoices and another for receipts.")
    assert "You should create another for receipts." not in out


def test_indefinite_partners_are_removed(run):
    """Control: "a folder ... and a folder ..." has no comparative reference."""
    text = "You should create a folder for invoices and a folder for receipts."
    out = removed(run(text)[1])
    assert "You should create a folder for receipts." in out
    assert out["You should create a folder for receipts."].well_formed


def test_one_beside_a_plain_conjunct_is_removed(run):
    """Control: a numeral "one" with no "another" after it is an ordinary conjunct."""
    out = removed(run("You need one account and two wallets.")[1])
    assert "You need two wallets." in out
    assert "You need one account." in out


def test_closed_phrasal_verb_keeps_its_partner_before_a_pronoun(run):
    """ "must setup it": a pronoun object cannot follow the particle of "set up"."""
    text = "When you install the tool for the first time, you must setup and configure it."
    out = removed(run(text)[1])
    assert "When you install the tool for the first time, you must setup it." not in out
    assert "When you install the tool for the first time, you must configure it." in out


def test_closed_phrasal_verb_before_a_noun_object_is_removed(run):
    """Control: a full noun phrase may follow the particle ("set up the server")."""
    out = removed(run("You must setup and configure the server.")[1])
    assert "You must setup the server." in out


def test_plain_verb_before_a_pronoun_is_removed(run):
    """Control: "install" is no phrasal verb; "You must install it." is fine."""
    out = removed(run("You must install and configure it.")[1])
    assert "You must install it." in out
