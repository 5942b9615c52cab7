"""Stop 88, vc178: verb_complement's negated premise takes the embedder's one leftover cut, and a
knowing factive in a "then" consequent holds its complement only under the condition.

1. ``complement.negate_matrix`` cuts what no operator takes (``embedding.without_leftover``), as
   ``embed`` does for the other phenomena: a closing bare-"that" purpose clause (Quirk et al.
   1985 §15.48) read under the added negation as the denied purpose (s1205s verb-005).
2. "If A, then X will know that P": conditional "then" presents the knowing as inferred from A
   (Iatridou 1994), so P's presupposition is filtered to "if A then P" (Karttunen 1973): o/o,
   whoever knows (vc176's loop had only the first person and the generic "you know").
"""

from __future__ import annotations

import pytest

from tests.phenomenon_support import mined_pairs


def _pairs(text: str, kind: str) -> list:
    return [
        p
        for p in mined_pairs(text, "verb_complement")
        if p.premise_kind == kind and p.hypothesis_kind == "complement"
    ]


@pytest.mark.parametrize(
    ("text", "premise"),
    [
        (
            "He knows that he tells the truth, that you may believe.",
            "He does not know that he tells the truth.",
        ),
        (
            "She realized that the gate was locked, that no thief might enter.",
            "She did not realize that the gate was locked.",
        ),
    ],
)
def test_negated_premise_leaves_out_purpose_clause(text: str, premise: str) -> None:
    negated = _pairs(text, "negated")
    assert negated, text
    assert {p.premise for p in negated} == {premise}
    # the original pair keeps the sentence as written
    assert all(p.premise == text for p in _pairs(text, "original"))


def test_negated_premise_without_leftover_is_untouched() -> None:
    text = "She realized that the gate was locked."
    negated = _pairs(text, "negated")
    assert [p.premise for p in negated] == ["She did not realize that the gate was locked."]
    assert all(p.heuristic_label == "entailment" for p in negated)


@pytest.mark.parametrize(
    "text",
    [
        "If the lamp goes out, then you will know that the oil is spent.",
        "If the seal is broken, then the king will know that the scroll was opened.",
        "If she reads the letter, then she will realize that the plan failed.",
    ],
)
def test_then_consequent_knowing_is_neutral(text: str) -> None:
    pairs = _pairs(text, "original") + _pairs(text, "negated")
    assert {p.premise_kind for p in pairs} == {"original", "negated"}, text
    for pair in pairs:
        assert pair.heuristic_label == "neutral", (pair.premise, pair.label_rule)
        assert pair.label_rule.endswith(":conditional_filter:then"), pair.label_rule


def test_third_person_knower_without_then_keeps_presupposition() -> None:
    # vc110's pin: no "then", a third-person knower: the factive's presupposition projects
    text = "If she reads the letter, she will know that she was right."
    pairs = _pairs(text, "original")
    assert pairs
    assert all(p.heuristic_label == "entailment" for p in pairs)


def test_purpose_clause_of_a_higher_clause_stays() -> None:
    # the purpose clause belongs to "sent", outside the negated relative clause (s1205s
    # verb-024, judged kept as written): no cut
    text = "They sent out spies, who pretended to be loyal, that they might trap him."
    negated = _pairs(text, "negated")
    assert negated
    assert {p.premise for p in negated} == {
        "They sent out spies, who did not pretend to be loyal, that they might trap him."
    }


def test_purpose_clause_read_as_the_complement_stays() -> None:
    # the parser hangs the purpose clause on the trigger as its only content clause, and the
    # hypothesis is that clause: the negated premise must keep it (ab87)
    text = "I promised you to one husband, that I might present you to the king."
    negated = _pairs(text, "negated")
    assert [p.premise for p in negated] == [
        "I did not promise you to one husband, that I might present you to the king."
    ]
