"""Stop 83, branch im98: "not all" in object position, medial disjuncts under "not all", and
gradable adjectives that carry no scale.

* the subject of a verbless adjectival small clause ("laid many doubts open") is the matrix
  verb's object (complex-transitive complementation, Quirk et al. 1985 §16.43-16.48): the
  hypothesis negates the matrix verb ("didn't lay all doubts open"), not "*laid not all doubts
  open" (``rewrite.implicature._small_clause_matrix``);
* a content disjunct between a "not all" subject and its verb ("inevitably") leaves the
  hypothesis (``rewrite.implicature._medial_disjuncts``; Quirk et al. 1985 §8.124);
* a gradable adjective premodified by an adjective-form intensifier ("awful tired") or in a
  clause with verum focus (emphatic "do", "indeed") gives no upper-bound pair (Horn 1972;
  Kennedy & McNally 2005; Höhle 1992).

Sentences are constructed and go through the real spaCy model and the real pipeline."""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _pairs(text: str) -> list:
    return [p for p in mined_pairs(text, "implicature", assess_sources=True) if p.well_formed]


def _hypotheses(text: str, kind: str = "original") -> set[str]:
    return {p.hypothesis for p in _pairs(text) if p.premise_kind == kind}


# --- rule 1: an adjectival small clause -------------------------------------------------------


def test_small_clause_object_gets_matrix_negation():
    hyps = _hypotheses("This report laid many lesser errors open.")
    assert hyps == {"This report didn't lay all lesser errors open."}


def test_small_clause_object_embedded_premise_keeps_matrix_negation():
    pairs = [
        p
        for p in _pairs("This report laid many lesser errors open.")
        if p.premise_kind != "negated"
    ]
    assert pairs
    assert all("not all" not in p.hypothesis for p in pairs)


def test_subject_neighbour_keeps_not_all_subject():
    hyps = _hypotheses("Many lesser errors were laid open by this report.")
    assert "Not all lesser errors were laid open by this report." in hyps


# --- rule 1b: a medial disjunct under "not all" -----------------------------------------------


def test_medial_disjunct_leaves_not_all_hypothesis():
    hyps = _hypotheses("Some parcels inevitably reached the wrong house.")
    assert hyps == {"Not all parcels reached the wrong house."}


def test_medial_frequency_adverb_neighbour_stays():
    hyps = _hypotheses("Some parcels usually reach the wrong house.")
    assert hyps == {"Not all parcels usually reach the wrong house."}


# --- rule 2: intensified adjective and verum focus --------------------------------------------


def test_adjective_form_intensifier_writes_no_pair():
    assert _pairs("The old porter was awful tired.") == []


def test_emphatic_do_with_indeed_writes_no_pair():
    assert _pairs("The young widow did indeed seem happy.") == []


def test_indeed_on_copula_writes_no_pair():
    assert _pairs("The young widow was indeed happy.") == []


def test_plain_adjective_neighbour_keeps_its_pair():
    pairs = {p.premise_kind: p for p in _pairs("The young widow seemed happy.")}
    assert pairs["original"].hypothesis == "The young widow didn't seem ecstatic."
    assert pairs["original"].heuristic_label == "entailment"


def test_plain_copula_neighbour_keeps_its_pair():
    assert _hypotheses("The old porter was tired.") == {"The old porter wasn't exhausted."}
