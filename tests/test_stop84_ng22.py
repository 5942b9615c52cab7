"""Stop 84, ng22: a trigger inside a temporal clause the parser hung on the subject.

"The farmers, when they learned that P, left the valley": the small parser attaches the
interposed "when"-clause to the subject as a relative clause, and ``supplementary_relative``
took the comma-set "when" for a non-restrictive relative, asserted on its own, so the negation
rewriter wrote "The farmers, when they did not learn that P, left the valley" as a clean denial
of the sentence. Relative "when" needs an antecedent that names a time (Quirk et al. 1985
§17.10; Huddleston & Pullum 2002 ch. 12 §3.5); after a subject that names none, with the
subject's verb after the clause, the clause is a temporal adverbial (Quirk et al. 1985 §8.15),
backgrounded and presupposed (Heinämäki 1974), so the added negation denies nothing the sentence
says (``syntax.interposed_when_clause``). Sentences are constructed for these tests.
"""

from __future__ import annotations

import pytest

from pipeline.syntax import interposed_when_clause, supplementary_relative
from tests.phenomenon_support import mined_pairs


def _negated(text: str, phenomenon: str) -> list:
    return [
        p for p in mined_pairs(text, phenomenon, assess_sources=True) if p.premise_kind == "negated"
    ]


def _relative(nlp, text: str):
    return next(t for t in nlp(text) if t.dep_ == "relcl")


# -- the predicate -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "The farmers, when they learned that the river had risen, left the valley.",
        "The farmers and their wives, when they learned that the river had risen, left the valley.",
    ],
)
def test_when_clause_on_a_subject_is_no_supplementary_relative(nlp, text):
    clause = _relative(nlp, text)
    assert interposed_when_clause(clause)
    assert not supplementary_relative(clause)


def test_who_relative_on_a_subject_stays_supplementary(nlp):
    # good neighbour: a comma-set "who" relative is supplementary whatever its antecedent
    clause = _relative(nlp, "The farmers, who learned that the river had risen, left the valley.")
    assert not interposed_when_clause(clause)
    assert supplementary_relative(clause)


def test_when_relative_on_a_time_noun_is_a_relative(nlp):
    # good neighbour: "the winter, when ..." names a time, so "when" is a relative adverb
    doc = nlp("They remembered the winter, when the farmers learned that the river had risen.")
    clauses = [t for t in doc if t.dep_ == "relcl"]
    assert clauses
    assert all(not interposed_when_clause(c) for c in clauses)
    assert all(supplementary_relative(c) for c in clauses)


# -- the pairs -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "The farmers, when they learned that the river had risen, left the valley.",
        "The children and the teachers, when they noticed that the bell had rung, went inside.",
    ],
)
def test_negation_inside_interposed_when_clause_is_flagged(text):
    negated = _negated(text, "verb_complement")
    inside = [p for p in negated if "when they did not" in p.premise]
    assert inside, [p.premise for p in negated]
    assert all(not p.well_formed for p in inside), [p.premise for p in inside]
    flags = {f for p in inside for f in p.features.get("flags") or []}
    assert "negated-subordinate-clause" in flags, flags


def test_negation_of_the_main_clause_stays_clean():
    # good neighbour: the same trigger in a main clause is negated there and written clean
    text = "The farmers learned that the river had risen, and they left the valley."
    negated = _negated(text, "verb_complement")
    clean = [p for p in negated if p.well_formed and "did not learn" in p.premise]
    assert clean, [(p.premise, p.features.get("flags")) for p in negated]
    assert {p.heuristic_label for p in clean} == {"entailment"}


def test_supplementary_who_relative_keeps_its_negated_pair():
    # good neighbour: a supplementary "who" relative is asserted on its own (Quirk et al. 1985
    # §17.22), so its negated trigger still denies a claim of the sentence: not flagged as a
    # subordinate clause
    text = "The farmers, who learned that the river had risen, left the valley."
    negated = _negated(text, "verb_complement")
    inside = [p for p in negated if "who did not learn" in p.premise]
    assert inside, [p.premise for p in negated]
    flags = {f for p in inside for f in p.features.get("flags") or []}
    assert "negated-subordinate-clause" not in flags, flags
    assert all(p.well_formed for p in inside), flags


def test_matrix_negation_keeps_the_when_clause_presupposition():
    # the label: negating the main clause leaves the temporal clause's content presupposed
    # (Heinämäki 1974), so a matrix-negated premise keeps its presupposition pairs entailed
    text = "The farmers, when they learned that the river had risen, left the valley."
    negated = [
        p
        for p in _negated(text, "presupposition")
        if p.well_formed and p.hypothesis_kind == "presupposition"
    ]
    assert negated, "no matrix-negated presupposition pair"
    for p in negated:
        assert "when they learned" in p.premise, p.premise
        assert p.heuristic_label == "entailment", (p.premise, p.hypothesis)
