"""Stop 76 round two, branch cj144: conjunction labels under monotonicity and non-boolean "and"
(s1204o: a disjunction in a negated bare plural subject, a conjoined subject misread as a
stated reason through the pro-form "do so", a coordination inside a causal complex
preposition). Constructed sentences through the real spaCy model; controls say so."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import conjunction_runner


@pytest.fixture(scope="module")
def run(parsed, ctx):
    """``run(text)`` -> (candidates, pairs) of the whole sentence."""
    return conjunction_runner(parsed, ctx)


def _removal(run, text: str, hypothesis: str):
    pairs = [
        p
        for p in run(text)[1]
        if p.hypothesis_kind == "conjunct_removed" and p.hypothesis == hypothesis
    ]
    assert pairs, [p.hypothesis for p in run(text)[1]]
    return pairs[0]


def _addition(run, text: str, premise: str):
    pairs = [
        p for p in run(text)[1] if p.hypothesis_kind == "conjunct_added" and p.premise == premise
    ]
    assert pairs, [p.premise for p in run(text)[1]]
    return pairs[0]


def test_disjunctive_premodifier_of_negated_bare_plural_is_downward(run):
    """ "Section or option duplicates are not allowed": neither kind is allowed (Carlson 1977)."""
    text = "Field or column duplicates are not allowed in one table."
    pair = _removal(run, text, "Field duplicates are not allowed in one table.")
    assert (pair.heuristic_label, pair.label_rule) == ("entailment", "downward_or")
    added = _addition(run, text, "Field duplicates are not allowed in one table.")
    assert added.heuristic_label == "neutral"


def test_disjunctive_bare_plural_subject_of_negated_copula_is_downward(run):
    """ "Cats or dogs are not welcome": a negated generic over each kind."""
    pair = _removal(
        run, "Cats or dogs are not welcome in the library.", "Cats are not welcome in the library."
    )
    assert (pair.heuristic_label, pair.label_rule) == ("entailment", "downward_or")


def test_definite_disjunctive_subject_of_negated_copula_stays_neutral(run):
    """Control: "The cat or the dog is not in the garden": the "or" may scope over the
    negation (one of them is missing), so the removal stays neutral."""
    pair = _removal(
        run, "The cat or the dog is not in the garden.", "The cat is not in the garden."
    )
    assert pair.heuristic_label == "neutral"


def test_unnegated_bare_plural_disjunction_keeps_its_label(run):
    """Control: without the negation the generic "or" keeps its own rule."""
    pair = _removal(
        run, "Cats or dogs are welcome in the library.", "Cats are welcome in the library."
    )
    assert pair.label_rule != "downward_or"


def test_do_so_is_no_result_connective(run):
    """ "A and B do not V, though they may do so": "do so" takes up the predicate; the
    conjoined subject distributes, the removal is entailed (not ``stated_reason``)."""
    text = "The old parser and its plugins do not support threads, though they may do so in a later release."
    pair = _removal(
        run,
        text,
        "The old parser does not support threads, though they may do so in a later release.",
    )
    assert (pair.heuristic_label, pair.label_rule) == ("entailment", "boolean_and")


def test_result_so_still_makes_a_stated_ground(run):
    """Control: a real result "so" after a clause with the coordination keeps its rule."""
    text = "I have limited technical and monetary resources so can't be buying new disks."
    labels = {
        p.label_rule
        for p in run(text)[1]
        if p.hypothesis_kind == "conjunct_removed" and "limited" in p.hypothesis
    }
    assert labels == {"stated_reason"}


@pytest.mark.parametrize(
    ("text", "hypothesis"),
    [
        (
            "The build became faster as a result of the new cache and other changes to the compiler.",
            "The build became faster as a result of the new cache.",
        ),
        (
            "The match was postponed due to heavy rain and strong wind.",
            "The match was postponed due to heavy rain.",
        ),
    ],
)
def test_coordination_in_causal_preposition_is_neutral(run, text, hypothesis):
    """A causal complex preposition names the whole cause (ConjNLI's "due to injuries and
    disease"): the shorter cause is another one."""
    pair = _removal(run, text, hypothesis)
    assert (pair.heuristic_label, pair.label_rule) == ("neutral", "stated_reason")


def test_coordination_after_non_causal_preposition_stays_boolean(run):
    """Control: "after the new cache and other changes": a time, no cause; boolean "and"."""
    text = "The build became faster after the new cache and other changes to the compiler."
    pair = _removal(run, text, "The build became faster after the new cache.")
    assert pair.label_rule != "stated_reason"
