"""Stop 89 (vc182): matches with no verb + complement at all (blind review s1205v).

Each class has a constructed sentence (not from the review) that the base wrote a pair for, and a
good neighbour that keeps its pairs (``verb_complement_nonverbs``; ``_come_to_pass``)."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import mined_pairs


def _pairs(text: str):
    return mined_pairs(text, "verb_complement")


def _hypotheses(text: str) -> set[str]:
    return {p.hypothesis for p in _pairs(text)}


def _well_formed_hypotheses(text: str) -> set[str]:
    return {p.hypothesis for p in _pairs(text) if p.well_formed}


# "come to pass": an expletive "it" + a that-clause settles the idiom whatever the parse did
# with a time phrase after "pass" (taken for a particle + object)
@pytest.mark.parametrize(
    "text",
    [
        "It will come to pass in those days that the rivers will dry up.",
        "It will come to pass in that day that Tyre will be forgotten seventy years.",
    ],
)
def test_expletive_come_to_pass_with_time_phrase_is_no_candidate(text):
    assert not any(" pass" in h for h in _hypotheses(text)), _hypotheses(text)


def test_literal_come_to_pass_over_keeps_its_purpose_flag():
    # no expletive "it" and no that-clause: the motion-verb reading stays (flagged, as before)
    pairs = _pairs("The storm came to pass over the hills.")
    assert pairs and all(not p.well_formed for p in pairs)


# "seeing that" opening an adjunct clause: a marginal subordinator (Quirk et al. 1985 §14.12)
def test_seeing_that_adjunct_is_no_candidate():
    assert _pairs("We stayed home, seeing that the roads were closed.") == []


def test_gerund_seeing_that_complement_is_kept():
    assert "The door was open." in _well_formed_hypotheses(
        "I remember seeing that the door was open."
    )


# a verb + object noun read as a plural subject + an -s verb ("devises/NNS means/VBZ")
@pytest.mark.parametrize(
    "text",
    [
        "He does not steal bread, but devises means that his children may eat.",
        "The old man never begs, but devises means that his family may be fed.",
    ],
)
def test_concord_breaking_noun_read_as_verb_is_no_candidate(text):
    assert _pairs(text) == []


def test_real_singular_subject_with_means_keeps_its_pairs():
    hyps = _well_formed_hypotheses("The sign means that the road is closed.")
    assert "The road is closed." in hyps, hyps


# "seem" + a predicative + an extraposed infinitive
def test_seem_with_predicative_adjective_is_no_candidate():
    text = "She was afraid, and it seemed hard to Miriam to say anything to him."
    assert _pairs(text) == []


def test_raising_seem_to_is_kept():
    assert "He left early." in _hypotheses("He seemed to leave early.")


# object control with the relativised object as controller
def test_relativised_object_controller_is_no_candidate():
    assert _pairs("The captain appointed men whom he chose to guard the walls.") == []


def test_relativised_object_of_the_infinitive_keeps_its_candidate():
    # "whom" fills the gap of "see": subject control, the candidate stays (flagged as before)
    assert _pairs("This is the man whom she wanted to see.")


# a free participial adjunct after a comma
def test_supplementive_participle_is_no_candidate():
    assert _pairs("They marched north in silence, determined to win the battle.") == []


def test_coordinated_finite_prepared_is_kept():
    hyps = _hypotheses("He packed his bags and prepared to leave.")
    assert "He packed his bags and left." in hyps, hyps


# an eventive infinitive after the object of "know": an infinitival relative on the noun
def test_know_object_with_eventive_infinitive_is_no_candidate():
    assert _pairs("You know their counsel against him to slay him.") == []


def test_know_object_with_stative_infinitive_is_kept():
    assert "He is honest." in _well_formed_hypotheses("I know him to be honest.")


# "come to be" + a place or a companion: motion + purpose, flagged like "came to help"
def test_come_to_be_with_is_flagged_purpose():
    pairs = _pairs("She came to be with her mother.")
    assert pairs and all(not p.well_formed for p in pairs)
    assert all("non-construction:purpose-infinitive" in p.features["flags"] for p in pairs)


def test_inchoative_come_to_be_known_is_kept():
    hyps = _well_formed_hypotheses("The town came to be known as Newport.")
    assert "The town was known as Newport." in hyps, hyps
