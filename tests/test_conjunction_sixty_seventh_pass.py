"""Stop 50 (branch cj61): labels of a coordination in downward-entailing and non-assertive
contexts (issue #12; ``pipeline/phenomena/conjunction_contexts.py``).

In a downward-entailing context removing a disjunct is entailed and adding one is neutral
(Ladusaw 1979; Chierchia 2004; ConjNLI §3): the complement of "before", a negated "want to" /
"It is not true that", a denying "refuse to", the restrictor of a free relative "whoever" and of
a generic bare plural. An unconditional "whether A or B, C", a quotation cut by the sentence
boundary and a reported direct question assert nothing their rewrites could be labelled
against, so they make no pair.

Constructed sentences through the real pipeline (``run_texts``)."""

from __future__ import annotations

import pytest

from pipeline.process import run_texts
from tests.phenomenon_support import labels

BEFORE_CLAUSE = "Before you sign the lease or pay the deposit, read the contract."
BEFORE_GERUND = "He always washes his hands before eating meat or fish."
BEFORE_AND = "She arrived before noon and left before dinner."
NOT_WANT = "She did not want to marry him or live with him."
NOT_TRUE = "It is not true that he stole the money or the car."
REFUSED = "He refused to pay the fine or appear in court."
NOT_SAY = "I did not say that he stole the money or the car."
MODAL_WHEN = "When she can find the time and the money, she travels."
MODAL_WHEN_OR = "When she can walk or cycle, she goes to the market."
EPISODIC_WHEN = "When he arrived with the bread and the wine, we ate."
NO_MATTER = "No matter what he said or did, she stayed with him."
MISTAGGED_GENERIC = "Children who read or draw every day learn faster."
REPORTING = "Farmers who grow wheat or barley say that prices are low."
WHOEVER = "Whoever finds the ring or the key gets a reward."
GENERIC = "People who smoke or drink heavily die younger."
GENERIC_AND = "People who smoke and drink heavily die younger."
EPISODIC = "Students who passed the exam or the interview got a place."
SUPPLEMENTARY = "Farmers, who grow wheat or barley, vote early."
UNCONDITIONAL = "Whether they win or lose, the fans will cheer."
REGARDLESS = "Regardless of whether he wins or loses, he will retire."
VERBLESS = "Whether by land or by sea, the journey is long."
EMBEDDED = "She asked whether he liked tea or coffee."
POSTPOSED = "The fans will cheer whether the team wins or loses."
THREE_WAYS = "She will go whether it rains, snows or shines."
OPEN_QUOTE = '"We will build a bridge and a tunnel.'
CLOSING_QUOTE = 'We will build a bridge and a tunnel," the mayor said.'
REPORTED_QUESTION = "Why should we pay for the bridge and the tunnel, he asked."
REPORTED_STATEMENT = "They paid for the bridge and the tunnel, he said."

TEXTS = [
    BEFORE_CLAUSE,
    BEFORE_GERUND,
    BEFORE_AND,
    NOT_WANT,
    NOT_TRUE,
    REFUSED,
    NOT_SAY,
    MODAL_WHEN,
    MODAL_WHEN_OR,
    EPISODIC_WHEN,
    NO_MATTER,
    MISTAGGED_GENERIC,
    REPORTING,
    WHOEVER,
    GENERIC,
    GENERIC_AND,
    EPISODIC,
    SUPPLEMENTARY,
    UNCONDITIONAL,
    REGARDLESS,
    VERBLESS,
    EMBEDDED,
    POSTPOSED,
    THREE_WAYS,
    OPEN_QUOTE,
    CLOSING_QUOTE,
    REPORTED_QUESTION,
    REPORTED_STATEMENT,
]


@pytest.fixture(scope="module")
def pairs():
    return run_texts(TEXTS, ["conjunction"])[1].pairs


@pytest.mark.parametrize(
    ("premise", "hypothesis"),
    [
        (BEFORE_CLAUSE, "Before you pay the deposit, read the contract."),
        (BEFORE_GERUND, "He always washes his hands before eating fish."),
        (NOT_WANT, "She did not want to live with him."),
        (NOT_TRUE, "It is not true that he stole the car."),
        (REFUSED, "He refused to appear in court."),
        (WHOEVER, "Whoever finds the key gets a reward."),
        (MODAL_WHEN_OR, "When she can cycle, she goes to the market."),
        (NO_MATTER, "No matter what he did, she stayed with him."),
        (MISTAGGED_GENERIC, "Children who draw every day learn faster."),
        (GENERIC, "People who drink heavily die younger."),
    ],
)
def test_removed_disjunct_in_downward_context_is_entailed(pairs, premise, hypothesis):
    # "did not want to A or B": since cj108 the negation of the matrix verb is found through
    # the to-infinitive (``negation_in_scope``), so the same label comes by the negation rule
    rule = "negated_or" if premise == NOT_WANT else "downward_or"
    assert labels(pairs, premise).get(hypothesis) == ("entailment", rule)


@pytest.mark.parametrize(
    "premise",
    [BEFORE_CLAUSE, BEFORE_GERUND, NOT_WANT, NOT_TRUE, REFUSED, WHOEVER, GENERIC],
)
def test_added_disjunct_in_downward_context_is_neutral(pairs, premise):
    added = {
        (p.heuristic_label, p.label_rule)
        for p in pairs
        if p.hypothesis == premise and p.hypothesis_kind == "conjunct_added"
    }
    assert added == {("neutral", "negated_or" if premise == NOT_WANT else "downward_or")}


def test_conjunct_removed_from_generic_restrictor_is_neutral(pairs):
    assert labels(pairs, GENERIC_AND).get("People who smoke heavily die younger.") == (
        "neutral",
        "downward_and",
    )


def test_conjunct_removed_from_modal_when_clause_is_neutral(pairs):
    """ "when she can A and B" over a habitual main clause restricts the occasions."""
    assert labels(pairs, MODAL_WHEN).get("When she can find the money, she travels.") == (
        "neutral",
        "downward_and",
    )


def test_episodic_when_clause_keeps_boolean_and(pairs):
    assert labels(pairs, EPISODIC_WHEN).get("When he arrived with the wine, we ate.") == (
        "entailment",
        "boolean_and",
    )


def test_and_under_before_keeps_its_boolean_label(pairs):
    """ "before" is read for "or" only: "and" there prefers "before each"."""
    assert labels(pairs, BEFORE_AND).get("She left before dinner.") == (
        "entailment",
        "boolean_and",
    )


@pytest.mark.parametrize(
    ("premise", "hypothesis"),
    [
        # a past restrictor of a definite-less plural is episodic: those who did, not a kind
        (EPISODIC, "Students who passed the interview got a place."),
        # a bare plural subject of a present "say" reports what some said: existential
        (REPORTING, "Farmers who grow barley say that prices are low."),
        # a supplementary relative restricts nothing
        (SUPPLEMENTARY, "Farmers, who grow barley, vote early."),
    ],
)
def test_upward_contexts_keep_boolean_or(pairs, premise, hypothesis):
    assert labels(pairs, premise).get(hypothesis) == ("neutral", "or_boolean")


def test_negated_say_is_non_monotone(pairs):
    """ "say" is not monotone in its complement, and a negation over it stays non-monotone:
    the removal is neutral under its own rule since stop 96 (cj210, ``negated_report``; it was
    ``or_boolean``, neutral too, and the addition was or-introduction entailment)."""
    assert labels(pairs, NOT_SAY).get("I did not say that he stole the car.") == (
        "neutral",
        "negated_report",
    )


@pytest.mark.parametrize(
    "premise",
    [
        UNCONDITIONAL,
        REGARDLESS,
        VERBLESS,
        POSTPOSED,
        OPEN_QUOTE,
        CLOSING_QUOTE,
        REPORTED_QUESTION,
    ],
)
def test_non_asserted_coordination_makes_no_removal_or_addition(pairs, premise):
    kinds = {"conjunct_removed", "conjunct_added"}
    built = [
        p.hypothesis
        for p in pairs
        if p.hypothesis_kind in kinds and premise in {p.premise, p.hypothesis}
    ]
    assert built == []


def test_embedded_whether_question_keeps_its_pairs(pairs):
    assert labels(pairs, EMBEDDED).get("She asked whether he liked coffee.") == (
        "neutral",
        "question",
    )


def test_reported_statement_keeps_its_pairs(pairs):
    assert labels(pairs, REPORTED_STATEMENT).get("They paid for the tunnel, he said.") == (
        "entailment",
        "boolean_and",
    )


def test_unconditional_of_three_alternatives_is_downward_not_a_question(pairs):
    """ "go whether it rains, snows or shines" is parsed like an embedded question, but "go"
    takes none: the unconditional is a conjunction of conditionals, and one alternative fewer
    is entailed."""
    assert labels(pairs, THREE_WAYS).get("She will go whether it rains or shines.") == (
        "entailment",
        "downward_or",
    )
