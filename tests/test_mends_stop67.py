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
