"""Stop 75 round two, branch cj141: conjunction labels where scope, monotonicity or non-boolean
meaning matters (blind review s1204m, classes 1 and 4): nouns coordinated in a prepositional
modifier of "all/every/no" read as a union, "either ... or" added in an upward context, a
"whether" clause as the object of a preposition, the respectively reading of two paired
coordinations, a sentence-case section title after a referral verb, and the correlative "not
only ... but also" with its "not" on the verb. Sentences go through the real spaCy model; they
are constructed, in the shape of the reviewed ones. Controls (good neighbours) say so."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import added, conjunction_runner, removed


@pytest.fixture(scope="module")
def run(parsed, ctx):
    """``run(text)`` -> (candidates, pairs) of the whole sentence."""
    return conjunction_runner(parsed, ctx)


def _labels(run, text: str) -> tuple[dict[str, str], dict[str, str]]:
    pairs = run(text)[1]
    rem = {h: p.heuristic_label for h, p in removed(pairs).items()}
    add = {p: q.heuristic_label for p, q in added(pairs).items()}
    return rem, add


def test_nouns_in_restrictor_pp_of_all_are_a_union(run):
    """ "all references to the functions and data" = all references to the functions and all
    references to the data: removal entailed, addition neutral (before: the reverse)."""
    rem, add = _labels(run, "All references to the functions and data are changed.")
    assert rem["All references to the functions are changed."] == "entailment"
    assert add["All references to the functions are changed."] == "neutral"


def test_both_nouns_in_restrictor_pp_are_a_union(run):
    """ "all the attributes of both date and time" entails "all the attributes of date"."""
    rem, _ = _labels(run, "The class contains all the attributes of both date and time.")
    assert rem["The class contains all the attributes of date."] == "entailment"


def test_verb_phrases_in_relative_restrictor_stay_downward(run):
    """Control: "every student who sings and dances" is intersective: removal neutral."""
    rem, add = _labels(run, "Every student who sings and dances passed.")
    assert rem["Every student who sings passed."] == "neutral"
    assert add["Every student who sings passed."] == "entailment"


def test_either_or_added_in_upward_context_is_or_introduction(run):
    """ "some part will invoke A" entails "some part will either invoke A or use B"."""
    _, pairs = run("Some part will either invoke the launcher or directly use the library.")
    add = added(pairs)["Some part will invoke the launcher."]
    assert (add.heuristic_label, add.label_rule) == ("entailment", "or_introduction")


def test_either_or_removed_stays_neutral(run):
    """Control: the removal of a disjunct is not entailed, "either" or not."""
    rem, _ = _labels(run, "The prize goes to either the painter or the sculptor.")
    assert rem["The prize goes to the painter."] == "neutral"


def test_whether_clause_after_preposition_is_a_question(run):
    """ "depends on whether x is A, B, or C": a wider question is not entailed (before:
    ``or_introduction``, entailment)."""
    _, pairs = run("The result depends on whether the value is a list, a tuple, or a set.")
    add = added(pairs)["The result depends on whether the value is a list or a set."]
    assert (add.heuristic_label, add.label_rule) == ("neutral", "question")


def test_respective_coordinations_are_not_reduced(run):
    """ "the push() and pop() functions for adding and removing items": member by member."""
    cands, pairs = run(
        "The module provides push() and pop() functions for adding and removing items."
    )
    assert removed(pairs) == {}
    assert added(pairs) == {}


def test_reversive_coordination_alone_is_reduced(run):
    """Control: with no second coordination to pair with, "adding and removing" is boolean."""
    rem, _ = _labels(run, "The module has functions for adding and removing items.")
    assert rem["The module has functions for adding items."] == "entailment"


def test_explicit_respectively_is_not_reduced(run):
    """ "convert text and bytes, respectively": one removal would pair the rest wrongly."""
    _, pairs = run("The encode and decode functions convert text and bytes, respectively.")
    assert removed(pairs) == {}


def test_section_title_after_referral_verb_is_not_reduced(run):
    """ "described in Command line and environment": one sentence-case title."""
    _, pairs = run("All options are described in Command line and environment.")
    assert removed(pairs) == {}


def test_lowercase_places_after_referral_verb_are_reduced(run):
    """Control: "described in the manual and the tutorial" names two documents."""
    rem, _ = _labels(run, "The options are described in the manual and the tutorial.")
    assert rem["The options are described in the manual."] == "entailment"


def test_displaced_not_only_is_not_reduced(run):
    """ "do not handle only A, but also B": the "not" is the correlative's, no negation. The
    removal of A (leaving "do not handle those ...", s1204m conj-026) is not made; the removal
    of "but also B" leaves "do not handle only A", which the premise asserts (mn76: one
    treatment with cj142's test_not_only_but_also_first_conjunct_kept)."""
    _, pairs = run(
        "Handlers do not handle only errors raised in the clause, but also those raised in"
        " called functions."
    )
    rem = removed(pairs)
    assert set(rem) == {"Handlers do not handle only errors raised in the clause."}
    assert rem["Handlers do not handle only errors raised in the clause."].heuristic_label == (
        "entailment"
    )


def test_plain_not_only_but_also_is_reduced(run):
    """Control: "handle not only A but also B" keeps its removals (entailment)."""
    rem, _ = _labels(
        run, "Handlers handle not only errors in the clause but also errors in called functions."
    )
    assert rem["Handlers handle errors in called functions."] == "entailment"
