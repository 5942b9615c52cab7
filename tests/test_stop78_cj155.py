"""Stop 78 round two, branch cj155: conjunction labels. Constructed sentences through the real
spaCy model and the real pipeline (``mined_pairs``, sources assessed as in a run); each rule a
bad case and a close good neighbour.

1. Free choice: "or" joining adverbial adjuncts of a verb under "can" ("can be changed when A
   or from B"), "or" under "useful for/to", and under the infinitival relative of an instrument
   noun ("the shortcut to show or hide X") reads as free choice (Kamp 1973; Zimmermann 2000;
   Bhatt 1999 on covert modality in infinitival relatives): removal entailment, addition
   neutral."""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _labels(text: str, kind: str) -> dict[str, str]:
    """Well-formed pairs of one hypothesis kind: the sentence as written on the side it
    stands in, the shortened one on the other, keyed by the shortened sentence."""
    out: dict[str, str] = {}
    for p in mined_pairs(text, "conjunction", assess_sources=True):
        if p.hypothesis_kind != kind or not p.well_formed:
            continue
        short = p.hypothesis if kind == "conjunct_removed" else p.premise
        out[short] = p.heuristic_label
    return out


def _removed(text: str) -> dict[str, str]:
    return _labels(text, "conjunct_removed")


def _added(text: str) -> dict[str, str]:
    return _labels(text, "conjunct_added")


# 1. free choice


def test_adverbial_clause_or_under_can_is_free_choice():
    text = "The colours can be changed either when the editor starts, or from the View menu."
    assert _removed(text).get("The colours can be changed when the editor starts.") == "entailment"
    assert _added(text).get("The colours can be changed when the editor starts.") == "neutral"


def test_adverbial_clause_or_without_modal_stays_boolean():
    text = "The colours were changed when the editor started or from the View menu."
    assert _removed(text).get("The colours were changed when the editor started.") == "neutral"


def test_useful_for_is_free_choice():
    text = "The filter is useful for sharpening or softening old photographs."
    assert _removed(text).get("The filter is useful for sharpening old photographs.") == (
        "entailment"
    )
    assert _added(text).get("The filter is useful for sharpening old photographs.") == "neutral"


def test_useful_to_is_free_choice():
    text = "This plug-in is useful to merge two scanned maps or drawings."
    assert _removed(text).get("This plug-in is useful to merge two scanned drawings.") == (
        "entailment"
    )


def test_instrument_noun_infinitival_relative_is_free_choice():
    text = "This is the usual shortcut to open or close the side panel."
    assert _added(text).get("This is the usual shortcut to close the side panel.") == "neutral"
    assert _removed(text).get("This is the usual shortcut to close the side panel.") == (
        "entailment"
    )


def test_ordinal_instrument_noun_stays_non_modal():
    text = "It was the first tool to support scanners or cameras."
    assert _removed(text).get("It was the first tool to support scanners.") != "entailment"


def test_episodic_or_without_modal_frame_stays_boolean():
    text = "The editor opened the side panel or the toolbox."
    assert _removed(text).get("The editor opened the toolbox.") == "neutral"


# 2. joint determination by a coordinated passive agent


def test_determined_by_coordinated_agents_is_collective():
    text = "The size of the grid is determined by the canvas width and the zoom level."
    removed = _removed(text)
    assert removed.get("The size of the grid is determined by the canvas width.") == "neutral"
    assert _added(text).get("The size of the grid is determined by the canvas width.") == (
        "neutral"
    )


def test_defined_by_coordinated_agents_is_collective():
    text = "The profile is defined by three primaries and a gamma curve."
    assert _removed(text).get("The profile is defined by a gamma curve.") == "neutral"


def test_other_passive_agent_stays_boolean():
    text = "The size of the grid is shown by the ruler and the status bar."
    assert _removed(text).get("The size of the grid is shown by the ruler.") == "entailment"


def test_active_subject_of_other_verb_stays_boolean():
    text = "The ruler and the status bar show the size of the grid."
    assert _removed(text).get("The ruler shows the size of the grid.") == "entailment"


# 3. internal "the same"/"similar" over a coordinated subject


def _subject_removals(text: str) -> set[str]:
    return {
        p.hypothesis
        for p in mined_pairs(text, "conjunction", assess_sources=True)
        if p.hypothesis_kind == "conjunct_removed"
    }


def test_internal_same_over_coordinated_subject_gives_no_pair():
    text = "The old codec and the new codec need roughly the same amount of memory."
    hyps = _subject_removals(text)
    assert "The old codec needs roughly the same amount of memory." not in hyps
    assert "The new codec needs roughly the same amount of memory." not in hyps


def test_internal_similar_over_coordinated_subject_gives_no_pair():
    text = "The old codec and the new codec produce similar file sizes."
    assert "The old codec produces similar file sizes." not in _subject_removals(text)


def test_same_with_its_own_standard_stays_boolean():
    text = "The old codec and the new codec produce the same file size as the raw format."
    removed = _removed(text)
    assert removed.get("The old codec produces the same file size as the raw format.") == (
        "entailment"
    )


def test_coordinated_subject_without_same_stays_boolean():
    text = "The old codec and the new codec produce large files."
    assert _removed(text).get("The old codec produces large files.") == "entailment"


# 4. capitalised bare plurals that WordNet knows as common nouns are members, not a title


def test_capitalised_plural_terms_are_boolean_members():
    text = "The Balance dialog lets you brighten Shadows and Highlights separately."
    assert _removed(text).get("The Balance dialog lets you brighten Highlights separately.") == (
        "entailment"
    )


def test_singular_title_stays_a_name():
    text = "He finally read War and Peace during the winter."
    assert _removed(text).get("He finally read Peace during the winter.") == "neutral"


# 5. an "or" list in an appositive of a plural subject enumerates its members


def test_appositive_or_list_of_plural_subject_is_distributive():
    text = (
        'The "select" commands, Select Named Region, Select or Select Inverse, also reset the'
        " floating selection."
    )
    removed = _removed(text)
    assert removed.get(
        'The "select" commands, Select or Select Inverse, also reset the floating selection.'
    ) == ("entailment")


def test_or_list_outside_an_appositive_stays_boolean():
    text = "The filters also work on Blur, Sharpen or Emboss images."
    assert _removed(text).get("The filters also work on Sharpen or Emboss images.") == "neutral"
