"""Stop 64: an infinitival relative the parser reads as a small clause still licenses a stranded
preposition (H&P 2002 ch. 7 §4.1), so a good sentence is not marked ``truncated``; a preposition
that lost its object to a dropped wiki link still is."""

import pytest

from pipeline import fitness


@pytest.mark.parametrize(
    "text",
    [
        "Should you fail to find something decent to swing with, there are always other options.",
        "If you cannot find anything sturdy to hide behind, run.",
    ],
)
def test_infinitival_relative_strands(nlp, text):
    assert "truncated" not in fitness.assess(text, nlp(text))


@pytest.mark.parametrize(
    "text", ["He was located in , Utah for years.", "She wanted to move to , Utah."]
)
def test_lost_object_still_truncated(nlp, text):
    assert "truncated" in fitness.assess(text, nlp(text))
