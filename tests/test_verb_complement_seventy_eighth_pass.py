"""verb_complement, seventy-eighth pass (branch vc72, stop 53).

Constructed sentences through the real pipeline (``mined_pairs``): an independent possessive
whose head is outside the complement, a "you" of quoted or reported speech, a negated verbatim
quotation, the medium adjunct of the trigger kept in an in-place hypothesis, and generic "you"
under a gerund subject of a verb of evidence. Each next to a guard.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _pairs(text: str) -> list:
    return mined_pairs(text, "verb_complement")


def _pair(text: str, kind: str, hypothesis: str):
    found = [p for p in _pairs(text) if p.premise_kind == kind and p.hypothesis == hypothesis]
    assert found, [(p.premise_kind, p.hypothesis) for p in _pairs(text)]
    return found[0]


def _flags(pair) -> list[str]:
    return list(pair.features.get("flags") or [])


# -- independent possessives ----------------------------------------------------------------------


def test_independent_possessive_with_outside_head_is_flagged():
    pair = _pair("Can I borrow your pen, I think I lost mine.", "original", "I lost mine.")
    assert "dangling-anaphor:possessive:mine" in _flags(pair)
    assert not pair.well_formed


def test_predicative_possessive_is_not_flagged():  # guard: "is ours" elides no head
    pair = _pair("He believes the car is ours.", "original", "The car is ours.")
    assert not any(f.startswith("dangling-anaphor") for f in _flags(pair)), _flags(pair)
    assert pair.well_formed


def test_possessive_with_head_in_complement_is_not_flagged():  # guard: "my bike ... yours"
    pair = _pair(
        "She thinks my bike is faster than yours.", "original", "My bike is faster than yours."
    )
    assert not any(f.startswith("dangling-anaphor") for f in _flags(pair)), _flags(pair)


# -- quoted and reported addressees ----------------------------------------------------------------


def test_you_of_quoted_speech_is_flagged():
    pair = _pair(
        "The old woman said: Take it, dear, and let it remind you that the King is your friend.",
        "original",
        "The King is your friend.",
    )
    assert "perspective-shift:quoted-addressee:your" in _flags(pair)


def test_you_of_report_to_named_addressee_is_flagged():
    pair = _pair(
        "The Queen reminded Ann that your duty comes first.", "original", "Your duty comes first."
    )
    assert "perspective-shift:quoted-addressee:your" in _flags(pair)


def test_you_of_dialogue_is_not_flagged():  # guard: the speaker's own addressee
    pair = _pair("I know you're hurting.", "original", "You're hurting.")
    assert not any(f.startswith("perspective-shift") for f in _flags(pair)), _flags(pair)
    assert pair.well_formed


# -- negated verbatim quotation ------------------------------------------------------------------


def test_negated_verbatim_quotation_is_flagged():
    text = 'The secretary noted that "The plan was debated for a long time."'
    pair = _pair(text, "negated", "The plan was debated for a long time.")
    assert "negated-verbatim-quotation" in _flags(pair)
    assert not pair.well_formed
    original = _pair(text, "original", "The plan was debated for a long time.")
    assert "negated-verbatim-quotation" not in _flags(original)


def test_negated_plain_that_clause_is_not_flagged():  # guard: no quotation marks
    text = "The secretary noted that the plan was debated for a long time."
    pair = _pair(text, "negated", "The plan was debated for a long time.")
    assert "negated-verbatim-quotation" not in _flags(pair)


# -- medium adjunct of the trigger ---------------------------------------------------------------


def test_medium_adjunct_in_place_is_flagged():
    pair = _pair(
        "In an interview, the mayor claimed to have saved the city.",
        "original",
        "In an interview, the mayor had saved the city.",
    )
    assert "matrix-adjunct-in-hypothesis:interview" in _flags(pair)


def test_time_adjunct_in_place_is_not_flagged():  # guard: "in the spring" fits the event
    text = "In the spring, the mayor managed to save the city."
    flags = [f for p in _pairs(text) for f in _flags(p)]
    assert _pairs(text)
    assert not any(f.startswith("matrix-adjunct-in-hypothesis") for f in flags), flags


# -- generic "you" under a verb of evidence --------------------------------------------------------


def test_generic_you_under_gerund_evidence_is_neutral():
    pair = _pair(
        "Making eye contact shows that you're open and willing to interact.",
        "original",
        "You're open and willing to interact.",
    )
    assert pair.heuristic_label == "neutral", pair.label_rule
    assert pair.label_rule.endswith(":generic_you")


def test_referential_evidence_subject_keeps_entailment():  # guard: no gerund, no "you"
    pair = _pair(
        "His smile shows that he is interested in her.", "original", "He is interested in her."
    )
    assert pair.heuristic_label == "entailment", pair.label_rule


# -- negation inside the content of an emotive adjective -------------------------------------------


def test_negation_under_emotive_adjective_is_flagged():
    text = "We were also pleased that the minister decided to continue the talks."
    # stop 91 (ng07) re-decided: a "not" inside the complement of an emotive factive adjective
    # is refused, not written flagged (Kiparsky & Kiparsky 1970: the complement is presupposed,
    # so its negation is no denial of the sentence); the original pair stays
    _pair(text, "original", "We were also pleased that the minister continued the talks.")
    hyp = "We were also pleased that the minister continued the talks."
    assert not [p for p in _pairs(text) if p.premise_kind == "negated" and p.hypothesis == hyp]


def test_negation_under_epistemic_adjective_is_not_flagged():  # guard: "sure" asserts
    text = "I am sure that he managed to finish the work."
    pair = _pair(text, "negated", "I am sure that he finished the work.")
    assert "negated-subordinate-clause" not in _flags(pair), _flags(pair)
