"""The gapped-modal refusal of the shared negation (im03, ``clause_scope.gapped_modal_remnant``)
fired on three clauses with a tense of their own; the fresh-clone CI of stop 101 caught them
through older tests. Real spaCy parses."""

from __future__ import annotations

import pytest

from pipeline.rewrite.clause_scope import gapped_modal_remnant


@pytest.mark.parametrize(
    "text",
    [
        "The girl froze, staring over his shoulder.",  # past "froze" tagged VBP
        "The old map, I know that it is fake.",  # a dislocated topic beside the subject "I"
        "Most Kimek prefer to live closer to the core.",  # a quantified bare noun subject
    ],
)
def test_finite_clause_is_no_gapped_modal(text, nlp):
    doc = nlp(text)
    root = next(t for t in doc if t.dep_ == "ROOT")
    assert not gapped_modal_remnant(root)


def test_gapped_modal_still_caught(nlp):
    doc = nlp("The hands may tremble; the pulse become small and rapid.")
    assert any(gapped_modal_remnant(t) for t in doc if t.lower_ == "become")
