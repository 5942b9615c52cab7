"""Stop 78 round one, branch cj153: coordinations whose parse took the coordinator of two
clauses or of two embedded questions for one of two words. Two shapes in
``conjunction_misparse.untrusted_parse`` refuse the cuts: a later clause ``conj`` with no
coordinator or comma of its own took the "and" of a noun coordination (Huddleston & Pullum 2002
ch. 15 §1.2), and a lone wh-adverb member is a sluice whose partner is a whole embedded question
(Ross 1969; Merchant 2001). Sentences are constructed and go through the real spaCy model and
the real pipeline (``mined_pairs``, sources assessed as in a run). Each rule has a bad case and a
close good neighbour."""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _pairs(text: str) -> list:
    return [p for p in mined_pairs(text, "conjunction", assess_sources=True) if p.well_formed]


def _removals(text: str) -> dict[str, str]:
    """Well-formed removal hypotheses of ``text`` (premise as written) with their labels."""
    return {
        p.hypothesis: p.heuristic_label
        for p in _pairs(text)
        if p.hypothesis_kind == "conjunct_removed" and p.premise_kind == "original"
    }


def _premises(text: str) -> set[str]:
    """Premises of the well-formed addition pairs of ``text``."""
    return {p.premise for p in _pairs(text) if p.hypothesis_kind == "conjunct_added"}


# 1. a later clause with no coordinator of its own took the noun coordination's "and"

BAD_CLAUSES = (
    "Sellers (listed on the left) raise their prices and buyers (listed on the right) lower them."
)


def test_noun_cut_does_not_run_two_clauses_together():
    hyps = set(_removals(BAD_CLAUSES)) | _premises(BAD_CLAUSES)
    assert not any("raise their buyers" in h for h in hyps)
    assert not any("raise their prices (listed on the right) lower" in h for h in hyps)


def test_noun_coordination_before_a_coordinated_clause_is_still_cut():
    """The later clause has its own "and": the noun members are a true coordination."""
    removals = _removals("The clerk sorts the letters and parcels (by weight) and weighs them.")
    assert removals.get("The clerk sorts the parcels (by weight) and weighs them.") == "entailment"


# 2. a lone wh-adverb member is a sluice of a whole embedded question

BAD_SLUICE = "The manual explains which fields are required or optional and why."


def test_sluice_is_not_joined_to_one_word():
    hyps = set(_removals(BAD_SLUICE)) | _premises(BAD_SLUICE)
    assert "The manual explains which fields are required or why." not in hyps
    assert "The manual explains which fields are required or optional." not in hyps


def test_coordinated_wh_words_are_still_cut():
    removals = _removals("The manual explains when and where the fields are filled.")
    assert removals.get("The manual explains where the fields are filled.") == "entailment"


# 3. a pied-piped relative member is joined to a clause that is no relative clause

BAD_RELATIVE = "Members may borrow the tools that are listed and for which a deposit was paid."


def test_bare_relative_is_never_a_sentence():
    hyps = set(_removals(BAD_RELATIVE)) | _premises(BAD_RELATIVE)
    assert not any(h.lower().startswith("for which") for h in hyps)


def test_relatives_of_one_noun_are_still_cut():
    removals = _removals(
        "The policy is that you should only lend books which are in good repair and for which"
        " there are spare copies."
    )
    assert "The policy is that you should only lend books which are in good repair." in removals


# 4. a "with" absolute clause has no finite verb, whatever the tagger says

BAD_ABSOLUTE = "The copy repeats the first entry, but with the dates shifted."


def test_with_absolute_is_no_sentence():
    assert "With the dates shifted." not in _removals(BAD_ABSOLUTE)
    assert "With the dates shifted." not in _premises(BAD_ABSOLUTE)
    # and the main clause alone is no removal either: a "but with" phrase qualifies the clause
    # as an exception, so the clause alone overstates (cj154, ``exceptive_but_with``)
    assert "The copy repeats the first entry." not in _removals(BAD_ABSOLUTE)


def test_finite_contrast_clause_still_stands_alone():
    removals = _removals("The copy repeats the first entry, but the dates are shifted.")
    assert "The dates are shifted." in removals


# 5. "from" + gerund is selected by the verb of negative causation alone

BAD_FROM = "The switch can be used to allow or prevent the printer from starting at boot."


def test_from_gerund_is_not_left_to_the_other_verb():
    hyps = set(_removals(BAD_FROM)) | _premises(BAD_FROM)
    assert "The switch can be used to allow the printer from starting at boot." not in hyps
    assert "The switch can be used to prevent the printer from starting at boot." in hyps


def test_two_verbs_of_negative_causation_keep_both_removals():
    removals = _removals(
        "The switch can be used to stop or prevent the printer from starting at boot."
    )
    assert "The switch can be used to stop the printer from starting at boot." in removals
