"""Stop 82 round two, branch cj173: conditional "and" and exhaustive "only" in conjunction pairs.

* Conditional ("left-subordinating") "and": an imperative or an indefinite noun phrase, then
  "and" and a clause with its own subject, is a conditional, "if you clean the shed, you'll get
  a coin" (Culicover & Jackendoff 1997; Russell 2007 on pseudo-imperatives): no conjunct is
  asserted alone, so no removal or addition pair is written
  (``conjunction_nonboolean.pseudo_imperative``). Three shapes the check missed: an imperative
  the tagger read as an adjective but parsed with a direct object
  (``_imperative_with_object``), an indefinite noun phrase other than "one more"/"another"
  (``_indefinite_condition_np``), and the consequent's subject parsed as a noun conjunct of the
  imperative (``_clause_read_as_noun``).
* Exhaustive "only" on a definite subject ("Our only shelter is A and B", with no relative
  clause): the coordination is the whole value, so removing or adding a member is a
  contradiction (``conjunction._exhaustive_cleft_value`` / ``_exclusive_definite_subject``;
  Horn 1969; Higgins 1979).

Sentences are constructed and go through the real spaCy model and the real pipeline."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import mined_pairs


def _pairs(text: str) -> dict[tuple[str, str], object]:
    return {
        (p.hypothesis_kind, p.hypothesis if p.hypothesis_kind != "conjunct_added" else p.premise): p
        for p in mined_pairs(text, "conjunction", assess_sources=True)
        if p.hypothesis_kind in ("conjunct_removed", "conjunct_added") and p.well_formed
    }


# --- conditional "and": bad cases ------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Clean my tower and you'll get the potion.",  # imperative read as an adjective
        "Clean the stables and you will earn a silver coin.",
        "One wrong step, and I'll surely be dead.",  # indefinite NP and S
        "A single false move and we lose the game.",
        "Simply look around and the key to finding it will be shown to you.",  # noun clause
    ],
)
def test_conditional_and_writes_no_removal_or_addition(text):
    assert _pairs(text) == {}


# --- conditional "and": good neighbours ------------------------------------------------------


def test_narrative_past_coordination_is_kept():
    pairs = _pairs("He took one more step, and the floor gave way.")
    removed = pairs[("conjunct_removed", "He took one more step.")]
    assert removed.heuristic_label == "entailment"
    assert ("conjunct_added", "The floor gave way.") in pairs


def test_verb_read_as_noun_is_no_conditional_np():
    # "rang" tagged as the head noun: no noun in WordNet, so no "NP and S" conditional; the
    # sentence keeps main's pairs (its replacement pair among them)
    pairs = mined_pairs("A loud bell rang, and the guards will come soon.", "conjunction")
    assert any(p.hypothesis_kind == "conjunct_replaced" for p in pairs)


def test_declarative_with_object_is_kept():
    pairs = _pairs("The maid cleaned my tower, and the cook will bake the bread.")
    assert pairs[("conjunct_removed", "The maid cleaned my tower.")].heuristic_label == (
        "entailment"
    )


# --- exhaustive "only" on a definite subject ----------------------------------------------------


def test_only_subject_value_removal_is_contradiction():
    pairs = _pairs("Their only shelter is a damp cave and an old cart.")
    removed = pairs[("conjunct_removed", "Their only shelter is a damp cave.")]
    assert (removed.heuristic_label, removed.label_rule) == ("contradiction", "exhaustive_cleft")


def test_only_subject_value_addition_is_contradiction():
    pairs = _pairs("Their only shelter is a damp cave and an old cart.")
    added = pairs[("conjunct_added", "Their only shelter is a damp cave.")]
    assert added.heuristic_label == "contradiction"


def test_the_sole_subject_value_is_contradiction():
    pairs = _pairs("The sole exit is a narrow door and a ladder.")
    assert pairs[("conjunct_removed", "The sole exit is a narrow door.")].heuristic_label == (
        "contradiction"
    )


def test_non_exclusive_subject_keeps_boolean_labels():
    pairs = _pairs("Their best shelter is a damp cave and an old cart.")
    removed = pairs[("conjunct_removed", "Their best shelter is a damp cave.")]
    assert removed.heuristic_label == "entailment"
    assert pairs[("conjunct_added", "Their best shelter is a damp cave.")].heuristic_label == (
        "neutral"
    )


def test_negated_only_subject_is_not_exhaustive():
    pairs = _pairs("Our only defence is not walls and guards.")
    removed = pairs[("conjunct_removed", "Our only defence is not walls.")]
    assert removed.heuristic_label != "contradiction"


# --- exclusive "only" over a free-choice "or" under a root possibility modal --------------------


def test_only_over_free_choice_or_removal_is_contradiction():
    pairs = _pairs("A token can only be copper or silver.")
    removed = pairs[("conjunct_removed", "A token can only be silver.")]
    assert (removed.heuristic_label, removed.label_rule) == (
        "contradiction",
        "exclusive_free_choice",
    )


def test_only_over_free_choice_or_addition_is_contradiction():
    pairs = _pairs("A token can only be copper or silver.")
    assert pairs[("conjunct_added", "A token can only be silver.")].heuristic_label == (
        "contradiction"
    )


def test_free_choice_or_without_only_keeps_its_labels():
    pairs = _pairs("A token can be copper or silver.")
    assert pairs[("conjunct_removed", "A token can be silver.")].heuristic_label == "entailment"
    assert pairs[("conjunct_added", "A token can be silver.")].heuristic_label == "neutral"


def test_exclusive_or_without_modal_stays_neutral_on_removal():
    pairs = _pairs("The letter speaks only of the miller or the smith.")
    removed = pairs[("conjunct_removed", "The letter speaks only of the smith.")]
    assert removed.heuristic_label == "neutral"
