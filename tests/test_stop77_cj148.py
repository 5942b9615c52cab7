"""Stop 77 round one, branch cj148: conjunction labels in downward-entailing and non-boolean
contexts. Two rules: a clause joined by ", and" after a generic "when" clause, with the "when"
clause's own pronoun subject and present tense, continues that clause, so it is in the
restrictor of the generic main clause (Lewis 1975; Kratzer 1986): removing it is neutral,
adding it entailed, and the main clause is never cut away (``when_clause_continued``); and
alternative names after "known as" stay names when the parse leaves a premodifier outside the
first name (appositive "or", Quirk et al. 1985 §13.38; ``alias_list``). Sentences are
constructed and go through the real spaCy model and the real pipeline (``mined_pairs``,
sources assessed as in a run). Each rule has a bad case and a close good neighbour."""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _pairs(text: str, kind: str) -> dict[str, tuple[str, str, bool]]:
    """Pairs of ``text`` of hypothesis kind ``kind``: (premise, hypothesis) joined by " => " to
    (label, rule, well formed)."""
    return {
        f"{p.premise} => {p.hypothesis}": (p.heuristic_label, p.label_rule, p.well_formed)
        for p in mined_pairs(text, "conjunction", assess_sources=True)
        if p.hypothesis_kind == kind and p.premise_kind == "original"
    }


# 1. a clause continuing a generic "when" clause

CONTINUED = "This view is handy when you keep many old accounts, and you only need the open ones."
SHORT = "This view is handy when you keep many old accounts."


def test_removal_from_continued_when_clause_is_neutral():
    removed = _pairs(CONTINUED, "conjunct_removed")
    assert removed[f"{CONTINUED} => {SHORT}"][0] == "neutral"


def test_addition_to_continued_when_clause_is_entailed():
    added = _pairs(CONTINUED, "conjunct_added")
    assert added[f"{SHORT} => {CONTINUED}"][0] == "entailment"


def test_main_clause_is_not_cut_away():
    """ "You only need the open ones." is a condition, never asserted: no pair either way."""
    pairs = {**_pairs(CONTINUED, "conjunct_removed"), **_pairs(CONTINUED, "conjunct_added")}
    assert not any(
        k.startswith("You only") or k.endswith("You only need the open ones.") for k in pairs
    )


def test_antonym_in_main_clause_still_contradicts():
    replaced = _pairs(CONTINUED, "conjunct_replaced")
    assert all(lab == "contradiction" for lab, _, _ in replaced.values())


def test_later_clause_about_the_main_subject_stays_boolean():
    """ "it costs nothing" has the main clause's subject: a second assertion, upward."""
    text = "The view is handy when you travel a lot, and it costs nothing."
    removed = _pairs(text, "conjunct_removed")
    assert removed[f"{text} => The view is handy when you travel a lot."][0] == "entailment"


def test_episodic_past_when_stays_boolean():
    """A past "when" clause names one time, no restrictor (``GENERIC_SUBORDINATORS``)."""
    text = "The view was handy when we moved house, and we needed new boxes."
    removed = _pairs(text, "conjunct_removed")
    assert removed[f"{text} => The view was handy when we moved house."][0] == "entailment"


# 2. alternative names after "known as" with a premodifier outside the first name


NAMES = "Once you sell the shares, the money you make is known as realized gains or capital gains."


def test_added_alternative_name_is_neutral():
    added = _pairs(NAMES, "conjunct_added")
    short = "Once you sell the shares, the money you make is known as realized gains."
    assert added[f"{short} => {NAMES}"][:2] == ("neutral", "or_equivalence_added")


def test_removed_alternative_name_is_entailed():
    removed = _pairs(NAMES, "conjunct_removed")
    short = "Once you sell the shares, the money you make is known as realized gains."
    assert removed[f"{NAMES} => {short}"][:2] == ("entailment", "or_equivalence")


def test_modified_alternatives_without_naming_stay_boolean():
    text = "The shop sells wooden tables or metal chairs."
    added = _pairs(text, "conjunct_added")
    assert added["The shop sells wooden tables. => " + text][:2] == (
        "entailment",
        "or_introduction",
    )
