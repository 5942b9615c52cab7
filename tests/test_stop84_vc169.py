"""verb_complement, stop 84 (branch vc169): labels that respect aspect and control.

1. The imperfective paradox (Dowty 1979 ch. 3) over a coordinated complement: "begin/start to"
   over an accomplishment entails only the onset. The parser hangs the shared object of
   "build and repair the fort" on the last conjunct only (right node raising), so the
   incremental-theme verb "build" looked objectless, an activity, and the pair was labelled
   entailment. Each conjunct now takes the shared object.
2. "choose X to V" is object control, a verb of appointment (Levin 1993 §29.1): the past
   "chose" entails the chooser's own action ("She chose to leave" -> "She left", Hacquard
   2009), not the chosen person's.

Constructed sentences through the real pipeline, each with a neighbour that must stay.
"""

from __future__ import annotations

from tests.phenomenon_support import assessed_vcomp_pairs


def _labels(text: str, hypothesis: str) -> dict[str, str]:
    """premise kind -> label of the pairs of ``text`` with ``hypothesis``."""
    return {
        p.premise_kind: p.heuristic_label
        for kind in ("original", "negated")
        for p in assessed_vcomp_pairs(text, kind)
        if p.hypothesis == hypothesis
    }


# 1. a shared quantized object makes each coordinated incremental-theme verb telic


def test_begin_coordinated_accomplishment_is_neutral():
    labels = _labels(
        "The settlers began to build and repair the fort.",
        "The settlers built and repaired the fort.",
    )
    assert labels.get("original") == "neutral"


def test_begin_coordinated_accomplishment_negated_stays_contradiction():
    labels = _labels(
        "The settlers began to build and repair the fort.",
        "The settlers built and repaired the fort.",
    )
    assert labels.get("negated") == "contradiction"


def test_begin_coordinated_consumption_is_neutral():
    labels = _labels(
        "The children started to cook and eat the pie.", "The children cooked and ate the pie."
    )
    assert labels.get("original") == "neutral"


def test_begin_coordinated_activities_stay_entailment():
    labels = _labels("The settlers began to sing and dance.", "The settlers sang and danced.")
    assert labels.get("original") == "entailment"


def test_begin_coordinated_bare_plural_object_stays_entailment():
    # "build and paint fences": a cumulative object, an activity (Krifka 1989)
    labels = _labels(
        "The volunteers began to build and paint fences.",
        "The volunteers built and painted fences.",
    )
    assert labels.get("original") == "entailment"


# 2. "choose X to V": object control, the chooser's act entails nothing about X's


def test_chose_object_to_is_neutral():
    labels = _labels(
        "The council chose her from all the applicants to lead the survey.",
        "She led the survey.",
    )
    assert labels.get("original") == "neutral"


def test_chose_to_subject_control_stays_entailment():
    labels = _labels("The captain chose to lead the survey.", "The captain led the survey.")
    assert labels.get("original") == "entailment"
