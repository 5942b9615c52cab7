"""Forty-fifth pass (stop 52, im38): pairs and the clause the hypothesis negates, on constructed
sentences through the real pipeline.

1. Habitual "used to": the negation is "didn't use to", and no modal embedding ("might have
   used to" is no English); the passive "was used to V" keeps its pairs.
2. A quantified noun phrase of time that the parse made a second subject ("Most of the days
   the water was good"): no pair for that item; another item in the clause keeps its pairs.
3. A contracted verb with a typographic apostrophe the lemmatiser left unresolved ("I’m"):
   no pair.
"""

from __future__ import annotations

from tests.phenomenon_support import kept, mined_pairs


def _pairs(text: str, subtype: str) -> dict[str, set[tuple[str, str]]]:
    out: dict[str, set[tuple[str, str]]] = {}
    for p in mined_pairs(text, "implicature"):
        if p.subtype == subtype and kept(p):
            out.setdefault(p.premise_kind, set()).add((p.premise, p.hypothesis))
    return out


def _hypotheses(text: str, subtype: str) -> set[str]:
    return {h for _, h in _pairs(text, subtype).get("original", set())}


def test_negated_habitual_is_did_not_use_to() -> None:
    hyps = _hypotheses("She used to own two cars.", "numerals")
    assert hyps == {"She didn't use to own more than two cars."}


def test_negated_control_of_habitual_is_did_not_use_to() -> None:
    pairs = _pairs("He used to be funny.", "gradable_adjectives")
    assert pairs["negated"] == {("He didn't use to be funny.", "He used to be funny.")}


def test_habitual_used_to_gets_no_modal_embedding() -> None:
    pairs = _pairs("He used to be funny.", "gradable_adjectives")
    assert "modal" not in pairs
    assert {p for p, _ in pairs["interrogative"]} == {"Did he use to be funny?"}


def test_passive_used_to_keeps_modal_embedding() -> None:
    pairs = _pairs("The tool was used to cut some of the wood.", "quantifiers")
    assert {p for p, _ in pairs["modal"]} == {
        "The tool might have been used to cut some of the wood."
    }


def test_time_adjunct_quantifier_gives_no_pair() -> None:
    assert not _pairs("Most of the days the water was good.", "quantifiers")


def test_time_adjunct_leaves_other_item_its_pair() -> None:
    hyps = _hypotheses("Most of the days the water was good.", "gradable_adjectives")
    assert hyps == {"Most of the days the water wasn't excellent."}


def test_quantified_time_subject_keeps_not_all() -> None:
    hyps = _hypotheses("Most of the days were good.", "quantifiers")
    assert hyps == {"Not all of the days were good."}


def test_unresolved_curly_contraction_gives_no_pair() -> None:
    text = "I\u2019m fine now, but it was really scary there for a while."
    assert not _pairs(text, "gradable_adjectives")


def test_straight_contraction_is_resolved() -> None:
    from pipeline.parse import load, resolve_model
    from pipeline.phenomena.implicature.pairs import _unlemmatised_clitic

    nlp = load(resolve_model())
    straight = nlp("I'm fine now, but it was scary.")
    curly = nlp("I\u2019m fine now, but it was scary.")
    assert not _unlemmatised_clitic(straight[1])
    assert _unlemmatised_clitic(curly[1])
