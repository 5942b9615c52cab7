"""Issue #11/#12 (implicature precision, twenty-third pass): blind-review rejects of s1130g and
the ``coordinated-item`` / ``preposed-clause`` flag audits.

Constructed sentences through the real pipeline (``run_texts``); each test of a dropped or
unflagged pair failed on the code before this change (91924ae); the controls check the good
pairs and the flags that stay. Sources are cited at the rules
(``pipeline/phenomena/implicature/__init__.py``: INTRANSITIVE_APPEARANCE_VERBS,
_universal_oblique, COMPARATIVE_QUANTIFIERS, the appositive partitive;
``supplements.py``: _relative_subject_antecedent; ``pipeline/rewrite/implicature.py``:
_coordinated_verb, _frame_setting_clause).
"""

from __future__ import annotations

import pytest

from pipeline.process import run_texts
from tests.phenomenon_support import kept


def _pairs(text: str, subtype: str) -> list:
    _, result = run_texts([text], ["implicature"])
    return [p for p in result.pairs if p.subtype == subtype]


def _original(text: str, subtype: str):
    [pair] = [p for p in _pairs(text, subtype) if p.premise_kind == "original"]
    return pair


def _hypothesis(text: str, subtype: str) -> str:
    pair = _original(text, subtype)
    assert kept(pair)
    assert pair.heuristic_label == "entailment"
    return pair.hypothesis


# -- 1. existential "some/many" subjects: presentational "follow", a universal oblique -----------


@pytest.mark.parametrize(
    "text",
    [
        "Some brief remarks follow on the budget.",
        "Some careless tourists wander into nearly every museum.",
        "Some volunteers turn up at every meeting of the council.",
    ],
)
def test_an_existential_some_subject_gives_no_pair(text):
    assert _pairs(text, "quantifiers") == []


@pytest.mark.parametrize(
    ("text", "hypothesis"),
    [
        (  # transitive "follow": an ordinary clause
            "Many drivers follow the new rules.",
            "Not all drivers follow the new rules.",
        ),
        (  # a universal object prefers surface scope
            "Some students read every book on the list.",
            "Not all students read every book on the list.",
        ),
        (  # a partitive names its set
            "Some of the delegates spoke at every session.",
            "Not all of the delegates spoke at every session.",
        ),
    ],
)
def test_scalar_some_and_many_subjects_keep_their_pair(text, hypothesis):
    assert _hypothesis(text, "quantifiers") == hypothesis


# -- 2. negation under a comparative quantifier subject; an appositive partitive ------------------


@pytest.mark.parametrize(
    "text",
    [
        "More and more of our neighbours now buy most of their food online.",
        "Fewer farmers planted most of their fields in corn.",
    ],
)
def test_a_comparative_quantifier_subject_gives_no_pair(text):
    assert _pairs(text, "quantifiers") == []


def test_degree_more_on_an_adjective_keeps_the_pair():
    assert (
        _hypothesis("The more experienced workers received most of the bonuses.", "quantifiers")
        == "The more experienced workers didn't receive all of the bonuses."
    )


def test_an_appositive_partitive_is_not_negated_in_the_main_clause():
    text = (
        "Since we cut the fees, roughly 2 million students have already gotten tuition refunds"
        " -- many of them thousands and thousands of dollars per student."
    )
    assert not any("haven't gotten" in p.hypothesis for p in _pairs(text, "quantifiers"))


def test_a_partitive_subject_keeps_its_pair():
    assert (
        _hypothesis("Many of the grants went to local schools.", "quantifiers")
        == "Not all of the grants went to local schools."
    )


# -- 3. a pronoun whose antecedent goes with the dropped conjunct ---------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "I have visited these villages, and I have met most of the people who live in them.",
        "For twenty years I have guarded these gates, and I have known most of the soldiers well"
        " who passed them.",
    ],
)
def test_a_pronoun_in_a_relative_clause_loses_its_antecedent(text):
    assert _pairs(text, "quantifiers") == []


def test_the_uncut_relative_clause_keeps_its_pair():
    assert (
        _hypothesis("I have met most of the people who live in these villages.", "quantifiers")
        == "I haven't met all of the people who live in these villages."
    )


# -- flags: coordinated-item only for a coordinated verb; preposed-clause not for when/if ---------


def test_a_coordination_inside_the_complement_of_try_is_not_flagged():
    pair = _original(
        "They tried to be a good neighbour at home and a fair partner abroad.", "gradable_verbs"
    )
    assert "coordinated-item" not in pair.features.get("flags", [])
    assert kept(pair)
    assert (
        pair.hypothesis
        == "They didn't manage to be a good neighbour at home and a fair partner abroad."
    )


def test_a_preposed_when_clause_is_not_flagged():
    pair = _original("When the storm ended, the crew tried to repair the mast.", "gradable_verbs")
    assert "preposed-clause" not in pair.features.get("flags", [])
    assert kept(pair)
    assert pair.hypothesis == "When the storm ended, the crew didn't manage to repair the mast."


def test_a_preposed_before_clause_stays_flagged():
    pair = _original(
        "Before the guards could stop him, the prisoner tried to climb the wall.", "gradable_verbs"
    )
    assert "preposed-clause" in pair.features.get("flags", [])
    assert not kept(pair)
