"""verb_complement, sixty-third pass (branch vc57, stop 49): negated premises that deny nothing.

Class from the s1201c/d rejects with a negated premise: a bare quantifier pronoun subject
("Some do not argue") reads the added "not" below it (the subcontrary of S): flagged, not
dropped.
Constructed sentences through ``pipeline.process.run_texts``.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pair, pair_flags


def _pair(text: str, kind: str = "original"):
    return mined_pair(text, "verb_complement", kind)


# 1. a bare quantifier pronoun subject


def test_bare_some_subject_flags_negated():
    p = _pair("Some argue that the bridge was built by the Romans.", "negated")
    assert p.premise == "Some do not argue that the bridge was built by the Romans."
    assert "negated-under-quantified-subject:some" in pair_flags(p)
    assert not p.well_formed


def test_bare_many_subject_keeps_negated():  # guard: "not many" reading available
    p = _pair("Many argued that the bridge was built by the Romans.", "negated")
    assert p.premise == "Many did not argue that the bridge was built by the Romans."
    assert not any(f.startswith("negated-under-quantified-subject") for f in pair_flags(p))


def test_some_with_noun_keeps_neutral_negated():  # guard
    p = _pair("Some historians argue that the bridge was built by the Romans.", "negated")
    assert p.well_formed
    assert p.heuristic_label == "neutral"


def test_bare_some_original_untouched():  # guard
    p = _pair("Some argue that the bridge was built by the Romans.")
    assert p.well_formed
    assert p.hypothesis == "The bridge was built by the Romans."
