"""Issue #11 (implicature precision, twenty-first pass): blind-review rejects of s1130b/s1130d.

Constructed sentences through the real pipeline (``run_texts``); each test of a dropped or
changed pair failed on the code before this change (a3ad65d); the controls check the good pairs
that stay. Sources are cited at the rules (``pipeline/phenomena/implicature/__init__.py``,
``supplements.py``).
"""

from __future__ import annotations

import pytest

from pipeline.process import run_texts
from tests.phenomenon_support import kept


def _pairs(text: str, subtype: str) -> list:
    _, result = run_texts([text], ["implicature"])
    return [p for p in result.pairs if p.subtype == subtype]


def _hypothesis(text: str, subtype: str) -> str:
    [pair] = [p for p in _pairs(text, subtype) if p.premise_kind == "original"]
    assert kept(pair)
    assert pair.heuristic_label == "entailment"
    return pair.hypothesis


# -- 1. a numeral introducing specific sources of a claim ------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Two new studies show that sleep improves memory in older adults.",
        "Three recent surveys found that most voters distrust the polls.",
        "Two reports published this week describe the damage to the reef.",
    ],
)
def test_a_numeral_introducing_new_sources_gives_no_pair(text):
    assert _pairs(text, "numerals") == []


@pytest.mark.parametrize(
    ("text", "hypothesis"),
    [
        (  # "new", but no source of a claim: a count of who joined
            "Four new members joined the board in January.",
            "No more than four new members joined the board in January.",
        ),
        (  # a source of a claim, but no novel-referent modifier
            "Two students in my class won prizes at the science fair.",
            "No more than two students in my class won prizes at the science fair.",
        ),
        (
            "He bought two new shirts at the market.",
            "He didn't buy more than two new shirts at the market.",
        ),
    ],
)
def test_other_numerals_stay(text, hypothesis):
    assert _hypothesis(text, "numerals") == hypothesis


# -- 2. negation under a proportional subject ------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Forty percent of the patients received two doses of the vaccine.",
        "Ten percent of households own two cars.",
        "Half of the students read three books over the summer.",
        "A majority of the members voted for two candidates.",
    ],
)
def test_a_numeral_under_a_proportional_subject_gives_no_pair(text):
    assert _pairs(text, "numerals") == []


def test_a_numeral_under_a_plain_subject_stays():
    assert _hypothesis("The farmers planted three fields of wheat this spring.", "numerals") == (
        "The farmers didn't plant more than three fields of wheat this spring."
    )


# -- 3. an aside set off by paired commas is not left dangling -------------------------------------


def test_a_cut_at_the_closing_comma_of_an_aside_is_not_made():
    text = "The museum displays three paintings, each by a different artist, in the main hall."
    hypothesis = _hypothesis(text, "numerals")
    assert not hypothesis.endswith("each by a different artist.")
    assert hypothesis == (
        "The museum doesn't display more than three paintings, each by a different artist, "
        "in the main hall."
    )


def test_a_trailing_supplement_is_still_cut():
    text = "They sold two houses, both near the river, to a developer from the city."
    assert _hypothesis(text, "numerals") == "They didn't sell more than two houses."


# -- 4. a depictive adjective whose stronger scale-mate is rare ------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "The children came home happy after the game.",
        "She went home happy after the concert.",
    ],
)
def test_a_depictive_with_a_rare_stronger_term_gives_no_pair(text):
    assert _pairs(text, "gradable_adjectives") == []


@pytest.mark.parametrize(
    ("text", "hypothesis"),
    [
        ("The children were happy.", "The children weren't ecstatic."),
        (
            "They were scared when the lights went out.",
            "They weren't petrified when the lights went out.",
        ),
        ("The soup was warm when it arrived.", "The soup wasn't hot when it arrived."),
    ],
)
def test_a_copular_adjective_stays(text, hypothesis):
    assert _hypothesis(text, "gradable_adjectives") == hypothesis


# -- 5. a scalar item in the complement of a belief predicate --------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "The committee is convinced that most of the proposals are too expensive.",
        "Her parents are sure that some of the teachers are unfair.",
        "The manager was certain that many of the workers stayed.",
        "The council is convinced that most of the residents support the plan.",
    ],
)
def test_a_quantifier_under_a_third_person_belief_gives_no_pair(text):
    assert _pairs(text, "quantifiers") == []


@pytest.mark.parametrize(
    ("text", "hypothesis"),
    [
        (
            "I think that most of the guests enjoyed the dinner.",
            "I think that not all of the guests enjoyed the dinner.",
        ),
        ("Most of the guests enjoyed the dinner.", "Not all of the guests enjoyed the dinner."),
        (  # a neg-raising belief verb: "not (believe all)" is "believe not all"
            "Her parents believe that some of the teachers are unfair.",
            "Her parents believe that not all of the teachers are unfair.",
        ),
        (
            "I am sure that most of the guests enjoyed the dinner.",
            "I am sure that not all of the guests enjoyed the dinner.",
        ),
    ],
)
def test_a_speaker_belief_a_neg_raising_verb_and_a_plain_clause_stay(text, hypothesis):
    assert _hypothesis(text, "quantifiers") == hypothesis
