"""Stop 77 round two, branch cj151: conjunction on policy prose. Three rules: a restrictive
relative of a bare plural subject of a present passive or deontic-modal main clause is the
restrictor of a generic (Krifka et al. 1995 §1.2), downward entailing; a pronoun whose
antecedent went with a coordinated subordinate clause ("not only that A, but also that it ...")
is a defect, not a warning (the kept clause is no sentence of its own, H&P 2002 ch. 15 §2);
scalar "even" before the kept member of "A or even B" goes with A (Kay 1990). Constructed
sentences through the real spaCy model and the real pipeline."""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _removals(text: str) -> dict[str, object]:
    return {
        p.hypothesis: p
        for p in mined_pairs(text, "conjunction", assess_sources=True)
        if p.hypothesis_kind == "conjunct_removed" and p.premise_kind == "original"
    }


def _kept(text: str) -> dict[str, str]:
    return {h: p.heuristic_label for h, p in _removals(text).items() if p.well_formed}


# 1. generic bare plural with a restrictive relative: present passive or deontic modal


def test_present_passive_generic_relative_is_downward():
    kept = _kept("Readers who print and bind the handbook are asked to cite the authors.")
    assert kept.get("Readers who print the handbook are asked to cite the authors.") == "neutral"
    assert kept.get("Readers who bind the handbook are asked to cite the authors.") == "neutral"


def test_deontic_modal_generic_relative_is_downward():
    kept = _kept(
        "Volunteers who translate and proofread the manuals must sign the contributor agreement."
    )
    hyp = "Volunteers who proofread the manuals must sign the contributor agreement."
    assert kept.get(hyp) == "neutral"


def test_future_will_keeps_entailment():
    """ "will" may be one future episode about particular volunteers: no generic, as before."""
    kept = _kept("Volunteers who translate and proofread the manuals will meet in Paris.")
    assert kept.get("Volunteers who proofread the manuals will meet in Paris.") == "entailment"


def test_definite_subject_keeps_entailment():
    kept = _kept("The students who read and summarised the papers joined the seminar.")
    assert kept.get("The students who summarised the papers joined the seminar.") == "entailment"


# 2. a pronoun whose antecedent went with a coordinated subordinate clause


def test_not_only_that_clause_pronoun_is_a_defect():
    text = (
        "You should check not only that your laptop is charged, but also that it is connected"
        " to the network."
    )
    rem = _removals(text)
    bad = rem.get("You should check that it is connected to the network.")
    assert bad is None or not bad.well_formed
    assert _kept(text).get("You should check that your laptop is charged.") == "entailment"


def test_main_clause_pronoun_stays_a_warning():
    """Independent clauses: the kept one is a sentence read after its premise (unchanged)."""
    kept = _kept("The printer was plugged in, but it had no paper.")
    assert kept.get("It had no paper.") == "entailment"


# 3. scalar "even" after "or"


def test_even_goes_with_the_removed_disjunct():
    rem = _removals("The guide was written by volunteers or even students.")
    assert "The guide was written by even students." not in rem
    assert rem["The guide was written by students."].well_formed


def test_even_before_an_adjective_goes_too():
    rem = _removals("Comments are collected from reviewers or even ordinary readers.")
    assert "Comments are collected from even ordinary readers." not in rem
    assert rem["Comments are collected from ordinary readers."].well_formed


def test_even_though_is_not_stripped(nlp):
    from pipeline.rewrite.conjuncts import _without_scalar_even

    doc = nlp("They stayed or even though it rained they left.")
    assert _without_scalar_even(doc, (3, 10)) == (3, 10)
    doc = nlp("It was read by teachers or even pupils.")
    assert _without_scalar_even(doc, (6, 8)) == (7, 8)
    doc = nlp("It was read by teachers or even more pupils.")
    assert _without_scalar_even(doc, (6, 9)) == (6, 9)
