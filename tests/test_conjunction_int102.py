"""conjunction (stop 102 integration): a coordination the parser drew across a quotation mark.

Constructed sentences through the real spaCy model and the real extractor/rewriters, each with
a near miss that must not change.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _hypotheses(text: str, kind: str) -> set[str]:
    return {p.hypothesis for p in mined_pairs(text, "conjunction") if p.hypothesis_kind == kind}


def test_conjuncts_on_both_sides_of_a_quotation_mark_give_no_removal():
    """Clark & Gerrig 1990, CGEL ch. 15: "like" inside the quotation is no conjunct of
    "nodded" outside it; the removal spliced "and" into the quote ('"I like tea and" she
    said.')."""
    text = '"I like tea," she said, and he nodded.'
    assert _hypotheses(text, "conjunct_removed") == set()
    assert _hypotheses(text, "conjunct_replaced") == set()


def test_near_miss_quoted_conjuncts_and_a_quote_inside_one_conjunct():
    assert _hypotheses('He called the plan "bold" and "new".', "conjunct_removed") == {
        'He called the plan "bold".',
        'He called the plan "new".',
    }
    assert "The band played on." in _hypotheses(
        'The crowd cheered "encore" and the band played on.', "conjunct_removed"
    )


def test_go_and_see_after_a_discourse_marker_is_pseudo_coordination():
    """Quirk et al. 1985 §13.98, §11.55: "Well," stands outside the clause, so "go and see"
    is still the bare pseudo-coordination: no "Well, go." and no "See." (the ab102 judge)."""
    assert _hypotheses('"Well, go and see," he said, after a pause.', "conjunct_removed") == set()
    assert _hypotheses("Well, go and see the doctor.", "conjunct_removed") == set()


def test_near_miss_past_went_and_saw_after_well_stays_two_events():
    assert "Well, he saw the doctor." in _hypotheses(
        "Well, he went and saw the doctor.", "conjunct_removed"
    )
