"""Stop 84, branch fl70: a flag is a promise (docs/flags.md, "Stop 84: fl70").

``lost_antecedent`` narrowed at three causes the judges' kept pairs showed, in
``pipeline/rewrite/conjuncts.py``:

- ``_attributive_of_stretch``: "the latter end of January", "the latter half of the week" is the
  attributive adjective "later" with a head noun and an "of" phrase of its own (Quirk et
  al. 1985 §7.36), not the fused-head anaphor "the latter" (§6.54) that picks a conjunct; "the
  latter dined with us" after "Tom and Ned" stays flagged.
- ``_property_conjunct``: an adjective conjunct ("a quick and honest servant") names a property,
  no referent, so removing it leaves the referents "the latter" picks from as they were; removing
  "Mr Lane" from "Mr Lane and his wife ... the latter" stays flagged.
- ``_restrictive_clause_after`` in ``_lost_one_antecedent``: a fused head "one" with a relative
  clause ("the one you need") is identified by that clause (Huddleston & Pullum 2002 ch. 5
  §9.4), as ``_substitute_head`` already held; "a bright one" stays flagged.

Each good case was flagged at the base (int84, fff47bdc); constructed sentences through the real
spaCy model and the real pipeline."""

from __future__ import annotations

import pytest

from pipeline.flags import settle
from pipeline.records import Pair
from tests.phenomenon_support import mined_pairs


def _pair(text: str, hypothesis: str) -> Pair:
    found = [
        settle(p)
        for p in mined_pairs(text, "conjunction", assess_sources=True)
        if p.hypothesis == hypothesis and p.hypothesis_kind == "conjunct_removed"
    ]
    assert found, f"no conjunct_removed pair {hypothesis!r} from {text!r}"
    return found[0]


def _flags(pair: Pair) -> list[str]:
    return list(pair.features.get("flags") or [])


GOOD = [
    (
        "Tom and I are to leave in the latter part of March for a cottage near the sea.",
        "Tom is to leave in the latter part of March for a cottage near the sea.",
    ),
    (
        "Ann and Kate spent the latter half of the week in town with an old friend.",
        "Ann spent the latter half of the week in town with an old friend.",
    ),
    (
        "She hired a quick and honest servant for Mr Lane and his wife, to assist the latter in"
        " the house.",
        "She hired an honest servant for Mr Lane and his wife, to assist the latter in the house.",
    ),
    (
        "The lamps glow brightly at night, but it is hard to find the one you need.",
        "It is hard to find the one you need.",
    ),
]

BAD = [
    (
        "Tom and Ned spent the morning in town, and the latter dined with us.",
        "Tom spent the morning in town, and the latter dined with us.",
    ),
    (
        "She hired a quick and honest servant for Mr Lane and his wife, to assist the latter in"
        " the house.",
        "She hired a quick and honest servant for Mr Lane, to assist the latter in the house.",
    ),
    (
        "The lamps glow brightly at night, but it is hard to find a bright one.",
        "It is hard to find a bright one.",
    ),
]


@pytest.mark.parametrize(("text", "hypothesis"), GOOD)
def test_no_lost_antecedent(text: str, hypothesis: str) -> None:
    pair = _pair(text, hypothesis)
    assert "lost_antecedent" not in _flags(pair)
    assert pair.well_formed
    assert pair.heuristic_label == "entailment"


@pytest.mark.parametrize(("text", "hypothesis"), BAD)
def test_lost_antecedent_stays(text: str, hypothesis: str) -> None:
    pair = _pair(text, hypothesis)
    assert "lost_antecedent" in _flags(pair)
    assert not pair.well_formed
