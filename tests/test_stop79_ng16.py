"""Stop 79 round one, branch ng16: an indefinite partitive "one of the N" in the scope of a
negation added by the one negation rewriter (``negation._partitive_one_under_negation``).

"won't be put in one of the crates" reads with the indefinite outside the negation ("there is
one crate it won't be put in"), no denial of "will be put in one of the crates", which needs
the negative-polarity "any of the crates" (Ladusaw 1979; Quirk et al. 1985 §10.59-10.62; Fodor
& Sag 1982): flagged ``ppi-under-negation:one``. A counted "one" ("more than one of") and a
predicative one ("isn't one of the founders") are left.

The two other causes of the task (a result participle or ", so that" clause after the negated
verb; a "but ... also" second conjunct) are already refused at the branch point by
``discourse-clash:participial-adjunct`` / ``discourse-clash:purpose`` and
``negated-contrast-conjunct:but`` / ``discourse-clash:additive``: the guard tests below keep
them so.

Sentences constructed for these tests, parsed by the real spaCy model; each rule has a bad
case and a good neighbour."""

from __future__ import annotations

import pytest

from pipeline.rewrite.negation import negate
from tests.phenomenon_support import mined_pairs


def _neg(doc, word: str, above_only: bool = False):
    target = next(t for t in doc if t.text == word)
    return negate(doc, target, contract=False, above_only=above_only)


def _negated(text: str, phenomenon: str = "presupposition") -> list:
    return [
        p for p in mined_pairs(text, phenomenon, assess_sources=True) if p.premise_kind == "negated"
    ]


# 1. "one of the N" under the added negation


@pytest.mark.parametrize("above_only", [False, True])
@pytest.mark.parametrize("det", ["the", "its"])
def test_partitive_one_under_negation_is_flagged(nlp, above_only, det):
    doc = nlp(f"The script deletes one of {det} temporary files.")
    result = _neg(doc, "deletes", above_only=above_only)
    assert "ppi-under-negation:one" in result.flags
    assert not result.ok


def test_partitive_one_gives_no_clean_negated_premise():
    text = (
        "The robot will place each parcel in one of the crates after checking the parcel's weight."
    )
    negated = _negated(text)
    assert negated
    assert not any(p.well_formed for p in negated)
    assert all("ppi-under-negation:one" in p.features.get("flags", []) for p in negated)


def test_partitive_one_below_an_infinitive_is_left(nlp):
    # the negation on the matrix verb denies "happen to", not the indefinite two verbs down
    doc = nlp("She happened to keep a spare key in one of her drawers.")
    result = _neg(doc, "happened")
    assert result.ok
    assert result.text == "She did not happen to keep a spare key in one of her drawers."


def test_definite_plural_is_still_negated():
    negated = _negated("The clerk stopped putting the letters in the boxes.")
    written = [p for p in negated if p.well_formed]
    assert written
    assert all(
        p.premise == "The clerk didn't stop putting the letters in the boxes." for p in written
    )


@pytest.mark.parametrize(
    ("text", "verb", "expected"),
    [
        (
            "The script deletes more than one of the files.",
            "deletes",
            "The script does not delete more than one of the files.",
        ),
        (
            "He is one of the founders of the club.",
            "is",
            "He is not one of the founders of the club.",
        ),
        (
            "She was counted as one of the best players.",
            "counted",
            "She was not counted as one of the best players.",
        ),
        ("The script deletes one file.", "deletes", "The script does not delete one file."),
    ],
)
def test_counted_or_predicative_one_is_still_negated(nlp, text, verb, expected):
    result = _neg(nlp(text), verb)
    assert result.ok
    assert "ppi-under-negation:one" not in result.flags
    assert result.text == expected


# 2. guards: the result clause and the "but ... also" conjunct stay refused


@pytest.mark.parametrize(
    ("text", "flag"),
    [
        (
            "The clerk stopped filling the form, leaving the queue shorter.",
            "discourse-clash:participial-adjunct",
        ),
        (
            "The clerk stopped filling the form, so that the queue became shorter.",
            "discourse-clash:purpose",
        ),
    ],
)
def test_result_clause_after_negated_verb_is_not_clean(text, flag):
    negated = _negated(text)
    assert negated
    # stop 98 (fl95): a warning on the "original" side, whose contradiction holds under either
    # reading of the participle; a defect where the hypothesis is the presupposition
    checked = [
        p
        for p in negated
        if flag != "discourse-clash:participial-adjunct" or p.hypothesis_kind != "original"
    ]
    assert checked
    assert not any(p.well_formed for p in checked)
    assert all(flag in p.features.get("flags", []) for p in negated)


def test_purpose_infinitive_is_still_negated():
    negated = _negated("The clerk stopped filling the form to make the queue shorter.")
    assert any(p.well_formed for p in negated)


def test_but_also_after_negated_first_conjunct_is_not_clean():
    text = "This means the file will stay small, but you can also save it in other formats."
    negated = _negated(text, "verb_complement")
    assert negated
    assert not any(p.well_formed for p in negated)
