"""Stop 75 round one, branch cj139: conjunction spans and anaphora after removal (s1204l class 1,
s1204k class 2): a definite noun phrase whose indefinite first mention was in the removed
clause, and a verb read as a noun that gave its verb two direct objects. Sentences go through
the real spaCy model; they are constructed, in the shape of the reviewed ones. Controls (good
neighbours) say so."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import conjunction_runner, pair_texts, removed


@pytest.fixture(scope="module")
def run(parsed, ctx):
    """``run(text)`` -> (candidates, pairs) of the whole sentence."""
    return conjunction_runner(parsed, ctx)


def _pairs(run, text: str):
    return run(text)[1]


DEFINITE = (
    "This works if there's a ready method that can be passed in, but if there isn't, you have "
    "to write a small wrapper to do the job, and the result gets messy if the small wrapper "
    "needs extra state."
)


def test_definite_after_removed_indefinite_clause_is_not_a_premise(run):
    """ "the small wrapper" takes up "a small wrapper" of the removed clause (Heim 1982)."""
    pairs = _pairs(run, DEFINITE)
    lost = []
    for p in pairs:
        short = p.premise if p.hypothesis_kind == "conjunct_added" else p.hypothesis
        if "you have to write" not in short and "the small wrapper" in short:
            assert p.hypothesis_kind == "conjunct_removed"
            assert not p.well_formed
            assert "lost_antecedent" in p.features["flags"]
            lost.append(p)
    assert lost, "the removal of the clause introducing 'a small wrapper' must be written, flagged"


def test_definite_with_kept_first_mention_keeps_pair(run):
    """Control: the indefinite first mention stays before the removed clause."""
    text = (
        "You write a small wrapper, but the job is slow, and the small wrapper needs extra state."
    )
    short = "You write a small wrapper, and the small wrapper needs extra state."
    pairs = [p for p in _pairs(run, text) if p.hypothesis == short]
    assert pairs and all(p.well_formed for p in pairs)


def test_clause_removal_without_definite_stays(run):
    """Control: a kept clause with no definite taking up the removed one is still written."""
    text = "You write a small wrapper, and the program runs faster."
    assert "The program runs faster." in removed(_pairs(run, text))


def test_verb_with_two_objects_is_not_cut(run):
    """ "stores" read as a noun member: "recasts" then has two direct objects (H&P ch. 4)."""
    text = "The compiler recasts the list as a tuple and stores the cached value."
    texts = pair_texts(_pairs(run, text))
    assert not any("tuple the cached" in t or "recasts the stores" in t for t in texts)


def test_one_object_coordination_keeps_pairs(run):
    """Control: two noun objects of one verb are a real coordination."""
    text = "The compiler reads the list and the tuple."
    assert "The compiler reads the tuple." in removed(_pairs(run, text))
