"""Stop 79 round one, branch cj157: two conjunction labels the s1204u judges rejected.

1. ``conjunction._objects_of_generic_gerund_subject``: "Lowering either A or B reduces C": the
   disjunction is inside a subjectless gerund subject of a simple-present verb, the restrictor
   of the generic operator (Krifka et al. 1995), where "or" distributes like a conditional
   antecedent (Nute 1975; Alonso-Ovalle 2006): removal entailment, addition neutral
   (``or_generic``). A past main verb reports one occasion: "or" stays boolean.
2. ``conjunction._parenthesised_list_after_plural``: "many periods (A, B and C)": a list that
   fills a parenthesis after a plural noun is a non-restrictive, exemplifying apposition
   (Quirk et al. 1985 §17.65, §17.77-78), outside the quantifier's restrictor, so removal is
   entailed; "many species of A and B" stays ``quantified_restrictor``.

Sentences are constructed and go through the real spaCy model and the real pipeline."""

from __future__ import annotations

from tests.phenomenon_support import written_conjunction_pairs as _written

# 1. a disjunction in a generic gerund subject


def test_generic_gerund_subject_removal_is_entailed():
    text = "Lowering either the speed or the weight reduces the wear on the belt."
    removed = _written(text, "conjunct_removed")
    p = removed["Lowering the speed reduces the wear on the belt."]
    assert (p.heuristic_label, p.label_rule) == ("entailment", "or_generic")


def test_generic_gerund_subject_addition_is_neutral():
    text = "Reducing either the width or the height shrinks the picture."
    added = _written(text, "conjunct_added")
    assert added["Reducing the width shrinks the picture."].heuristic_label == "neutral"


def test_episodic_gerund_subject_stays_boolean():
    text = "Lowering either the speed or the weight reduced the wear on the belt."
    removed = _written(text, "conjunct_removed")
    p = removed["Lowering the speed reduced the wear on the belt."]
    assert (p.heuristic_label, p.label_rule) == ("neutral", "or_boolean")


# 2. a parenthesised list after a quantified plural noun


def test_parenthesised_examples_are_outside_the_restrictor():
    text = "The museum holds paintings from many periods (baroque, rococo and romanticism)."
    removed = _written(text, "conjunct_removed")
    p = removed["The museum holds paintings from many periods (baroque and romanticism)."]
    assert (p.heuristic_label, p.label_rule) == ("entailment", "boolean_and")


def test_unbracketed_restrictor_list_stays_neutral():
    text = "Many species of fish and amphibians live in the lake."
    removed = _written(text, "conjunct_removed")
    p = removed["Many species of fish live in the lake."]
    assert (p.heuristic_label, p.label_rule) == ("neutral", "quantified_restrictor")
