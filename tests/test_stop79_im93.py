"""Stop 79 round two, branch im93: implicature triggers that the s1204w judges found on no scale.

1. ``mail_uses.enumerated_numeral`` (asyndetic list): "three sliders, slider R for ..., slider G
   for ..., slider B for ..." names exactly the counted members (Quirk et al. 1985 §17.77-17.80
   on enumerating apposition), so the count is exact and "not more than three sliders, slider
   R ..." is incoherent: no pair.
2. ``existence_uses.presentational_some``: "Some tips are given below" is a presentational
   passive with existential, unstressed "sm" (Milsark 1977): no set of tips for "not all".

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


# 1. a numeral whose noun is followed by an asyndetic list of its members


def test_listed_members_after_numeral_give_no_pair():
    text = (
        'The panel offers three sliders, slider "R" for red light, slider "G" for green light, '
        'slider "B" for blue light.'
    )
    assert _any(text) == []


def test_listed_members_with_inner_coordination_give_no_pair():
    text = (
        "The panel offers three sliders, slider R for shades between pink and red, slider G for "
        "shades between lime and green, slider B for shades between navy and blue."
    )
    assert _any(text) == []


def test_numeral_with_a_relative_clause_is_still_scalar():
    pairs = _written("The panel offers three sliders, which is plenty for most users.")
    assert pairs["The panel doesn't offer more than three sliders."].heuristic_label == "entailment"


def test_bare_numeral_is_still_scalar():
    pairs = _written("The panel offers three sliders.")
    assert "The panel doesn't offer more than three sliders." in pairs


# 2. existential "some" as the subject of a presentational passive


def test_some_given_below_is_not_scalar():
    assert _any("Some tips are given below.") == []


def test_some_shown_in_next_section_is_not_scalar():
    assert _any("Some recipes are shown in the next chapter.") == []


def test_some_listed_on_this_page_is_not_scalar():
    assert _any("Some recipes are listed on this page.") == []


def test_partitive_some_shown_below_is_still_scalar():
    pairs = _written("Some of the recipes are shown below.")
    assert pairs["Not all of the recipes are shown below."].heuristic_label == "entailment"


def test_some_with_an_ordinary_predicate_is_still_scalar():
    pairs = _written("Some recipes are slow.")
    assert "Not all recipes are slow." in pairs


def test_some_shown_to_people_is_still_scalar():
    pairs = _written("Some recipes are shown to new cooks.")
    assert "Not all recipes are shown to new cooks." in pairs
