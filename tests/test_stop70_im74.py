"""Stop 70, im74: implicature rewrites from the s1203a blind review (FOLDOC).

Constructed sentences through the real pipeline (``run_texts``) and the real spaCy model. The
sources are cited at the rules: ``path_verb_conjuncts`` (class 1), ``_frequency_adverb_after_
subject`` (class 3), both in ``pipeline.rewrite.implicature``; the stray subject-verb comma
(class 4) is ``rewrite.embedding.without_subject_comma``, now also on the original premise and
the hypothesis (``pipeline.phenomena.implicature.pairs``).
"""

from __future__ import annotations

from tests.phenomenon_support import mined_implicature_pairs

_pairs = mined_implicature_pairs


def _hypotheses(text: str, subtype: str) -> set[str]:
    return {p.hypothesis for p in _pairs(text, subtype) if p.premise_kind != "negated"}


# -- 1. a scalar adjective inside an infinitival conjunct: the other conjunct is cut -----------


def test_infinitival_conjunct_is_cut_from_the_hypothesis():
    text = "The library is designed to be small and to run on most machines."
    assert _hypotheses(text, "gradable_adjectives") == {"The library isn't designed to be tiny."}


def test_adjective_coordination_keeps_its_own_conjunct():
    assert _hypotheses("The library is small and portable.", "gradable_adjectives") == {
        "The library isn't tiny."
    }


# -- 3. "not all" under a frequency adverb: the adverb stays in place (stop 77, im89) ----------


def test_frequency_adverb_stays_after_not_all():
    originals = [
        p.hypothesis
        for p in _pairs("Most users often forget their passwords.", "quantifiers")
        if p.premise_kind == "original"
    ]
    assert originals == ["Not all users often forget their passwords."]


def test_no_adverb_keeps_plain_not_all():
    originals = [
        p.hypothesis
        for p in _pairs("Most users forget their passwords.", "quantifiers")
        if p.premise_kind == "original"
    ]
    assert originals == ["Not all users forget their passwords."]


# -- 4. a stray subject-verb comma: dropped from the original premise and the hypothesis -------


def test_stray_comma_dropped_from_original_pair():
    text = "The loud voice of the man on the radio, finally woke most of the guests."
    original = [p for p in _pairs(text, "quantifiers") if p.premise_kind == "original"]
    assert [(p.premise, p.hypothesis) for p in original] == [
        (
            "The loud voice of the man on the radio finally woke most of the guests.",
            # stop 91 (im111) re-decided: "finally" presupposes a delay and takes the clause
            # negation as its focus (Horn 1989; Quirk et al. 1985 §10.64), so it is cut from
            # the negated hypothesis
            "The loud voice of the man on the radio didn't wake all of the guests.",
        )
    ]


def test_comma_closing_a_parenthetical_stays():
    text = "The manager, a careful man, checked most of the logs."
    original = [p for p in _pairs(text, "quantifiers") if p.premise_kind == "original"]
    assert all(p.premise == text for p in original)
