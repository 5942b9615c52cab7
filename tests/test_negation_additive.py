"""The shared negation rewriter on additive "also" (fifteenth pass, branch vc7): under the added
negation a preverbal "also" becomes a clause-final "either" (Klima 1964), never "has also not".
Real spaCy parses; each test failed before this change (87d2e5d) unless its docstring says it
guards behaviour that must stay."""

from __future__ import annotations

import pytest

from pipeline.rewrite.negation import negate


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        (
            "The tenants have also begun to complain.",
            "The tenants have not begun to complain either.",
        ),
        ("Her brother also sold his car.", "Her brother did not sell his car either."),
        (
            "He also won the race, and then he retired.",
            "He did not win the race either, and then he retired.",
        ),
    ],
)
def test_also_becomes_either_under_added_negation(parsed, sentence, expected):
    doc, _ = parsed(sentence)
    result = negate(doc, contract=False)
    assert result.text == expected
    assert result.ok


def test_listing_also_and_but_also_stay(parsed):
    """Guard: a sentence-initial "Also," is a listing conjunct, not the additive subjunct."""
    doc, _ = parsed("Also, the tenants sold their cars.")
    assert negate(doc, contract=False).text == "Also, the tenants did not sell their cars."
