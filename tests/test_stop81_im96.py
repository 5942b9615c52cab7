"""Stop 81, branch im96: implicature under coordinated modal predicates, result "so" clauses the
parse made the head, and "some" compared with the rest of its own set.

1. A later conjunct of coordinated predicative adjectives is under the copula's modal as much as
   the first ("must be cold and tired": epistemic "must", Palmer 2001; Lyons 1977): no pair,
   as for a single adjective under a modal.
2. "P, so Q" with P parsed as a complement of Q: the result clause is cut from the hypothesis
   (Quirk et al. 1985 §13.18, §15.49).
3. "some of them V-er than other ones": the standard of comparison is the complement set, so
   the "all" alternative is contradictory (Horn 1972): no pair.

Sentences are constructed and go through the real spaCy model and the real pipeline
(``mined_pairs``, sources assessed as in a run). Each rule has a bad case and a good neighbour.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _pairs(text: str) -> list:
    return [p for p in mined_pairs(text, "implicature", assess_sources=True) if p.well_formed]


def _hypotheses(text: str) -> dict[str, set[str]]:
    """Well-formed implicature hypotheses of ``text`` by premise kind."""
    out: dict[str, set[str]] = {}
    for p in _pairs(text):
        if p.hypothesis_kind == "implicature":
            out.setdefault(p.premise_kind, set()).add(p.hypothesis)
    return out


# 1. coordinated adjectives under a modal


def test_second_conjunct_under_epistemic_must_gives_no_pair():
    pairs = _pairs("The sentries must be hungry and tired.")
    assert not pairs, [(p.premise, p.hypothesis) for p in pairs]
    assert not any("need to" in p.premise + p.hypothesis for p in pairs)


def test_second_conjunct_without_modal_keeps_its_pair():
    # good neighbour: the same coordination with no modal is an assertion of both
    hyps = _hypotheses("The sentries are hungry and tired.")
    assert "The sentries aren't exhausted." in hyps.get("original", set()), hyps


# 2. a result clause the parse made the head of the item's clause


def test_result_clause_over_item_clause_is_cut():
    hyps = _hypotheses("I did some fishing, and the pay was good, so here I am.")
    assert hyps.get("original") == {"The pay wasn't excellent."}, hyps


def test_purpose_clause_without_comma_leaves_a_clause_negation():
    # re-decided at stop 91 (im110): "so that" with a modal and no comma is purpose, but under
    # the added clause negation ("The wages weren't excellent so that ...") it can be the focus
    # of the negation (Quirk et al. 1985 §10.64), so it leaves the hypothesis
    # (supplements.purpose_closing); with a quantified subject ("Not all N ... so that") it
    # stays (test_implicature_twenty_seventh_pass)
    hyps = _hypotheses("The wages were good so that the crew could stay.")
    assert hyps.get("original") == {"The wages weren't excellent."}, hyps


# 3. "some" compared with the rest of its own set


def test_comparison_with_other_ones_gives_no_pair():
    pairs = _pairs("Some of the hounds run faster than other ones.")
    assert not pairs, [(p.premise, p.hypothesis) for p in pairs]


def test_comparison_with_other_n_of_the_same_set_gives_no_pair():
    pairs = _pairs("Some of the hounds run faster than other hounds.")
    assert not pairs, [(p.premise, p.hypothesis) for p in pairs]


def test_comparison_with_another_set_keeps_its_pair():
    # good neighbour: "other animals" is not the rest of the hounds, "all" is coherent
    hyps = _hypotheses("Some of the hounds run faster than other animals.")
    assert hyps.get("original") == {"Not all of the hounds run faster than other animals."}, hyps
