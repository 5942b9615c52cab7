"""Stop 78 round one, branch cj154: non-Boolean coordinations in
``conjunction_nonboolean``. A fixed range idiom ("up to and including") and a "but" that adds a
"with"/"without" phrase qualifying a clause keep only the addition pair (the last member
qualifies the rest, so its removal overstates); an "or" list that repeats an earlier "and" list
member by member (a respectively reading, Gawron & Kehler 2004) keeps no pair. Sentences are
constructed and go through the real spaCy model and the real pipeline (``mined_pairs``, sources
assessed as in a run). Each rule has a bad case and a close good neighbour."""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _pairs(text: str, kind: str) -> dict[str, object]:
    """Well-formed pairs of ``text`` of hypothesis kind ``kind``, keyed by hypothesis."""
    return {
        p.hypothesis: p
        for p in mined_pairs(text, "conjunction", assess_sources=True)
        if p.hypothesis_kind == kind and p.well_formed
    }


# 1. "up to and including": one range expression


def test_range_idiom_is_not_split():
    text = "Entries up to and including the chosen week will be exported."
    assert not _pairs(text, "conjunct_removed")
    added = _pairs(text, "conjunct_added")
    assert added[text].premise == "Entries up to the chosen week will be exported."
    assert added[text].heuristic_label == "neutral"


def test_range_idiom_with_but_not():
    text = "Rows up to but not including the marked row are copied."
    assert not _pairs(text, "conjunct_removed")


def test_plain_prepositional_coordination_keeps_its_removals():
    kept = _pairs(
        "Our bakery sells bread to the school and to the hospital.",
        "conjunct_removed",
    )
    assert kept.get("Our bakery sells bread to the school.") is not None


# 2. "but with/without X": a qualification of the clause


def test_but_with_phrase_keeps_only_the_addition():
    text = "The reversal copies the first entry, but with the signs of all amounts reversed."
    assert not _pairs(text, "conjunct_removed")
    added = _pairs(text, "conjunct_added")
    assert [p.premise for p in added.values()] == ["The reversal copies the first entry."]
    assert all(p.heuristic_label == "neutral" for p in added.values())


def test_but_with_a_clause_keeps_its_removal():
    text = "The reversal copies the first entry, but it reverses the signs of all amounts."
    kept = _pairs(text, "conjunct_removed")
    assert kept["The reversal copies the first entry."].heuristic_label == "entailment"


# 3. an "or" list read respectively with an earlier "and" list


def test_respective_or_has_no_pair():
    text = "The SQLite and Oracle backends need a SQLite or Oracle driver on the host."
    assert not _pairs(text, "conjunct_removed")


def test_other_or_list_after_and_list_keeps_its_pairs():
    text = "The SQLite and Oracle backends need a Linux or Windows host."
    kept = _pairs(text, "conjunct_removed")
    assert "The SQLite and Oracle backends need a Windows host." in kept


# 4. a sameness adverbial over an "and" list: pairwise and symmetric


def test_sameness_list_removal_is_entailed():
    text = "The ledger treats the types Cash, Card and Voucher the same."
    kept = _pairs(text, "conjunct_removed")
    assert kept["The ledger treats the types Card and Voucher the same."].heuristic_label == (
        "entailment"
    )


def test_sameness_pair_has_no_pair():
    assert not _pairs("The ledger treats Cash and Card alike.", "conjunct_removed")


def test_sameness_with_its_own_standard_is_not_relabelled():
    text = "The ledger treats the types Cash, Card and Voucher the same as last year."
    kept = _pairs(text, "conjunct_removed")
    assert all(p.label_rule != "sameness_list" for p in kept.values())


def test_negated_sameness_is_not_entailed():
    text = "The ledger does not treat the types Cash, Card and Voucher the same."
    kept = _pairs(text, "conjunct_removed")
    assert all(p.heuristic_label != "entailment" for p in kept.values())
