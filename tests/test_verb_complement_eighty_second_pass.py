"""verb_complement, eighty-second pass (branch vc76, stop 54: dialogue).

Constructed sentences through the real pipeline (``mined_pairs``): the will-future of a
future-oriented to-complement (volition, intention, necessity) under a present matrix or
beside a deictic future adverbial, the backshifted "would" of a past report, and the
dialogue fillers a hypothesis drops (stutters, "y'know", vocatives, response tags, "always"
on a desire). Each next to a guard.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs, pair_flags


def _original(text: str) -> dict[str, object]:
    pairs = mined_pairs(text, "verb_complement")
    return {p.hypothesis: p for p in pairs if p.premise_kind == "original"}


# -- the will-future of a future-oriented infinitive ----------------------------------------------


def test_have_to_takes_will_not_an_imperative_present():
    pairs = _original("You have to try the new bakery.")
    assert "You will try the new bakery." in pairs
    # a flagged candidate from the stop 54 end (vc75's semi-auxiliary); well formed again in a
    # one-clause declarative since stop 59 (fl20, tests/test_flags_stop59.py)
    assert pairs["You will try the new bakery."].well_formed


def test_need_to_takes_will():
    assert "We will paint the fence before the party." in _original(
        "We need to paint the fence before the party."
    )


def test_want_to_takes_will_and_keeps_a_mid_adverb_after_it():
    pairs = _original("I just want to sleep in my own bed.")
    assert "I will just sleep in my own bed." in pairs
    assert not any(
        f.startswith("future-complement")
        for f in pair_flags(pairs["I will just sleep in my own bed."])
    )


def test_object_controller_of_present_want_takes_will():
    assert "You will stay here." in _original("I want you to stay here.")


def test_present_perfect_decision_takes_will_without_the_perfect():
    pairs = _original("They have decided to move to Ohio.")
    assert "They will move to Ohio." in pairs
    assert pairs["They will move to Ohio."].well_formed


def test_past_matrix_with_deictic_future_adverbial_takes_will():
    assert "Karen will lend us her car tomorrow." in _original(
        "I just persuaded Karen to lend us her car tomorrow."
    )


def test_guard_past_matrix_without_future_adverbial_keeps_the_past():
    assert "He sold the boat last year." in _original("He decided to sell the boat last year.")


def test_guard_habitual_matrix_keeps_the_present():
    assert "Every morning I feed the dog." in _original("Every morning I have to feed the dog.")


# -- the backshifted "would" of a past report -----------------------------------------------------


def test_backshifted_would_of_a_past_thought_is_refused():
    pairs = _original("Yesterday I thought you'd help me with the boxes.")
    pair = pairs["You'd help me with the boxes."]
    assert not pair.well_formed
    assert "future-in-past-complement" in pair_flags(pair)


def test_guard_hypothetical_would_with_a_comparative_stays():
    pairs = _original("He told his wife she'd look better with short hair.")
    assert "future-in-past-complement" not in pair_flags(
        pairs["She'd look better with short hair."]
    )


def test_guard_had_contracted_before_a_participle_is_no_would():
    pairs = _original("I thought we'd lost you forever.")
    assert "future-in-past-complement" not in pair_flags(pairs["We'd lost you forever."])


# -- dialogue fillers ---------------------------------------------------------------------------


def test_stutter_and_yknow_with_vocative_go():
    assert "I will call my mother." in _original(
        "Y'know Phoebe, I-I really need to call my mother."
    )


def test_medial_yknow_goes():
    assert "Fun is good, but I also learned." in _original(
        "Fun is good, but y'know I also wanted to learn."
    )


def test_final_response_tag_goes():
    assert "We will carry the couch upstairs." in _original(
        "We have to carry the couch upstairs, yeah!"
    )


def test_initial_vocative_before_a_pronoun_goes():
    assert "We will get past this." in _original("Look, Ross, we have to get past this.")


def test_guard_fronted_day_name_is_no_vocative():
    assert "Monday, we will clean the garage." in _original("Monday, we have to clean the garage.")


def test_guard_lexical_reduplicative_stays():
    pairs = _original("Let's start sailing, and I want to go over there yo-ho-ho!")
    assert any(h.endswith("yo-ho-ho.") for h in pairs), list(pairs)


def test_stutter_in_a_that_complement_goes():
    assert "If they had sex the repercussions would be catastrophic." in _original(
        "No, I think that if they had sex the-the-the repercussions would be catastrophic."
    )


def test_always_on_a_past_desire_goes():
    assert "You lived by the sea." in _original("You always wanted to live by the sea.")


def test_yknow_what_goes_whole():
    assert "You will take the job." in _original("Y'know what, I want you to take the job.")


# -- the mandative subjunctive of a coordinated "be" ----------------------------------------------


def test_coordinated_subjunctive_be_is_refused():
    pairs = _original("The council urged that the residents stay indoors and be patient.")
    pair = pairs["The residents stay indoors and be patient."]
    assert not pair.well_formed
    assert "subjunctive-complement" in pair_flags(pair)


def test_guard_coordinated_indicative_stays():
    pairs = _original("He said that they stay at home and are happy.")
    assert "subjunctive-complement" not in pair_flags(pairs["They stay at home and are happy."])
