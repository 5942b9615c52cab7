"""Stop 54 end: a tagged statement keeps its conjunction pairs.

cj77 stopped building removals from sentences ending in "?" that do not open like a question
(rising declaratives, which ask). A/B ab60 showed the judges keeping such pairs when the "?"
closes a question tag: "..., right?", "... okay?", "..., didn't you?" (Quirk et al. 1985
§11.8-11.9) is a statement the speaker asserts and asks the hearer to confirm. Constructed
sentences through the real pipeline (``mined_pairs``)."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import mined_pairs


def _removals(text: str) -> list[str]:
    pairs = mined_pairs(text, "conjunction")
    return [p.hypothesis for p in pairs if p.hypothesis_kind == "conjunct_removed"]


@pytest.mark.parametrize(
    ("text", "removal"),
    [
        (
            "We could stay up late, watch movies, and order pizza, right?",
            "We could stay up late and order pizza, right?",
        ),
        ("You have to feed the cat and walk the dog okay?", "You have to feed the cat okay?"),
        ("You fed the cat and walked the dog, didn't you?", "You fed the cat, didn't you?"),
    ],
)
def test_tagged_statement_keeps_its_removals(text, removal):
    assert removal in _removals(text)


@pytest.mark.parametrize(
    "text",
    [
        "You remember that time you walked in and smelled smoke?",  # a rising declarative asks
        "I want that too, but is that going to be too hard?",  # an interrogative conjunct
        "Do you bake cakes and pies?",  # a direct question
    ],
)
def test_questions_keep_no_removal(text):
    assert _removals(text) == []
