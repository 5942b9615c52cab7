"""Stop 53 mends to conjunct removal, each with a reason in the code.

- an abbreviation that ends the remaining sentence ("D.C.") keeps one period: its period
  doubles as the full stop (CMOS 6.13), never "Washington D.C..".

Constructed sentences through the real pipeline."""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _removals(text: str) -> set[str]:
    return {
        p.hypothesis
        for p in mined_pairs(text, "conjunction")
        if p.hypothesis_kind == "conjunct_removed"
    }


def test_abbreviation_period_doubles_as_the_full_stop() -> None:
    removals = _removals("We flew from Boston to Washington D.C. and then drove to Richmond.")
    assert "We flew from Boston to Washington D.C." in removals
    assert not any(h.endswith("..") for h in removals)


def test_an_ellipsis_is_left_alone() -> None:
    removals = _removals("She waited for the bus and then for the train...")
    assert not any(h.endswith("..") and not h.endswith("...") for h in removals)
