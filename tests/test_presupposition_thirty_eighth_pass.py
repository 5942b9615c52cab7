"""Presupposition embedding classes of the thirty-eighth pass (stop 40, helper pr30; blind
reviews s1130b/s1130d): embeddings of an imperative source ("Both lawyers approach the bench!"
-> "Do both lawyers approach the bench?"), an attitudinal "at least" left in a questioned,
conditional or negated premise ("At least did he stop drinking?"), and a preposed time
clause left outside "might" when the trigger's clause is cut from a coordination ("After he
took questions, he might have turned to leave"). Constructed sentences through the real
pipeline (``run_texts``); each failing case failed on the code before the fix, the "stays"
cases guard good pairs."""

from __future__ import annotations

import pytest

from pipeline.process import run_texts
from tests.phenomenon_support import kept


def _pairs(text: str, subtype: str):
    _, result = run_texts([text], ["presupposition"])
    return [
        p for p in result.pairs if p.subtype == subtype and p.hypothesis_kind == "presupposition"
    ]


def _kept_premises(text: str, subtype: str, kind: str) -> set[str]:
    """The premises of ``kind`` that reach reviewers as well formed."""
    return {p.premise for p in _pairs(text, subtype) if p.premise_kind == kind and kept(p)}


# -- 1. an imperative (or a bare-present exclamation) has no truth value to embed ---------------


@pytest.mark.parametrize(
    ("text", "subtype"),
    [
        ("Both teams take the field!", "numeric_determiners"),
        ("All three doctors leave the room now!", "numeric_determiners"),
        ("Everyone stop talking about the accident!", "aspectual_verbs"),
    ],
)
@pytest.mark.parametrize("kind", ["negated", "modal", "interrogative", "conditional"])
def test_imperative_source_is_not_embedded(text, subtype, kind):
    assert _kept_premises(text, subtype, kind) == set()


def test_imperative_source_keeps_its_plain_pair():
    pairs = _pairs("Both teams take the field!", "numeric_determiners")
    assert any(p.premise_kind == "original" and kept(p) for p in pairs)


@pytest.mark.parametrize(
    ("text", "kind", "premise"),
    [
        ("Both teams took the field.", "interrogative", "Did both teams take the field?"),
        ("Both teams took the field.", "modal", "Both teams might have taken the field."),
        (
            "Both teams take the field at noon every Sunday.",
            "interrogative",
            "Do both teams take the field at noon every Sunday?",
        ),
        (
            "Both lawyers might approach the bench.",
            "negated",
            "Both lawyers might not approach the bench.",
        ),
    ],
)
def test_declarative_stays_embedded(text, kind, premise):
    assert premise in _kept_premises(text, "numeric_determiners", kind)


def test_exclamative_with_a_pronoun_subject_is_a_statement():
    # a personal pronoun other than "you" is never an imperative's subject (H&P 2002 ch. 10
    # §9.4): "Now they all know ...!" is an exclamative statement and keeps its embeddings
    text = "Now they all know that you are secretly a girl!"
    for kind in ("modal", "interrogative", "conditional"):
        assert _kept_premises(text, "clause_embedding_predicates", kind)


# -- 2. an attitudinal "at least" stays outside every operator ----------------------------------


@pytest.mark.parametrize("kind", ["negated", "modal", "interrogative", "conditional"])
def test_evaluative_at_least_is_not_embedded(kind):
    text = "At least she stopped gambling after the divorce."
    assert _kept_premises(text, "aspectual_verbs", kind) == set()


def test_at_least_on_a_number_stays():
    premises = _kept_premises(
        "At least three men stopped drinking.", "aspectual_verbs", "interrogative"
    )
    assert premises == {"Did at least three men stop drinking?"}


# -- 3. a past-perfect "if"-clause stays: with the open consequent "it's okay" it is no remote
# conditional (IMPPRES writes its conditionals so), see docs/presupposition.md ----------------


def test_past_perfect_conditional_stays():
    premises = _kept_premises(
        "She had stopped smoking before her daughter was born.", "aspectual_verbs", "conditional"
    )
    assert premises == {"If she had stopped smoking before her daughter was born, it's okay."}


# -- 4. a preposed time clause of a cut conjunct goes inside the sentential modal ---------------


def test_preposed_clause_of_cut_conjunct_inside_modal():
    text = (
        "After he answered the senators' questions in Geneva, he turned to leave the hall, "
        "but the guards wouldn't let him."
    )
    premises = _kept_premises(text, "temporal_adverbs", "modal")
    wrong = "After he answered the senators' questions in Geneva, he might have turned to leave the hall."
    assert wrong not in premises
    assert premises == {
        "It's possible that after he answered the senators' questions in Geneva, he turned to "
        "leave the hall."
    }


def test_movable_preposed_clause_stays_moved():
    premises = _kept_premises(
        "After she left the firm, she opened a bakery in Leeds, but the shop soon closed.",
        "temporal_adverbs",
        "modal",
    )
    assert premises == {"She might have opened a bakery in Leeds after she left the firm."}
