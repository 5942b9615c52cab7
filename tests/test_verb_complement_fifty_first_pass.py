"""verb_complement labels, fifty-first pass (branch vc43, from 264588e): s1130o/p rejects.

Signatures applied out of context (rubric d). Constructed sentences in the reviewed
constructions, through ``pipeline.process.run_texts`` (the real model, prefilter, extractor,
rewriters and flag settling); each test failed on 264588e, except the guards (good pairs that
must stay).
"""

from __future__ import annotations

from tests.phenomenon_support import kept
from tests.phenomenon_support import verb_complement_pairs as _pairs

# 1. "begin/start to" + a particle verb of change of state: the imperfective paradox


def test_began_to_run_out_does_not_entail_ran_out():
    pairs = _pairs("As the afternoon wore on, the water began to run out.", "begin")
    original = pairs["original"]
    assert original.hypothesis == "As the afternoon wore on, the water ran out."
    assert original.heuristic_label == "neutral"
    assert pairs["negated"].heuristic_label == "contradiction"


def test_started_to_dry_up_is_neutral():
    pairs = _pairs("The paint started to dry up in the can.", "start")
    assert pairs["original"].heuristic_label == "neutral"
    assert pairs["negated"].heuristic_label == "contradiction"


def test_began_to_cry_out_still_entails_cried_out():
    # guard: "out" = aloud on a verb of sound, an activity: some crying out happened
    pairs = _pairs("The children began to cry out for their mother.", "begin")
    assert pairs["original"].heuristic_label == "entailment"


def test_bare_plural_subject_keeps_the_entailment():
    # guard: "Guests showed up" holds as soon as some guests did (cumulative reference)
    pairs = _pairs("Guests began to show up at nine.", "begin")
    assert pairs["original"].heuristic_label == "entailment"


# 2. "hardly/barely/scarcely" on the inceptive moves to the whole event in the hypothesis


def test_barely_begun_to_is_neutral():
    pairs = _pairs("We had barely begun to eat when the lights went out.", "begin")
    original = pairs["original"]
    assert original.hypothesis == "We had barely eaten when the lights went out."
    assert original.heuristic_label == "neutral"


def test_plain_begun_to_eat_still_entails():
    # guard: an activity complement without an approximator
    pairs = _pairs("We had begun to eat when the lights went out.", "begin")
    assert pairs["original"].heuristic_label == "entailment"


# 3. first-person present "not doubt that P" commits the speaker to P


def test_i_do_not_doubt_that_entails_the_complement():
    pairs = _pairs("I do not doubt that the new bridge will carry the traffic.", "doubt")
    original = pairs["original"]
    assert original.hypothesis == "The new bridge will carry the traffic."
    assert original.heuristic_label == "entailment"
    assert kept(original)
    assert pairs["negation_removed"].heuristic_label == "neutral"  # "I doubt that P"


def test_negated_premise_of_i_doubt_is_entailment():
    pairs = _pairs("We doubt that the river will flood again this spring.", "doubt")
    assert pairs["original"].heuristic_label == "neutral"
    assert (
        pairs["negated"].premise == "We do not doubt that the river will flood again this spring."
    )
    assert pairs["negated"].heuristic_label == "entailment"


def test_third_person_not_doubting_stays_a_report():
    # guard: her certainty is reported, not the speaker's
    pairs = _pairs("She does not doubt that her brother is honest.", "doubt")
    assert pairs["original"].heuristic_label == "neutral"


# 4. purpose "to see that" = "to make sure that": the aim, not a perception


def test_purpose_to_see_that_is_neutral():
    pairs = _pairs("She went upstairs to see that the children were asleep.", "see")
    original = pairs["original"]
    assert original.hypothesis == "The children were asleep."
    assert original.heuristic_label == "neutral"


def test_perception_see_that_stays_factive():
    # guard: a finite "see that" is perception, factive
    pairs = _pairs("She saw that the children were asleep.", "see")
    assert pairs["original"].heuristic_label == "entailment"


def test_glad_to_see_that_stays_factive():
    # guard: the infinitive of an emotive adjective after "be" is perception, not purpose
    pairs = _pairs("She was glad, truly glad, to see that things were working out.", "see")
    assert pairs["original"].heuristic_label == "entailment"
