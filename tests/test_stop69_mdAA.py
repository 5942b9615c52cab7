"""Stop 69 read-through (mdAA): three mends of the seven merged branches.

1. One place for the half-converted complement list: fl37's surface check
   ``flags.unlike_coordination`` (flag ``unlike-coordination``, every phenomenon) stays, with
   vc111's perfect-infinitive reading folded in; vc111's ``half_converted_list`` and its flag
   ``half-converted-list`` are gone.
2. pr122's refusals get exact names (``archaic-negation``, ``fronted-simile``,
   ``reformulating-relative``, ``additive-not-only``), the same names presupposition's
   ``negation_scope`` uses for the same checks.
3. One helper drops a stray subject-verb comma from every built premise, presupposition's own
   negated premise included (``embedding.without_subject_comma``).

Constructed sentences, parsed by the real spaCy model, through the real rewriters and pipeline.
"""

from __future__ import annotations

import pytest

from pipeline import flags
from pipeline.phenomena import verb_complement_fragments
from pipeline.process import run_texts
from pipeline.rewrite.embedding import embed


def _pairs(text: str, phenomenon: str):
    _, res = run_texts([text], [phenomenon], source="test")
    return res.pairs


def _embedded(parsed, text: str, kind: str):
    doc, _ = parsed(text)
    return embed(doc, kind, None)


# -- 1. one check for a half-converted complement list -----------------------------------------


def test_the_parse_based_check_and_its_flag_are_gone():
    assert not hasattr(verb_complement_fragments, "half_converted_list")
    assert not flags.is_registered("half-converted-list:to")


def test_a_comma_set_perfect_infinitive_is_a_coordinate():
    # folded in from vc111: a purpose adjunct is never perfect (Quirk et al. 1985 §15.48)
    assert flags.unlike_coordination(
        "She is said to have lived in Lyon, to have studied music.",
        "She lived in Lyon, to have studied music.",
    )


@pytest.mark.parametrize(
    ("premise", "hypothesis"),
    [
        ("He went out early, to have fun.", "He went out early, to have fun."),
        ("He tried to leave early, to catch the train.", "He left early, to catch the train."),
    ],
)
def test_a_purpose_infinitive_is_no_coordinate(premise, hypothesis):
    assert not flags.unlike_coordination(premise, hypothesis)


def test_two_member_perfect_list_is_flagged_through_the_pipeline():
    text = "He is believed to have been born in Leeds, to have studied under his uncle."
    bad = [
        p
        for p in _pairs(text, "verb_complement")
        if p.hypothesis.startswith("He was born in Leeds, to have")
    ]
    assert bad
    for pair in bad:
        assert not pair.well_formed
        assert "unlike-coordination" in pair.features["flags"]
        assert not any(f.startswith("half-converted-list") for f in pair.features["flags"])


def test_a_fully_converted_list_is_not_flagged():
    text = "She promised to call and to write every week."
    for pair in _pairs(text, "verb_complement"):
        assert "unlike-coordination" not in pair.features["flags"]


# -- 2. exact names for pr122's refusals --------------------------------------------------------


@pytest.mark.parametrize(
    "flag", ["archaic-negation", "fronted-simile", "reformulating-relative", "additive-not-only"]
)
def test_the_exact_names_are_registered_defects(flag):
    assert flags.is_registered(flag)
    assert flags.severity(flag, "presupposition") == flags.DEFECT


@pytest.mark.parametrize("kind", ["negated", "modal", "interrogative"])
def test_archaic_not_is_named_as_such(parsed, kind):
    result = _embedded(parsed, "The idle mind knows not what it wants.", kind)
    assert not result.ok and "archaic-negation" in result.flags
    assert "negator-not-removable" not in result.flags


@pytest.mark.parametrize("kind", ["negated", "interrogative"])
def test_fronted_simile_is_named_as_such(parsed, kind):
    result = _embedded(
        parsed, "Like a huge green spider, the troll's hand ran on its fingers.", kind
    )
    assert not result.ok and "fronted-simile" in result.flags


def test_presupposition_and_embedding_refuse_the_simile_alike(parsed):
    # negation_scope.negation_unclean ("fronted-simile") drops presupposition's negated premise;
    # embedding's negation refuses under the same name
    text = "Like a huge green spider, the troll's hand stopped running on its fingers."
    assert not any(p.premise_kind == "negated" for p in _pairs(text, "presupposition"))
    assert "fronted-simile" in _embedded(parsed, text, "negated").flags


@pytest.mark.parametrize("kind", ["interrogative", "conditional"])
def test_which_is_to_say_is_named_as_such(parsed, kind):
    text = "Her version of cleanliness was next to godliness, which was to say it was erratic."
    result = _embedded(parsed, text, kind)
    assert not result.ok and "reformulating-relative" in result.flags


def test_an_uncontractable_added_not_only_is_named_additive(parsed):
    result = _embedded(parsed, "I am only a child.", "negated")
    assert not result.ok and "additive-not-only" in result.flags
    assert "correlative-not-only" not in result.flags


def test_a_source_not_only_keeps_the_correlative_name(parsed):
    text = "He not only stopped smoking but also started running."
    result = _embedded(parsed, text, "modal")
    assert not result.ok and "correlative-not-only" in result.flags


# -- 3. the stray subject-verb comma, in presupposition's negated premise too ------------------


def test_negated_presupposition_premise_drops_the_stray_comma():
    text = "The new manager of the old hotel, regretted that the rooms were dirty."
    premises = {p.premise_kind: p.premise for p in _pairs(text, "presupposition")}
    assert premises["negated"] == (
        "The new manager of the old hotel didn't regret that the rooms were dirty."
    )
    assert premises["interrogative"] == (
        "Did the new manager of the old hotel regret that the rooms were dirty?"
    )


def test_a_comma_closing_an_apposition_stays_in_the_negated_premise():
    text = "John, my old friend, regretted that the rooms were dirty."
    premises = {p.premise_kind: p.premise for p in _pairs(text, "presupposition")}
    assert premises["negated"] == "John, my old friend, didn't regret that the rooms were dirty."
