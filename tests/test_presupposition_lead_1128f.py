"""Presupposition error classes of the blind slice s1128f (issue #11), on constructed sentences
through the real spaCy model; each failed on the code before the fix."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import presupposition_candidates as _candidates


@pytest.mark.parametrize(
    "text",
    [
        "It is the natural environment in which an organism lives.",
        "It is the knife with which he cut the rope.",
    ],
)
def test_a_relative_with_a_pied_piped_preposition_is_no_cleft(parsed, ctx, text):
    # referential "it" + a predicative noun with its own relative; a cleft's relative has a bare
    # gap and a prepositional focus is clefted whole (H&P 2002 ch. 16 §9.2)
    _, cands = _candidates(parsed, ctx, text, "clefts")
    assert cands == []


def test_a_cleft_with_a_relative_word_stays(parsed, ctx):
    _, cands = _candidates(parsed, ctx, "It was the storm that destroyed the barn.", "clefts")
    assert [c.subtype for c in cands] == ["clefts"]
