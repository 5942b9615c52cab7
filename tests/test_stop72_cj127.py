"""Stop 72, branch cj127: conjunction labels from the blind review s1204d (FOLDOC): free choice
under a passive "may be classified as A or B" whose disjuncts the parse made participles, an
added disjunct under exclusive focus ("deals exclusively with A or B"), an antonym inside an
example ("e.g. legal advice"), and a "neither ... nor" list that particularizes a general
negation ("contains no X -- neither in A, B, C nor D"). Sentences go through the real spaCy
model; they are constructed (not the reviewed sentences). Controls say so."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import added, conjunction_runner, removed, replaced


@pytest.fixture(scope="module")
def run(parsed, ctx):
    """``run(text)`` -> (candidates, pairs) of the whole sentence."""
    return conjunction_runner(parsed, ctx)


def _pairs(run, text: str):
    return run(text)[1]


# class 1: free choice over a participle complement of a passive under "may" ------------------


def test_passive_may_classified_as_a_or_b_is_free_choice(run):
    """ "may be classified as A or B" grants each classification: removal entailed."""
    pairs = _pairs(run, 'Firmware may be classified as "hard coded" or "soft coded".')
    rem = removed(pairs)
    short = 'Firmware may be classified as "hard coded".'
    assert (rem[short].heuristic_label, rem[short].label_rule) == ("entailment", "or_free_choice")
    assert added(pairs)[short].heuristic_label == "neutral"


def test_past_classified_as_a_or_b_stays_boolean(run):
    """Control: without a possibility modal the "or" is boolean; removal stays neutral."""
    pairs = _pairs(run, 'Firmware was classified as "hard coded" or "soft coded".')
    rem = removed(pairs)
    short = 'Firmware was classified as "hard coded".'
    assert (rem[short].heuristic_label, rem[short].label_rule) == ("neutral", "or_boolean")
    assert added(pairs)[short].heuristic_label == "entailment"


# class 2: an added disjunct under exclusive focus is never a contradiction -------------------


def test_disjunct_added_under_exclusive_focus_is_entailed(run):
    text = (
        "The appendix deals exclusively with the rights of the publishers or authors of the book."
    )
    pairs = _pairs(run, text)
    short = "The appendix deals exclusively with the rights of the publishers of the book."
    add = added(pairs)[short]
    assert (add.heuristic_label, add.label_rule) == ("entailment", "exclusive_focus_or")
    rem = removed(pairs)[short]
    assert (rem.heuristic_label, rem.label_rule) == ("neutral", "exclusive_focus_or")


def test_and_under_exclusive_focus_keeps_its_contradiction(run):
    """Control: "exclusively with A and B" -> "exclusively with A" still excludes B."""
    text = (
        "The appendix deals exclusively with the rights of the publishers and authors of the book."
    )
    rem = removed(_pairs(run, text))
    short = "The appendix deals exclusively with the rights of the publishers of the book."
    assert (rem[short].heuristic_label, rem[short].label_rule) == (
        "contradiction",
        "exclusive_focus",
    )


# class 3: an antonym inside an example excludes nothing --------------------------------------


def test_antonym_inside_an_example_is_neutral(run):
    text = "Thesauri are built by hand and are often specific to one domain, e.g. legal advice."
    rep = replaced(_pairs(run, text))
    hyp = "Thesauri are built by hand and are often specific to one domain, e.g. illegal advice."
    assert (rep[hyp].heuristic_label, rep[hyp].label_rule) == ("neutral", "replaced_in_example")


def test_antonym_of_a_definite_property_keeps_its_contradiction(run):
    """Control: "The contract was legal and binding" -> "illegal": one referent."""
    rep = replaced(_pairs(run, "The contract was legal and binding."))
    hyp = "The contract was illegal and binding."
    assert (rep[hyp].heuristic_label, rep[hyp].label_rule) == ("contradiction", "replaced_antonym")


# class 4: a "neither ... nor" list that particularizes a general negation ----------------------

GENERAL = (
    "The port was rebuilt from scratch and contains no Sun code -- neither in the kernel, "
    "the compiler, the linker, nor the libraries."
)


def test_place_added_to_a_list_under_a_general_negation_is_entailed(run):
    adds = added(_pairs(run, GENERAL))
    listed = [x for p, x in adds.items() if "contains no Sun code -- neither" in p]
    listed = [x for x in listed if x.premise.startswith("The port was rebuilt")]
    assert listed
    assert {(x.heuristic_label, x.label_rule) for x in listed} == {
        ("entailment", "general_negation_list")
    }


def test_list_without_a_general_negation_stays_neutral(run):
    """Control: "has code -- but not in A, B or C" denies only the listed places."""
    text = "The port contains Sun code -- but not in the kernel, the compiler, the linker or the libraries."
    adds = added(_pairs(run, text))
    assert adds
    assert all(pair.label_rule != "general_negation_list" for pair in adds.values())
