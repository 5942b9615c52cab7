"""Stop 93, pr207: presupposition fixes from the blind review of tweets (slice s9301).

- "only" on a measure phrase whose number and unit are one token ("only 45min away"): the
  exact measure of the prejacent does not project from under a modal, a question or an "if"
  (Horn 1969; Beaver & Clark 2008 ch. 10, MIN; Roberts 2006 on the weak presupposition of
  "only"), as for a spaced measure phrase ("only 20 minutes away").
"""

from __future__ import annotations

import pytest

from tests.phenomenon_support import mined_pairs

OPERATORS = ("modal", "interrogative", "conditional")


def _only_pairs(text: str) -> list:
    return [
        p
        for p in mined_pairs(text, "presupposition")
        if p.subtype == "only" and p.hypothesis_kind == "presupposition"
    ]


# -- measure-phrase "only" under the operators ------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "The cabin is only 30min away.",  # fused number and unit, degree adverb
        "The trail was only 8km long.",  # fused number and unit, degree adjective
    ],
)
def test_fused_measure_only_projects_no_exact_measure_under_operators(text):
    pairs = _only_pairs(text)
    assert any(p.premise_kind == "original" and p.heuristic_label == "entailment" for p in pairs)
    assert not [
        p for p in pairs if p.premise_kind in OPERATORS and p.heuristic_label == "entailment"
    ]


def test_name_focus_only_still_projects_under_operators():
    # near miss: "only" on a name, not a measure; its prejacent projects (IMPPRES, NOPE)
    pairs = _only_pairs("Only Maria knows the code.")
    kinds = {p.premise_kind for p in pairs if p.heuristic_label == "entailment"}
    assert {"modal", "interrogative"} <= kinds


def test_ordinal_is_not_a_fused_measure():
    from pipeline.phenomena.presupposition.pairs import _FUSED_MEASURE

    assert _FUSED_MEASURE.match("45min") and _FUSED_MEASURE.match("10km")
    assert not _FUSED_MEASURE.match("3rd") and not _FUSED_MEASURE.match("90s")


# -- imperative conjunct marked by "please" ---------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "We adore this band but please stop playing that song at every show.",
        "I like the new menu, but please stop serving the soup cold.",
    ],
)
def test_please_conjunct_trigger_is_refused(text):
    pairs = [p for p in mined_pairs(text, "presupposition") if p.subtype == "aspectual_verbs"]
    assert pairs == []


def test_declarative_conjunct_keeps_its_pairs():
    # near miss: a past-tense conjunct sharing the subject, no "please"
    pairs = [
        p
        for p in mined_pairs("We adore this band but stopped playing that song.", "presupposition")
        if p.subtype == "aspectual_verbs" and p.hypothesis_kind == "presupposition"
    ]
    assert any(p.premise_kind == "modal" and p.heuristic_label == "entailment" for p in pairs)


# -- "fill" with coordinated premodifiers of an abstract head ---------------------------------


def test_fill_coordinated_name_premodifiers_abstract_head_is_refused():
    pairs = mined_pairs("The shop couldn't fill Xbox or PS5 orders this month.", "presupposition")
    assert [p for p in pairs if p.subtype == "change_of_state"] == []


def test_fill_coordinated_name_premodifiers_concrete_head_is_kept():
    # near miss: the head noun is a container (fill.v.01), the change of state stays
    pairs = mined_pairs("We filled Mason or Ball jars with jam.", "presupposition")
    drafts = {p.hypothesis for p in pairs if p.subtype == "change_of_state"}
    assert any("were not full before" in d for d in drafts)
