"""Stop 83 round 1b, branch cj175: a "but" that is no coordinator but the exceptive or
conditional preposition gives no conjunction pair
(``conjunction_remainders.exceptive_or_conditional_but``; Huddleston & Pullum 2002 ch. 7 §4.5;
Quirk et al. 1985 §9.59; ConjNLI's items are coordinations, Saha et al. 2020 §3):

* "but for" (exceptive "except for" after a clause, conditional "if it were not for" before a
  hypothetical clause);
* "but" after a clause made negative by "never", a negative pronoun or "not ... any-".

Each with a good neighbour: a coordinating "but" close to it still gives its pairs.
Sentences are constructed and go through the real spaCy model and the real pipeline."""

from __future__ import annotations

from tests.phenomenon_support import written_conjunction_pairs


def _but_pairs(text: str, kind: str = "conjunct_removed") -> dict[str, object]:
    """The well-formed "but" pairs of ``kind`` (removals by default), by rewritten sentence."""
    return {k: p for k, p in written_conjunction_pairs(text, kind).items() if p.subtype == "but"}


def _no_but_pair(text: str) -> bool:
    """Neither a removal nor an addition of a "but" conjunct is written for ``text``."""
    return _but_pairs(text) == {} and _but_pairs(text, "conjunct_added") == {}


# --- "but for" ----------------------------------------------------------------------------------


def test_conditional_but_for_gives_no_pair():
    text = (
        "She thought that, but for the noise and the crowd which the fair brought, "
        "she must have fallen asleep at once."
    )
    assert _no_but_pair(text)


def test_exceptive_but_for_gives_no_pair():
    assert _no_but_pair("The hall was empty but for a broom.")


def test_but_for_with_own_plain_clause_is_a_coordinator():
    text = "I wanted to go, but for many reasons I stayed home."
    pairs = _but_pairs(text)
    assert "I wanted to go." in pairs
    assert pairs["I wanted to go."].heuristic_label == "entailment"


def test_but_for_purpose_before_modal_without_have_is_a_coordinator():
    # "for your sake" of purpose, "would" with no perfect "have": no unreal conditional
    pairs = _but_pairs("It is late and we are tired, but for your sake we would stay a while.")
    assert "It is late and we are tired." in pairs


# --- negative clause + "but" --------------------------------------------------------------------


def test_but_after_never_is_exceptive():
    text = "It had never seemed to him, on that evening, but as a duty to be done quickly."
    assert _no_but_pair(text)


def test_did_nothing_but_bare_infinitive_is_exceptive():
    assert _no_but_pair("He did nothing all day but read.")


def test_but_after_never_before_own_clause_is_a_coordinator():
    pairs = _but_pairs("She never complained, but her sister did.")
    assert "She never complained." in pairs


def test_but_after_never_before_adjective_is_a_coordinator():
    pairs = _but_pairs("She was never rich but always cheerful.")
    assert "She was never rich." in pairs


def test_poor_but_honest_still_gives_pairs():
    pairs = _but_pairs("He was poor but honest.")
    assert pairs["He was honest."].heuristic_label == "entailment"
    assert pairs["He was poor."].heuristic_label == "entailment"
    assert _but_pairs("He was poor but honest.", "conjunct_added")
