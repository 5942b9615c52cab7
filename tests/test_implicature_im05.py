"""im05 (implicature): candidate selection, which "or" and which numerals are scalar
(``pipeline/phenomena/implicature/scalar_selection.py``, sources cited there).

1. "or" between WordNet-incompatible adjectives (contraries, complementaries): "not both" is
   entailed, no candidate (Horn 1989 ch. 4; Gazdar 1979; Gross & Miller 1990).
2. "or" whose disjuncts are taken up as cases ("in the latter case"): no candidate.
3. Numerals with a threshold ("at least") reading: under necessity, "need/require", "it took N
   to", "whether more" (Kennedy 2015; Horn 1972): no candidate.

Constructed sentences through the real pipeline (real spaCy parse); each class has near misses
that keep their pairs.
"""

from __future__ import annotations

import pytest

from pipeline.phenomena.implicature.scalar_selection import incompatible_adjectives
from tests.phenomenon_support import implicature_original_hypotheses, implicature_premises

_original = implicature_original_hypotheses
_premises = implicature_premises


# -- the lexical test ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("first", "second"),
    [("alive", "dead"), ("clear", "cloudy"), ("full", "empty"), ("on", "off"), ("wet", "dry")],
)
def test_wordnet_antonyms_are_incompatible(first, second):
    assert incompatible_adjectives(first, second)
    assert incompatible_adjectives(second, first)


@pytest.mark.parametrize(
    ("first", "second"), [("tired", "hungry"), ("red", "sticky"), ("clear", "sweet")]
)
def test_near_miss_compatible_adjectives_are_not(first, second):
    assert not incompatible_adjectives(first, second)


# -- 1. "or" between incompatible disjuncts ------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "The liquid is either clear or cloudy.",
        "Each switch is either on or off.",
        "The tank was either full or empty.",
        "The patient was either alive or dead when the nurse found him.",
        "The door was either open or closed.",
    ],
)
def test_incompatible_disjuncts_give_no_or_candidate(text):
    assert _premises(text, "connectives") == []


def test_near_miss_compatible_verb_disjuncts_keep_their_pair():
    assert _original("Mary either sang or danced at the party.", "connectives") == [
        "Mary didn't both sing and dance at the party."
    ]


def test_near_miss_compatible_adjective_disjuncts_keep_their_pair():
    assert _premises("The visitor was either tired or hungry.", "connectives")


# -- 2. "or" listing cases -------------------------------------------------------------------


def test_latter_case_gives_no_or_candidate():
    text = "The liquid is either clear or cloudy, and in the latter case it contains protein."
    assert _premises(text, "connectives") == []


def test_latter_case_with_compatible_disjuncts_gives_no_or_candidate():
    text = "The visitor was either tired or hungry, and in the latter case we fed him."
    assert _premises(text, "connectives") == []


def test_near_miss_without_case_anaphor_keeps_its_pair():
    text = "The visitor was either tired or hungry, and we fed him."
    assert _premises(text, "connectives")


# -- 3. numerals with a threshold reading ----------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Nine states were needed to ratify it.",
        "The amendment required nine states.",
        "It took nine states to ratify the amendment.",
        "Three witnesses were required for a valid will.",
        "Nine states ratified it, whether more joined or not.",
        "Whether more states joined or not, nine states ratified the amendment.",
    ],
)
def test_threshold_numeral_gives_no_candidate(text):
    assert _premises(text, "numerals") == []


@pytest.mark.parametrize(
    "text",
    [
        "Nine states ratified it in the first year.",
        "Three witnesses signed the will.",
        "It took nine states a year to agree.",
    ],
)
def test_near_miss_episodic_numeral_keeps_its_pair(text):
    assert _premises(text, "numerals")
