"""verb_complement, stop 71 round two (branch vc119): labels and triggers from the s1204a review.

Constructed sentences through the real pipeline (``mined_pairs``, real spaCy parse), each class
next to a good neighbour that must stay:

1. labels: a frequency adverb on "mean that" ("usually/often means that P") quantifies over
   cases: neutral; a quotation as the subject of "mean that" glosses the quotation: neutral;
   plain "X means that P" keeps entailment. "would cause X to V" -> "X would V" keeps the
   modal on both sides, so cause's +/o gives entailment; "should ensure that P" -> "P" drops
   it and stays neutral.
2. a two-way implicative under a possibility modal with the in-place hypothesis keeping the
   modal ("may fail to V" -> "may V") tests nothing: S's pair is not written; a negative S
   ("possible that ... will not prove to") keeps both pairs; "could manage to" stays.
3. no trigger: base-form "use" + infinitive ("numbers they can use to identify X": instrument
   + purpose) and the definitional "To X means to Y"; habitual "used to" and a fronted purpose
   adjunct before "means to" stay.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _by_kind(text: str) -> dict[str, tuple[str, str, str, bool]]:
    return {
        p.premise_kind: (p.premise, p.hypothesis, p.heuristic_label, p.well_formed)
        for p in mined_pairs(text, "verb_complement")
    }


# 1. labels


def test_usually_means_that_is_neutral():
    pairs = _by_kind("In this notation a dot usually means that the value is missing.")
    assert pairs["original"][1:3] == ("The value is missing.", "neutral")


def test_often_mean_that_is_neutral():
    pairs = _by_kind("Faster disks often mean that the backups finish earlier.")
    assert pairs["original"][1:3] == ("The backups finish earlier.", "neutral")


def test_plain_means_that_still_entails():
    # stop 72, vc124: the subject was "a dot", a generic indefinite sign subject, which is now
    # neutral (s1204d verb-014); a specific definite keeps this test's point (no frequency
    # adverb, no vc119 frame)
    pairs = _by_kind("In this table the dot in the last column means that the value is missing.")
    assert pairs["original"][1:3] == ("The value is missing.", "entailment")


def test_quoted_utterance_means_that_is_neutral():
    pairs = _by_kind('"Leave me alone, I am compiling", means that a question will be ignored.')
    assert pairs["original"][1:3] == ("A question will be ignored.", "neutral")


def test_would_cause_to_with_modal_carried_entails():
    pairs = _by_kind("Pressing the key would cause the printer to eject the page.")
    assert pairs["original"][1:4] == ("The printer would eject the page.", "entailment", True)
    assert pairs["negated"][2] == "neutral"


def test_should_ensure_that_without_modal_stays_neutral():
    pairs = _by_kind("We should ensure that the files are closed.")
    assert pairs["original"][1:3] == ("The files are closed.", "neutral")


# 2. possibility kept in place


def test_may_fail_to_in_place_writes_no_original_pair():
    pairs = _by_kind("The loop is evaluated first (which may fail to terminate) and then it stops.")
    assert "original" not in pairs


def test_possible_that_not_prove_keeps_its_pairs():
    pairs = _by_kind("It is possible that the larger lizards will not prove to be a new species.")
    assert pairs["original"][2] == "neutral"
    assert pairs["negation_removed"][2] == "entailment"


def test_could_manage_to_in_place_stays():
    pairs = _by_kind("They could manage to leave the building.")
    assert pairs["original"][1:3] == ("They could leave the building.", "entailment")


# 3. no trigger


def test_relative_base_form_use_to_is_no_trigger():
    pairs = _by_kind("Companies get numbers that they can use to identify their products.")
    assert pairs == {}


def test_habitual_used_to_stays():
    pairs = _by_kind("He used to smoke a pipe.")
    assert pairs["original"][1] == "He smoked a pipe."


def test_definitional_to_means_to_is_no_trigger():
    assert _by_kind("To flush a buffer means to write its contents to the disk.") == {}
    assert _by_kind('To "tab out" of a field means to leave it with the tab key.') == {}


def test_fronted_purpose_before_means_to_stays():
    pairs = _by_kind("To get there, he means to drive all night.")
    assert pairs["original"][2] == "neutral"
