"""Stop 95 (fl88): ``ppi-under-negation`` keeps its promise.

Two classes the flag marked that are plain denials:

1. "one of these/those N" under an added negation: the demonstrative makes the partitive a
   kind-level indefinite (recognitional / kind-referring demonstrative: Diessel 1999 ch. 5;
   Carlson 1977), which takes narrow scope under negation like "a"/"an" ("didn't come with one
   of those lids" = came with no such lid). "one of the/its N" stays flagged (stop 79, ng16:
   a specific partitive reads with wide scope).
2. "a bit ADJ" in the finite complement of a negated neg-raising verb: "not a bit ADJ" is the
   minimizer "not at all ADJ" (Bolinger 1972; Horn 1989 §6.3), the contradictory of "a bit
   ADJ". "a little ADJ" stays flagged ("not a little ADJ" is a litotes, "quite ADJ").

Constructed sentences, real spaCy parses, real runs.
"""

from __future__ import annotations

import pytest

from pipeline.rewrite.negation import negate
from tests.phenomenon_support import kept, mined_pairs, pairs_of

FLAG = "ppi-under-negation"


def _neg(doc, word: str, above_only: bool = False):
    target = next(t for t in doc if t.text == word)
    return negate(doc, target, contract=False, above_only=above_only)


def _ppi(flags) -> list[str]:
    return [f for f in flags if f.startswith(FLAG)]


# 1. "one of these/those N"


@pytest.mark.parametrize("above_only", [False, True])
@pytest.mark.parametrize(
    ("text", "verb", "expected"),
    [
        (
            "The blender came with one of those plastic lids that never fit.",
            "came",
            "The blender did not come with one of those plastic lids that never fit.",
        ),
        (
            "My neighbour bought one of these at the hardware store.",
            "bought",
            "My neighbour did not buy one of these at the hardware store.",
        ),
    ],
)
def test_demonstrative_one_of_is_not_flagged(nlp, text, verb, expected, above_only):
    result = _neg(nlp(text), verb, above_only=above_only)
    assert result.text == expected
    assert not _ppi(result.flags), result.flags


@pytest.mark.parametrize("det", ["the", "its"])
def test_definite_partitive_one_is_still_flagged(nlp, det):
    # near miss: a specific partitive keeps the wide scope (ng16)
    result = _neg(nlp(f"The blender came with one of {det} spare lids."), "came")
    assert "ppi-under-negation:one" in result.flags
    assert not result.ok


def test_demonstrative_one_of_negated_premise_is_written():
    text = "The kettle arrived with one of those rubber seals you see on jam jars."
    negated = [
        p
        for p in mined_pairs(text, "presupposition", assess_sources=True)
        if p.premise_kind == "negated"
    ]
    assert negated
    assert not any(_ppi(p.features.get("flags") or ()) for p in negated)


# 2. "a bit ADJ" under a raised negation


def test_raised_a_bit_is_not_flagged(mine):
    _, negated = pairs_of(mine("I thought that the soup was a bit salty."), "think")
    assert negated.premise == "I did not think that the soup was a bit salty."
    assert not _ppi(negated.features["flags"]), negated.features["flags"]


def test_raised_a_little_is_still_flagged(mine):
    # near miss: "not a little bland" is a litotes, the reverse of the denial
    _, negated = pairs_of(mine("I thought that the soup was a little salty."), "think")
    assert negated.premise == "I did not think that the soup was a little salty."
    assert "ppi-under-negation:a little" in negated.features["flags"]
    assert not kept(negated)
