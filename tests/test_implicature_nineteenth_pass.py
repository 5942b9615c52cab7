"""Issue #11 (implicature precision, nineteenth pass): a scalar item inside one disjunct.

Constructed sentences through the real spaCy model; each test of a dropped pair failed on the
code before this change (4df5880); the controls check the good pairs that stay. Sources are
cited at the rule (``pipeline/phenomena/implicature/pairs.py``, ``item_in_disjunct``).
"""

from __future__ import annotations

import pytest

from pipeline.process import run_texts
from tests.phenomenon_support import _IMPLICATURE as IMPLICATURE
from tests.phenomenon_support import implicature_extracted
from tests.phenomenon_support import implicature_pairs as pairs_of


def _pairs(parsed, ctx, text: str, subtype: str) -> list:
    """All pairs of the ``subtype`` candidates of ``text``; the candidate must be found."""
    doc, sentence, run_ctx, cands = implicature_extracted(parsed, ctx, text)
    found = [c for c in cands if c.subtype == subtype]
    assert found, "the scalar item is still a candidate: only its pairs are refused"
    return [p for c in found for p in IMPLICATURE.rewrite(c, doc, sentence, run_ctx)]


def _original(parsed, ctx, text: str, subtype: str) -> str:
    [pair] = [p for p in pairs_of(parsed, ctx, text, subtype) if p.premise_kind == "original"]
    return pair.hypothesis


# -- 1. the item inside one disjunct: no pair -----------------------------------------------------


@pytest.mark.parametrize(
    ("text", "subtype"),
    [
        ("She painted the walls or repaired some of the windows in the old house.", "quantifiers"),
        (
            "She has cleaned the kitchen or washed most of the dishes after the party.",
            "quantifiers",
        ),
        ("He sold three cars or traded them for a boat.", "numerals"),
        ("Many students passed the exam, or the teacher was fired.", "quantifiers"),
        ("The children were happy or tired after the long trip.", "gradable_adjectives"),
    ],
)
def test_an_item_inside_one_disjunct_gets_no_pair(parsed, ctx, text, subtype):
    assert _pairs(parsed, ctx, text, subtype) == []


# -- 2. a subject shared by the disjuncts: the disjunction stays whole ---------------------------


@pytest.mark.parametrize(
    ("text", "hypothesis"),
    [
        (
            "Some of the guests arrived late or left early.",
            "Not all of the guests arrived late or left early.",
        ),
        (
            "Some visitors take the train or drive to the coast.",
            "Not all visitors take the train or drive to the coast.",
        ),
    ],
)
def test_a_shared_subject_keeps_the_whole_disjunction(parsed, ctx, text, hypothesis):
    assert _original(parsed, ctx, text, "quantifiers") == hypothesis


# -- 3. controls: "and" still cuts to the item's conjunct (Gazdar 1979 ch. 3) ---------------------


@pytest.mark.parametrize(
    ("text", "subtype", "hypothesis"),
    [
        (
            "She repaired some of the windows and painted the walls.",
            "quantifiers",
            "She didn't repair all of the windows.",
        ),
        (
            "The company hired three engineers and opened an office in Boston.",
            "numerals",
            "The company didn't hire more than three engineers.",
        ),
        (
            "Most of the players trained hard, but the team lost the final.",
            "quantifiers",
            "Not all of the players trained hard.",
        ),
    ],
)
def test_a_conjunct_is_still_cut(parsed, ctx, text, subtype, hypothesis):
    assert _original(parsed, ctx, text, subtype) == hypothesis


# -- 4. a last list member after an "including" phrase goes with the phrase ----------------------


def test_a_verbless_last_member_goes_with_the_including_phrase():
    """Through the run pipeline (no NER), whose parse reads the quoted title "Be the Light" as a
    verb and hangs "and the number-one single ..." on it, outside the "including" phrase."""
    text = (
        'The record produced six singles, including the top-10 single "Be the Light" and the '
        'number-one single "Cold Hearts".'
    )
    _, result = run_texts([text], ["implicature"])
    hyps = {p.hypothesis for p in result.pairs if p.subtype == "numerals"}
    assert hyps == {"The record didn't produce more than six singles."}


@pytest.mark.parametrize(
    ("text", "hypothesis"),
    [
        (  # a later predicate after the closing comma is no list member
            'She wrote three novels, including "The Road", and won two prizes.',
            "She didn't write more than three novels.",
        ),
        (
            "The team won four titles, including the league cup and the national championship.",
            "The team didn't win more than four titles.",
        ),
    ],
)
def test_including_phrases_that_parse_whole_stay(parsed, ctx, text, hypothesis):
    hyps = {
        p.hypothesis for p in _pairs(parsed, ctx, text, "numerals") if p.premise_kind == "original"
    }
    assert hypothesis in hyps
