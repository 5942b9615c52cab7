"""Presupposition error classes of round 28 (issue #11), on constructed sentences through the
real spaCy model; each failed on the code before the fix."""

from __future__ import annotations

import pytest

from pipeline.rewrite.embedding import embed

# -- a sentence-initial common word misread as a name loses its capital when it moves ----------


@pytest.mark.parametrize(
    ("text", "kind", "expected"),
    [
        # NNP "Album" (compound): the capital is the sentence's
        ("Album sales failed to grow.", "interrogative", "Did album sales fail to grow?"),
        # NNP + ORG "Unofficial", an adjective: no name
        (
            "Unofficial reports say the gunman entered the hall.",
            "conditional",
            "If unofficial reports say the gunman entered the hall, it's okay.",
        ),
    ],
)
def test_initial_common_word_is_lowered_after_if_or_did(parsed, text, kind, expected):
    doc, _ = parsed(text)
    assert embed(doc, kind).text == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a bare capitalised head is a name
        ("Rose stopped smoking.", "If Rose stopped smoking, it's okay."),
        # a capitalised word after it: a longer name
        (
            "Local Government officials began to leave.",
            "If Local Government officials began to leave, it's okay.",
        ),
    ],
)
def test_names_keep_their_capital_after_if(parsed, text, expected):
    doc, _ = parsed(text)
    assert embed(doc, "conditional").text == expected
