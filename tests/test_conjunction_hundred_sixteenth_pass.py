"""Issue 12, hundred-sixteenth pass (branch cj115): the error classes of the blind review s1202w
(the fortune-mod data), fixed by class; constructed sentences through the real spaCy model.
Each test fails on main (f8edbee0) unless its docstring says it is a control."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import conjunction_runner, removed


@pytest.fixture(scope="module")
def run(parsed, ctx):
    """``run(text)`` -> (candidates, pairs) of the whole sentence."""
    return conjunction_runner(parsed, ctx)


# -- class 1: the conjunct span and what all conjuncts share -----------------------------------


def test_fronted_prepositional_adjunct_stays_with_the_kept_clause(run):
    """ "In heavy rain, A and B": the fronted adjunct scopes over both clauses, so removing the
    first clause keeps it."""
    text = "In heavy rain, the river rises quickly and the roads flood within an hour."
    rem = removed(run(text)[1])
    assert "In heavy rain, the roads flood within an hour." in rem
    assert "The roads flood within an hour." not in rem
    assert "In heavy rain, the river rises quickly." in rem


def test_fronted_noun_phrase_adjunct_stays_with_the_kept_clause(run):
    """ "After the long winter, A and B": the same with a temporal phrase."""
    text = "After the long winter, the farmers planted their fields and the children returned to school."
    rem = removed(run(text)[1])
    assert "After the long winter, the children returned to school." in rem
    assert "The children returned to school." not in rem


def test_clause_coordination_without_fronted_adjunct_is_unchanged(run):
    """Control (passes on main too): no fronted adjunct, the first clause is removed whole."""
    rem = removed(run("The river rises quickly and the roads flood within an hour.")[1])
    assert "The roads flood within an hour." in rem


def test_bare_verb_hung_on_finite_verb_above_infinitive(run):
    """ "planned to sell X, and buy Y": "buy/VB" cannot share the tense of "planned/VBD", it
    coordinates with "sell"; the parse hung it on "planned", so a removal of the first member
    would cut "planned to" away ("the company buy ..."). The removal of the last is kept."""
    text = "We learned that the company planned to sell its old factory, and buy a new warehouse in town."
    doc_pairs = run(text)[1]
    rem = removed(doc_pairs)
    assert not any("company buy" in h for h in rem)
    assert "We learned that the company planned to sell its old factory." in rem


def test_verb_list_under_to_is_unchanged(run):
    """Control (passes on main too): "wanted to repaint A and hang B" parses the list under
    "to", and both removals stay."""
    rem = removed(run("She wanted to repaint the kitchen and hang new curtains.")[1])
    assert "She wanted to hang new curtains." in rem
    assert "She wanted to repaint the kitchen." in rem


def test_contrastive_but_keeps_its_own_frame(run):
    """Control (passes on main too): "Back then, A, but now, B": the fronted frame is set
    against the second clause's own, so the removal does not carry it over."""
    text = "Back then, the old ships were used as warships, but now they are considered outdated."
    rem = removed(run(text)[1])
    assert not any(h.startswith("Back then, now") or h.startswith("Back then, they") for h in rem)


def test_fronted_means_adjunct_does_not_carry_over(run):
    """Control (passes on main too): "With her help, you A and he B": a means adjunct of the
    first clause's verb is no frame over a clause with another subject."""
    text = "With her help, you repair the engine and the captain plots a course home."
    rem = removed(run(text)[1])
    assert not any(h.startswith("With her help, the captain") for h in rem)


# -- class 4: an empty quotation left by the removal -------------------------------------------


def test_removal_of_quoted_clause_leaves_no_empty_quotation(run):
    """'"A," said X, "and B."': removing the quoted second clause left ', "."', quotes
    around nothing; the removal is not made."""
    text = '"My horse went lame," said the rider, "and I want to know if you would sell me another one."'
    rem = removed(run(text)[1])
    assert not any(h.endswith('"."') for h in rem)
