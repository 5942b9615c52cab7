"""Stop 73, ng01 (reviews s1204f/s1204e, FOLDOC): where the added negation lands
(docs/presupposition.md and docs/verb_complement.md, "Stop 73, ng01").

Constructed sentences of the reviewed kinds, parsed by the real model: a weak quantifier before
the negation (subject or preposed frame adverbial) takes scope over it, so the presupposition
rewriter writes no negated control; a negation under epistemic "may" writes no negated control
either. Neighbours that keep their control say so; ``negate`` itself keeps the quantified
negation (the gold figures).
"""

from __future__ import annotations

import pytest

from pipeline.rewrite.negation import negate, weak_quantifier_over_negation
from tests.phenomenon_support import mined_pairs

# -- weak quantifier over the negation: no negated control ------------------------------------


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Many, from farmers to bankers, are trying to abolish the old tax.", "many"),
        ("Some people claim that the old system runs on the new machine.", "some"),
        ("A few of the member groups include the national library.", "few"),
        ("In many cases, this breaks programs that assume one byte per character.", "many"),
        ("On some systems the shell ignores the flag.", "some"),
        ("Sometimes the server drops the connection.", "sometimes"),
    ],
)
def test_weak_quantifier_over_negation_is_found(nlp, text, word):
    doc = nlp(text)
    weak = weak_quantifier_over_negation(doc[0].sent.root)
    assert weak is not None and weak.lower_ == word


@pytest.mark.parametrize(
    "text",
    [
        "In most cases, this breaks programs.",  # "most": its negated scope contradicts
        "The shell ignores the flag on some systems.",  # after the verb: under the "not"
        "Not many users know the command.",  # the quantifier negated itself
        "Few people came to the meeting.",  # bare "few" is negative, not weak
        "The people claim that the system works.",
    ],
)
def test_no_weak_quantifier_over_negation(nlp, text):
    doc = nlp(text)
    assert weak_quantifier_over_negation(doc[0].sent.root) is None


def test_negate_still_writes_the_quantified_negation(nlp):
    """NOPE's experts and the verb veridicality annotators write "Many X didn't V": the
    projection and complement pairs keep it (the gold figures)."""
    out = negate(nlp("Many rebels sought shelter in the town after escaping the siege."))
    assert (
        out.ok
        and out.text == "Many rebels didn't seek shelter in the town after escaping the siege."
    )


def _controls(text: str) -> list:
    pairs = mined_pairs(text, "presupposition")
    return [p for p in pairs if p.hypothesis_kind == "original" and p.premise_kind == "negated"]


def test_no_negated_control_under_a_preposed_weak_quantifier():
    assert not _controls("In many cases, the new release stopped supporting the old file format.")


def test_no_negated_control_under_a_weak_quantifier_subject():
    assert not _controls("Many users stopped supporting the old file format.")


def test_negated_control_under_most_stays():
    controls = _controls("In most cases, the new release stopped supporting the old file format.")
    assert controls and controls[0].heuristic_label == "contradiction"


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
