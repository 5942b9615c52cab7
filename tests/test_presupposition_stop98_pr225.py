"""Stop 98, pr225 (issue #11): a trigger inside a medial supplement.

A perfect or passive participle clause (", having sold X's farm,", ", being chased by X's
dog,"), a participle clause the parse hangs on the verb between subject and verb, and a
detached adjective phrase with a complement (", angry at X's wife,") are supplements (Quirk et
al. 1985 §15.58-15.60; H&P 2002 ch. 15 §5): scopeless (Potts 2005 ch. 4), so the operator put on
the host's verb misses the trigger. The premises are flagged ``trigger-in-supplement`` and
their presupposition pairs refused (``embedding-misses-trigger``), like the bare participle
supplements before. Constructed sentences through the real pipeline; near misses keep theirs."""

from __future__ import annotations

from functools import cache

import pytest

from tests.phenomenon_support import kept

OPERATORS = {"negated", "modal", "interrogative", "conditional"}


@cache
def _pairs(text: str) -> tuple:
    from pipeline.process import run_texts

    _, result = run_texts([text], ["presupposition"])
    return tuple(result.pairs)


def _kinds(text: str, hypothesis: str, *, flagged: bool) -> set[str]:
    """Premise kinds (operator premises only) whose presupposition pair ``hypothesis`` is kept
    (``flagged`` False) or carries ``trigger-in-supplement`` (``flagged`` True)."""
    out = set()
    for p in _pairs(text):
        if p.hypothesis_kind != "presupposition" or p.hypothesis != hypothesis:
            continue
        if p.premise_kind == "original":
            continue
        if flagged and "trigger-in-supplement" in (p.features.get("flags") or []):
            out.add(p.premise_kind)
        if not flagged and kept(p):
            out.add(p.premise_kind)
    return out


@pytest.mark.parametrize(
    ("text", "hypothesis"),
    [
        ("My uncle, having sold his brother's farm, moved to the city.", "His brother had a farm."),
        (
            "Anna, being chased by her neighbour's dog, ran into the house.",
            "Her neighbour had a dog.",
        ),
        ("She, having lost her father's watch, cried.", "Her father had a watch."),
        ("The old man, angry at his son's wife, left the room.", "His son had a wife."),
    ],
)
def test_trigger_in_medial_supplement_is_outside_the_operator(text, hypothesis):
    flagged = _kinds(text, hypothesis, flagged=True)
    assert {"modal", "conditional"} <= flagged, flagged
    assert not _kinds(text, hypothesis, flagged=False), _pairs(text)


@pytest.mark.parametrize(
    ("text", "hypothesis"),
    [
        # the trigger in the host clause itself, before a trailing "having" clause
        ("My uncle moved to his brother's farm, having sold the house.", "His brother had a farm."),
        # an integrated, prenominal adjective: no supplement
        ("The angry old man left his son's room.", "His son had a room."),
        # the same content as the host's own predicate
        ("The old man was angry at his son's wife.", "His son had a wife."),
    ],
)
def test_trigger_in_host_clause_keeps_its_pairs(text, hypothesis):
    assert {"modal", "conditional"} <= _kinds(text, hypothesis, flagged=False), _pairs(text)
    assert not _kinds(text, hypothesis, flagged=True)
