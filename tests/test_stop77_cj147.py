"""Stop 77 round one, branch cj147: conjunct boundaries in the shortened sentence. Two rules in
``conjunction._first_conjunct_start`` / ``dependency_conjuncts``: determinative adjectives
("several other", "numerous") that open the first noun phrase scope over the coordination and
stay with the kept member (Huddleston & Pullum 2002 ch. 5 §7; Quirk et al. 1985 §13.60), and a
gerund object of a preposition right before "and" is the first of two gerunds, not a member
beside the passive participle (coordination of likes, Sag et al. 1985). Sentences are
constructed and go through the real spaCy model and the real pipeline (``mined_pairs``, sources
assessed as in a run). Each rule has a bad case and a close good neighbour."""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _removals(text: str) -> dict[str, object]:
    """The conjunct-removal pairs of ``text`` whose premise is the sentence as written."""
    return {
        p.hypothesis: p
        for p in mined_pairs(text, "conjunction", assess_sources=True)
        if p.hypothesis_kind == "conjunct_removed" and p.premise_kind == "original"
    }


def _kept(text: str) -> dict[str, str]:
    """Well-formed removal hypotheses of ``text`` with their labels."""
    return {h: p.heuristic_label for h, p in _removals(text).items() if p.well_formed}


# 1. determinative adjectives before the first noun conjunct are shared


def test_determinatives_stay_with_the_kept_member():
    kept = _kept("Several other input formats and output formats are supported by the tool.")
    assert "Output formats are supported by the tool." not in kept
    # "several" counts the union: several formats of both kinds need not be several outputs
    assert kept.get("Several other output formats are supported by the tool.") == "neutral"


def test_determinatives_are_not_taken_when_the_later_member_has_its_own():
    kept = _kept("Many old maps and several new charts are kept in the archive.")
    assert "Many several new charts are kept in the archive." not in kept
    assert "Several new charts are kept in the archive." in kept


def test_descriptive_adjective_is_not_a_determinative():
    """A plain determiner before two modified nouns is shared, as before the rule."""
    kept = _kept("The input formats and output formats are listed below.")
    assert kept.get("The output formats are listed below.") == "entailment"


# 2. a gerund after a preposition is the first of two gerunds


def test_gerund_after_preposition_is_the_removed_member():
    kept = _kept("The sidebar can be hidden by double-clicking and dragging the splitter.")
    assert not any(
        "can be dragging" in h
        for h in _removals(
            "The sidebar can be hidden by double-clicking and dragging the splitter."
        )
    )
    assert kept.get("The sidebar can be hidden by dragging the splitter.") == "entailment"


def test_coordinated_passive_participles_are_kept_whole():
    """Two participles under one passive auxiliary are like members: the first goes whole."""
    kept = _kept("The log is written by the daemon and read by the viewer.")
    assert kept.get("The log is read by the viewer.") == "entailment"


# 3. a correlative list after a counted plural spells the count out


def test_correlative_list_after_counted_plural_is_not_reduced():
    text = "Files can be opened in two ways, either from the menu or with a shortcut."
    assert not any(
        p.hypothesis_kind in {"conjunct_removed", "conjunct_added"}
        for p in mined_pairs(text, "conjunction", assess_sources=True)
    )


def test_fronted_counted_phrase_is_a_setting_not_the_count():
    kept = _kept("In two weeks, both the server and the client will be updated.")
    assert kept.get("In two weeks, the client will be updated.") == "entailment"


def test_correlative_list_without_a_count_is_reduced():
    """The same list with no counted noun before it: removals as before (free choice under
    "can")."""
    kept = _kept("Files can be opened either from the menu or with a shortcut.")
    assert kept.get("Files can be opened from the menu.") == "entailment"
