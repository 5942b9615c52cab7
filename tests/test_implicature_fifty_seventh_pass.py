"""Fifty-seventh pass (docs/implicature.md, "Fifty-seventh pass (stop 57, im50: formulae,
enumerations, may, hypothesis surface)").

No candidate for a quantifier formula ("Many thanks"), an adjective coordinated with its
antonym ("good and bad"), a result degree ("so small that"), "cheap" of worth ("talk is
cheap"), "could always", a counterfactual "would have tried", a numeral whose members are
listed, or a measure-phrase numeral ("two cups ... improves"); no negation control for a
"may/might" clause; no lower-bound hedge or additive "as well" in the hypothesis. Constructed
sentences through the real pipeline; each class has a twin."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import implicature_hypotheses, mined_pairs

_hypotheses = implicature_hypotheses


@pytest.mark.parametrize(
    ("text", "subtype"),
    [
        ("Many thanks are due to Anna and Tom for their work on this.", "quantifiers"),
        ("There's good and bad in every release, I suppose.", "gradable_adjectives"),
        ("The log files are soo small that you could just read them again.", "gradable_adjectives"),
        ("Talk is cheap, but support is expensive.", "gradable_adjectives"),
        ("You could always run away to the coast.", "modals"),
        ("Maybe he would have tried to fix it.", "gradable_verbs"),
        (
            "Two vendors, Acme Corp and Bolt Systems, are each building their own version.",
            "numerals",
        ),
        (
            "Chemists recognize three states of matter in the kitchen - solid, liquid, and gas.",
            "numerals",
        ),
        ("Two strong cups taken before a meeting improves focus.", "numerals"),
    ],
)
def test_use_without_stronger_alternative_gives_no_pair(text: str, subtype: str) -> None:
    assert _hypotheses(text, subtype) == set()


@pytest.mark.parametrize(
    ("text", "subtype", "hypothesis"),
    [
        ("The log files are small.", "gradable_adjectives", "The log files aren't tiny."),
        ("Lunch is cheap in this town.", "gradable_adjectives", "Lunch isn't free in this town."),
        ("He tried to fix it.", "gradable_verbs", "He didn't manage to fix it."),
        (
            "Two vendors are each building their own version.",
            "numerals",
            "No more than two vendors are each building their own version.",
        ),
        (
            "Two strong cups were on the table.",
            "numerals",
            "No more than two strong cups were on the table.",
        ),
    ],
)
def test_twin_keeps_its_pair(text: str, subtype: str, hypothesis: str) -> None:
    assert hypothesis in _hypotheses(text, subtype)


@pytest.mark.parametrize(
    ("text", "hypothesis"),
    [
        (
            "Most admins I know, at the very least, run two mail servers.",
            "Not all admins I know run two mail servers.",
        ),
        (
            "I've received some of these letters as well.",
            "I haven't received all of these letters.",
        ),
    ],
)
def test_hypothesis_drops_hedge_and_additive(text: str, hypothesis: str) -> None:
    assert _hypotheses(text, "quantifiers") == {hypothesis}


def test_may_gets_no_negation_control() -> None:
    pairs = mined_pairs("Hackers may exploit this bug to run arbitrary code.", "implicature")
    kinds = {p.premise_kind for p in pairs}
    assert "original" in kinds
    assert "negated" not in kinds


def test_clause_without_may_keeps_its_negation_control() -> None:
    pairs = mined_pairs("He tried to fix the mail server.", "implicature")
    assert any(p.premise_kind == "negated" and p.heuristic_label == "contradiction" for p in pairs)
