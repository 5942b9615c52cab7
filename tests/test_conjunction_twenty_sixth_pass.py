"""Issue 12, twenty-sixth pass (branch cj17): a predicative adjective coordinated with a
predicative prepositional phrase after a verb and its object ("to keep the police [in line] and
[accountable]") is a conjunct of the whole phrase, so a removal keeps the verb and its object;
constructed sentences through the real spaCy model. Each test fails on 904bcf7 unless its
docstring says it is a control."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import kept, removals_of


@pytest.fixture(scope="module")
def run(conjunction_run):
    return conjunction_run


def test_removing_the_phrase_keeps_verb_object_and_adjective(run):
    """Before: "The council wants to keep the police in accountable."."""
    hyps = removals_of(run, "The council wants to keep the police in line and accountable.")
    assert set(hyps) == {
        "The council wants to keep the police accountable.",
        "The council wants to keep the police in line.",
    }
    pair = hyps["The council wants to keep the police accountable."]
    assert pair.heuristic_label == "entailment"
    assert kept(pair)


def test_in_check_and_honest(run):
    """Before: "They promised to keep the government in honest."."""
    hyps = removals_of(run, "They promised to keep the government in check and honest.")
    assert "They promised to keep the government honest." in hyps
    assert not any(" in honest" in h for h in hyps)


def test_coordinated_objects_of_the_preposition_stay(run):
    """Control: two nouns after the preposition are its objects ("in boxes and bags")."""
    hyps = removals_of(run, "She put the books in boxes and bags.")
    assert set(hyps) == {"She put the books in bags.", "She put the books in boxes."}


def test_language_names_stay_objects_of_the_preposition(run):
    """Control: a capitalised language adjective is a noun after "in" ("in English and
    French")."""
    hyps = removals_of(run, "She wrote the book in English and French.")
    assert "She wrote the book in French." in hyps
    assert "She wrote the book French." not in hyps


def test_coordinated_predicative_adjectives_stay(run):
    """Control: "kept the room clean and tidy" is untouched."""
    hyps = removals_of(run, "He kept the room clean and tidy.")
    assert set(hyps) == {"He kept the room tidy.", "He kept the room clean."}


def test_shared_object_of_coordinated_verbs_is_kept(run):
    """Control (already right on 904bcf7): right-node raising shares "victory" between both
    verbs (Huddleston & Pullum 2002 ch. 15 §4.4), so each removal keeps it."""
    hyps = removals_of(run, "Both sides are claiming and declaring victory.")
    assert set(hyps) == {"Both sides are claiming victory.", "Both sides are declaring victory."}


def test_fronted_time_phrase_leaves_with_its_own_clause(run):
    """Control (already right on 904bcf7): a set-off fronted time phrase before full clauses
    with their own subjects goes with the first clause."""
    hyps = removals_of(run, "In late 2008, she left the band and she returned on 13 April 2009.")
    assert "She returned on 13 April 2009." in hyps
    assert not any(h.startswith("In late 2008, she returned") for h in hyps)
