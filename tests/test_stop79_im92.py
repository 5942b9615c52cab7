"""Stop 79 round one, branch im92: implicature words that are parts of a larger expression.

1. ``dimension_uses.spaced_locative_most``: "the right most button" is "rightmost" spelled as two
   words, the "-most" superlative of a direction word (CGEL ch. 6), not the quantifier: no pair.
2. ``dimension_uses.hedged_quantifier_list``: "Many, probably most, of the N" is one hedged
   appositive quantifier list (CGEL ch. 15): swapping one member and negating the verb denies
   the premise, so no member is a scalar item.
3. ``dimension_uses.dimension_product_numeral``: "five by five cells", "3 x 3 tiles": a factor
   of a dimension product is exact (Kennedy 2015): no "more than" hypothesis.

Sentences are constructed and go through the real spaCy model and the real pipeline."""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _written(text: str) -> dict[str, object]:
    """Well-formed implicature hypotheses of the unembedded premise, keyed by hypothesis."""
    return {
        p.hypothesis: p
        for p in mined_pairs(text, "implicature", assess_sources=True)
        if p.well_formed and p.premise_kind == "original" and p.hypothesis_kind == "implicature"
    }


def _any(text: str) -> list:
    return list(mined_pairs(text, "implicature", assess_sources=True))


# 1. "most" after a direction or position word


def test_spaced_rightmost_is_no_quantifier():
    assert _any("The left most lever starts the old pump.") == []


def test_spaced_uppermost_is_no_quantifier():
    assert _any("The upper most shelf holds the spare jars.") == []


def test_partitive_most_is_still_scalar():
    pairs = _written("Most of the levers start the old pump.")
    assert pairs["Not all of the levers start the old pump."].heuristic_label == "entailment"


def test_determiner_most_is_still_scalar():
    pairs = _written("Most levers start the old pump.")
    assert any(h.startswith("Not all") for h in pairs)


def test_most_after_a_preposition_base_is_still_scalar():
    # "in", "up", "out" are -most bases (inmost, upmost) and prepositions: with no determiner
    # before them, "most" is the quantifier of the preposition's object.
    pairs = _written("The pump works well in most valleys.")
    assert "The pump doesn't work well in all valleys." in pairs


# 2. hedged appositive quantifier list


def test_hedged_most_in_a_list_is_no_scalar_item():
    assert _any("Many, perhaps most, of the jars on the shelf are sealed by the workers.") == []


def test_plain_most_of_the_jars_is_still_scalar():
    pairs = _written("Most of the jars on the shelf are sealed by the workers.")
    hyp = "Not all of the jars on the shelf are sealed by the workers."
    assert pairs[hyp].heuristic_label == "entailment"


# 3. numerals in a dimension product


def test_by_product_numeral_has_no_upper_bound():
    assert _any("The filter draws six by six squares across the canvas.") == []


def test_times_product_numeral_has_no_upper_bound():
    assert _any("The filter draws 4 x 4 squares across the canvas.") == []


def test_plain_count_still_gets_an_upper_bound():
    pairs = _written("The filter draws six squares across the canvas.")
    hyp = "The filter doesn't draw more than six squares across the canvas."
    assert pairs[hyp].heuristic_label == "entailment"
