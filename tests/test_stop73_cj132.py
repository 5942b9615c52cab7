"""Stop 73, branch cj132: labels of non-boolean "or"/"and" from the blind review s1204g
(FOLDOC). Sentences go through the real spaCy model; they are constructed, not the reviewed
ones. Controls (good neighbours that must keep their labels) say so."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import conjunction_runner


@pytest.fixture(scope="module")
def run(parsed, ctx):
    """``run(text)`` -> (candidates, pairs) of the whole sentence."""
    return conjunction_runner(parsed, ctx)


def _labels(run, text: str, kind: str) -> dict[tuple[str, str], str]:
    return {
        (p.premise, p.hypothesis): p.heuristic_label
        for p in run(text)[1]
        if p.hypothesis_kind == kind
    }


# enumerative "or" after "Examples are" ----------------------------------------------------------


def test_examples_are_or_added_example_is_neutral(run):
    """ "Examples are A, B, or C": each member is an example, so an added one is new (neutral),
    and a removed one leaves true examples (entailment)."""
    text = "Examples are compilers, editors, or debuggers."
    added = _labels(run, text, "conjunct_added")
    assert added[("Examples are compilers or editors.", text)] == "neutral"
    removed = _labels(run, text, "conjunct_removed")
    assert removed[(text, "Examples are compilers or editors.")] == "entailment"


def test_examples_would_be_or_inside_of_phrase(run):
    """ "Examples would be a cluster of A or B": the "or" sits inside the predicate's "of"."""
    text = "Examples would be a cluster of servers or mainframes."
    added = _labels(run, text, "conjunct_added")
    assert added[("Examples would be a cluster of servers.", text)] == "neutral"


def test_definite_examples_keep_boolean_or(run):
    """Control: "The examples were A or B" is no bare enumeration of examples (a definite
    specificational subject); the rule leaves it to the boolean labels."""
    text = "The examples were printers or modems."
    added = _labels(run, text, "conjunct_added")
    assert added[("The examples were printers.", text)] == "entailment"


def test_adjectival_or_after_examples_is_boolean(run):
    """Control: "Examples of this are rare or unknown" predicates properties, no list."""
    text = "Examples of this are rare or unknown."
    added = _labels(run, text, "conjunct_added")
    assert added[("Examples of this are rare.", text)] == "entailment"


# "Y plus A and B": one composition ---------------------------------------------------------------


def test_plus_composition_in_fragment_is_neutral(run):
    """A definiens "Y plus A and B" names one sum; "Y plus B" is another one: neutral."""
    text = "Pascal plus modules and generics designed at ETH Zurich in 1980."
    removed = _labels(run, text, "conjunct_removed")
    assert removed[(text, "Pascal plus generics designed at ETH Zurich in 1980.")] == "neutral"
    added = _labels(run, text, "conjunct_added")
    assert added[("Pascal plus generics designed at ETH Zurich in 1980.", text)] == "neutral"


def test_plus_composition_after_copula_is_neutral(run):
    """ "The price is N plus A and B": the price is the whole sum."""
    text = "The price is ten dollars plus tax and shipping."
    removed = _labels(run, text, "conjunct_removed")
    assert removed[(text, "The price is ten dollars plus tax.")] == "neutral"


def test_plus_in_verb_object_stays_boolean(run):
    """Control: "ships a manual plus a disk and a cable" lists what is shipped: distributive."""
    text = "The kit ships a manual plus a disk and a cable."
    removed = _labels(run, text, "conjunct_removed")
    assert removed[(text, "The kit ships a manual plus a disk.")] == "entailment"


def test_such_as_or_added_example_is_neutral(run):
    """Control (kept from before): "such as A or B" already lists examples."""
    text = "It supports devices such as printers, scanners or modems."
    added = _labels(run, text, "conjunct_added")
    assert added[("It supports devices such as printers or modems.", text)] == "neutral"
