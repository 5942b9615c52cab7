"""Stop 85, pr183: the embedded premises of a presupposition trigger in one of several
independent clauses take the trigger's clause alone, as a sentence of its own.

Blind review of stop 84 kept the embedded premises of multi-clause sentences as is at 0.37,
those of single-clause sentences at 0.63; IMPPRES's premises are single clauses (IMPPRES §3) and
the presupposition the pair tests is the trigger clause's own (Karttunen 1973). Every sentence
here is constructed.
"""

from __future__ import annotations

import pytest

from tests.phenomenon_support import mined_pairs


def _premises(text: str, subtype: str, hypothesis_kind: str = "presupposition") -> dict:
    """premise_kind -> pair, of ``subtype``'s pairs with ``hypothesis_kind``."""
    return {
        p.premise_kind: p
        for p in mined_pairs(text, "presupposition")
        if p.subtype == subtype and p.hypothesis_kind == hypothesis_kind
    }


@pytest.mark.parametrize(
    ("text", "kind", "premise"),
    [
        (
            "The mayor had a cup of tea; then the teachers realized that the budget was gone.",
            "modal",
            "The teachers might have realized that the budget was gone.",
        ),
        (
            "The mayor had a cup of tea; then the teachers realized that the budget was gone.",
            "interrogative",
            "Did the teachers realize that the budget was gone?",
        ),
        (
            "The baker left; thus the shop stopped selling bread.",
            "modal",
            "The shop might have stopped selling bread.",
        ),
        # a medial "then" of the cut clause points back at the dropped clause too
        (
            "The baker left; the shop then stopped selling bread.",
            "modal",
            "The shop might have stopped selling bread.",
        ),
    ],
)
def test_linking_connective_leaves_with_the_other_clause(text, kind, premise):
    subtype = "clause_embedding_predicates" if "realized" in text else "aspectual_verbs"
    assert _premises(text, subtype)[kind].premise == premise


def test_cut_premise_records_its_scope():
    text = "The shop stopped selling bread, and the baker moved to another town."
    pairs = _premises(text, "aspectual_verbs")
    assert pairs["modal"].features.get("premise_scope") == "trigger_clause"
    assert (
        "premise_scope"
        not in _premises("The shop stopped selling bread.", "aspectual_verbs")["modal"].features
    )
