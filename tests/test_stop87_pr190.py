"""Stop 87, pr190: an embedded premise leaves out source material that no negation, question,
hedge or "if" can take (s1205s, presupposition error class 1).

- a bare-"that" purpose clause with "may"/"might" set off by a comma (Quirk et al. 1985
  §15.48): "He knows that he tells the truth, that you may believe" -> "Does he know that he
  tells the truth?" (pres-007, -010, -033, -049, -073, -074);
- an attention interjection "behold"/"lo" (OED s.v. behold int.): "... the next day, behold,
  Dagon had fallen" -> "Had Dagon fallen ... the next day?" (pres-047, -060);
- "For" before a subordinator ("For though ..., only a remnant will return") is the
  conjunction, flagged ``source:for_clause`` like every other for-clause (pres-044, -055).

All sentences but the first are constructed."""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs

EMBEDDED = ("negated", "modal", "interrogative", "conditional")


def _premises(text: str) -> dict[str, str]:
    return {
        p.premise_kind: p.premise
        for p in mined_pairs(text, "presupposition")
        if p.hypothesis_kind == "presupposition" and p.premise_kind in EMBEDDED
    }


def test_purpose_clause_left_out_of_every_embedding():
    premises = _premises("He knows that he tells the truth, that you may believe.")
    assert premises["interrogative"] == "Does he know that he tells the truth?"
    assert premises["negated"] == "He doesn't know that he tells the truth."
    assert premises["conditional"] == "If he knows that he tells the truth, it's okay."
    assert premises["modal"] == "He might know that he tells the truth."


def test_might_purpose_clause_on_a_change_of_state():
    premises = _premises("She stopped working at noon, that her children might see her.")
    assert set(premises) == set(EMBEDDED)
    assert all("that her children" not in p for p in premises.values()), premises
    assert premises["interrogative"] == "Did she stop working at noon?"


def test_original_hypothesis_keeps_the_source_as_found():
    text = "She stopped working at noon, that her children might see her."
    pairs = [p for p in mined_pairs(text, "presupposition") if p.hypothesis_kind == "original"]
    assert pairs
    assert all(p.hypothesis == text for p in pairs)
    assert all("that her children" not in p.premise for p in pairs if p.premise_kind != "original")


def test_that_complement_with_may_stays():
    # no comma: "that you may believe him" is the complement of "know", the trigger's content
    premises = _premises("He knows that you may believe him.")
    assert premises["interrogative"] == "Does he know that you may believe him?"


def test_behold_left_out_of_every_embedding():
    premises = _premises("When the guards woke up, behold, the prisoner had stopped singing.")
    assert set(premises) == set(EMBEDDED)
    assert all("behold" not in p.lower() for p in premises.values()), premises
    assert premises["interrogative"] == "Had the prisoner stopped singing when the guards woke up?"
    assert premises["negated"] == "When the guards woke up, the prisoner hadn't stopped singing."


def test_for_before_subordinator_is_the_conjunction():
    pairs = mined_pairs(
        "For if the river rises, the farmers will return to the hills.",
        "presupposition",
        assess_sources=True,
    )
    assert pairs
    assert all("source:for_clause" in p.features["flags"] for p in pairs)
    # re-decided in stop 89 (fl78): "source:for_clause" is a warning for presupposition; a
    # question built after the conjunction "for" ("For if the river rises, will the farmers
    # return ...?") is the defect ``connective-after-operator`` ("for" joins no interrogative
    # clause, Quirk et al. 1985 §13.19), the negated main clause keeps its "For" first and is
    # well formed
    questions = [p for p in pairs if p.premise.endswith("?")]
    assert questions and all("connective-after-operator" in p.features["flags"] for p in questions)
    assert not any(p.well_formed for p in questions)
    assert any(p.well_formed for p in pairs if p.premise_kind == "negated")


def test_fronted_for_phrase_is_no_for_clause():
    pairs = mined_pairs(
        "For years the farmers stopped working in the hills.",
        "presupposition",
        assess_sources=True,
    )
    assert pairs
    assert not any("source:for_clause" in p.features["flags"] for p in pairs)
