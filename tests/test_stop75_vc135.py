"""verb_complement, stop 75 round two (branch vc135): labels and imperatives.

- "X will mean that P" (predictive "will", a non-clausal subject): entailment like "X means
  that P"; "could mean", a gerund subject and a conditional keep neutral;
- a supplementive participle set off by a bracket or comma ("(meaning that P)") is asserted,
  not a nominal clause;
- a that-clause that is an imperative ("means that, if X, assign Y") makes no pair;
- a subjectless conjunct of an imperative root ("Allow X but tell the user not to V") is a
  directive: no pair.

Constructed sentences through the real pipeline, each with a neighbour that must stay.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _pairs(text: str) -> list:
    return mined_pairs(text, "verb_complement")


def _original(text: str):
    return next((p for p in _pairs(text) if p.premise_kind == "original"), None)


def test_predictive_will_mean_is_entailment():
    p = _original(
        "This makes the program smaller, but will also mean that you can't use the debugger."
    )
    assert p is not None and p.hypothesis == "You can't use the debugger."
    assert p.heuristic_label == "entailment"


def test_could_mean_and_conditional_will_mean_stay_neutral():
    for text in (
        "This change could mean that the cache is cleared.",
        "If you enable it, this will mean that the cache is cleared.",
        "Using the flag will mean that the cache is cleared.",
    ):
        p = _original(text)
        assert p is None or p.heuristic_label == "neutral", text


def test_bracketed_meaning_that_is_asserted():
    p = _original(
        "The ordering is stable (meaning that equal keys keep their original order after sorting)."
    )
    assert p is not None and p.heuristic_label == "entailment"


def test_specificational_gerund_value_stays_nominal():
    p = _original("The first step is ensuring that the data are clean.")
    assert p is None or p.heuristic_label == "neutral"


def test_imperative_that_clause_makes_no_pair():
    assert _pairs("This means that, if the flag is set, store the value in a list.") == []


def test_declarative_that_clause_after_means_stays():
    p = _original("This means that, if the flag is set, the value is stored in a list.")
    assert p is not None and p.heuristic_label == "entailment"


def test_conjunct_of_imperative_root_makes_no_pair():
    assert _pairs("Allow strings as input but ask the caller not to change them.") == []


def test_declarative_coordination_keeps_pair():
    pairs = _pairs("The library allows strings as input but asks the caller not to change them.")
    assert any(p.premise_kind == "original" for p in pairs)
