"""Stop 45, second round (branch cj47): conjunction labels from the s1130q/r label rejects.

1. A disjunction in the restrictor of free-choice "any" ("Any student who cheats or lies is
   expelled") is downward: removing a disjunct is entailed, adding one neutral (``restrictor``).
2. A negative implicative ("fail to") is downward over its infinitive (``negative_implicative``);
   inside a conditional antecedent the two reversals cancel and the boolean labels return.
3. One-word modifiers joined by "or" before a definite plural in a simple-present clause ("The
   red or yellow painted barns ... are owned") are in its restrictor; past clauses stay
   boolean.
4. A coordination in the modifier of a counted definite or partitive plural ("one of six schools
   funded and run by X") is neutral both ways (``counted_restrictor``); an indefinite count
   stays boolean.
5. Passive converses with no agent ("Horses were bought and sold"): adding the converse is
   entailed (``converse_passive``).
6. No antonym replacement under a shared "most/more" when the antonym is inflected ("the most
   simple and expensive"), nor of a word in a complement shared by a bare earlier verb ("known
   or assumed to be true" -> "false").

Constructed sentences through the real pipeline (``run_texts``); the changed pairs fail on
bac8445, the others are controls."""

from __future__ import annotations

import pytest

from pipeline.process import run_texts
from tests.phenomenon_support import pairs_from

TEXTS = [
    "Any student who cheats or lies is expelled.",
    "If we fail to train the pilots with patience and skill, the mission will fail.",
    "We failed to train the pilots with patience and skill.",
    "The red or yellow painted barns of the valley are owned by dairy farmers.",
    "The red or yellow painted barns of the valley were sold last year.",
    "It is one of six schools funded and run by the diocese.",
    "He bought five books written and illustrated by her.",
    "Horses were bought and sold at the fair every spring.",
    "These lawsuits are among the most complex and expensive cases in the court.",
    "Proofs use statements known or assumed to be true.",
    "The rooms were small and cheap.",
]


@pytest.fixture(scope="module")
def pairs():
    return run_texts(TEXTS, ["conjunction"])[1].pairs


def _labels(found):
    return {(p.heuristic_label, p.label_rule) for p in found.values()}


def test_disjunction_in_any_restrictor_is_downward(pairs):
    assert _labels(pairs_from(pairs, TEXTS[0])) == {("entailment", "downward_or")}
    assert _labels(pairs_from(pairs, TEXTS[0], "conjunct_added")) == {("neutral", "downward_or")}


def test_fail_to_inside_a_conditional_is_upward(pairs):
    assert _labels(pairs_from(pairs, TEXTS[1])) == {("entailment", "boolean_and")}
    assert _labels(pairs_from(pairs, TEXTS[1], "conjunct_added")) == {("neutral", "boolean_and")}


def test_fail_to_alone_is_downward(pairs):
    assert _labels(pairs_from(pairs, TEXTS[2])) == {("neutral", "downward_and")}
    assert _labels(pairs_from(pairs, TEXTS[2], "conjunct_added")) == {
        ("entailment", "downward_and")
    }


def test_or_modifiers_of_a_definite_plural_in_a_generic_clause(pairs):
    removed = pairs_from(pairs, TEXTS[3])
    pair = removed["The red painted barns of the valley are owned by dairy farmers."]
    assert (pair.heuristic_label, pair.label_rule) == ("entailment", "downward_or")
    assert {p.heuristic_label for p in pairs_from(pairs, TEXTS[3], "conjunct_added").values()} == {
        "neutral"
    }


def test_or_modifiers_of_a_definite_plural_in_a_past_clause_stay_boolean(pairs):
    assert {p.label_rule for p in pairs_from(pairs, TEXTS[4]).values()} == {"or_boolean"}


def test_coordination_in_a_counted_partitive_restrictor_is_neutral(pairs):
    assert _labels(pairs_from(pairs, TEXTS[5])) == {("neutral", "counted_restrictor")}
    assert _labels(pairs_from(pairs, TEXTS[5], "conjunct_added")) == {
        ("neutral", "counted_restrictor")
    }


def test_indefinite_count_stays_boolean(pairs):
    assert _labels(pairs_from(pairs, TEXTS[6])) == {("entailment", "boolean_and")}


def test_added_passive_converse_is_entailed(pairs):
    added = pairs_from(pairs, TEXTS[7], "conjunct_added")
    assert added and _labels(added) == {("entailment", "converse_passive")}


def _replaced(pairs, text):
    return {
        p.hypothesis
        for p in pairs
        if p.premise == text and p.hypothesis_kind == "conjunct_replaced"
    }


def test_no_inflectable_antonym_under_shared_superlative(pairs):
    out = _replaced(pairs, TEXTS[8])
    assert not any("most simple" in h or "and cheap" in h for h in out)


def test_no_replacement_in_a_shared_right_complement(pairs):
    assert "Proofs use statements known or assumed to be false." not in _replaced(pairs, TEXTS[9])


def test_ungraded_adjectives_keep_their_antonyms(pairs):
    assert _replaced(pairs, TEXTS[10])
