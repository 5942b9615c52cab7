"""Stop 76, pr151 (review s1204o): change-of-state and temporal triggers read in a sense that
presupposes nothing (docs/presupposition.md, "Stop 76, pr151").

Constructed sentences through the real model and pipeline: the wrong-sense candidate is gone,
and a close neighbour in the trigger's own sense keeps its candidate.
"""

from __future__ import annotations

from pipeline.parse import load, resolve_model
from pipeline.phenomena.presupposition.extract import _unparsed_subject
from tests.phenomenon_support import presupposition_triggers as _triggers

# -- (1) a bare verb form at the end of a chain of conjuncts: a list of statement names ---------


def test_return_at_the_end_of_a_list_of_statement_names_has_no_candidate():
    text = "The compiler now emits extra code for break, continue and return."
    assert _triggers(text, "change_of_state") == set()


def test_finite_return_in_a_coordinated_predicate_keeps_its_candidate():
    text = "The robot picks up the box, turns around and returns to the dock."
    assert _triggers(text, "change_of_state") == {"returns"}


# -- (2) "break" a norm: violate, no change of physical integrity ---------------------------------


def test_break_a_convention_has_no_candidate():
    text = "This format breaks the usual convention for naming columns."
    assert _triggers(text, "change_of_state") == set()


def test_break_a_window_keeps_its_candidate():
    assert _triggers("The storm breaks the window of the old shed.", "change_of_state") == {
        "breaks"
    }


def test_break_a_habit_keeps_its_candidate():
    """Control: a habit (custom.n.02) is a practice one has and gives up, no norm."""
    text = "He finally broke the habit of working at night."
    assert _triggers(text, "change_of_state") == {"broke"}


# -- (3) a finite while-clause whose subject the parse did not label ------------------------------


def _while_clause(text: str):
    doc = load(resolve_model())(text)
    marker = next(t for t in doc if t.lower_ == "while")
    return marker, marker.head


def test_finite_while_clause_gives_the_words_before_its_verb_as_subject():
    marker, clause = _while_clause("The parser reads the input, while the printer writes it.")
    assert _unparsed_subject(marker, clause) == [("printer",)]


def test_non_finite_while_clause_has_no_subject():
    marker, clause = _while_clause("She hummed a tune while reading the letter.")
    assert _unparsed_subject(marker, clause) == []


def test_temporal_while_keeps_its_candidate():
    assert _triggers("Nobody called me while I was away.", "temporal_adverbs") == {"while"}
