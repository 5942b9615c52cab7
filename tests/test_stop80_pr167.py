"""Stop 80 round one, branch pr167: the negation control of a trigger in a preposed clause that
the negation leaves outside.

When the trigger sits in a clause before the main one that could not be moved ("Before V-ing
X, it will be useful to ..."), the operators go on the main clause and the premise is flagged
``preposed-clause-outside-scope``; its presupposition pair was already refused
(``embedding-misses-trigger``). The negated control ("Before V-ing X, it won't be useful to
...") against the sentence is a contradiction between two main clauses that hold no trigger:
a clause-initial adjunct is a frame setter outside the scope of the clause's negation
(Maienborn 2001; Quirk et al. 1985 §8.17), so it is no negation control of the trigger
sentence (rubric (b)). No pair. The question's control stays (a preposed clause framing a
question is an ordinary conditional or temporal question, H&P 2002 ch. 10 §4), and so does the
negated control of a trigger in the main clause after a preposed clause (the negation takes the
trigger's clause).

Sentences are constructed and go through the real spaCy model and the real pipeline
(``run_texts`` with sources assessed, as in a run).
"""

from __future__ import annotations

from pipeline.flags import settle
from pipeline.process import run_texts
from pipeline.records import Pair


def _pairs(text: str) -> list[Pair]:
    """The settled presupposition pairs of ``text``."""
    _, result = run_texts([text], ["presupposition"], assess_sources=True)
    return [settle(p) for p in result.pairs]


def _controls(text: str, kind: str) -> dict[str, str]:
    """Well-formed controls (hypothesis = the sentence) of premise ``kind``: premise -> label."""
    return {
        p.premise: p.heuristic_label
        for p in _pairs(text)
        if p.premise_kind == kind and p.hypothesis_kind == "original" and p.well_formed
    }


def test_negated_control_of_unmoved_preposed_trigger_clause_is_gone():
    text = "Before answering the letters, it will be helpful to sort them by date."
    assert _controls(text, "negated") == {}
    # nor is any negated pair of this sentence written well formed
    assert not [p for p in _pairs(text) if p.premise_kind == "negated" and p.well_formed]


def test_question_control_of_the_same_sentence_stays():
    text = "Before answering the letters, it will be helpful to sort them by date."
    assert _controls(text, "interrogative") == {
        "Before answering the letters, will it be helpful to sort them by date?": "neutral"
    }


def test_negated_control_of_trigger_in_main_clause_after_preposed_clause_stays():
    text = "Once the guests had left, Maria's brother washed the dishes."
    assert _controls(text, "negated") == {
        "Once the guests had left, Maria's brother didn't wash the dishes.": "contradiction"
    }


def test_negated_control_of_movable_time_clause_stays():
    # the time clause that can move goes under the negation at the end (NOPE §3.2): the
    # negated control then takes the trigger's clause and stays
    text = "After the storm ended, the farmers repaired the fences."
    assert _controls(text, "negated") == {
        "The farmers didn't repair the fences after the storm ended.": "contradiction"
    }
