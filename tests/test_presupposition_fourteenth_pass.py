"""Presupposition error classes of the fourteenth pass (blind review of round 31): constructed
sentences through the real spaCy model; each failed on the code before the fix."""

from __future__ import annotations

import pytest

from pipeline.rewrite.embedding import embed
from tests.phenomenon_support import presupposition_candidates


def _word(doc, text: str):
    return next(t for t in doc if t.text == text)


def _triggers(parsed, ctx, text: str, subtype: str) -> list[str]:
    _, cands = presupposition_candidates(parsed, ctx, text, subtype)
    return [c.trigger.lower() for c in cands]


# -- 2. sentence-initial connectives and stance adverbs stay out of the operator ----------------


@pytest.mark.parametrize(
    ("text", "kind", "premise"),
    [
        ("Somehow, she stopped smoking.", "interrogative", "Did she stop smoking?"),
        ("Somehow, she stopped smoking.", "modal", "She might have stopped smoking."),
        (
            "So, he stopped drinking coffee.",
            "conditional",
            "If he stopped drinking coffee, it's okay.",
        ),
        ("However, she stopped working.", "conditional", "If she stopped working, it's okay."),
        ("Of course, he returned to Boston.", "interrogative", "Did he return to Boston?"),
        (
            "Indeed, Mary knew that the shop had closed.",
            "modal",
            "Mary might have known that the shop had closed.",
        ),
        (
            "And besides, Google stopped selling phones.",
            "interrogative",
            "And did Google stop selling phones?",
        ),
    ],
)
def test_initial_connective_is_left_out_of_question_modal_conditional(parsed, text, kind, premise):
    doc, _ = parsed(text)
    result = embed(doc, kind)
    assert (result.text, result.ok) == (premise, True)


def test_initial_connective_stays_in_the_negation(parsed):
    doc, _ = parsed("However, she stopped working.")
    assert embed(doc, "negated").text == "However, she didn't stop working."
