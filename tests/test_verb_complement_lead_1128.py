"""Verb-complement ¬S premises of a trigger that is not asserted (blind slice s1128a, issue
#12): the negation of a verb in a relative or non-speech complement clause changes a
backgrounded clause, so the premise is flagged; a main-clause or speech-complement trigger is
not. Constructed sentences through the real spaCy model."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import pairs_of, verb_complement_miner


@pytest.mark.parametrize(
    ("text", "lemma"),
    [
        ("I hope you will understand that the decision was difficult for all of us.", "understand"),
        ("The senators who have urged the president to end the war met on Monday.", "urge"),
    ],
)
def test_negation_of_a_backgrounded_trigger_is_flagged(parsed, ctx, text, lemma):
    _, negated = pairs_of(verb_complement_miner(parsed, ctx)(text), lemma)
    assert "negated-subordinate-clause" in negated.features["flags"]
    assert not negated.well_formed


@pytest.mark.parametrize(
    ("text", "lemma"),
    [
        ("The board decided to close the plant in May.", "decide"),
        ("She said that the board had decided to close the plant.", "decide"),
    ],
)
def test_negation_of_an_asserted_trigger_is_not(parsed, ctx, text, lemma):
    _, negated = pairs_of(verb_complement_miner(parsed, ctx)(text), lemma)
    assert "negated-subordinate-clause" not in negated.features["flags"]
    assert negated.well_formed
