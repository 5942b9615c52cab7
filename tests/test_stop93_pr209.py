"""Stop 93, pr209: presupposition classes left open by pr207/pr208 (blind review s9301).

- A negated control under an adverb of epistemic possibility ("Maybe the bus won't arrive"
  against "Maybe the bus will arrive"): the adverb scopes over the "not", so the two are
  subcontraries that can both be true (Lyons 1977 §17.2; Ernst 2009); no control pair, as for
  epistemic "may not" (stop 73).
- The prior-state draft of a verb of inherently directed motion names its goal, not an "on"
  phrase of the means of travel ("arrived on the night train at the station": Levin &
  Rappaport Hovav 1995; Quirk et al. 1985 §9.44).
- "snap" in its photograph sense (photograph.v.01: a picture as object, a camera or phone as
  instrument) is no change of state.
- Un-negation that leaves a punctual "until" unlicensed stays flagged (``npi:until``).
"""

from __future__ import annotations

import pytest

from tests.phenomenon_support import mined_pairs, presupposition_triggers


def _negated_controls(text: str) -> list:
    return [
        p
        for p in mined_pairs(text, "presupposition")
        if p.premise_kind == "negated" and p.hypothesis_kind == "original"
    ]


# -- class 1: negation under "maybe/perhaps" --------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Maybe one day the ferry will arrive to take us to the island.",
        "Perhaps the old mill has stopped grinding flour.",
        "Maybe the guests didn't arrive at the hotel.",  # negation removed: "Maybe they arrived"
    ],
)
def test_no_negated_control_under_possibility_adverb(text):
    assert _negated_controls(text) == []


def test_presupposition_pair_under_possibility_adverb_stays():
    # the presupposition still projects from "Perhaps ... hasn't stopped" (NOPE, IMPPRES)
    pairs = [
        p
        for p in mined_pairs("Perhaps the old mill has stopped grinding flour.", "presupposition")
        if p.premise_kind == "negated" and p.hypothesis_kind == "presupposition"
    ]
    assert pairs and all(p.heuristic_label == "entailment" for p in pairs)


def test_probably_keeps_its_negated_control():
    # near miss: "probably p" and "probably not p" are contraries, the contradiction label stays
    controls = _negated_controls("Probably the guests arrived at the hotel.")
    assert [p.heuristic_label for p in controls] == ["contradiction"]


def test_unnegated_punctual_until_is_flagged():
    # "not leave until X" -> "*leave until X": the NPI "until" (Karttunen 1974) loses its
    # licensor; the premise is written flagged, never clean
    pairs = [
        p
        for p in mined_pairs("The ferry is not leaving until midnight.", "presupposition")
        if p.premise_kind == "negated"
    ]
    assert pairs and not any(p.well_formed for p in pairs)


# -- class 2: the means of travel is no goal --------------------------------------------------


def _original_drafts(text: str) -> set[str]:
    return {
        p.hypothesis
        for p in mined_pairs(text, "presupposition")
        if p.subtype == "change_of_state"
        and p.premise_kind == "original"
        and p.hypothesis_kind == "presupposition"
    }


def test_arrival_on_a_train_drafts_the_goal():
    drafts = _original_drafts("My parents arrived on the morning train at the old station.")
    assert drafts == {"My parents were not at the old station before."}


@pytest.mark.parametrize(
    "text",
    [
        "The delegates arrived on a chartered flight.",
        "She returned on a later flight.",
    ],
)
def test_journey_is_never_the_prior_place(text):
    assert not any(" flight" in d for d in _original_drafts(text))


def test_arrival_on_an_island_keeps_its_place():
    # near miss: "on" + a place is the goal
    drafts = _original_drafts("The soldiers arrived on the island at dawn.")
    assert drafts == {"The soldiers were not on the island before."}


# -- class 3: photographing "snap" ------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "She snapped a quick photo of the old bridge.",
        "He snapped the bride and groom with his phone.",
        "I saw a tourist nearly cause a crash on the bridge trying to phone camera snap a police car.",
    ],
)
def test_photographing_snap_is_no_trigger(text):
    assert presupposition_triggers(text, "change_of_state") == set()


@pytest.mark.parametrize(
    "text",
    ["He snapped the twig in half.", "He snapped the ruler with his hands."],
)
def test_breaking_snap_stays_a_trigger(text):
    assert presupposition_triggers(text, "change_of_state") == {"snapped"}
