"""Issue #11 (implicature precision, seventeenth pass): classes from three blind reviews.

Constructed sentences through the real spaCy model; each test failed on the code before this
change (0738e75) except the controls that check what stays. Sources are cited at each rule.
"""

from __future__ import annotations

import pytest

from tests.phenomenon_support import implicature_found as found
from tests.phenomenon_support import implicature_pairs as pairs_of


def _original(parsed, ctx, text: str, subtype: str) -> str:
    [pair] = [p for p in pairs_of(parsed, ctx, text, subtype) if p.premise_kind == "original"]
    return pair.hypothesis


# -- 1. material outside the scalar clause --------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "subtype", "hypothesis"),
    [
        # a multi-word discourse adverbial (Quirk et al. 1985 §8.134-8.144; Schiffrin 1987)
        ("To begin with, two students failed the exam.", "numerals", "No more than two"),
        ("For instance, most of the players were injured.", "quantifiers", "Not all of the"),
        ("In fact, some of the guests left early.", "quantifiers", "Not all of the guests"),
        ("You know, some of the guests left early.", "quantifiers", "Not all of the guests"),
        # a preposed concessive clause (Quirk et al. 1985 §15.39)
        ("While the town is small, some of the restaurants are excellent.", "quantifiers", "Not"),
        ("Although the hall was old, most of the seats were comfortable.", "quantifiers", "Not"),
    ],
)
def test_the_hypothesis_starts_at_the_scalar_clause(parsed, ctx, text, subtype, hypothesis):
    assert _original(parsed, ctx, text, subtype).startswith(hypothesis)


def test_the_embeddings_leave_the_opening_phrase_out(parsed, ctx):
    text = "For example, some of the farmers sold their land."
    premises = {p.premise for p in pairs_of(parsed, ctx, text, "quantifiers")}
    assert "Did some of the farmers sell their land?" in premises


@pytest.mark.parametrize(
    "text",
    [
        "While the town is small, some of its restaurants are excellent.",
        "Whereas the old model was slow, most of the new ones are fast.",
    ],
)
def test_no_pair_when_the_concessive_clause_holds_the_antecedent(parsed, ctx, text):
    assert not [p for p in pairs_of(parsed, ctx, text, "quantifiers")]


def test_a_temporal_while_clause_stays(parsed, ctx):
    text = "While he was in Paris, some of the letters were lost."
    assert _original(parsed, ctx, text, "quantifiers").startswith("While he was in Paris, not")


# -- 3. the upper bound stated outright -----------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Some of the workers left, but a few continue to work there.",
        "Most of the villagers moved away, while a few of them stayed.",
    ],
)
def test_no_quantifier_item_when_a_contrast_clause_names_the_rest(parsed, ctx, text):
    assert not {f for f in found(parsed, ctx, text) if f[0] == "quantifiers"}


@pytest.mark.parametrize(
    "text",
    [
        "Some of the workers left, but a few managers stayed.",  # another set
        "Some of the workers left, but few people noticed.",  # negative "few"
        "Most of the students passed, and a few got top marks.",  # no contrast
    ],
)
def test_the_item_stays_without_a_named_remainder(parsed, ctx, text):
    assert {f for f in found(parsed, ctx, text) if f[0] == "quantifiers"}


# -- 4. "try" as one step of a sequence of actions ------------------------------------------------


@pytest.mark.parametrize(
    "text",
    ["He swallowed hard and tried to breathe.", "She stood up and tried to speak."],
)
def test_no_try_after_a_conjoined_action(parsed, ctx, text):
    assert not {f for f in found(parsed, ctx, text) if f[0] == "gradable_verbs"}


@pytest.mark.parametrize(
    "text", ["She tried to open the door.", "He tried to open the window and called for help."]
)
def test_a_first_or_lone_try_stays(parsed, ctx, text):
    assert ("gradable_verbs", "tried") in found(parsed, ctx, text)


# -- also: a distributive "either ... or" under a fused-head numeral subject ----------------------


@pytest.mark.parametrize(
    "text",
    [
        "Over 8,000 voted for either the red party or the green party.",
        "About 300 of them received either food or clothing.",
    ],
)
def test_no_or_item_under_a_numeral_subject(parsed, ctx, text):
    assert not {f for f in found(parsed, ctx, text) if f[0] == "connectives"}


def test_either_or_under_a_singular_subject_stays(parsed, ctx):
    assert ("connectives", "or") in found(parsed, ctx, "She received either food or clothing.")


# -- dev slice: a clause that rests on a misread verb --------------------------------------------


@pytest.mark.parametrize(
    ("text", "subtype"),
    [
        # "conductorless" tagged VBP: no dictionary has it as a verb
        (
            "Large orchestras usually come from the classical tradition, but many conductorless"
            " orchestras promote or specialise in new music.",
            "quantifiers",
        ),
        # "TV shows" read as a verb "shows" with a noun compound
        (
            "Smith has appeared in many films and TV shows playing either Lincoln or a man"
            " who looks like him.",
            "connectives",
        ),
    ],
)
def test_no_pair_on_a_misread_verb(parsed, ctx, text, subtype):
    assert not pairs_of(parsed, ctx, text, subtype)  # the candidate is found, no pair written


def test_a_well_parsed_clause_stays(parsed, ctx):
    text = (
        "Most ensembles play standard works, but many conductorless orchestras promote new music."
    )
    hypotheses = {p.hypothesis for p in _all_pairs(parsed, ctx, text)}
    assert "Not all conductorless orchestras promote new music." in hypotheses


def _all_pairs(parsed, ctx, text):
    from tests.phenomenon_support import _IMPLICATURE, implicature_extracted

    doc, sentence, run_ctx, cands = implicature_extracted(parsed, ctx, text)
    return [p for c in cands for p in _IMPLICATURE.rewrite(c, doc, sentence, run_ctx)]
