"""Stop 94 (fl84): a contraction whose clitic was lost after the apostrophe is ``garbled``.

A personal pronoun has no apostrophe genitive (H&P 2002 ch.5 §16.2), so "It' a bit", "they'
late" stand for "it's", "they're" with a letter lost; the judges of a food-review slice rejected a
premise and hypothesis that copied such a slip. A quoted pronoun closed by a single quote, a
plural possessive and a tokenizer-spaced clitic are not slips. Constructed sentences through the
real spaCy model and the real pipeline."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import fitness_reasons as _reasons

LOST = [
    "It' a little sweeter than the old recipe, but the kids like it.",
    "They' always out of stock when I want to order more.",
    "We bought two bags and we' happy with both of them.",
]

KEPT = [
    "It's a little sweeter than the old recipe, but the kids like it.",
    "I put the cookies in a 'thank you' basket for the neighbours.",
    "The word 'it' is used twice in the title of the book.",
    "The dogs' bowls were empty by the time we came home.",
]


@pytest.mark.parametrize("text", LOST)
def test_lost_clitic_is_garbled(nlp, text):
    assert "garbled" in _reasons(nlp, text)


@pytest.mark.parametrize("text", KEPT)
def test_quoted_pronoun_and_possessive_not_garbled(nlp, text):
    assert "garbled" not in _reasons(nlp, text)
