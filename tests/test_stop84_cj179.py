"""Stop 84 round one, branch cj179: two places where the boolean reading of a coordinator
misreads "but" and a negated coordination.

1. Exceptive "but" after a negative or universal quantifier pronoun with its restriction
   between it and "but" ("nothing to send him from the town, but a parcel"): the "but"
   phrase excepts members of the quantifier's domain (Huddleston & Pullum 2002 ch. 7 §4.5;
   von Fintel 1993), one noun phrase, no coordination: no candidate
   (``conjunction_remainders.exceptive_or_conditional_but``, its
   ``_quantifier_restriction_exceptive``). A clause after "but" ("Nobody came, but John
   stayed home") stays a coordination.
2. A negator before the infinitive marker "to" that the coordinated bare infinitives share
   ("not to sit and be scolded") has the whole coordination in its scope (H&P 2002 ch. 9 §1.3,
   ch. 14 §1.2): the coordination is negated, an added conjunct is entailed and a removed one
   neutral (``conjunction_joint_scope.narrow_negation``'s ``_before_shared_to``). A later
   conjunct with a "to" of its own keeps the narrow reading.

Sentences are constructed and go through the real spaCy model and the real pipeline."""

from __future__ import annotations

from tests.phenomenon_support import written_conjunction_pairs


def _pairs(text: str, subtype: str, kind: str = "conjunct_removed") -> dict[str, object]:
    """The well-formed ``subtype`` pairs of ``kind``, by rewritten sentence."""
    return {k: p for k, p in written_conjunction_pairs(text, kind).items() if p.subtype == subtype}


def _no_but_pair(text: str) -> bool:
    return _pairs(text, "but") == {} and _pairs(text, "but", "conjunct_added") == {}


# --- 1. exceptive "but" after a quantifier and its restriction ----------------------------------


def test_nobody_came_but_john_gives_no_pair():
    assert _no_but_pair("Nobody came but John.")


def test_nobody_came_but_john_stayed_home_is_a_coordination():
    pairs = _pairs("Nobody came, but John stayed home.", "but")
    assert pairs["Nobody came."].heuristic_label == "entailment"
    assert pairs["John stayed home."].heuristic_label == "entailment"


def test_nothing_with_restriction_before_but_gives_no_pair():
    assert _no_but_pair("She had nothing to send him from the town, but a parcel of old books.")


def test_everyone_with_restriction_before_but_gives_no_pair():
    assert _no_but_pair("He thanked everyone in the village but the miller.")


def test_not_anything_with_restriction_before_but_gives_no_pair():
    assert _no_but_pair("She did not ask anything of her uncle, but a little patience.")


def test_nothing_with_restriction_then_a_clause_is_a_coordination():
    pairs = _pairs("She had nothing to send him, but her brother wrote a long letter.", "but")
    assert "She had nothing to send him." in pairs


# --- 2. a negator before a shared "to" ----------------------------------------------------------


def test_negation_before_shared_to_makes_addition_entailed():
    text = "She went out not to shop and be seen."
    added = _pairs(text, "and", "conjunct_added")
    assert added["She went out not to shop."].heuristic_label == "entailment"
    removed = _pairs(text, "and")
    assert removed["She went out not to shop."].heuristic_label == "neutral"


def test_negation_with_finite_auxiliary_stays_narrow():
    # "was removed": a finite auxiliary opens a verb phrase the "not" does not reach (cj140)
    removed = _pairs("The old gate was not painted and was sold.", "and")
    assert removed["The old gate was not painted."].heuristic_label == "entailment"
