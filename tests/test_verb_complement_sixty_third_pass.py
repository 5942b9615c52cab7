"""verb_complement, sixty-third pass (branch vc56, stop 48): negated premises.

Blind judges keep negated verb_complement pairs at about 0.54 against 0.76 for original
premises; by the trigger's tag the sink is the non-finite trigger (a gerund/-ing participle:
0.18; a bare or to-infinitive: 0.27). A non-finite verb has no tense for a clausal "not"
(Quirk et al. 1985 §10.54-10.56); when the rewriter then negates another verb (the one
above the trigger), no negated pair is written. In-place "not V-ing" (RP19's form) stays. Constructed
sentences through the real pipeline (``tests.phenomenon_support.mined_pairs``).
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _kinds(text: str) -> list[str]:
    return [p.premise_kind for p in mined_pairs(text, "verb_complement")]


def _negated(text: str):
    return [p for p in mined_pairs(text, "verb_complement") if p.premise_kind == "negated"]


def test_infinitive_under_liking_gets_no_negated_pair():
    text = "The villagers like to think that the river is clean."
    # "do not like to think that P" negates "like", not "think": no negated pair for "think"
    assert not [p for p in _negated(text) if p.hypothesis == "The river is clean."]
    assert [p for p in _negated(text) if p.premise.startswith("The villagers do not like")]


def test_infinitive_under_causative_gets_no_negated_pair():
    text = "The drought caused the farmers to suspect that the well was poisoned."
    assert not [p for p in _negated(text) if p.hypothesis == "The well was poisoned."]


def test_to_infinitive_trigger_has_no_negated_pair():
    text = "The council voted to try to repair the bridge before winter."
    # the finite "voted" keeps its negated pair; the infinitive "try" gets none
    negated = _negated(text)
    assert [p.premise for p in negated] == [
        "The council did not vote to try to repair the bridge before winter."
    ]
    originals = [p.hypothesis for p in mined_pairs(text, "verb_complement")]
    assert "The council voted to repair the bridge before winter." in originals


def test_finite_trigger_keeps_its_negated_pair():  # guard
    (p,) = _negated("The engineers managed to repair the bridge before winter.")
    assert p.premise == "The engineers did not manage to repair the bridge before winter."
    assert p.hypothesis == "The engineers repaired the bridge before winter."
    assert p.heuristic_label == "contradiction"


def test_progressive_trigger_keeps_its_negated_pair():  # guard: a finite auxiliary
    (p,) = _negated("The farmers were trying to save the harvest.")
    assert p.premise == "The farmers were not trying to save the harvest."
    assert p.heuristic_label == "neutral"


def test_modal_trigger_keeps_its_negated_pair():  # guard: a modal carries the tense
    (p,) = _negated("The pilots will manage to land the plane safely.")
    assert "will not manage to land" in p.premise
    assert p.heuristic_label == "contradiction"
