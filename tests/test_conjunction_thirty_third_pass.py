"""Issue 12, thirty-third pass (branch cj25): conjunction labels, from the judged rejects of the
blind slices s1129q/r/s/t.

- "or" in the object of "regardless of / irrespective of" is in a universal's restrictor:
  removing a disjunct is entailed, adding one is neutral (``downward_or``);
- "or" of premodifiers right after "each/every" is in the determiner's restrictor too;
- "X when A or when B" under a habitual adverb ("usually", "always") or a generic present:
  the "when" clauses restrict the occasions (``downward_or``);
- an epistemic "may/might/could be" is upward monotone: an added disjunct is entailed
  (``or_free_choice_weakened``); deontic/ability "can" keeps its neutral addition; a modal
  inside the first of two clauses ("[X may be A] or [Y is B]") makes no free choice;
- "(X, also called A, B or C)": a "called" the parse tags VBD after a comma or bracket is
  still the naming participle (``or_equivalence``);
- "the A or B of Y" as the predicate of a singular subject: alternative descriptions of one
  referent (``or_equivalence`` / ``or_equivalence_added``);
- "The founders were (the brothers) A, B and C": a specificational copula lists the whole set,
  so a shorter or longer list contradicts it (``specificational_list``);
- "the Red, Blue and Green Lines": names sharing a plural head are several names, not one
  (no ``named_entity``);
- "over 44 films" is a bounded amount even when the entity tagger calls "44" a date: no
  replacement pair ("over 45 films" is compatible with it).

Constructed sentences through ``run_texts`` (the run pipeline's parse). Each test fails on
1847572 unless its docstring says it is a control."""

from __future__ import annotations

import pytest

from pipeline.process import run_texts
from tests.phenomenon_support import added, removed

SENTENCES = [
    "The treatment is given regardless of age or gender.",
    "Members pay the same fee irrespective of income or status.",
    "The program accepts students from cities or villages.",
    "Each red or blue ticket gives one free drink.",
    "The cars in the lot are all red or blue.",
    "She usually loses her patience when tired or when driving in traffic.",
    "He was injured when skiing or when climbing last winter.",
    "The missing keys might be in the car or in the kitchen.",
    "He can play as a striker or a midfielder.",
    "The delay may be due to a storm or the pilot is ill.",
    "You may be right or you may be wrong.",
    "Urban forestry (UF, also called city forestry, street forestry or municipal arboriculture) "
    "is the care of trees in towns.",
    "She called Anna or Ben for help.",
    "The king is the head of state or sovereign of the country.",
    "The winner will be the president or the treasurer of the club.",
    "The founding members of the club were the brothers Adam, Brian and Carl.",
    "Two of the founders were Adam, Brian and Carl.",
    "The station serves the Red, Blue and Green Lines.",
    "The band released over 30 albums and produced over 44 films.",
    "The band released 30 albums and produced 44 films.",
]


@pytest.fixture(scope="module")
def pairs():
    _, result = run_texts(SENTENCES, ["conjunction"])
    return result.pairs


def _label(pair) -> tuple[str, str]:
    return pair.heuristic_label, pair.label_rule


# --- "regardless of A or B" -----------------------------------------------------------------------


def test_regardless_of_disjunction_removal_entailed_addition_neutral(pairs):
    """Before: removal ``or_boolean`` neutral, addition ``or_introduction`` entailment."""
    rem = removed(pairs)
    assert _label(rem["The treatment is given regardless of gender."]) == (
        "entailment",
        "downward_or",
    )
    add = added(pairs)
    assert _label(add["Members pay the same fee irrespective of income."]) == (
        "neutral",
        "downward_or",
    )


def test_plain_prepositional_disjunction_stays_boolean(pairs):
    """Control: "from cities or villages" is no universal; the removal stays neutral."""
    rem = removed(pairs)
    assert _label(rem["The program accepts students from villages."]) == ("neutral", "or_boolean")


# --- "each A or B N" ----------------------------------------------------------------------------


def test_each_over_disjoined_premodifiers_is_a_restrictor(pairs):
    """Before: "Each blue ticket gives one free drink." was ``or_boolean`` (neutral)."""
    rem = removed(pairs)
    assert _label(rem["Each blue ticket gives one free drink."]) == ("entailment", "downward_or")
    add = added(pairs)
    assert _label(add["Each red ticket gives one free drink."]) == ("neutral", "downward_or")


def test_floated_all_before_predicate_disjunction_stays_boolean(pairs):
    """Control: floated "all" after the copula scopes over the disjunction, no restrictor."""
    rem = removed(pairs)
    assert _label(rem["The cars in the lot are all red."]) == ("neutral", "or_boolean")


# --- "usually X when A or when B" ------------------------------------------------------------------


def test_habitual_when_clauses_are_a_restrictor(pairs):
    """Before: ``or_boolean`` removal (neutral) and ``or_introduction`` addition."""
    rem = removed(pairs)
    assert _label(rem["She usually loses her patience when driving in traffic."]) == (
        "entailment",
        "downward_or",
    )
    add = added(pairs)
    assert _label(add["She usually loses her patience when tired."]) == ("neutral", "downward_or")


def test_episodic_when_clauses_stay_boolean(pairs):
    """Control: one past event, "when skiing or when climbing" leaves open which."""
    rem = removed(pairs)
    assert _label(rem["He was injured when climbing last winter."]) == ("neutral", "or_boolean")


# --- free choice ------------------------------------------------------------------------------------


def test_epistemic_might_be_addition_is_entailed(pairs):
    """Before: ``or_free_choice`` neutral. The removal stays free-choice entailment."""
    add = added(pairs)
    assert _label(add["The missing keys might be in the kitchen."]) == (
        "entailment",
        "or_free_choice_weakened",
    )
    rem = removed(pairs)
    assert _label(rem["The missing keys might be in the car."]) == ("entailment", "or_free_choice")


def test_ability_can_addition_stays_neutral(pairs):
    """Control: "can play as a striker" does not give "can play as a midfielder"."""
    add = added(pairs)
    assert _label(add["He can play as a striker."]) == ("neutral", "or_free_choice")


def test_modal_inside_the_first_clause_is_no_free_choice(pairs):
    """Before: "The pilot is ill." was ``or_free_choice`` (entailment): "may" belongs to the
    first clause alone."""
    rem = removed(pairs)
    assert _label(rem["The pilot is ill."]) == ("neutral", "or_boolean")


def test_modal_in_each_clause_stays_free_choice(pairs):
    """Control: "may A or may B" grants each possibility."""
    rem = removed(pairs)
    assert _label(rem["You may be wrong."]) == ("entailment", "or_free_choice")


# --- names and descriptions ---------------------------------------------------------------------------


def test_also_called_in_brackets_is_a_list_of_names(pairs):
    """Before: ``or_boolean`` removal, ``or_introduction`` addition ("called" tagged VBD)."""
    rem = removed(pairs)
    hyp = (
        "Urban forestry (UF, also called city forestry or municipal arboriculture) is the care "
        "of trees in towns."
    )
    assert _label(rem[hyp]) == ("entailment", "or_equivalence")
    assert _label(added(pairs)[hyp]) == ("neutral", "or_equivalence_added")


def test_finite_called_is_no_naming(pairs):
    """Control: "She called Anna or Ben" is a phone call."""
    rem = removed(pairs)
    assert _label(rem["She called Anna for help."]) == ("neutral", "or_boolean")


def test_definite_alternative_descriptions(pairs):
    """Before: ``or_boolean`` / ``or_introduction``."""
    rem = removed(pairs)
    assert _label(rem["The king is the sovereign of the country."]) == (
        "entailment",
        "or_equivalence",
    )
    add = added(pairs)
    assert _label(add["The king is the sovereign of the country."]) == (
        "neutral",
        "or_equivalence_added",
    )


def test_two_determined_offices_stay_a_choice(pairs):
    """Control: "the president or the treasurer" has a determiner on each disjunct."""
    rem = removed(pairs)
    assert _label(rem["The winner will be the treasurer of the club."]) == (
        "neutral",
        "or_boolean",
    )


# --- specificational lists ------------------------------------------------------------------------------


def test_specificational_list_is_exhaustive(pairs):
    """Before: removal ``boolean_and`` (entailment), addition ``boolean_and`` (neutral)."""
    rem = removed(pairs)
    short = "The founding members of the club were the brothers Adam and Carl."
    assert _label(rem[short]) == ("contradiction", "specificational_list")
    assert _label(added(pairs)[short]) == ("contradiction", "specificational_list")


def test_counted_partitive_subject_is_not_exhaustive(pairs):
    """Control: "Two of the founders were A, B and C" lists no whole set."""
    rem = removed(pairs)
    assert _label(rem["Two of the founders were Adam and Carl."]) == ("entailment", "boolean_and")


# --- names sharing a plural head -------------------------------------------------------------------------


def test_names_sharing_a_plural_head_are_several_names(pairs):
    """Before: ``named_entity`` (neutral) for "the Red and Green Lines"."""
    rem = removed(pairs)
    assert _label(rem["The station serves the Red and Green Lines."]) == (
        "entailment",
        "boolean_and",
    )


# --- bounded numbers -------------------------------------------------------------------------------------


def test_bounded_count_tagged_as_date_gives_no_replacement(pairs):
    """Before: "over 44 films" -> "over 45 films" was a contradiction (``replaced_number``)."""
    reps = [
        p
        for p in pairs
        if p.hypothesis_kind == "conjunct_replaced" and "over 45 films" in p.hypothesis
    ]
    assert reps == []


def test_exact_count_keeps_its_replacement(pairs):
    """Control: "produced 44 films" -> "produced 45 films" stays a contradiction."""
    reps = [
        p
        for p in pairs
        if p.hypothesis_kind == "conjunct_replaced"
        and p.premise == "The band released 30 albums and produced 44 films."
        and "45 films" in p.hypothesis
    ]
    assert [_label(p) for p in reps] == [("contradiction", "replaced_number")]
