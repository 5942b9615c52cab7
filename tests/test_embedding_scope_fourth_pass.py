"""Negation and embeddings, blind review round 34 (branch ng1): negated premises incoherent with
their adjuncts, a focused time adverb left before the negation, one verb-phrase conjunct negated.

Constructed sentences, real parses (docs/negation.md, "Round 34")."""

from __future__ import annotations

import pytest

from pipeline.rewrite.negation import negate


@pytest.mark.parametrize(
    ("sentence", "negated"),
    [
        # a focused time adverb goes under the negation (Jackendoff 1972 ch. 8)
        (
            "She just recently began to paint again.",
            "She didn't just recently begin to paint again.",
        ),
        ("He only recently joined the club.", "He didn't only recently join the club."),
        (
            "The troops almost immediately started to withdraw.",
            "The troops didn't almost immediately start to withdraw.",
        ),
        # an unfocused speaker or time adverb stays outside, as before
        ("He probably left early.", "He probably didn't leave early."),
    ],
)
def test_focused_adverb_goes_under_negation(parsed, sentence, negated):
    doc, _ = parsed(sentence)
    assert negate(doc).text == negated
