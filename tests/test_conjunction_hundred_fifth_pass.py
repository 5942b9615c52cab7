"""Issue 12, hundred-fifth pass (branch cj104): the labels of "or" pairs in downward-entailing
contexts, in epistemic lists of alternatives and in subjectless lists of options; constructed
sentences through the real spaCy model. Each test fails on main (60a8cfc) unless its docstring
says it is a control."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import added, conjunction_runner, removed


@pytest.fixture(scope="module")
def run(parsed, ctx):
    """``run(text)`` -> (candidates, pairs) of the whole sentence."""
    return conjunction_runner(parsed, ctx)


def _removed(run, text: str) -> dict[str, tuple[str, str]]:
    return {h: (p.heuristic_label, p.label_rule) for h, p in removed(run(text)[1]).items()}


def _added(run, text: str) -> dict[str, tuple[str, str]]:
    return {h: (p.heuristic_label, p.label_rule) for h, p in added(run(text)[1]).items()}


# -- class 1: downward-entailing contexts ----------------------------------------------------


@pytest.mark.parametrize(
    ("text", "shorter"),
    [
        (
            "The guards do not fear the dragon, nor do they fear the giants or the trolls.",
            "The guards do not fear the dragon, nor do they fear the trolls.",
        ),
        (
            "Rivers never stop, nor does the rain or the snow.",
            "Rivers never stop, nor does the snow.",
        ),
    ],
)
def test_or_in_a_nor_clause_is_downward(run, text, shorter):
    """ "nor do they fear A or B" denies each (negation, Ladusaw 1979): the removal is entailed
    and the addition neutral (before: neutral ``or_boolean`` / entailment ``or_introduction``)."""
    assert _removed(run, text)[shorter][0] == "entailment"
    assert _added(run, text)[shorter][0] == "neutral"


def test_or_in_a_plain_and_clause_stays_upward(run):
    """Control: the same clause after ", and" is not negated: or-introduction, as before."""
    text = "The guards fear the dragon, and they fear the giants or the trolls."
    shorter = "The guards fear the dragon, and they fear the trolls."
    assert _added(run, text)[shorter] == ("entailment", "or_introduction")
    assert _removed(run, text)[shorter][0] == "neutral"


@pytest.mark.parametrize(
    ("text", "shorter"),
    [
        (
            "The curse turns the next hostile or neutral creature you touch into a toad.",
            "The curse turns the next neutral creature you touch into a toad.",
        ),
        (
            "The first red or blue car to cross the line wins a prize.",
            "The first blue car to cross the line wins a prize.",
        ),
    ],
)
def test_or_in_the_restrictor_of_next_or_first_is_non_monotone(run, text, shorter):
    """ "the next A-or-B creature" picks the earliest member of a set that a disjunct changes:
    neither direction follows (before: addition ``or_introduction``, entailment)."""
    assert _added(run, text)[shorter] == ("neutral", "ordinal_restrictor")
    assert _removed(run, text)[shorter] == ("neutral", "ordinal_restrictor")


@pytest.mark.parametrize(
    ("text", "shorter"),
    [
        (
            "The wand doesn't let you read a map or find a door.",
            "The wand doesn't let you read a map.",
        ),
        (
            "Visitors are not allowed to swim or fish in the lake.",
            "Visitors are not allowed to swim in the lake.",
        ),
    ],
)
def test_or_under_a_negated_permission_is_downward(run, text, shorter):
    """ "does not let you A or B" forbids each: the removal is entailed, the addition neutral
    (before: neutral / ``or_introduction`` for "let"; the "not allowed to" row was already right
    on main through another rule and is a control for the shared permission list)."""
    assert _removed(run, text)[shorter][0] == "entailment"
    assert _added(run, text)[shorter][0] == "neutral"


# -- class 2: epistemic lists of alternatives ------------------------------------------------


def test_removing_an_epistemic_alternative_is_neutral(run):
    """Control (already right on main, kept so): "perhaps of clay or of wax" offers two guesses;
    keeping one of them asserts a guess the speaker did not commit to alone: neutral."""
    labels = _removed(run, "The tablet was perhaps made of clay or of wax.")
    assert labels["The tablet was perhaps made of clay."][0] == "neutral"


# -- class 3: options a command or item offers -----------------------------------------------


def test_subjectless_list_of_options_is_free_choice(run):
    """ "Creates a portal, changes its colour, or destroys it" lists what it can do (free
    choice, Kamp 1973): removing an option is entailed, adding one neutral (before: the
    reverse)."""
    text = "Creates a portal, changes its colour, or destroys it."
    shorter = "Creates a portal or destroys it."
    assert _removed(run, text)[shorter] == ("entailment", "or_free_choice")
    assert _added(run, text)[shorter] == ("neutral", "or_free_choice")


def test_a_subject_keeps_the_boolean_reading(run):
    """Control: with a subject the sentence reports what the wizard does: boolean "or"."""
    labels = _removed(run, "The wizard creates a portal or destroys it.")
    assert labels["The wizard creates a portal."] == ("neutral", "or_boolean")


def test_permission_let_is_free_choice_and_causative_make_is_not(run):
    """ "lets you read a map or find a door" grants each (permission, like "allow"); "makes you
    drop A or B" is a necessity and stays boolean (control)."""
    labels = _removed(run, "The scroll lets you read a map or find a door.")
    assert labels["The scroll lets you read a map."] == ("entailment", "or_free_choice")
    labels = _removed(run, "The potion makes you drop your sword or your shield.")
    assert labels["The potion makes you drop your sword."] == ("neutral", "or_boolean")
