"""Stop 54 (branch cj76): removal recall on ConjNLI.

- A restrictive relative clause after coordinated noun phrases that each have a determiner of
  their own ("a CCD meter or a digital meter that converts light") sits inside the last noun
  phrase (Huddleston & Pullum 2002 ch. 12 §3): removing that phrase takes the clause along,
  after "and" only (after "or" a singular verb agrees with the nearest conjunct anyway). A
  plural verb agreeing with an "and" coordination ("a teacher and a parent who sign") keeps it
  shared, and so does a coordination without determiners of its own ("teachers or parents who").
- "whether or not X" as an embedded question loses "or not" (the same polar question,
  Huddleston & Pullum 2002 ch. 11 §5.3): entailment both ways; an unconditional keeps no pair.
- ``mine eval conjnli`` compares hypotheses without round brackets (ConjNLI drops a
  parenthetical's brackets in some hypotheses) and reports the strict figure beside it.

Constructed sentences through the real pipeline (``run_texts``)."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import mined_pairs, removals_by_premise

METER = "The lab bought a CCD camera or a digital sensor that records the light."
CHAIR = "The museum owns a wooden chair and a metal table that belonged to the king."
SEA = "A beach is the land next to the sea or the line that marks the edge of the water."
PLURAL_VERB = "A teacher and a parent who sign the form must attend."
BARE = "Teachers or parents who sign the form must attend."

TEXTS = [METER, CHAIR, SEA, PLURAL_VERB, BARE]


@pytest.fixture(scope="module")
def removals():
    return removals_by_premise(TEXTS)


def test_relative_clause_goes_with_the_last_determined_and_conjunct(removals):
    assert "The museum owns a wooden chair." in removals[CHAIR]


def test_or_keeps_the_relative_clause_shared(removals):
    # after "or" the verb agrees with the nearest conjunct (Quirk et al. 1985 §10.41): a singular
    # verb does not rule out the wide reading (issue #12: "a teacher who signs"; stop 54 end)
    assert "The lab bought a CCD camera that records the light." in removals[METER]
    assert "A beach is the land next to the sea that marks the edge of the water." in removals[SEA]


def test_plural_verb_keeps_the_relative_clause_shared(removals):
    assert any(h.startswith("A teacher who") for h in removals[PLURAL_VERB])


def test_bare_conjuncts_keep_the_relative_clause_shared(removals):
    assert "Teachers who sign the form must attend." in removals[BARE]


def test_exact_comparison_ignores_round_brackets():
    from pipeline.evaluation.conjnli import _key, _strict_key

    ours = "Allan Newman (born April 14, 1968) is a Canadian singer."
    gold = "Allan Newman born April 14, 1968 is a Canadian singer ."
    assert _key(ours) == _key(gold)
    assert _strict_key(ours) != _strict_key(gold)
    assert _key("A (b), c.") == _key("A b, c.")
    assert _key("It is old.") != _key("It is new.")


POLAR = "Nobody knows whether or not the new bridge will open in May."
ABOUT = "Your tone has a big effect on whether or not people trust you."
UNCONDITIONAL = "Whether or not you like it, we are leaving tonight."


def test_whether_or_not_loses_or_not_as_an_equivalent_question():
    pairs = mined_pairs(POLAR, "conjunction")
    rem = {p.hypothesis: p for p in pairs if p.hypothesis_kind == "conjunct_removed"}
    assert set(rem) == {"Nobody knows whether the new bridge will open in May."}
    assert rem["Nobody knows whether the new bridge will open in May."].heuristic_label == (
        "entailment"
    )
    add = [p for p in pairs if p.hypothesis_kind == "conjunct_added"]
    assert add and all(p.heuristic_label == "entailment" for p in add)


def test_whether_or_not_after_a_preposition():
    rem = removals_by_premise([ABOUT])[ABOUT]
    assert rem == {"Your tone has a big effect on whether people trust you."}


def test_unconditional_whether_or_not_gives_no_pair():
    assert removals_by_premise([UNCONDITIONAL])[UNCONDITIONAL] == set()
