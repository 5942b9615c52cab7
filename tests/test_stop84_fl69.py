"""Stop 84, branch fl69: a flag is a promise (docs/flags.md, "Stop 84: fl69").

``lost_substitute_antecedent`` (``conjuncts._lost_parallel_substitute``): a nominal substitute
("one", "ones", "another") in the conjunct after the removed one whose antecedent noun was in
the removed conjunct. Substitution is a relation in the wording (Halliday & Hasan 1976 §3.2):
"one" repeats a count noun head and has no deictic use, and in a coordination it is resolved
from the parallel conjunct before it (Quirk et al. 1985 §12.9; Hobbs & Kehler 1997). With that
conjunct gone, "He ate one on the bus." stands for nothing, on either side of the pair (a
conjunct_added premise too, where ``lost_antecedent`` is only a warning).

Good neighbours: generic "one" (a personal pronoun, no antecedent: Quirk et al. 1985 §6.55),
a substitute with its own restrictive clause ("the one that ..."), and the removal of the other
conjunct (the antecedent stays) are not flagged by this check.

Constructed sentences through the real spaCy model and the real pipeline."""

from __future__ import annotations

import pytest

from pipeline.flags import REFUSALS, severity
from tests.phenomenon_support import (
    pair_flags,
    settled_conjunction_pair,
)

FLAG = "lost_substitute_antecedent"


def test_flag_registered_as_defect() -> None:
    assert FLAG in REFUSALS
    assert severity(FLAG, "conjunction", "conjunct_added") != "warning"


APPLES = "He bought two apples at the market, and later he ate one on the bus."


def test_substitute_loses_antecedent_in_hypothesis() -> None:
    pair = settled_conjunction_pair(APPLES, "He ate one on the bus.")
    assert FLAG in pair_flags(pair)
    assert not pair.well_formed


def test_substitute_loses_antecedent_in_added_premise() -> None:
    # conjunct_added: the premise "He ate one on the bus." is the broken side; a defect here
    # too, unlike the pronoun check's lost_antecedent (a warning for this kind)
    pair = settled_conjunction_pair(APPLES, APPLES, kind="conjunct_added")
    assert pair.premise == "He ate one on the bus."
    assert FLAG in pair_flags(pair)
    assert not pair.well_formed


def test_another_after_one_thing_removed() -> None:
    text = "She would promise one thing in the morning, and do another in the evening."
    pair = settled_conjunction_pair(text, "She would do another in the evening.")
    assert FLAG in pair_flags(pair)
    assert not pair.well_formed


def test_antecedent_kept_when_other_conjunct_removed() -> None:
    pair = settled_conjunction_pair(APPLES, "He bought two apples at the market.")
    assert FLAG not in pair_flags(pair)
    assert pair.well_formed
    assert pair.heuristic_label == "entailment"


@pytest.mark.parametrize(
    ("text", "hypothesis"),
    [
        # generic "one": a personal pronoun, no antecedent needed
        (
            "He finished the long report, and one could see the relief on his face.",
            "One could see the relief on his face.",
        ),
        # a fused head with its own restrictive relative clause is not this check's
        (
            "She tried on three hats, and she chose the one that suited her.",
            "She chose the one that suited her.",
        ),
    ],
)
def test_not_a_lost_substitute(text: str, hypothesis: str) -> None:
    pair = settled_conjunction_pair(text, hypothesis)
    assert FLAG not in pair_flags(pair)


def test_generic_one_pair_still_well_formed() -> None:
    text = "He finished the long report, and one could see the relief on his face."
    pair = settled_conjunction_pair(text, "One could see the relief on his face.")
    assert pair.well_formed
