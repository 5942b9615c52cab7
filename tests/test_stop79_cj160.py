"""Stop 79 round one, branch cj160: two conjunction shapes the s1204u judges rejected.

1. ``conjunction._stranded_additive`` / ``conjunction._stranded_case``: a kept clause whose
   additive ("also", "too", "as well"; Kripke 2009, Heim 1992) or predicative "the case" (an
   abstract-object anaphor, Asher 1993) took up the removed clause next to it: the removal is
   ``lost_antecedent`` and the shortened sentence is no premise of an addition pair.
2. ``rewrite.conjuncts._list_end_removed``: a wh-content clause the parse hung as a relative on
   the noun before it is a list member (Huddleston & Pullum 2002 ch. 11 §5.3); without the last
   member the list keeps its coordinator before its new last member (Quirk et al. 1985 §13.21).

Sentences are constructed and go through the real spaCy model and the real pipeline
(``mined_pairs``, sources assessed as in a run). Each rule has a bad case and a close good
neighbour."""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _pairs(text: str) -> list:
    return list(mined_pairs(text, "conjunction", assess_sources=True))


def _removed(text: str) -> dict[str, object]:
    """Every ``conjunct_removed`` pair, keyed by its hypothesis."""
    return {p.hypothesis: p for p in _pairs(text) if p.hypothesis_kind == "conjunct_removed"}


def _added_premises(text: str) -> set[str]:
    return {p.premise for p in _pairs(text) if p.hypothesis_kind == "conjunct_added"}


# 1. additive and "the case" whose antecedent was the removed clause

_ADDITIVE = (
    "It is hard to pick one tool for every job, but the manual will often be useful, "
    "and the forum may also be quite helpful."
)
_ADDITIVE_CUT = (
    "It is hard to pick one tool for every job, and the forum may also be quite helpful."
)


def test_additive_after_removed_clause_is_lost_antecedent():
    pair = _removed(_ADDITIVE)[_ADDITIVE_CUT]
    assert not pair.well_formed
    assert "lost_antecedent" in pair.features["flags"]
    assert _ADDITIVE_CUT not in _added_premises(_ADDITIVE)


def test_same_sentence_without_additive_is_kept():
    text = _ADDITIVE.replace(" also", "")
    pair = _removed(text)[_ADDITIVE_CUT.replace(" also", "")]
    assert pair.well_formed
    assert pair.heuristic_label == "entailment"


def test_additive_with_a_kept_parallel_clause_is_kept():
    text = (
        "The first option is set, but the second option is set, and the third option is also set."
    )
    pair = _removed(text)["The first option is set, and the third option is also set."]
    assert pair.well_formed


def test_additive_before_the_removed_clause_is_kept():
    # the additive's antecedent lies outside the coordination: "He also sings" stays
    text = "He also sings, and she dances in the evening."
    pair = _removed(text)["He also sings."]
    assert pair.well_formed
    assert pair.heuristic_label == "entailment"


def test_the_case_after_removed_clause_is_lost_antecedent():
    text = "The filter works on layers, but that is not the case for paths."
    pair = _removed(text)["That is not the case for paths."]
    assert not pair.well_formed
    assert "lost_antecedent" in pair.features["flags"]
    assert _removed(text)["The filter works on layers."].well_formed


def test_cataphoric_the_case_before_removed_clause_is_lost_antecedent():
    text = (
        "It may not seem to be the case, but this photo is already very bright, "
        "and the filter will not help much."
    )
    cut = "It may not seem to be the case, and the filter will not help much."
    pair = _removed(text)[cut]
    assert not pair.well_formed
    assert "lost_antecedent" in pair.features["flags"]
    assert cut not in _added_premises(text)
    # its antecedent is still there when the last clause goes
    kept = _removed(text)["It may not seem to be the case, but this photo is already very bright."]
    assert kept.well_formed


def test_the_case_with_its_own_that_clause_is_kept():
    text = "It is the case that the filter works on layers, but it fails on paths."
    pair = _removed(text)["It is the case that the filter works on layers."]
    assert pair.well_formed


# 2. the last member of a list whose wh-clause members the parse hung as relatives


def test_last_wh_member_removed_keeps_the_coordinator():
    text = "She wrote down the model, the price, what shop she used and when it broke."
    removed = _removed(text)
    assert "She wrote down the model, the price, what shop she used." not in removed
    pair = removed["She wrote down the model, the price and what shop she used."]
    assert pair.well_formed
    assert pair.heuristic_label == "entailment"


def test_middle_wh_member_removed_keeps_the_coordinator():
    text = "She wrote down the model, the price, what shop she used and when it broke."
    removed = _removed(text)
    assert "She wrote down the model, the price, when it broke." not in removed
    assert removed["She wrote down the model, the price and when it broke."].well_formed


def test_real_relative_clauses_are_no_list_members():
    # "where" heads a relative of "the market": the coordination is of two relatives
    text = "We visited the old harbour, the market, where she bought a hat and where she lost it."
    removed = _removed(text)
    assert removed["We visited the old harbour, the market, where she bought a hat."].well_formed


def test_last_wh_member_hung_on_the_verb_keeps_the_coordinator():
    # the parse made the wh-clause the verb's complement after a comma-listed noun
    text = (
        "She gave us details like her phone, its model, what app she was using and what went wrong."
    )
    removed = _removed(text)
    assert "She gave us details like her phone, its model, what app she was using." not in removed
    pair = removed["She gave us details like her phone, its model and what app she was using."]
    assert pair.well_formed


def test_additive_past_a_semicolon_is_kept():
    # past the semicolon "also" adds to the whole text before it, not to the removed member
    text = (
        "The tool can write records to a file, send them to a server, or print them to the "
        "screen; of course, it's also possible to write your own tool."
    )
    cut = (
        "The tool can write records to a file or send them to a server; of course, it's also "
        "possible to write your own tool."
    )
    assert _removed(text)[cut].well_formed
