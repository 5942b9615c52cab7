"""Stop 79 round two, branch cj161: conjunct removals that took the wrong span.

1. ``rewrite.conjuncts._determiner_of_coordinated_premodifiers`` (and ``_parenthetical_premodifier``
   with participial adjectives): "the old and new outline", "the simplest, and most often used,
   method": the article is the noun phrase's, shared by the coordinated premodifiers, and stays.
2. ``rewrite.conjuncts._attributive_adjective_after_small_clause``: "make [the edges softer] and
   [thin] lines themselves wider": small clauses go whole or not at all.
3. ``rewrite.conjuncts._gapped_mapping_after_clause``: "set lighter to 30 and Midtones to 120"
   is gapping (Huddleston & Pullum 2002 ch. 15 §4.2): no removal.
4. ``phenomena.conjunction._between_end_with_modifier``: "between 0 on the left and 1 on the
   right" is a range whose first end has its own modifier: no removal.

Sentences are constructed and go through the real spaCy model and the real pipeline
(``mined_pairs``, sources assessed as in a run). Each rule has a bad case and a close good
neighbour."""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _shortened(text: str) -> set[str]:
    """The shortened side of every well-formed removal/addition pair of ``text``."""
    out: set[str] = set()
    for p in mined_pairs(text, "conjunction", assess_sources=True):
        if p.hypothesis_kind == "conjunct_removed" and p.well_formed:
            out.add(p.hypothesis)
        if p.hypothesis_kind == "conjunct_added" and p.well_formed:
            out.add(p.premise)
    return out


# 1. the article of coordinated premodifiers stays


def test_article_after_both_stays_with_the_noun():
    # A plural head: with a singular one ("both the old and new outline") the adjectives meet
    # in one thing and cj163's intersective-"both" rule writes no pair at all.
    short = _shortened("The tool keeps points in both the old and new outlines.")
    assert "The tool keeps points in new outlines." not in short
    assert "The tool keeps points in the new outlines." in short


def test_article_of_parenthetical_participle_pair_stays():
    short = _shortened(
        "The simplest, and most often used, method is to drag the file onto the window."
    )
    assert "Most often used, method is to drag the file onto the window." not in short
    assert "The most often used method is to drag the file onto the window." in short
    assert "The simplest method is to drag the file onto the window." in short


def test_adjective_pair_without_both_keeps_its_article():
    short = _shortened("She chose the cheapest and smallest room in the hotel.")
    assert short == {
        "She chose the smallest room in the hotel.",
        "She chose the cheapest room in the hotel.",
    }


# 2. small clauses under "make"


def test_attributive_adjective_of_second_small_clause_is_not_removed():
    short = _shortened(
        "Large values make the edges softer and thin lines themselves wider and more visible."
    )
    assert not any("softer lines" in s for s in short)
    assert "Large values make thin lines themselves wider and more visible." in short


def test_predicative_adjective_pair_is_still_removed():
    short = _shortened("The new lamp makes the room warmer and brighter.")
    assert "The new lamp makes the room warmer." in short


# 3. a gapped "X to N" remnant after a full clause


def test_gapped_numeric_remnant_makes_no_removal():
    assert _shortened("Shadows are set lighter to 30 and Midtones to 120.") == set()


def test_two_full_clauses_with_to_phrases_are_still_removed():
    short = _shortened("The level is raised to 40 and the gain is lowered to 10.")
    assert "The level is raised to 40." in short
    assert "The gain is lowered to 10." in short


# 4. "between" range whose first end has a modifier


def test_between_range_with_modified_ends_makes_no_removal():
    text = "Position is a number between 0.000 on the left and 1.000 on the right side of the bar."
    assert not any("on the 1.000" in s for s in _shortened(text))
    assert _shortened(text) == set()


def test_clause_after_between_range_is_still_removed():
    short = _shortened("The ratio is between 2 and 3 in most cases, and the rest is waste.")
    assert "The ratio is between 2 and 3 in most cases." in short


def test_attributive_adjective_after_cut_small_clause_is_not_removed():
    text = (
        "Low settings make the blend from dark spots to pale areas smoother and thin lines "
        "themselves thinner and less visible."
    )
    assert not any("smoother lines" in s for s in _shortened(text))
