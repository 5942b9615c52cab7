"""Issue #11/#12 (implicature precision, twenty-fourth pass): blind-review rejects of s1130h
(Moby-Dick register).

Constructed sentences through the real pipeline (``run_texts``); each test of a dropped pair
failed on the code before this change (6e17de2); the controls check the good pairs that stay.
Sources are cited at the rules (``pipeline/phenomena/implicature/__init__.py``:
OBLIGATORY_OBJECT_PUTTING_VERBS / _participle_read_as_past, TIME_PASSAGE_VERBS / _time_passage,
_simile_numeral).
"""

from __future__ import annotations

import pytest

from pipeline.process import run_texts
from tests.phenomenon_support import kept


def _pairs(text: str, subtype: str) -> list:
    _, result = run_texts([text], ["implicature"])
    return [p for p in result.pairs if p.subtype == subtype]


def _original(text: str, subtype: str):
    [pair] = [p for p in _pairs(text, subtype) if p.premise_kind == "original"]
    assert kept(pair)
    assert pair.heuristic_label == "entailment"
    return pair


# -- 1. an objectless "laid/placed" is a participle (reduced relative, verbless absolute) -------


def test_an_objectless_putting_verb_gives_no_numeral_pair():
    text = "The letters laid upon two chairs, the lamp burning low; the clerk asleep in his seat."
    assert _pairs(text, "numerals") == []


def test_a_putting_verb_with_its_object_keeps_its_pair():
    pair = _original("She laid two letters upon the table.", "numerals")
    assert pair.hypothesis == "She didn't lay more than two letters upon the table."


def test_a_putting_verb_with_a_quantified_object_keeps_its_pair():
    pair = _original("She placed most of the boxes on the shelf.", "quantifiers")
    assert pair.hypothesis == "She didn't place all of the boxes on the shelf."


# -- 2. "some/many" time units with a verb of passage: cardinal, no domain for "all" --------------


@pytest.mark.parametrize(
    "text",
    [
        "Some moments passed before he spoke.",
        "Some moments passed, and the captain turned away.",
    ],
)
def test_a_time_unit_subject_of_a_verb_of_passage_gives_no_pair(text):
    assert _pairs(text, "quantifiers") == []


def test_an_ordinary_subject_of_pass_keeps_its_pair():
    pair = _original("Many students passed the exam.", "quantifiers")
    assert pair.hypothesis == "Not all students passed the exam."


def test_a_partitive_time_unit_keeps_its_pair():
    pair = _original("Some of the minutes passed quickly.", "quantifiers")
    assert pair.hypothesis == "Not all of the minutes passed quickly."


# -- 3. a numeral in the standard of a simile counts nothing -------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "The towers rose like two giant fingers.",
        "The boats drifted like two leaves on a pond.",
        "They stood like three statues in the hall.",
    ],
)
def test_a_numeral_inside_a_simile_gives_no_pair(text):
    assert _pairs(text, "numerals") == []


def test_a_numeral_outside_the_simile_keeps_its_pair():
    pair = _original("He bought two kites like the ones we saw.", "numerals")
    assert pair.hypothesis == "He didn't buy more than two kites like the ones we saw."


def test_a_predicative_like_phrase_of_a_perception_verb_keeps_its_pair():
    # IMPPRES's numeral items ("Danielle sounded like ten people") are scalar
    pair = _original("The singer sounded like ten people.", "numerals")
    assert pair.hypothesis == "The singer didn't sound like more than ten people."
