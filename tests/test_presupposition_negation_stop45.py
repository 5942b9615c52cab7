"""Presupposition: negated premises that read unnaturally (stop 45, pr44; rubric b).

- A sequence adjunct after the subject ("eventually", "finally", "afterward") under the added
  negation: "didn't eventually stop" denies the timing, not the event (Jackendoff 1972 ch. 8;
  Quirk et al. 1985 §8.67ff.): flagged ``ppi-under-negation:<word>``. A fronted one is a frame
  over the clause and keeps its own flag.
- "no longer" is a negative form (Quirk et al. 1985 §10.55): "couldn't no longer" is a double
  negative, flagged ``double-negation:no-longer``.
- A counted or weakly quantified subject ("At least 40 clerks", "Some farmers") takes scope
  over the added negation, and Q(not p) does not deny Q(p) (Horn 1989 §4.3): flagged
  ``negated-under-quantified-subject:counted``. A definite subject with a numeral ("The five
  brothers") is referential and stays clean.

Constructed sentences through the real pipeline; each class has its good counterpart."""

from __future__ import annotations

import pytest

from pipeline.process import run_texts
from tests.phenomenon_support import kept


def _negated(text: str) -> list[tuple[str, bool, tuple[str, ...]]]:
    """(premise, kept, flags) of the negated premises of ``text``'s presupposition pairs."""
    _, result = run_texts([text], ["presupposition"])
    return [
        (p.premise, kept(p), tuple(p.features.get("flags") or ()))
        for p in result.pairs
        if p.premise_kind == "negated"
    ]


@pytest.mark.parametrize(
    ("text", "flag"),
    [
        ("The bakery eventually stopped selling bread on Sundays.", "eventually"),
        ("The old miller finally stopped grinding corn.", "finally"),
        ("Her brother afterwards stopped visiting the farm.", "afterwards"),
    ],
)
def test_sequence_adjunct_under_negation_is_flagged(text: str, flag: str) -> None:
    negated = _negated(text)
    assert negated, text
    assert all(not ok for _, ok, _ in negated)
    assert all(f"ppi-under-negation:{flag}" in flags for _, _, flags in negated)


def test_without_sequence_adjunct_the_negation_is_kept() -> None:
    negated = _negated("The bakery stopped selling bread on Sundays.")
    assert ("The bakery didn't stop selling bread on Sundays.", True, ()) in negated


def test_no_longer_under_added_negation_gets_no_negated_premise() -> None:
    """Since pr117 (stop 67) a clause with "no longer" gets no negated premise at all, rather
    than a flagged one ("couldn't no longer" is no English); none that is written may pass."""
    assert not _negated("The old ferry could no longer continue crossing the river.")


@pytest.mark.parametrize(
    "text",
    [
        "At least 40 clerks stopped working at the bank.",
        "Some farmers stopped growing wheat in the valley.",
        "Thousands of tenants stopped paying the new rent.",
    ],
)
def test_counted_subject_under_negation_is_flagged(text: str) -> None:
    negated = _negated(text)
    assert negated, text
    assert all(not ok for _, ok, _ in negated)
    assert all("negated-under-quantified-subject:counted" in flags for _, _, flags in negated)


def test_definite_numeral_subject_keeps_its_negation() -> None:
    negated = _negated("The five brothers stopped working at the mill.")
    assert ("The five brothers didn't stop working at the mill.", True, ()) in negated


def test_singular_one_subject_is_specific_and_keeps_its_negation() -> None:
    negated = _negated("One survey, which covered 900 farms, found that wheat had stopped growing.")
    assert negated
    assert all(
        not any(f.startswith("negated-under-quantified-subject") for f in flags)
        for _, _, flags in negated
    )
