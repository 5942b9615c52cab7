"""Stop 92, vc190: verb-complement labels and idioms (tweets review s1208a).

- a negated counterfactual wish ("I do not wish we lived closer") is no natural denial: flagged
  ``negated-counterfactual-wish`` (a defect); the original keeps its contradiction label, and
  "wish ... would" is not in the class;
- "would like to think/believe that P" is a hedge: no "I'll think that P" pair, while the
  complement of "think" keeps its pair and a plain "would like to V" keeps its own;
- negated "can begin to" over a verb of saying or understanding is a minimizer idiom: no pair;
  a literal onset keeps its pairs;
- present "has to be" with a dummy, demonstrative or universal pronoun subject is epistemic or
  exasperated: no pair; "You have to be" (an obligation) keeps its pairs.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _complement_pairs(text: str) -> list:
    return [p for p in mined_pairs(text, "verb_complement") if p.hypothesis_kind == "complement"]


def _flags(pair) -> list[str]:
    return list(pair.features.get("flags") or [])


# -- counterfactual wish --------------------------------------------------------------------


def test_counterfactual_wish_original_is_contradiction():
    pairs = {p.premise_kind: p for p in _complement_pairs("I wish we lived closer to the beach.")}
    assert pairs["original"].hypothesis == "We live closer to the beach."
    assert pairs["original"].heuristic_label == "contradiction"
    assert pairs["original"].well_formed


def test_negated_past_perfect_wish_is_flagged():
    pairs = {p.premise_kind: p for p in _complement_pairs("I wish my uncle had kept the farm.")}
    negated = pairs["negated"]
    assert negated.premise == "I do not wish my uncle had kept the farm."
    assert "negated-counterfactual-wish" in _flags(negated)
    assert not negated.well_formed
    assert pairs["original"].heuristic_label == "contradiction"
    assert "negated-counterfactual-wish" not in _flags(pairs["original"])


def test_negated_wish_would_is_not_in_the_class():
    pairs = _complement_pairs("I wish the neighbours would stop their barking.")
    negated = [p for p in pairs if p.premise_kind == "negated"]
    assert negated
    assert all("negated-counterfactual-wish" not in _flags(p) for p in negated)


# -- "would like to think that P" -----------------------------------------------------------


def test_like_to_think_writes_no_will_think_pair():
    pairs = _complement_pairs("I'd like to think that our team has learned a lot this year.")
    hypotheses = {p.hypothesis for p in pairs}
    assert not any("think" in h for h in hypotheses)
    assert "Our team has learned a lot this year." in hypotheses


def test_would_like_to_visit_keeps_its_pair():
    pairs = _complement_pairs("We would like to visit the museum tomorrow.")
    assert "We will visit the museum tomorrow." in {p.hypothesis for p in pairs}


# -- "can't begin to" -----------------------------------------------------------------------


def test_cannot_begin_to_describe_writes_no_pair():
    pairs = [
        p
        for p in _complement_pairs("We couldn't begin to describe how cold the hotel room was.")
        if p.features.get("trigger_lemma", "begin") == "begin" and "describe" in p.hypothesis
    ]
    assert pairs == []


def test_literal_begin_keeps_its_pairs():
    pairs = {p.premise_kind: p for p in _complement_pairs("The guests began to leave at midnight.")}
    assert pairs["original"].hypothesis == "The guests left at midnight."
    assert pairs["original"].heuristic_label == "entailment"


# -- epistemic "has to be" ------------------------------------------------------------------


def test_epistemic_has_to_be_writes_no_pair():
    assert _complement_pairs("This has to be the slowest train in Europe.") == []
    assert _complement_pairs("Everything has to be a fight with that company.") == []


def test_deontic_have_to_be_keeps_its_pairs():
    pairs = _complement_pairs("You have to be careful with the new printer.")
    assert "You are careful with the new printer." in {p.hypothesis for p in pairs}
