"""verb_complement, stop 78 round two (branch vc146): s1204t judges' rejects.

- a subjectless "would like to V" / "want to V" conjunct after a that-complement whose subject
  is a thing, under a person as matrix subject, is the matrix subject's second predicate
  (verbs of wanting select a sentient experiencer, Levin 1993 §32.1): the complement ends
  before it. A person as the complement's subject, or a conjunct that is no verb of wanting,
  keeps the longer complement.

Constructed sentences through the real pipeline, each with a neighbour that must stay.
"""

from __future__ import annotations

from pipeline.flags import settle
from tests.phenomenon_support import mined_pairs


def _hypotheses(text: str) -> set[str]:
    pairs = [settle(p) for p in mined_pairs(text, "verb_complement", assess_sources=True)]
    return {p.hypothesis for p in pairs if p.premise_kind == "original" and p.well_formed}


def test_volitional_conjunct_of_person_matrix_is_cut():
    hyps = _hypotheses(
        "We think that the new release is finally stable and would like to invite translators."
    )
    assert "The new release is finally stable." in hyps
    assert not any("would like" in h for h in hyps)


def test_tensed_want_agreeing_with_matrix_is_cut():
    hyps = _hypotheses("We believe that the archive is complete and want to publish it soon.")
    assert "The archive is complete." in hyps


def test_person_complement_subject_keeps_conjunct():
    hyps = _hypotheses("We think that the manager is tired and would like to rest.")
    assert "The manager is tired and would like to rest." in hyps


def test_non_volitional_conjunct_stays():
    hyps = _hypotheses("We think that the library is stable and works well on old machines.")
    assert "The library is stable and works well on old machines." in hyps


def _flags(text: str, kind: str = "original") -> list[list[str]]:
    pairs = [settle(p) for p in mined_pairs(text, "verb_complement", assess_sources=True)]
    return [list(p.features.get("flags") or []) for p in pairs if p.premise_kind == kind]


def test_addressee_clause_continuing_condition_is_flagged():
    flags = _flags("This brush is handy if the outline looks too sharp, and you want to blur it.")
    assert flags and all("trigger-in-embedded-clause" in f for f in flags)


def test_hedged_would_like_continuing_condition_is_flagged():
    flags = _flags(
        "Sharpening can help if a photo looks soft, and you would like to recover some detail."
    )
    assert flags and all("trigger-in-embedded-clause" in f for f in flags)


def test_past_reason_clause_continuation_stays():
    flags = _flags("The tool was helpful because the layer was large, and we wanted to crop it.")
    assert flags and not any("trigger-in-embedded-clause" in f for f in flags)


def test_imperative_see_that_with_misattached_complementizer_gives_no_entailment():
    # "remains" read as a passive auxiliary carries the "that": still the directive "ensure"
    pairs = [
        settle(p) for p in mined_pairs("See that the margin remains visible.", "verb_complement")
    ]
    assert not any(p.heuristic_label == "entailment" for p in pairs)


def test_perception_see_that_with_subject_stays_entailment():
    pairs = [
        settle(p) for p in mined_pairs("I see that the margin remains visible.", "verb_complement")
    ]
    assert any(
        p.premise_kind == "original"
        and p.hypothesis == "The margin remains visible."
        and p.heuristic_label == "entailment"
        for p in pairs
    )
