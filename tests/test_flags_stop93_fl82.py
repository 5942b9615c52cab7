"""Stop 93 (fl82): defect flags whose promise failed on the judged pairs, narrowed.

Constructed sentences through the real pipeline (real spaCy parse); each narrowed check has a
sentence that still flags and one that no longer does (docs/flags.md, stop 93).
"""

from __future__ import annotations

from functools import cache

from tests.phenomenon_support import mined_pairs

MISSES = "embedding-misses-trigger"


@cache
def _presupposition_pairs(text: str) -> dict[str, object]:
    """premise kind -> the presupposition pair (hypothesis kind ``presupposition``)."""
    return {
        p.premise_kind: p
        for p in mined_pairs(text, "presupposition")
        if p.hypothesis_kind == "presupposition"
    }


def _flags(pair) -> list[str]:
    return list(pair.features.get("flags") or [])


# -- embedding-misses-trigger: a trigger in a supplement is a warning, a fronted clause a defect --


def test_possessor_in_appositive_keeps_its_embedded_pairs_with_the_warning() -> None:
    # the appositive is the speaker's side commitment outside every operator (Potts 2005 ch. 4):
    # "The bakery had an owner." still follows from each embedded premise
    pairs = _presupposition_pairs("Tom Baker, the bakery's owner, opened a second shop.")
    embedded = [pairs[k] for k in ("negated", "modal", "interrogative", "conditional")]
    assert all(p.hypothesis == "The bakery had an owner." for p in embedded)
    for p in embedded:
        assert "trigger-in-supplement" in _flags(p), p.premise_kind
        assert MISSES not in _flags(p), p.premise_kind
        assert p.well_formed, p.premise_kind


def test_fronted_clause_outside_the_operator_stays_refused() -> None:
    # near miss: the gerund clause before the subject is a frame the negation and the question
    # leave outside (NOPE §3.2; Maienborn 2001); the pair tests no projection and stays a defect
    pairs = _presupposition_pairs(
        "After missing the bus, he told the teacher that the road was closed."
    )
    for kind in ("negated", "interrogative"):
        p = pairs[kind]
        assert p.hypothesis == "He missed the bus."
        assert MISSES in _flags(p) and not p.well_formed, kind
