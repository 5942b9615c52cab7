"""Stop 78 round two, branch cj156: conjunction spans and anaphora rejected on s1204t (the GIMP
manual). Sentences are constructed and go through the real spaCy model and the real pipeline
(``mined_pairs``, sources assessed as in a run). Each rule has a bad case and a close good
neighbour."""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _pairs(text: str) -> list:
    return [p for p in mined_pairs(text, "conjunction", assess_sources=True) if p.well_formed]


def _hyps(text: str, kind: str) -> dict[str, str]:
    """Well-formed hypotheses of ``kind`` (premise as written) with their labels."""
    return {
        p.hypothesis: p.heuristic_label
        for p in _pairs(text)
        if p.hypothesis_kind == kind and p.premise_kind == "original"
    }


def _premises(text: str) -> set[str]:
    """Premises of the well-formed addition pairs of ``text``."""
    return {p.premise for p in _pairs(text) if p.hypothesis_kind == "conjunct_added"}


# 1. an antonym swap that makes a conjunct a near-synonym of its co-conjunct


def test_no_swap_into_a_synonym_of_the_co_conjunct():
    hyps = _hyps("The filter blends the upper and lower layer.", "conjunct_replaced")
    assert "The filter blends the upper and higher layer." not in hyps


def test_swap_of_an_unrelated_co_conjunct_is_kept():
    hyps = _hyps("The old and tired dog slept.", "conjunct_replaced")
    assert hyps.get("The old and rested dog slept.") == "contradiction"


# 2. a plural head shared by coordinated determined names


def test_no_plural_head_left_on_one_name():
    text = "The Lasso and the Magic Wand tools can now pick regions by their hue."
    hyps = set(_hyps(text, "conjunct_removed")) | _premises(text)
    assert "The Magic Wand tools can now pick regions by their hue." not in hyps
    assert "The Lasso can now pick regions by their hue." in hyps


def test_names_without_a_shared_head_keep_both_removals():
    hyps = _hyps(
        "The Lasso and the Magic Wand can now pick regions by their hue.", "conjunct_removed"
    )
    assert hyps.get("The Magic Wand can now pick regions by their hue.") == "entailment"


# 3. a suspended hyphen whose removal leaves a split closed word or drops a shared modifier


def test_no_removal_leaving_a_split_closed_word():
    text = "The brush paints with the current Fore- and Back-ground colors of the palette."
    hyps = set(_hyps(text, "conjunct_removed")) | _premises(text)
    assert not any("Back-ground colors" in h and "Fore-" not in h for h in hyps)


def test_suspended_compound_with_an_open_kept_word_is_still_cut():
    hyps = _hyps("The plane has low- and high-bypass engines.", "conjunct_removed")
    assert "The plane has high-bypass engines." in hyps


# 4. an object pronoun of a kept clause whose only antecedent was in the removed clause

BAD_PRONOUN = "Pressing the left key opens the two panels, and pressing the right key hides them."


def test_no_premise_with_an_object_pronoun_that_lost_its_antecedent():
    assert "Pressing the right key hides them." not in _premises(BAD_PRONOUN)


def test_premise_with_a_repeated_noun_is_kept():
    text = (
        "Pressing the left key opens the two panels, and pressing the right key hides the panels."
    )
    assert "Pressing the right key hides the panels." in _premises(text)


# 5. the first member's article before a kept bare abstract noun


def test_article_of_the_first_member_goes_before_an_abstract_noun():
    text = "The ruler is precise enough to justify a public release and professional use."
    hyps = _hyps(text, "conjunct_removed")
    assert "The ruler is precise enough to justify a professional use." not in hyps
    assert hyps.get("The ruler is precise enough to justify professional use.") == "entailment"


def test_article_stays_before_a_count_noun():
    hyps = _hyps("The clerk needs a written report and short summary.", "conjunct_removed")
    assert "The clerk needs a short summary." in hyps
