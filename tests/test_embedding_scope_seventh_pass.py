"""Negation and embeddings, blind review round 37 (branch ng4): the idiom "can't help but"
under negation, a trigger in a "but" verb-phrase conjunct under the conditional, a negated
main clause after a preposed "whereas" clause, and a writer's "but"-clause the parser hung
inside a reported complement.

Constructed sentences, real parses (docs/negation.md, "Round 37")."""

from __future__ import annotations

import pytest

from pipeline.rewrite.embedding import embed
from pipeline.rewrite.negation import negate


@pytest.mark.parametrize(
    "sentence",
    [
        "I couldn't help but laugh at the joke.",
        "She can't help but wonder whether the plan will work.",
    ],
)
def test_cannot_help_but_is_refused_under_negation(parsed, sentence):
    doc, _ = parsed(sentence)
    result = negate(doc)
    assert not result.ok
    assert result.text == sentence
    assert "help-but-negation" in result.flags
    assert not any(f.startswith("discourse-clash") for f in result.flags)


def test_plain_help_is_still_negated(parsed):
    doc, _ = parsed("She helped her brother with the move.")
    result = negate(doc)
    assert result.ok and result.text == "She didn't help her brother with the move."
