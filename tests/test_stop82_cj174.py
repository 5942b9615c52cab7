"""Stop 82 round two, branch cj174: a conjunct removal whose span crosses a clause boundary.

"Thought I was dead and picked up the sword": the first conjunct is a finite clause with its
own subject inside a verb phrase without one, and the last a subjectless verb phrase in the
matrix verb's inflection, so it can coordinate with the matrix verb phrase (Huddleston &
Pullum 2002 ch. 15 §2-4; Ross 1967). ``conjuncts._clause_level_undecided`` refuses removing
the first conjunct then ("Thought I picked up the sword" changes who did what); removing the
last stays. Sentences are constructed and go through the real spaCy model and pipeline."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import written_conjunction_pairs

BRIDGE = "The usual blunder: Thought the bridge was safe and walked onto it."
CAPTAIN = "Then the worst part: Believed the captain was asleep and opened the hatch."


@pytest.mark.parametrize(
    "text, crossed",
    [
        (BRIDGE, "The usual blunder: Thought the bridge walked onto it."),
        (CAPTAIN, "Then the worst part: Believed the captain opened the hatch."),
    ],
)
def test_removal_across_the_clause_boundary_is_not_written(text, crossed):
    assert crossed not in written_conjunction_pairs(text)
    assert crossed not in written_conjunction_pairs(text, "conjunct_added")


@pytest.mark.parametrize(
    "text, kept",
    [
        (BRIDGE, "The usual blunder: Thought the bridge was safe."),
        (CAPTAIN, "Then the worst part: Believed the captain was asleep."),
    ],
)
def test_last_conjunct_is_still_removed(text, kept):
    assert written_conjunction_pairs(text)[kept].heuristic_label == "entailment"


@pytest.mark.parametrize(
    "text, kept",
    [
        # the matrix verb has its own subject: the bare verb phrase goes with the embedded one
        (
            "The old note says the bridge is safe and carries heavy carts.",
            "The old note says the bridge carries heavy carts.",
        ),
        (
            "Our report shows that the pump was repaired and works again.",
            "Our report shows that the pump works again.",
        ),
    ],
)
def test_matrix_verb_with_its_own_subject_keeps_the_removal(text, kept):
    assert written_conjunction_pairs(text)[kept].heuristic_label == "entailment"
