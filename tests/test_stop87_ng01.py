"""Stop 87, ng01: negated and conditional premises (the shared rewriters).

* A do-support negation of the first verb of a tight coordinated predicate ("V1 ... and V2",
  no comma, one subject) takes the whole predicate, the later verb in the base form under the
  one operator: "didn't open the box and find a letter", not "*didn't open the box and found a
  letter" (Quirk et al. 1985 §13.59-13.60; s1205r pres-082). A comma-set-off conjunct (",
  and entered") and a head with a complement before the "and" keep the old text and flag.
* "If ..., it's okay" is refused when the sentence has a reason, purpose or result clause set
  off by a comma, or a reason "for"-clause (Quirk et al. 1985 §8.137, §13.18, §15.33-15.49;
  s1205r pres-021/047/056). A restrictive "because" with no comma stays.

Sentences are constructed (not the slices' text).
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _premises(text: str, phenomenon: str, kind: str) -> list:
    return [p for p in mined_pairs(text, phenomenon) if p.premise_kind == kind]


def test_tight_coordinated_predicate_is_negated_whole():
    negated = _premises(
        "The children opened the box and found a letter inside.", "presupposition", "negated"
    )
    texts = {p.premise for p in negated}
    assert texts == {"The children didn't open the box and find a letter inside."}, texts
    assert all(p.well_formed for p in negated), [p.features.get("flags") for p in negated]
    control = [p for p in negated if p.hypothesis_kind == "original"]
    assert control and control[0].heuristic_label == "contradiction"


def test_tight_coordinated_predicate_second_sentence():
    negated = _premises(
        "The guards opened the gate and entered the courtyard.", "presupposition", "negated"
    )
    first = [p for p in negated if p.hypothesis == "The gate was closed before."]
    assert first, [p.premise for p in negated]
    assert first[0].premise == "The guards didn't open the gate and enter the courtyard."
    assert first[0].well_formed and first[0].heuristic_label == "entailment"


def test_comma_set_off_conjunct_keeps_its_form_and_flag():
    negated = _premises(
        "The guards opened the gate, and entered the courtyard.", "presupposition", "negated"
    )
    first = [p for p in negated if p.hypothesis == "The gate was closed before."]
    assert first, [p.premise for p in negated]
    assert first[0].premise == "The guards didn't open the gate, and entered the courtyard."
    assert "one-conjunct-negated" in first[0].features["flags"]


def test_complement_before_the_and_is_not_reinflected():
    negated = _premises(
        "The soldiers managed to cross the river and camped on the hill.",
        "verb_complement",
        "negated",
    )
    assert negated, "no negated premise"
    for p in negated:
        assert "and camped on the hill" in p.premise, p.premise
        assert "one-conjunct-negated" in p.features["flags"]


def test_conditional_refused_with_set_off_reason_clause():
    for text in (
        "The guards opened the gate, because the king had arrived.",
        "The guards opened the gate, for the king had arrived.",
    ):
        conditionals = _premises(text, "presupposition", "conditional")
        whole = [p.premise for p in conditionals if "king" in p.premise]
        assert not whole, whole


def test_conditional_with_restrictive_because_stays():
    conditionals = _premises(
        "The manager closed the shop early because the power failed.",
        "presupposition",
        "conditional",
    )
    assert "If the manager closed the shop early because the power failed, it's okay." in {
        p.premise for p in conditionals
    }
