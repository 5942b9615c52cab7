"""Stop 53 (docs/negation.md, "Stop 53 (ng24: negation stays in the trigger's clause)"): the
negated premise negates the finite clause that holds the trigger and only it. A clause inside the
scope of a negative clause gets no second negation (``double-negation:governing-clause``); a
copula's "not" does not reach a later verb phrase with its own tense (``one-conjunct-negated``);
a finite clause after a preposition or "provided/given" is subordinate (``subordinate-clause``).

Constructed sentences through the real pipeline; each class has a counterpart that stays."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import mined_pairs, pair_flags


def _negated(text: str, phenomenon: str) -> list:
    return [p for p in mined_pairs(text, phenomenon) if p.premise_kind == "negated"]


def _with_premise(text: str, phenomenon: str, fragment: str) -> list:
    return [p for p in _negated(text, phenomenon) if fragment in p.premise]


@pytest.mark.parametrize(
    ("text", "phenomenon", "fragment"),
    [
        # a neg-raiser's negated complement: "I don't think p" = "I think not-p"
        # stop 94: a person's garden, not her novel (pr212 refuses the authorship genitive)
        ("I do not think I can continue with an analysis of Maria's garden.", "presupposition",
         "can't continue"),
        ("I don't think you understand what a good story is.", "presupposition",
         "don't understand"),
        # a restrictive relative inside a negated predicative
        ("That's not a movie people want to see.", "verb_complement", "do not want"),
        # a negative subject governs the complement
        ("Nobody believes that the old mayor stopped smoking.", "presupposition",
         "didn't stop"),
    ],
)  # fmt: skip
def test_second_negation_in_a_negative_clause_is_refused(text, phenomenon, fragment):
    pairs = _with_premise(text, phenomenon, fragment)
    assert pairs, [p.premise for p in _negated(text, phenomenon)]
    for pair in pairs:
        assert "double-negation:governing-clause" in pair_flags(pair)
        assert not pair.well_formed


@pytest.mark.parametrize(
    ("text", "phenomenon", "fragment"),
    [
        # the same complements under a positive matrix keep their negation clean
        ("I think you understand what a good story is.", "presupposition", "don't understand"),
        ("That's a movie people want to see.", "verb_complement", "do not want"),
        # a sister conjunct's negation governs nothing
        ("He did not disagree with the plan, but he felt that his friends would cease to help.",
         "verb_complement", "would not cease"),
    ],
)  # fmt: skip
def test_complement_of_a_positive_clause_keeps_its_negation(text, phenomenon, fragment):
    pairs = _with_premise(text, phenomenon, fragment)
    assert pairs, [p.premise for p in _negated(text, phenomenon)]
    for pair in pairs:
        assert "double-negation:governing-clause" not in pair_flags(pair)


def test_copula_negation_does_not_reach_a_tensed_conjunct():
    text = "The cheese breadsticks are good and keep you going till the pizza arrives."
    pairs = _with_premise(text, "presupposition", "aren't good and keep")
    assert pairs, [p.premise for p in _negated(text, "presupposition")]
    for pair in pairs:
        assert "one-conjunct-negated" in pair_flags(pair)
        # stop 87 (fl74): a warning for the "original" hypothesis only, which both conjuncts'
        # assertion contradicts under either scope of the "not" (Horn 1989 ch. 6)
        assert pair.well_formed == (pair.hypothesis_kind == "original")


def test_copula_alone_keeps_its_negation():
    text = "The cheese breadsticks kept you going till the pizza arrived."
    pairs = _negated(text, "presupposition")
    assert pairs
    assert not any("one-conjunct-negated" in pair_flags(p) for p in pairs)


def test_negation_of_the_clause_after_provided_is_subordinate():
    from pipeline import parse
    from pipeline.rewrite.negation import negate

    nlp = parse.load(parse.resolve_model())
    doc = nlp("The plan could go ahead, provided that new ways were found to stop the trade.")
    found = next(t for t in doc if t.text == "found")
    result = negate(doc, found, above_only=True)
    assert "weren't found" in result.text
    assert "subordinate-clause" in result.flags
    assert not result.ok
    main = negate(doc, next(t for t in doc if t.text == "go"), above_only=True)
    assert "subordinate-clause" not in main.flags
