"""verb_complement, seventy-seventh pass (branch vc71, stop 53).

Constructed sentences through the real pipeline (``mined_pairs``): a suppositional "say" after a
discourse marker and the proposal "I say we V" give no pair; the impersonal hearsay "It is
understood that P" is neutral; "want to know" + question contradicts "knew"; a comparative
evaluative adverb ("Even worse,") flags the polarity-flipped premise. Each next to a guard.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _pairs(text: str) -> list:
    return mined_pairs(text, "verb_complement")


def _original(text: str, hypothesis: str):
    found = [p for p in _pairs(text) if p.premise_kind == "original" and p.hypothesis == hypothesis]
    assert found, [(p.premise_kind, p.hypothesis) for p in _pairs(text)]
    return found[0]


# -- non-constructions ----------------------------------------------------------------------------


def test_suppositional_say_after_marker_gives_no_pair():
    assert not _pairs("All right, say you sell the house tomorrow.")


def test_reporting_say_after_marker_keeps_pair():  # guard: a subject makes it a report
    hypotheses = {p.hypothesis for p in _pairs("Well, she says you sold the house.")}
    assert "You sold the house." in hypotheses, hypotheses


def test_performative_suggestion_gives_no_pair():
    assert not _pairs("I say we sell the house before winter.")


def test_say_that_report_keeps_pair():  # guard: "that" and a third-person subject
    hypotheses = {p.hypothesis for p in _pairs("She says we sold the house before winter.")}
    assert "We sold the house before winter." in hypotheses, hypotheses


# -- labels -------------------------------------------------------------------------------------


def test_impersonal_understood_is_hearsay():
    pair = _original(
        "It is understood that the board will announce the merger on Monday.",
        "The board will announce the merger on Monday.",
    )
    assert pair.heuristic_label == "neutral", pair.label_rule


def test_personal_understand_keeps_its_label():  # guard: not an impersonal passive
    pair = _original(
        "She understood that the board would announce the merger on Monday.",
        "The board would announce the merger on Monday.",
    )
    assert pair.heuristic_label == "entailment", pair.label_rule


def test_want_to_know_question_contradicts_knowing():
    pair = _original("He wanted to know where the keys were.", "He knew where the keys were.")
    assert pair.heuristic_label == "contradiction", pair.label_rule


def test_want_to_know_negated_is_neutral():
    pairs = [
        p for p in _pairs("He wanted to know where the keys were.") if p.premise_kind != "original"
    ]
    assert pairs and all(p.heuristic_label == "neutral" for p in pairs), pairs


def test_want_to_visit_stays_neutral():  # guard: no "know"
    pair = _original("He wanted to visit the old house.", "He visited the old house.")
    assert pair.heuristic_label == "neutral", pair.label_rule


# -- evaluative sequel adverbs ------------------------------------------------------------------


def test_even_worse_flags_the_negated_premise():
    pairs = _pairs("Even worse, the old quarrels will continue to grow.")
    negated = [p for p in pairs if p.premise_kind == "negated"]
    assert negated, pairs
    assert all(not p.well_formed for p in negated)
    assert any(
        f.startswith("discourse-clash:evaluative-sequel") for f in negated[0].features["flags"]
    )
    assert any(p.well_formed for p in pairs if p.premise_kind == "original")


def test_unfortunately_keeps_the_negated_premise():  # guard: plain evaluative adverb
    pairs = _pairs("Unfortunately, the old quarrels will continue to grow.")
    negated = [p for p in pairs if p.premise_kind == "negated"]
    assert negated and all(
        not any("evaluative-sequel" in f for f in p.features.get("flags", [])) for p in negated
    ), negated


# -- a trigger in the clause of "mean" ------------------------------------------------------------


def test_have_to_under_mean_gives_no_pair():
    pairs = _pairs("That does not mean that the shop needs to close early on Sundays.")
    assert not [p for p in pairs if p.subtype == "to"], [(p.premise, p.hypothesis) for p in pairs]


def test_have_to_in_main_clause_keeps_pair():  # guard
    pairs = _pairs("The shop needs to close early on Sundays.")  # "has to": no candidate (vc75)
    assert any(p.subtype == "to" for p in pairs), pairs


def test_impersonal_understood_fact_keeps_entailment():  # guard: established knowledge
    pair = _original(
        "It is understood that the new enzyme has no effect on the cells.",
        "The new enzyme has no effect on the cells.",
    )
    assert pair.heuristic_label == "entailment", pair.label_rule
