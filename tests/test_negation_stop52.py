"""Stop 52 (docs/negation.md, "Stop 52: one downward-entailing subject check"): a negated
presupposition premise whose subject is a negative quantifier ("Very little", "Hardly anyone")
is a double negation and no denial of the sentence; it is flagged like the verb-complement
premise with the same subject (``syntax.downward_entailing_subject``, one check for both).

Constructed sentences through the real pipeline; each class has a counterpart that stays."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import mined_pairs, pair_flags


def _negated(text: str, phenomenon: str) -> list:
    return [p for p in mined_pairs(text, phenomenon) if p.premise_kind == "negated"]


@pytest.mark.parametrize(
    ("text", "quantifier"),
    [
        ("Very little was done while he was gone.", "little"),
        ("Hardly anyone stopped talking after the bell rang.", "hardly anyone"),
    ],
)
def test_negated_premise_under_a_negative_quantifier_is_flagged(text, quantifier):
    negated = _negated(text, "presupposition")
    assert negated, "the trigger still gives a negated premise"
    for pair in negated:
        assert f"negated-under-downward-subject:{quantifier}" in pair_flags(pair)
        assert not pair.well_formed


@pytest.mark.parametrize(
    "text",
    [
        "A little was done while he was gone.",  # "a little" is upward-entailing
        "The crew stopped talking after the bell rang.",
    ],
)
def test_other_subjects_keep_their_negated_premise(text):
    negated = _negated(text, "presupposition")
    assert negated
    assert not any(
        f.startswith("negated-under-downward-subject") for p in negated for f in pair_flags(p)
    )


def test_verb_complement_reads_the_same_check():
    negated = _negated("Few people noticed that the door was open.", "verb_complement")
    assert negated
    assert all("negated-under-downward-subject:few" in pair_flags(p) for p in negated)


def test_a_curly_apostrophe_in_a_contraction_is_the_ascii_clitic():
    from pipeline.fitness import tidy

    assert tidy("She won\u2019t say it\u2019s Liu\u2019s.").text == "She won't say it's Liu's."
    # quotation marks stay curly: no clitic follows them
    assert tidy("He called it \u2018old\u2019 news.").text == "He called it \u2018old\u2019 news."


def test_a_curly_negation_is_read_like_the_ascii_one():
    # "won\u2019t" was split "wo" + "n\u2019t" and the complement came out "She wo open up"
    (pair,) = [
        p
        for p in mined_pairs("She won\u2019t want to open up about it.", "verb_complement")
        if p.premise_kind == "original"
    ]
    assert pair.hypothesis == "She will open up about it."
