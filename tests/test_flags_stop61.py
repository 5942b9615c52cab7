"""Flag calibration, stop 61 (fl23; docs/fitness.md "Flag calibration, stop 61 (fl23)").

Issue #12, "a flag is a promise": an unfilled template slot in the source ("%1$s", "{name}",
"<npc_name>", "$NAME") is ``source:placeholder``, a defect of every pair quoting it; an
auxiliary left beside the one a rewrite put in ("has been was", "will can", "does not can") and
a doubled word ("the the") are surface slips of every phenomenon; a bare "X or Y" subject of
"is a novel" is an alternative-name title (``title_or``); ``discourse-clash:contrast`` is a
warning on presupposition pairs (judged 5 of 9 kept as is). Real sentences through the real
spaCy model and the real pipeline, or the real text checks.
"""

from __future__ import annotations

import pytest

from pipeline import fitness, flags, source_noise
from pipeline.records import Pair
from tests.phenomenon_support import mined_pairs

# -- unfilled placeholders ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "The quartermaster says that %2$s still owes him forty rounds.",
        "You have %d rations left in the crate.",
        "The price of fuel on %s went up again.",
        "Bring the crate to {station} before the patrol leaves.",
        "Ask <npc_name> whether the bridge is still standing.",
        "The merchant from <planet> refused to sell us any fuel.",
        "$CAPTAIN ordered the crew to stay on the ship.",
    ],
)
def test_unfilled_placeholder_is_source_noise(text):
    assert "placeholder" in fitness.assess(text)
    assert flags.severity("source:placeholder", "conjunction") == flags.DEFECT


@pytest.mark.parametrize(
    "text",
    [
        "The rifle deals 40% more damage to armored targets.",
        "The repairs cost $500 and took two weeks.",
        "Rates rose by 3%, and the council did nothing.",
        "The <b>red</b> button opens the hatch.",  # markup, not a slot
        "If x < y and y > z, the rule fails.",
    ],
)
def test_percentages_money_and_markup_are_no_placeholders(text):
    assert source_noise.placeholders(text) == []


def test_pairs_quoting_a_placeholder_are_not_well_formed():
    text = "You know that <npc_name> stopped selling ammunition last week."
    pairs = mined_pairs(text, "verb_complement", assess_sources=True)
    quoting = [p for p in pairs if "<npc_name>" in p.premise + p.hypothesis]
    assert quoting
    for pair in quoting:
        assert not pair.well_formed
        assert "source:placeholder" in pair.features["flags"]


# -- stacked auxiliaries and doubled words: surface slips of every phenomenon --------------------


@pytest.mark.parametrize(
    "text",
    [
        "The bridge has been was destroyed by the storm.",
        "The crew will can repair the hull tomorrow.",
        "She does not can read the old maps.",
        "They didn't would stay in the village.",
        "He could was in the tower all night.",
    ],
)
def test_stacked_auxiliary_is_a_slip(text):
    assert flags.stacked_auxiliary(text)


@pytest.mark.parametrize(
    "text",
    [
        "What you do will decide the war.",  # free relative subject, not do-support
        "His will was read in the great hall.",  # the noun "will"
        "Free will can be a comforting story.",
        "A tin can was lying on the road.",
        "What it has been is a long siege.",  # pseudo-cleft
        "Will can come with us to the harbour.",  # a name
        "We had been had by the smugglers.",
        "The gate has been opened and will be closed at dusk.",
        "I think it will, can you?",
    ],
)
def test_grammatical_auxiliary_sequences_are_no_slip(text):
    assert not flags.stacked_auxiliary(text)


def _pair(premise: str, hypothesis: str, phenomenon: str = "presupposition") -> Pair:
    return Pair(
        "p",
        "c",
        "s",
        phenomenon,
        "stop",
        premise,
        hypothesis,
        "negated",
        "original",
        "entailment",
        "rule",
    )


def test_surface_slips_catch_leftover_auxiliary_and_doubled_word():
    pair = _pair(
        "The pumps have not been was working since the flood.",
        "The pumps have been working since the flood.",
    )
    flags.settle(pair)
    assert not pair.well_formed
    assert "stacked-auxiliary" in pair.features["flags"]
    doubled = _pair("The scouts did not leave the the camp.", "The scouts left the camp.")
    flags.settle(doubled)
    assert not doubled.well_formed
    assert "duplicated_word" in doubled.features["flags"]


def test_a_name_before_its_homonymous_modal_is_no_doubled_word():
    assert not fitness.has_duplicated_word("Larry hopes that Will will be made captain.")
    assert fitness.has_duplicated_word("Larry hopes that the will will be read today.") is False
    assert fitness.has_duplicated_word("Larry hopes that he will will be made captain.")


def test_clean_pair_has_no_surface_slip():
    pair = _pair(
        "The pumps have not been working since the flood.",
        "The pumps had had enough water before the flood.",
    )
    assert flags.surface_slips(pair) == []


# -- an alternative-name title as subject ------------------------------------------------------


def test_title_or_subject_of_a_work_predicate_is_flagged():
    text = "Lantern or Blade is a novel about two brothers who fight for the crown."
    pairs = [p for p in mined_pairs(text, "conjunction") if p.hypothesis_kind == "conjunct_removed"]
    assert pairs
    for pair in pairs:
        assert "title_or" in pair.features["flags"]
        assert not pair.well_formed


def test_disjunction_of_substances_is_no_title():
    # "a metal" names no work: an ordinary choice, removal pairs stay unflagged
    text = "Copper or Tin is a metal the smiths of the valley trade for grain."
    pairs = [p for p in mined_pairs(text, "conjunction") if p.hypothesis_kind == "conjunct_removed"]
    assert pairs
    assert all("title_or" not in (p.features.get("flags") or []) for p in pairs)


# -- discourse-clash:contrast: a warning for presupposition --------------------------------------


def test_coordinate_contrast_clash_is_a_warning_on_presupposition_pairs():
    text = "The guard spoke for an hour, but the captain managed to open the gate."
    pairs = [
        p
        for p in mined_pairs(text, "presupposition")
        if "discourse-clash:contrast-coordinate" in (p.features.get("flags") or [])
    ]
    assert pairs
    assert all(p.well_formed for p in pairs if p.hypothesis_kind == "original")
    assert flags.severity("discourse-clash:contrast-coordinate", "presupposition") == flags.WARNING
    assert flags.severity("discourse-clash:contrast", "presupposition") == flags.DEFECT


@pytest.mark.parametrize(
    "text",
    [
        # an additive "but" member presupposes the other member's event
        "In 1820, the scholar started to study law, but also attended the lectures on medicine.",
        # a concessive subordinate clause is no coordination
        "The miners continued to dig even though the tunnel was flooding.",
        # ("The sailors kept hoping ..., but it didn't.", "..., but that was long after the
        # war.": the negation cuts a "but" clause after the trigger's since the hundred-eighth
        # pass, tests/test_presupposition_hundred_eighth_pass.py)
    ],
)
def test_other_contrast_clashes_stay_defects(text):
    pairs = [
        p
        for p in mined_pairs(text, "presupposition")
        if any(f.startswith("discourse-clash:contrast") for f in p.features.get("flags") or [])
    ]
    assert pairs
    for pair in pairs:
        assert "discourse-clash:contrast" in pair.features["flags"]
        assert not pair.well_formed
