"""The first word's capital under an embedding (issue #11, blind review s1128e/f): a title keeps
it, a name's article loses it; constructed sentences through the real spaCy model."""

from __future__ import annotations

import pytest

from pipeline.rewrite.embedding import _lower_first


@pytest.mark.parametrize(
    ("text", "first"),
    [
        ("Flesh and Fantasy tells the story of three men.", "Flesh"),  # a title (before: flesh)
        ("The United States signed the treaty.", "the"),  # a name's article (before: The)
        ("Cats and dogs are pets.", "cats"),  # control: common nouns
    ],
)
def test_first_word_capital(parsed, text, first):
    doc, _ = parsed(text)
    assert _lower_first(doc[0]) == first
