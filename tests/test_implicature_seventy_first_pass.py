"""Issue #11/#12 (implicature precision, seventy-first pass, im64): blind-review classes of s1202r.

Constructed sentences through the real pipeline (``run_texts``); each test of a changed
hypothesis or a dropped candidate failed on the code before this change (main ce599f0f); the
controls check the good pairs that stay. Sources are cited at the rules
(``pipeline/phenomena/implicature/repair.py``: implicative_complement_cut, _now_that_opener;
distributive_share_cut; ``contexts.py``: _now_that_clause; ``supplements.py``:
_opening_now).
"""

from __future__ import annotations

import pytest

from pipeline.process import run_texts
from tests.phenomenon_support import kept


def _run(text: str):
    _, result = run_texts([text], ["implicature"])
    return result


def _pairs(text: str, subtype: str) -> list:
    return [p for p in _run(text).pairs if p.subtype == subtype]


def _original(text: str, subtype: str):
    [pair] = [p for p in _pairs(text, subtype) if p.premise_kind == "original"]
    return pair


# -- 1a. a trigger in the complement of a two-way implicative --------------------------------


@pytest.mark.parametrize(
    ("text", "subtype", "hypothesis"),
    [
        (
            "The crew managed to repair two engines.",
            "numerals",
            "The crew didn't repair more than two engines.",
        ),
        (
            "She has managed to sell most of the paintings.",
            "quantifiers",
            "She hasn't sold all of the paintings.",
        ),
        (
            "They managed to cross two rivers and reach the camp.",
            "numerals",
            "They didn't cross more than two rivers.",
        ),
    ],
)
def test_the_implicature_is_about_the_implicatives_complement(text, subtype, hypothesis):
    pair = _original(text, subtype)
    assert kept(pair)
    assert pair.hypothesis == hypothesis


def test_the_embedded_premises_keep_the_implicative():
    pairs = _pairs("They managed to cross two rivers and reach the camp.", "numerals")
    modal = [p for p in pairs if p.premise_kind == "modal"]
    assert modal and "managed to cross two rivers and reach the camp" in modal[0].premise
    assert modal[0].hypothesis == "They didn't cross more than two rivers."


def test_a_trigger_on_the_scale_of_manage_itself_is_unchanged():
    pair = _original("The crew tried to repair two engines.", "gradable_verbs")
    assert pair.hypothesis == "The crew didn't manage to repair two engines."


# -- 1b. a "now that" clause -------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Now that we own three boats, there's more of a chance we'll catch fish.",
        "Now that the guild has hired two smiths, there is less work for the rest of us.",
    ],
)
def test_no_trigger_in_a_now_that_clause(text):
    assert [c for c in _run(text).candidates if c.subtype == "numerals"] == []


def test_a_preposed_now_that_clause_leaves_the_hypothesis():
    pair = _original(
        "Now that the village has two wells, the farmers are happy.", "gradable_adjectives"
    )
    assert pair.hypothesis == "The farmers aren't ecstatic."


# -- 4. an opening "now" -------------------------------------------------------------------------


def test_an_opening_now_leaves_the_hypothesis():
    pair = _original("Now we have built three towers on the hill.", "numerals")
    assert kept(pair)
    assert pair.hypothesis == "We haven't built more than three towers on the hill."


def test_a_final_now_stays():
    pair = _original("We have two swords now.", "numerals")
    assert pair.hypothesis == "We don't have more than two swords now."


# -- 4. a binominal "each" share after the counted noun ----------------------------------------


@pytest.mark.parametrize(
    ("text", "hypothesis"),
    [
        (
            "You have split the path in two parts with a guard each.",
            "You haven't split the path in more than two parts.",
        ),
        (
            "They have cut the log in three pieces with a notch each.",
            "They haven't cut the log in more than three pieces.",
        ),
    ],
)
def test_a_distributive_share_leaves_the_hypothesis(text, hypothesis):
    pair = _original(text, "numerals")
    assert kept(pair)
    assert pair.hypothesis == hypothesis
    assert "each" in pair.premise


def test_a_with_phrase_without_each_stays():
    pair = _original("We sent two scouts with the wagon.", "numerals")
    assert pair.hypothesis == "We didn't send more than two scouts with the wagon."
