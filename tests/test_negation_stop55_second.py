"""Stop 55 (ng27): the operator's clause.

Blind review s1201m rejected negated premises whose negation sits inside the complement of a
past attitude verb ("I thought I'd find you here" -> "*I thought I wouldn't find you here"):
the sentence asserts the earlier belief, and the added "not" denies neither it nor the
matrix clause (clause_scope.past_attitude_frame). Sentences are constructed and run through
the real parser and rewriters."""

from __future__ import annotations

import pytest

from pipeline.rewrite.clause_scope import past_attitude_frame
from pipeline.rewrite.negation import negate
from tests.phenomenon_support import kept, mined_pairs


def _target(doc, verb: str):
    return next(t for t in doc if t.text == verb)


@pytest.mark.parametrize(
    ("text", "verb"),
    [
        ("I thought we'd lost the dog for good.", "lost"),
        ("She figured he would stop calling after a week.", "stop"),
        ("We knew they had moved to Boston.", "moved"),
        ("I had hoped you would finish the painting.", "finish"),
    ],
)
def test_negation_inside_a_past_attitude_complement_is_flagged(nlp, text, verb):
    doc = nlp(text)
    result = negate(doc, _target(doc, verb), contract=True, above_only=True)
    assert not result.ok
    assert "attitude-complement" in result.flags


def test_projection_pair_under_a_past_belief_is_not_well_formed():
    pairs = [
        p
        for p in mined_pairs("I thought we'd lost the dog for good.", "presupposition")
        if p.premise_kind == "negated"
    ]
    assert pairs, "the change-of-state trigger should still be found"
    assert not any(kept(p) for p in pairs)


@pytest.mark.parametrize(
    ("text", "verb"),
    [
        # the present first-person frame is an evidential hedge: p is the main point
        ("I think she is moving to Boston.", "moving"),
        # a verb of saying: NOPE's innocent embedding
        ("Chris said they were closing down the bar.", "closing"),
        # the matrix verb itself is the target
        ("I thought we'd lost the dog for good.", "thought"),
    ],
)
def test_other_frames_keep_their_negation(nlp, text, verb):
    doc = nlp(text)
    result = negate(doc, _target(doc, verb), contract=True, above_only=True)
    assert "attitude-complement" not in result.flags


def test_already_negated_attitude_is_no_frame(nlp):
    doc = nlp("I didn't think we'd lose the dog.")
    assert past_attitude_frame(_target(doc, "lose")) is None


def test_matrix_negation_of_the_past_belief_is_clean(nlp):
    doc = nlp("I thought we'd lost the dog for good.")
    result = negate(doc, _target(doc, "thought"), contract=True, above_only=True)
    assert result.text == "I didn't think we'd lost the dog for good."
    assert "attitude-complement" not in result.flags


def test_frame_found_through_a_coordinated_complement(nlp):
    doc = nlp("I thought he had left and taken the car.")
    frame = past_attitude_frame(_target(doc, "taken"))
    assert frame is not None and frame.text == "thought"


def test_interrogative_complement_is_no_belief_frame(nlp):
    doc = nlp("Maria knew exactly how the builder managed to keep the price low.")
    assert past_attitude_frame(_target(doc, "managed")) is None
