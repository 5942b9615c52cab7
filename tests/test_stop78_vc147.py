"""verb_complement, stop 78 round three (branch vc147): "cause" in a generic or conditional
statement (s1204u: "label should be neutral: generic cause").

A non-past "cause" whose subject is an action-type gerund or a kind states a rule about what
such an action would do (Krifka et al. 1995), so the effect is not entailed: o/o, neutral. The
rule already covered a plain gerund subject; this branch finds the subject when it is shared
with a first conjunct, hung as an adverbial -ing clause, followed by an object "either", or a
bare plural over a particular effect. An actual (past) episode keeps +/o, entailment.

Constructed sentences through the real pipeline, each with a neighbour that must stay.
"""

from __future__ import annotations

from pipeline.flags import settle
from tests.phenomenon_support import mined_pairs


def _original(text: str, hypothesis: str):
    pairs = [settle(p) for p in mined_pairs(text, "verb_complement", assess_sources=True)]
    return next(
        (p for p in pairs if p.premise_kind == "original" and p.hypothesis == hypothesis), None
    )


def test_gerund_subject_cause_is_neutral():
    p = _original("Clicking the button causes the dialog to close.", "The dialog closes.")
    assert p is not None and p.heuristic_label == "neutral"


def test_past_episode_cause_keeps_entailment():
    p = _original("The storm caused the roof to collapse.", "The roof collapsed.")
    assert p is not None and p.heuristic_label == "entailment"


def test_conjunct_cause_shares_gerund_subject():
    p = _original(
        "Turning the dial opens the valve and causes the pump to start.", "The pump starts."
    )
    assert p is not None and p.heuristic_label == "neutral"


def test_conjunct_cause_with_definite_subject_keeps_entailment():
    p = _original("The clerk opens the valve and causes the pump to start.", "The pump starts.")
    assert p is not None and p.heuristic_label == "entailment"


def test_conjunct_past_episode_keeps_entailment():
    p = _original(
        "The storm knocked down the fence and caused the roof to collapse.", "The roof collapsed."
    )
    assert p is not None and p.heuristic_label == "entailment"


def test_gerund_clause_parsed_as_adverbial_is_the_subject():
    text = (
        "Pressing the lever after opening the hatch, and holding it down until the light "
        "fades, causes the drum to rotate."
    )
    p = _original(text, "The drum rotates.")
    assert p is not None and p.heuristic_label == "neutral"


def test_gerund_with_object_either_is_neutral():
    p = _original("Doing either will cause the window to close.", "The window will close.")
    assert p is not None and p.heuristic_label == "neutral"


def test_bare_plural_over_particular_is_neutral():
    p = _original("Loose cables will cause the printer to stall.", "The printer will stall.")
    assert p is not None and p.heuristic_label == "neutral"


def test_bare_plural_over_generic_keeps_entailment():
    p = _original("Pollens cause people to sneeze.", "People sneeze.")
    assert p is not None and p.heuristic_label == "entailment"


def test_definite_plural_future_keeps_entailment():
    p = _original("The storms will cause the river to flood.", "The river will flood.")
    assert p is not None and p.heuristic_label == "entailment"
