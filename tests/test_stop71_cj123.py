"""Stop 71 round two, branch cj123: non-boolean contexts of the blind review s1204a (FOLDOC):
adjectives coordinated on the subject of an intransitive symmetric verb, and two-member
alternative questions under "whether". Sentences go through the real spaCy model and are
constructed; controls (good neighbours that keep their pairs or labels) say so."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import added, conjunction_runner, removed


@pytest.fixture(scope="module")
def run(parsed, ctx):
    """``run(text)`` -> (candidates, pairs) of the whole sentence."""
    return conjunction_runner(parsed, ctx)


def _pairs(run, text: str):
    return run(text)[1]


# reciprocal "coincide" with coordinated adjectives on its plural subject --------------------


def test_symmetric_subject_modifiers_keep_both_groups(run):
    pairs = _pairs(run, "Folding the table makes upper and lower case letters coincide.")
    assert not removed(pairs) and not added(pairs)


def test_symmetric_verb_with_own_complement_still_removes(run):
    # control: "differ in shape" has a complement of its own, left to the other rules
    pairs = _pairs(run, "The upper and lower case letters differ in shape.")
    assert "The lower case letters differ in shape." in removed(pairs)


def test_adjectives_on_subject_of_plain_verb_still_remove(run):
    # control: a non-symmetric verb distributes over its subject
    pairs = _pairs(run, "Large and small companies use the format.")
    assert "Small companies use the format." in removed(pairs)


# alternative questions under "whether" ---------------------------------------------------------


def test_binary_alternative_question_is_the_same_question(run):
    pairs = _pairs(run, "It is unclear whether the disk is removable or fixed.")
    gone = removed(pairs)
    assert gone["It is unclear whether the disk is removable."].heuristic_label == "entailment"
    more = added(pairs)
    assert more["It is unclear whether the disk is fixed."].heuristic_label == "entailment"


def test_three_alternatives_keep_the_boolean_labels(run):
    # control: three alternatives are no polar question's partition
    pairs = _pairs(run, "The manual says whether the disk is removable, fixed or remote.")
    assert all(p.heuristic_label != "entailment" for p in added(pairs).values())
