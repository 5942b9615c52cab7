"""Issue #11 (implicature precision, twenty-second pass): blind-review rejects of s1130e/s1130f.

Constructed sentences through the real pipeline (``run_texts``); each test of a dropped pair
failed on the code before this change (6a54edf); the controls check the good pairs that stay.
Sources are cited at the rules (``pipeline/phenomena/implicature/__init__.py``:
EXISTENCE_APPEARANCE_VERBS, _lesson_of_history, _wish_complement).
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


# -- 1. a weak "many/some" subject of a verb of existence or appearance ----------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Many problems exist in the current tax code.",
        "Many dangers still exist along the northern border.",
        "Many questions arise from the new treaty.",
        "Many opportunities emerged during the recovery.",
        "Some problems arose during the negotiations.",
    ],
)
def test_an_existential_many_or_some_subject_gives_no_pair(text):
    assert _pairs(text, "quantifiers") == []


@pytest.mark.parametrize(
    ("text", "hypothesis"),
    [
        (  # a partitive names the whole: proportional, stays
            "Many of the problems exist because of poor planning.",
            "Not all of the problems exist because of poor planning.",
        ),
        (  # an ordinary verb
            "Many farmers understand the value of soil conservation.",
            "Not all farmers understand the value of soil conservation.",
        ),
        (  # "occur" is not in the list: events have a given whole
            "Many accidents occur on rural roads every winter.",
            "Not all accidents occur on rural roads every winter.",
        ),
        (  # "most" is a strong determiner, never existential (Milsark 1977)
            "Most schools exist to serve their local communities.",
            "Not all schools exist to serve their local communities.",
        ),
    ],
)
def test_proportional_quantifier_subjects_keep_their_pair(text, hypothesis):
    assert _hypothesis(text, "quantifiers") == hypothesis


# -- 2. a numeral subject of a perfect lesson verb: a known, complete set --------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Two great wars have taught us that peace requires strength.",
        "Three recessions have shown that the economy needs stable credit.",
        "Two terrible fires have proved that the town needs a new station.",
    ],
)
def test_a_numeral_subject_of_a_perfect_lesson_verb_gives_no_pair(text):
    assert _pairs(text, "numerals") == []


@pytest.mark.parametrize(
    ("text", "hypothesis"),
    [
        (
            "Three senators voted against the bill.",
            "No more than three senators voted against the bill.",
        ),
        (  # no perfect, no clausal complement
            "Two reports describe the damage to the reef.",
            "No more than two reports describe the damage to the reef.",
        ),
        (
            "Two students won prizes at the science fair.",
            "No more than two students won prizes at the science fair.",
        ),
    ],
)
def test_other_numeral_subjects_keep_their_pair(text, hypothesis):
    assert _hypothesis(text, "numerals") == hypothesis


# -- 3. a trigger in the infinitive complement of "hope/wish" ---------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "I hope to visit some of our allies in Asia this spring.",
        "I wish to thank some of the members who helped us.",
        "She hopes to see most of her cousins at the wedding.",
    ],
)
def test_a_trigger_under_hope_or_wish_gives_no_pair(text):
    assert _pairs(text, "quantifiers") == []


@pytest.mark.parametrize(
    ("text", "hypothesis"),
    [
        # "I want to thank some of ..." gives no candidate since the forty-seventh pass: the
        # neg-raised hypothesis is the embedded implicature (contexts.desire_complement)
        (
            "We visited some of our allies in Asia this spring.",
            "We didn't visit all of our allies in Asia this spring.",
        ),
        ("I think some of the members helped us.", "I think not all of the members helped us."),
    ],
)
def test_triggers_outside_a_wish_complement_keep_their_pair(text, hypothesis):
    assert _hypothesis(text, "quantifiers") == hypothesis


# -- 4. a gradable adjective in a list the parse lost ----------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Our free workers are versatile, intelligent, and hardworking.",
        "The nurses were calm, intelligent and tireless.",
    ],
)
def test_an_adjective_in_a_misparsed_list_gives_no_pair(text):
    assert _pairs(text, "gradable_adjectives") == []


@pytest.mark.parametrize(
    ("text", "hypothesis"),
    [
        ("The soup was warm and tasty.", "The soup wasn't hot."),
        ("The room was small, dark and cold.", "The room wasn't tiny."),
        ("The workers are intelligent.", "The workers aren't brilliant."),
    ],
)
def test_adjectives_in_a_parsed_list_keep_their_repaired_pair(text, hypothesis):
    assert _hypothesis(text, "gradable_adjectives") == hypothesis
