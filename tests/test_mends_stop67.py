"""Stop 67 mends found while merging: a quantificational adverb before the first of two
adjective conjuncts that each carry one ("usually calm and sometimes stern") belongs to the first
conjunct. Sentences are constructed."""

from __future__ import annotations

import pytest

from pipeline.process import run_texts


def _removals(text: str) -> list[str]:
    _, res = run_texts([text], ["conjunction"], source="test")
    return [p.hypothesis for p in res.pairs if p.hypothesis_kind == "conjunct_removed"]


@pytest.mark.parametrize(
    ("text", "good", "bad"),
    [
        ("The manager is usually calm and sometimes stern, but she listens.",
         "The manager is sometimes stern, but she listens.",
         "The manager is usually sometimes stern, but she listens."),
        ("The water was sometimes warm, and sometimes cold, but we swam anyway.",
         "The water was sometimes cold, but we swam anyway.",
         "The water was sometimes sometimes cold, but we swam anyway."),
    ],
)  # fmt: skip
def test_first_conjunct_takes_its_parallel_frequency_adverb(text: str, good: str, bad: str) -> None:
    removals = _removals(text)
    assert good in removals, removals
    assert bad not in removals


def test_adverb_without_a_parallel_one_stays_shared() -> None:
    """Guard: with no adverb on the later conjunct, the one before the first scopes over both."""
    removals = _removals("She is usually kind and generous to her friends.")
    assert "She is usually generous to her friends." in removals, removals


def _verb_complement(text: str) -> list:
    _, res = run_texts([text], ["verb_complement"], source="test")
    return res.pairs


def test_participle_used_to_after_a_comma_is_no_habitual() -> None:
    """ "X, used to describe Y": a participle set off by a comma with no subject of its own is a
    reduced relative, not the finite habitual "used to" (ab75: such glossary pairs rejected)."""
    text = "Fanciful plural of box often met in the phrase Unix boxen, used to describe cheap hardware."
    assert not _verb_complement(text)


def test_habitual_used_to_after_an_appositive_keeps_its_pair() -> None:
    """Guard: the comma closing an appositive of the subject leaves the habitual reading."""
    hyps = {p.hypothesis for p in _verb_complement("My father, a farmer, used to get up at five.")}
    assert "My father, a farmer, got up at five." in hyps
