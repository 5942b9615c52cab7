"""Stop 50 (branch cj63): non-boolean "or" and label leaks on Wikipedia-register text (issue #12).

- an exclusive "only" labels a coordination only when it scopes over it: not the adjective of
  "the only N", not a particle that focuses a quantity ("only a few"), not one in another clause;
- the restrictor of "the only / first N" with a postmodifier ("the only country with coasts on
  both A and B") is non-monotone: removal and addition neutral (``ordinal_restrictor``);
- a negation on the first member of a corrective "not X but Y" does not reach a coordination
  inside Y;
- vague "n or m" numerals ("tens or hundreds", "late 1605 or early 1606") give no pair.

Constructed sentences through the real pipeline (``run_texts``)."""

from __future__ import annotations

import pytest

from pipeline.process import run_texts
from tests.phenomenon_support import labels

ONLY_ADJECTIVE = "It is the only lake in the region, and it has pike and perch."
ONLY_QUANTITY = "Only a few genera of this family survive, such as Alpha, Beta and Gamma."
ONLY_OTHER_CLAUSE = "Only cats have whiskers here, though birds nest in barns and sheds."
ONLY_FOCUS = "The lion now lives only in Africa and India."
ONLY_MISPARSED = "Only size 10 or larger shoes are sold in the shop."
UNIQUE_WITH = "Chile is the only country with coasts on both the Pacific and the Drake Passage."
FIRST_WHO = "She was the first woman who won the Nobel Prize and the Fields Medal."
FIRST_USE_OF = "The war saw the first use of tanks, gas and aircraft."
CORRECTIVE = "The word refers not to one tribe, but to various clans or tribes."
NEGATED = "The word does not refer to clans or tribes."
LATE_EARLY = "The play was written in late 1605 or early 1606."
TENS = "Tens or hundreds of people gathered in the square."
DIGITS = "He was 43 or 44 years old when he wrote the book."
NOT_NEIGHBOURS = "The cart was made with four or six wheels."

TEXTS = [
    ONLY_ADJECTIVE,
    ONLY_QUANTITY,
    ONLY_OTHER_CLAUSE,
    ONLY_FOCUS,
    ONLY_MISPARSED,
    UNIQUE_WITH,
    FIRST_WHO,
    FIRST_USE_OF,
    CORRECTIVE,
    NEGATED,
    LATE_EARLY,
    TENS,
    DIGITS,
    NOT_NEIGHBOURS,
]


@pytest.fixture(scope="module")
def pairs():
    return run_texts(TEXTS, ["conjunction"])[1].pairs


def rules_of(pairs, premise: str) -> set[str]:
    """The label rules of every pair whose premise or hypothesis is ``premise``."""
    return {p.label_rule for p in pairs if premise in (p.premise, p.hypothesis)}


@pytest.mark.parametrize(
    ("premise", "hypothesis"),
    [
        (ONLY_ADJECTIVE, "It is the only lake in the region, and it has perch."),
        (ONLY_QUANTITY, "Only a few genera of this family survive, such as Beta and Gamma."),
        (ONLY_OTHER_CLAUSE, "Only cats have whiskers here, though birds nest in sheds."),
    ],
)
def test_only_outside_its_scope_leaves_the_boolean_label(pairs, premise, hypothesis):
    assert labels(pairs, premise).get(hypothesis) == ("entailment", "boolean_and")


@pytest.mark.parametrize(
    ("premise", "hypothesis"),
    [
        (ONLY_FOCUS, "The lion now lives only in Africa."),
        (ONLY_MISPARSED, "Only size 10 shoes are sold in the shop."),
    ],
)
def test_only_over_the_coordination_keeps_exclusive_focus(pairs, premise, hypothesis):
    assert labels(pairs, premise).get(hypothesis) == ("contradiction", "exclusive_focus")


@pytest.mark.parametrize(
    ("premise", "hypothesis"),
    [
        (UNIQUE_WITH, "Chile is the only country with coasts on the Drake Passage."),
        (FIRST_WHO, "She was the first woman who won the Fields Medal."),
    ],
)
def test_uniqueness_postmodifier_is_neutral_both_ways(pairs, premise, hypothesis):
    assert labels(pairs, premise).get(hypothesis) == ("neutral", "ordinal_restrictor")
    added = {p.premise: p.heuristic_label for p in pairs if p.hypothesis == premise}
    assert added.get(hypothesis) == "neutral"


def test_of_complement_of_the_ordinal_noun_stays_distributive(pairs):
    got = labels(pairs, FIRST_USE_OF)
    assert got.get("The war saw the first use of tanks and aircraft.") == (
        "entailment",
        "boolean_and",
    )


def test_corrective_but_member_is_not_negated(pairs):
    got = labels(pairs, CORRECTIVE)
    assert got.get("The word refers not to one tribe, but to various tribes.") == (
        "neutral",
        "or_boolean",
    )
    # the plain negation keeps its downward label
    assert labels(pairs, NEGATED).get("The word does not refer to tribes.") == (
        "entailment",
        "negated_or",
    )


@pytest.mark.parametrize("premise", [LATE_EARLY, TENS])
def test_vague_numerals_make_no_pair(pairs, premise):
    assert rules_of(pairs, premise) == set()


@pytest.mark.parametrize("premise", [DIGITS, NOT_NEIGHBOURS])
def test_precise_numeral_alternatives_keep_their_pairs(pairs, premise):
    assert any(label == "neutral" for label, _ in labels(pairs, premise).values())
