"""Stop 89, pr196: change-of-state and temporal presupposition drafts with the wrong subject or
an adjunct (blind reviews ab88 pres-008/013, s1205u pres-007/068/073/076).

Constructed sentences of the same classes, through the real spaCy pipeline."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import mined_pairs


def _hypotheses(text: str, subtype: str) -> set[str]:
    return {
        p.hypothesis
        for p in mined_pairs(text, "presupposition")
        if p.subtype == subtype and p.hypothesis_kind == "presupposition" and p.well_formed
    }


def test_coordinated_clause_with_a_rival_object_pronoun_keeps_no_first_subject():
    # "him" is not the guard (Principle B): "he" is not resolved to the first clause's subject
    hyps = _hypotheses("The guard pushed him and he fell off the wall.", "change_of_state")
    assert not any(h.startswith("The guard") for h in hyps), hyps


def test_coordinated_clause_without_a_rival_still_names_the_subject():
    hyps = _hypotheses(
        "The mayor opened the bridge, and then she left the city.", "change_of_state"
    )
    assert "The mayor was in the city before." in hyps


def test_time_clause_pronoun_after_the_others_stays_a_pronoun():
    hyps = _hypotheses("The others repaired the wall before they left.", "temporal_adverbs")
    assert "The others left." not in hyps
    assert "They left." in hyps


def test_time_clause_pronoun_bound_by_a_plain_subject_is_named():
    hyps = _hypotheses("The nurses finished their shift before they went home.", "temporal_adverbs")
    assert "The nurses went home." in hyps


def test_parenthetical_pp_between_subject_and_verb_is_not_in_the_prior_state():
    text = (
        "But Cassius, through the dealings of those who were in power, remained in his office, "
        "growing in wickedness."
    )
    hyps = _hypotheses(text, "change_of_state")
    assert "Cassius was in his office before." in hyps
    assert not any("through" in h for h in hyps), hyps


def test_restrictive_pp_of_the_subject_stays():
    hyps = _hypotheses("The man from Ohio remained in his office.", "change_of_state")
    assert "The man from Ohio was in his office before." in hyps


@pytest.mark.parametrize(
    "text",
    [
        "Abner rose up in the evening and spoke to the elders.",
        "All those who did iniquity rose up.",
    ],
)
def test_person_rising_gets_no_height_draft(text):
    hyps = _hypotheses(text, "change_of_state")
    assert not any("lower" in h for h in hyps), hyps


def test_thing_rising_along_a_path_keeps_its_height_draft():
    hyps = _hypotheses("The balloon rose into the clouds.", "change_of_state")
    assert "The balloon was lower before." in hyps


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("The soldiers hid the treasure in a cellar.", "The treasure was not hidden before."),
        ("The servants will hide the gold from the soldiers.", "The gold is not hidden."),
        ("She will hide me in the cave.", "I am not hidden."),
    ],
)
def test_hide_prior_state_is_the_negated_result(text, draft):
    hyps = _hypotheses(text, "change_of_state")
    assert draft in hyps, hyps
    assert not any("out in the open" in h for h in hyps), hyps
