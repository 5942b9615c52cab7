"""verb_complement (issue #12, branch vc212): a factive in another person's unrealised
to-complement, the base-only verb "beware", and the "may not" built over an implicative.

Constructed sentences through the real spaCy model and the real extractor/rewriters. The tests
not marked as near misses or guard failed on the code before this change (main 3742c832).
"""

from __future__ import annotations


def _pairs(found, lemma: str):
    """All pairs of the candidates whose trigger is ``lemma``."""
    return [pair for c, ps in found if c.trigger_lemma == lemma for pair in ps]


def _labels(found, lemma: str, hypothesis: str) -> list[tuple[str, str]]:
    return [
        (p.premise, p.heuristic_label) for p in _pairs(found, lemma) if p.hypothesis == hypothesis
    ]


# ---- class 1: a factive in the to-complement of another person's directive or wish ----------


def test_factive_under_object_control_directive_is_neutral(mine):
    """ "The coach begged the referee to admit that the goal was offside": the referee's
    admitting is not asserted and the presupposition is the coach's belief."""
    found = mine("The coach begged the referee to admit that the goal was offside.")
    labels = _labels(found, "admit", "The goal was offside.")
    assert labels, _pairs(found, "admit")
    assert {label for _, label in labels} == {"neutral"}


def test_factive_under_ecm_wish_is_neutral(mine):
    """Guard (neutral at the base already, through "want"): "want NP to realise that P" with a
    third-person subject: the wisher's belief."""
    found = mine("The manager wanted the staff to realise that the shop was closing.")
    labels = _labels(found, "realise", "The shop was closing.") or _labels(
        found, "realize", "The shop was closing."
    )
    assert labels
    assert {label for _, label in labels} == {"neutral"}


def test_near_miss_first_person_wish_keeps_the_factive(mine):
    """Near miss: "I want you to know that P" is the speaker's own belief: entailment stays."""
    found = mine("I want you to know that the gate is locked.")
    labels = _labels(found, "know", "The gate is locked.")
    assert ("I want you to know that the gate is locked.", "entailment") in labels


def test_near_miss_unembedded_factive_keeps_entailment(mine):
    """Near miss: the factive in a main clause keeps its +/+."""
    found = mine("The referee admitted that the goal was offside.")
    labels = dict(_labels(found, "admit", "The goal was offside."))
    assert labels["The referee admitted that the goal was offside."] == "entailment"


def test_near_miss_raising_matrix_keeps_the_factive(mine):
    """Near miss: "seems to know that P": a raising verb is a hole, the label is not touched."""
    found = mine("The porter seems to know that the gate is locked.")
    labels = dict(_labels(found, "know", "The gate is locked."))
    assert labels["The porter seems to know that the gate is locked."] == "entailment"


# ---- class 2: "beware" has no finite forms ----------------------------------------------------


def test_beware_gives_no_finite_hypothesis(mine):
    """ "refused to beware of N" would give "*She bewared of N": no pair."""
    found = mine("The tourists refused to beware of pickpockets.")
    hyps = {p.hypothesis for p in _pairs(found, "refuse")}
    assert not any("bewar" in h.lower() and "beware " not in h.lower() for h in hyps), hyps


def test_near_miss_bear_keeps_its_pair(mine):
    """Near miss: another verb in -ear is inflected as before."""
    found = mine("The patient managed to bear the pain.")
    hyps = {p.hypothesis for p in _pairs(found, "manage")}
    assert "The patient bore the pain." in hyps


# ---- class 7: "may not" built over an implicative ----------------------------------------------


def test_may_over_implicative_gets_no_negated_pair(mine):
    """ "may manage to V" -> "may not manage to V" is epistemic or deontic: no ¬S pair; S stays."""
    found = mine("The plumber may manage to fix the leak.")
    premises = {p.premise: p.heuristic_label for p in _pairs(found, "manage")}
    assert premises == {"The plumber may manage to fix the leak.": "entailment"}


def test_near_miss_might_over_implicative_keeps_negated_pair(mine):
    """Near miss: "might not" is epistemic only: the ¬S pair stays."""
    found = mine("The plumber might manage to fix the leak.")
    premises = {p.premise for p in _pairs(found, "manage")}
    assert "The plumber might not manage to fix the leak." in premises


def test_near_miss_may_over_non_implicative_keeps_negated_pair(mine):
    """Near miss: an o/o trigger under "may" is neutral on both readings: ¬S stays."""
    found = mine("The tenants may want to leave early.")
    premises = {p.premise for p in _pairs(found, "want")}
    assert "The tenants may not want to leave early." in premises
