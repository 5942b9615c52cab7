"""Stop 52 end (docs/implicature.md, "Stop 52 end: floated quantifiers"): a universal floated
off the subject ("We are both getting tired") falls under the hypothesis's clause negation ("We
aren't both getting exhausted" = not both), which is weaker than the scalar implicature about
each member; such pairs are flagged ``floated-quantifier`` and not written as well formed.

Constructed sentences through the real pipeline; the same clause without the floated
quantifier keeps its pair."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import mined_pairs, pair_flags


def _originals(text: str) -> list:
    return [p for p in mined_pairs(text, "implicature") if p.premise_kind == "original"]


@pytest.mark.parametrize(
    "text",
    [
        "We are both getting tired, but there is no chance of sleeping yet.",
        "They both seemed happy after the match.",
    ],
)
def test_a_floated_universal_under_the_negation_is_refused(text):
    pairs = _originals(text)
    assert pairs
    for pair in pairs:
        assert "floated-quantifier" in pair_flags(pair)
        assert not pair.well_formed


@pytest.mark.parametrize(
    "text",
    [
        "We are getting tired, but there is no chance of sleeping yet.",
        "They seemed happy after the match.",
    ],
)
def test_the_clause_without_it_keeps_its_pair(text):
    pairs = _originals(text)
    assert pairs and all(p.well_formed for p in pairs)
