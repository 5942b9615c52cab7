"""Stop 78, branch mn82: two round-two rules narrowed where older pins were right. Sentences are
constructed and go through the real spaCy model and the real pipeline (``mined_pairs``, sources
assessed as in a run). Each narrowed case has the rule's own case beside it."""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _hyps(text: str, kind: str) -> dict[str, str]:
    """Well-formed hypotheses of ``kind`` (premise as written) with their labels."""
    return {
        p.hypothesis: p.heuristic_label
        for p in mined_pairs(text, "conjunction", assess_sources=True)
        if p.well_formed and p.hypothesis_kind == kind and p.premise_kind == "original"
    }


# 1. cj156's article rule: a count abstract noun keeps the agreed shared article


def test_count_abstract_noun_keeps_the_agreed_article():
    hyps = _hyps("The team needs a detailed plan or rough estimate.", "conjunct_removed")
    assert "The team needs a rough estimate." in hyps
    assert "The team needs rough estimate." not in hyps


def test_dual_class_abstract_noun_still_loses_the_article():
    hyps = _hyps("The tool is stable enough for a wide release and daily use.", "conjunct_removed")
    assert "The tool is stable enough for a daily use." not in hyps
    assert "The tool is stable enough for daily use." in hyps


# 2. cj156's co_conjunct_synonym: only the antonym's sense on the swapped word's axis counts


def test_antonym_sharing_only_a_rare_sense_with_the_co_conjunct_is_swapped():
    hyps = _hyps("We finally crossed the cold and windy pass.", "conjunct_replaced")
    assert hyps.get("We finally crossed the hot and windy pass.") == "contradiction"


def test_antonym_on_the_co_conjuncts_axis_is_still_refused():
    hyps = _hyps("The tool joins the upper and lower frame.", "conjunct_replaced")
    assert "The tool joins the upper and higher frame." not in hyps
