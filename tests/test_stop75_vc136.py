"""verb_complement, stop 75 round three (branch vc136): generic conditions and participles.

- "cause to" with a gerund or indefinite subject in the present or with "will" ("Setting X
  causes Y to V", "Pressing the button will cause Y to V") is a generic conditional: neutral;
  a past "caused" and a particular subject keep entailment;
- "An X of zero means (that) P": an indefinite singular subject of present "means" is
  generic: neutral; "This X means that P" keeps entailment;
- "The tooling provided there is ...": a bare past participle after its noun and before
  "there/here" is a postmodifier, no trigger: no pair; "The law provided that P" stays.

Constructed sentences through the real pipeline, each with a neighbour that must stay.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _pairs(text: str) -> list:
    return mined_pairs(text, "verb_complement")


def _original(text: str):
    return next((p for p in _pairs(text) if p.premise_kind == "original"), None)


def test_generic_gerund_cause_is_neutral():
    for text in (
        "Raising the lower limit above 10% causes small files to be skipped during the scan.",
        "Clicking the Reset button will cause the dialog to close the current session.",
    ):
        p = _original(text)
        assert p is not None and p.heuristic_label == "neutral", text


def test_past_or_particular_cause_stays_entailment():
    for text in (
        "Clicking the Reset button caused the dialog to close the current session.",
        "The storm caused the river to flood the valley.",
    ):
        p = _original(text)
        assert p is not None and p.heuristic_label == "entailment", text


def test_indefinite_value_means_is_neutral():
    p = _original("Of course, a value of zero means the valve is currently closed.")
    assert p is not None and p.hypothesis == "The valve is currently closed."
    assert p.heuristic_label == "neutral"


def test_particular_subject_means_stays_entailment():
    p = _original("This reading means that the valve is currently closed.")
    assert p is not None and p.heuristic_label == "entailment"


def test_participle_before_there_makes_no_pair():
    assert _pairs("The tooling provided there is so flexible that anyone can build a plugin.") == []


def test_past_tense_provided_that_stays():
    assert _pairs("The law provided that the tax is due in May.") != []
