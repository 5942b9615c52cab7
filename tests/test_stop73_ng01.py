"""Stop 73, ng01 (reviews s1204f/s1204e, FOLDOC): where the added negation lands
(docs/presupposition.md and docs/verb_complement.md, "Stop 73, ng01").

Constructed sentences of the reviewed kinds, parsed by the real model: a weak quantifier before
the negation (subject or preposed frame adverbial) takes scope over it, so no negated premise is
written; a negation under epistemic "may" writes no negated control. Neighbours that keep their
negation say so.
"""

from __future__ import annotations

import pytest

from pipeline.rewrite.negation import negate
from tests.phenomenon_support import mined_pairs


@pytest.fixture(scope="module")
def neg(nlp):
    def run(text: str, **kw):
        return negate(nlp(text), **kw)

    return run


# -- weak quantifier over the negation: refused, for every phenomenon -------------------------


@pytest.mark.parametrize(
    ("text", "flag"),
    [
        ("Many, from farmers to bankers, are trying to abolish the old tax.", "many"),
        ("Some people claim that the old system runs on the new machine.", "some"),
        ("A few of the member groups include the national library.", "few"),
        ("In many cases, this breaks programs that assume one byte per character.", "many"),
        ("On some systems the shell ignores the flag.", "some"),
        ("Sometimes the server drops the connection.", "sometimes"),
    ],
)
def test_weak_quantifier_over_negation_is_refused(neg, text, flag):
    for above in (False, True):
        out = neg(text, above_only=above)
        assert not out.ok
        assert out.text == text  # no "negated" premise written
        assert f"weak-quantifier-over-negation:{flag}" in out.flags


@pytest.mark.parametrize(
    ("text", "negated"),
    [
        # "most": its negated scope contradicts the plain sentence
        ("In most cases, this breaks programs.", "In most cases, this doesn't break programs."),
        # the quantifier after the verb is inside the negation's scope
        ("The shell ignores the flag on some systems.", "The shell doesn't ignore the flag"),
        # a plain definite subject
        ("The people claim that the system works.", "The people don't claim that"),
    ],
)
def test_neighbours_keep_their_negation(neg, text, negated):
    out = neg(text)
    assert out.ok
    assert out.text.startswith(negated)


def test_not_many_is_no_weak_quantifier(nlp):
    from pipeline.rewrite.negation import weak_quantifier_over_negation

    doc = nlp("Not many users know the command.")
    assert weak_quantifier_over_negation(doc[4]) is None


def test_verb_complement_writes_no_negated_premise_under_many():
    pairs = mined_pairs(
        "Many, from farmers to bankers, are trying to abolish the old tax.", "verb_complement"
    )
    assert pairs  # the original premise stays
    assert all(p.premise_kind != "negated" for p in pairs)


def test_verb_complement_keeps_the_negated_premise_of_a_plain_subject():
    pairs = mined_pairs("The farmers are trying to abolish the old tax.", "verb_complement")
    assert any(p.premise_kind == "negated" for p in pairs)


def test_presupposition_writes_no_negated_pair_under_in_many_cases():
    pairs = mined_pairs(
        "In many cases, the new release stopped supporting the old file format.",
        "presupposition",
    )
    assert not any(p.premise_kind == "negated" and "n't" in p.premise for p in pairs)


# -- a "not" under epistemic "may": no negated control ---------------------------------------


def test_no_negated_control_under_may():
    pairs = mined_pairs(
        "The word may refer to the length of an instruction in the processor's instruction set.",
        "presupposition",
    )
    assert any(p.premise_kind == "original" for p in pairs)  # the trigger's pair stays
    assert not any(p.premise_kind == "negated" and p.hypothesis_kind == "original" for p in pairs)


def test_negated_control_without_modal_stays():
    pairs = mined_pairs(
        "The word refers to the length of an instruction in the processor's instruction set.",
        "presupposition",
    )
    controls = [p for p in pairs if p.hypothesis_kind == "original" and p.premise_kind == "negated"]
    assert controls
    assert controls[0].heuristic_label == "contradiction"


def test_neg_raiser_under_weak_subject_keeps_its_verb_complement_negation(neg):
    """ "Some people do not think it works": the neg-raised reading puts the "not" on the
    complement, and the complement is unsettled on either scope; the projection test refuses."""
    text = "Some users think the new editor feels slow."
    out = neg(text)
    assert out.ok and out.text.startswith("Some users don't think")
    assert not neg(text, above_only=True).ok
    pairs = mined_pairs(text, "verb_complement")
    assert any(p.premise_kind == "negated" for p in pairs)
