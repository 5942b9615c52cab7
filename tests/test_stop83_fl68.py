"""Stop 83, branch fl68: a flag is a promise (docs/flags.md, "Stop 83: fl68").

Conjunction flags that the judges' kept pairs showed too wide, each narrowed at its cause:

- ``no_verb`` (``conjuncts._mistagged_coordinate_head``): the root tagged a noun whose removed
  conjunct is a verb of the same form ("Just head/NN ... and wait/VB", "displays/NNS ... and
  gives/VBZ") is the verb the tagger missed: coordination joins like categories (Huddleston &
  Pullum 2002 ch. 15 §4.1). A verbless remainder ("Fresh bread every morning.") stays flagged.
- ``lost_antecedent`` (``conjuncts._new_compound``): a later definite with a noun modifier the
  removed mention lacked ("the survey record" after "records") names its referent by its own
  description (Hawkins 1978), no reiteration of the removed noun; "the box" after "a box or
  drawer" stays flagged.
- ``lost_antecedent`` (``conjuncts._emphatic_after_noun``): a reflexive right after a noun of
  the kept conjunct ("only Arlen or Brisa herself") is the emphatic one bound by that noun
  (Quirk et al. 1985 §6.24), whatever arc the parse gave it; "only Arlen or her sister" stays
  flagged.

Each rule has a good case (no longer flagged; flagged at the base) and a bad neighbour (still
flagged), constructed, through the real spaCy model and the real pipeline."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import (
    pair_flags,
    settled_conjunction_pair,
)

MISTAGGED_HEADS = [
    (
        "Just head towards the tall tower and wait for your escort there.",
        "Just head towards the tall tower.",
    ),
    (
        "This tool window displays the current palette and gives you easy access to the colour"
        " commands.",
        "This tool window displays the current palette.",
    ),
    (
        "For supplies, place 5 coins on the counter, or place 10 coins for a lantern on the shelf.",
        "For supplies, place 5 coins on the counter.",
    ),
]


@pytest.mark.parametrize(("text", "hypothesis"), MISTAGGED_HEADS)
def test_mistagged_verb_head_keeps_its_verb(text: str, hypothesis: str) -> None:
    pair = settled_conjunction_pair(text, hypothesis)
    assert "no_verb" not in pair_flags(pair)


def test_mistagged_imperative_head_pair_is_well_formed() -> None:
    pair = settled_conjunction_pair(MISTAGGED_HEADS[0][0], MISTAGGED_HEADS[0][1])
    assert pair.well_formed
    assert pair.heuristic_label == "entailment"


def test_verbless_remainder_stays_no_verb() -> None:
    pair = settled_conjunction_pair(
        "Fresh bread every morning, and we bake it ourselves.", "Fresh bread every morning."
    )
    assert "no_verb" in pair_flags(pair)
    assert not pair.well_formed


def test_compound_definite_is_no_reiteration() -> None:
    text = (
        "All records and notes of the survey are kept in the survey record, and the survey"
        " record is archived each year."
    )
    hypothesis = (
        "All notes of the survey are kept in the survey record, and the survey record is"
        " archived each year."
    )
    pair = settled_conjunction_pair(text, hypothesis)
    assert "lost_antecedent" not in pair_flags(pair)
    assert pair.well_formed


def test_repeated_definite_noun_stays_lost_antecedent() -> None:
    text = "The key is kept in a box or drawer, and found by opening the box in the hall."
    pair = settled_conjunction_pair(
        text, "The key is kept in a drawer, and found by opening the box in the hall."
    )
    assert "lost_antecedent" in pair_flags(pair)
    assert not pair.well_formed


def test_emphatic_reflexive_after_kept_name_is_bound_there() -> None:
    text = "The vault holds papers that only Arlen or Brisa herself can read."
    pair = settled_conjunction_pair(
        text, "The vault holds papers that only Brisa herself can read."
    )
    assert "lost_antecedent" not in pair_flags(pair)
    assert pair.well_formed


def test_possessive_after_removed_name_is_spelled_out() -> None:
    # stop 95 (cj209): the possessive bound by the removed name becomes the name's genitive
    # ("Arlen's sister": Quirk et al. 1985 §6.27) instead of a flagged "her sister"
    text = "The vault holds papers that only Arlen or her sister can read."
    pair = settled_conjunction_pair(
        text, "The vault holds papers that only Arlen's sister can read."
    )
    assert "lost_antecedent" not in pair_flags(pair)
    assert pair.well_formed
