"""Issue #11, sixth pass: implicature precision, one test per error class of the blind review.

Constructed sentences through the real spaCy model; each test failed on the code before this
change (fe0ea18), except the source-noise checks of class 5, which document what
``pipeline/fitness.py`` must flag (see the test docstrings). Sources of every rule are in the
docstrings and word-list headers it names and in ``docs/implicature.md``.
"""

from __future__ import annotations

import pytest

from pipeline.fitness import assess
from pipeline.phenomena.implicature import SUBTYPES, Implicature
from tests.phenomenon_support import implicature_found as found
from tests.phenomenon_support import implicature_pairs as pairs_of

PHEN = Implicature()
ALL = frozenset(SUBTYPES)
WIDE = {"implicature_inventory": "imppres"}


def originals(pairs):
    return [p for p in pairs if p.premise_kind == "original"]


# -- 1. "can" is not in the default inventory -----------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "The coach can rest easy.",
        "The children can swim across the lake.",
        "The members can vote in the election.",
    ],
)
def test_can_is_left_to_the_imppres_inventory(parsed, ctx, text):
    assert ("modals", "can") not in found(parsed, ctx, text)
    assert ("modals", "can") in found(parsed, ctx, text, WIDE)


def test_could_stays_in_the_default_inventory(parsed, ctx):
    assert ("modals", "could") in found(parsed, ctx, "Visitors could park in two lots.")


# -- 2. a trigger in an adverbial clause: that clause alone, or no pair ---------------------------


@pytest.mark.parametrize(
    "text, options, hypothesis",
    [
        (
            "Although some of the old films were silent, many more had sound.",
            None,
            "Not all of the old films were silent.",
        ),
        (
            "Even though some of the old films were silent, many more had sound.",
            None,
            "Not all of the old films were silent.",
        ),
        (
            "The studio made sequels, although most of the old films were silent.",
            None,
            "Not all of the old films were silent.",
        ),
        (
            "The band toured widely, although the album had few hits and most songs were short.",
            None,
            "Not all songs were short.",
        ),
        (
            "While some of the old films were silent, many more had sound.",
            WIDE,
            "Not all of the old films were silent.",
        ),
        (
            "Because most of the players were tired, the coach cancelled practice.",
            WIDE,
            "Not all of the players were tired.",
        ),
    ],
)
def test_adverbial_clause_becomes_the_hypothesis(parsed, ctx, text, options, hypothesis):
    [main] = originals(pairs_of(parsed, ctx, text, "quantifiers", options))
    assert main.premise == text
    assert main.hypothesis == hypothesis
    assert main.well_formed


@pytest.mark.parametrize(
    "text",
    [
        # material between the subordinator and the subject: no clean main clause
        "The band toured widely, although, in 2005, most of the songs were short.",
    ],
)
def test_unclean_adverbial_clause_gives_no_pair(parsed, ctx, text):
    assert pairs_of(parsed, ctx, text, "quantifiers") == []


@pytest.mark.parametrize(
    "text",
    [
        # "so that" does not take its clause as true
        "The band played loudly so that some of the guests would dance.",
        # generic "when" restricts a quantification over situations (Lewis 1975)
        "Groups are described as indigenous when they maintain some traditions.",
    ],
)
def test_non_veridical_adverbial_clause_gives_no_pair(parsed, ctx, text):
    assert pairs_of(parsed, ctx, text, "quantifiers", WIDE) == []


# -- 3. the item inside a coordination ------------------------------------------------------------


@pytest.mark.parametrize(
    "text, trigger",
    [
        ("She and two sisters were separated.", ("numerals", "two")),
        ("He and three friends built a boat.", ("numerals", "three")),
        ("Two sisters and a brother were separated.", ("numerals", "two")),
        ("She and some of her friends left early.", ("quantifiers", "some")),
    ],
)
def test_item_in_a_coordination_is_not_extracted(parsed, ctx, text, trigger):
    assert trigger not in found(parsed, ctx, text)
    assert trigger not in found(parsed, ctx, text, WIDE)


def test_numeral_outside_a_coordination_is_still_extracted(parsed, ctx):
    assert ("numerals", "two") in found(parsed, ctx, "The sisters adopted two children.")


# -- 4. a numeral whose members are listed --------------------------------------------------------


@pytest.mark.parametrize(
    "text, numeral",
    [
        ("Two common solutions are braids and buns.", "two"),
        ("The villagers grow three crops: rice, maize and beans.", "three"),
        ("They have two children, Anna and Ben.", "two"),
    ],
)
def test_numeral_with_its_members_listed_is_not_extracted(parsed, ctx, text, numeral):
    assert ("numerals", numeral) not in found(parsed, ctx, text)


# -- 5. source noise the judge saw in implicature pairs (fitness.py, owned by h-noise6) ---------


def test_conjunction_initial_fragment_is_flagged_as_source_noise(nlp):
    # "and I bought two tickets." is a sentence cut from a longer one: fitness says truncated,
    # so the review and ranking see it as source noise
    text = "and I bought two tickets."
    assert "truncated" in assess(text, nlp(text))


def test_footnote_number_glued_to_a_word_is_repaired_before_mining():
    # Wikipedia reference residue ("management.12 Some ...") is stripped by fitness.tidy before
    # the sentence is split and mined, so no implicature is read off the footnote number
    from pipeline.fitness import tidy

    text = "The firm cut costs in management.12 Some of the staff left."
    assert ".12" not in tidy(text).text and "management." in tidy(text).text
