"""verb_complement, sixty-fourth pass (branch vc58, stop 49): original premises.

Classes from the s1201c/d rejects with an original (un-negated) premise: matrix material kept
in the hypothesis (an inferential "-ing" supplement, a ", which, if true, ..." comment), a
stray comma left by a dropped fronted adverbial, plural concord of "some of whom", the advice
idiom "you might want to", a stranded modal before a final adverbial clause.
Constructed sentences through ``pipeline.process.run_texts``.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pair, mined_pairs, pair_flags


def _pair(text: str, kind: str = "original"):
    return mined_pair(text, "verb_complement", kind)


# 1. matrix material: an inferential supplement and a truth-conditional comment


def test_inferential_participle_cut():
    p = _pair(
        "Critics argue that the bridge was built too late, suggesting that the council had "
        "ignored the warnings."
    )
    assert p.hypothesis == "The bridge was built too late."


def test_other_participle_kept():  # guard: not a verb of inference
    p = _pair("Critics argue that the bridge was built too late, causing floods in the valley.")
    assert p.hypothesis == "The bridge was built too late, causing floods in the valley."


def test_if_true_relative_cut():
    p = _pair(
        "Recent surveys suggest that the wall dates to the Roman period, which, if true, would "
        "make it the oldest in the region."
    )
    assert p.hypothesis == "The wall dates to the Roman period."


def test_plain_relative_kept():  # guard: a relative describing a participant
    p = _pair(
        "Recent surveys suggest that the wall dates to the Roman period, which is the oldest "
        "in the region."
    )
    assert p.hypothesis.endswith("which is the oldest in the region.")


# 2. rendering: a stray comma, plural concord after "some of whom"


def test_no_stray_comma_after_dropped_adverbial():
    p = _pair("Now, the workers are being forced to leave the factory.")
    assert p.hypothesis == "The workers are leaving the factory."


def test_some_of_whom_plural():
    p = _pair(
        "The village contained a large farming community, some of whom claimed to be "
        "descendants of the first settlers."
    )
    assert "some of whom were descendants" in p.hypothesis


def test_one_of_whom_singular():  # guard
    p = _pair(
        "The village had three doctors, one of whom claimed to be a descendant of the first "
        "settlers."
    )
    assert "one of whom was a descendant" in p.hypothesis


# 3. the advice idiom "you might/may want to"


def test_you_might_want_to_dropped():
    # flagged since this pass, dropped since the seventy-sixth (vc70): no veridicality claim
    assert not mined_pairs(
        "You might want to check the schedule before you leave.", "verb_complement"
    )


def test_third_person_might_want_kept():  # guard: a guess at their desire
    p = _pair("They might want to sell the farm next year.")
    assert not any(f.startswith("advice-idiom") for f in pair_flags(p))
    assert p.well_formed


# 4. a stranded modal before a final adverbial clause


def test_stranded_modal_with_conditional_flagged():
    p = _pair("He said he would if the weather held.")
    assert "non-construction:elliptical-complement" in pair_flags(p)


def test_stranded_modal_with_told_flagged():
    p = _pair("She told us she would if he asked again.")
    assert "non-construction:elliptical-complement" in pair_flags(p)


def test_modal_with_verb_kept():  # guard
    p = _pair("He said he would leave if the weather held.")
    assert p.well_formed
    assert p.hypothesis == "He would leave if the weather held."
