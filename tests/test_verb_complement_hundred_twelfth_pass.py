"""verb_complement precision, hundred-twelfth pass (branch vc106, stop 66): the blind rejects of
s1202u, the fortune-mod data (negation added inside a conditional or an "every time"
restrictor; a determiner-read complementizer and disjoined-subject agreement in the hypothesis;
"chance to", passive perception and "start to" + a telic particle verb labelled wrong; a trigger
in the relative clause of a "please" request; present "have to" as "will" in an anankastic
conditional).

Constructed sentences through the real spaCy model and the real extractor and rewriters.
"""

from __future__ import annotations

from tests.phenomenon_support import kept, mined_pairs, pair_flags
from tests.phenomenon_support import one_verb_complement_pair as _one
from tests.phenomenon_support import verb_complement_pairs_of_kind as _pairs


def _negated_premises(text: str) -> list[str]:
    return [p.premise for p in _pairs(text, "negated")]


# class 1: negation where the trigger is already non-veridical


def test_no_negated_pair_in_an_if_clause():
    assert not any(
        "not manage" in p
        for p in _negated_premises("If she manages to win the race, we will celebrate.")
    )


def test_no_negated_pair_in_a_whenever_clause():
    text = "Whenever I think I have finished, my editor finds another error."
    assert not any("not think" in p for p in _negated_premises(text))


def test_no_negated_pair_in_an_every_time_clause():
    text = "Every time we believe the storm is over, it starts raining again."
    assert not any("not believe" in p for p in _negated_premises(text))


def test_each_time_clause_is_a_restrictor_and_flagged():
    text = "Each time he tries to fix the sink, it leaks more."
    assert not _pairs(text, "negated")
    pair = _one(text, "original")
    assert "generic-restrictor:each-time" in pair_flags(pair)
    assert not kept(pair)


def test_guard_main_clause_trigger_keeps_its_negated_pair():
    text = "Every morning she tries to fix the old sink."
    assert _pairs(text, "negated")


def test_guard_main_clause_after_an_if_clause_keeps_its_negated_pair():
    text = "If it rains, she decided to stay at home."
    assert any("not decide" in p for p in _negated_premises(text))


# class 2: broken hypotheses


def test_complement_read_as_determiner_after_anticipatory_it():
    pair = _one("It was once thought that man is the measure of all things.", "original")
    assert pair.hypothesis == "Man is the measure of all things."


def test_guard_demonstrative_after_a_referential_subject_stays():
    pair = _one("He said that man was lying.", "original")
    assert pair.hypothesis == "That man was lying."


def test_disjoined_singular_subjects_take_singular_agreement():
    pair = _one("I consider a pen or a pencil to have been the best tool for the job.", "original")
    assert pair.hypothesis == "A pen or a pencil has been the best tool for the job."


def test_disjunction_agrees_with_the_nearest_disjunct():
    pair = _one("I consider the cat or the dogs to be the real culprits.", "original")
    assert pair.hypothesis == "The cat or the dogs are the real culprits."


def test_guard_conjoined_subjects_stay_plural():
    pair = _one("She believed her brother and her sister to be abroad.", "original")
    assert pair.hypothesis == "Her brother and her sister were abroad."


# class 3: labels


def test_chance_to_is_a_two_way_implicative():
    text = "They chanced to meet on the stairs."
    assert _one(text, "original").heuristic_label == "entailment"
    assert _one(text, "negated").heuristic_label == "contradiction"


def test_passive_perception_is_veridical_one_way():
    text = "He was heard to mutter a curse under his breath."
    assert _one(text, "original").heuristic_label == "entailment"
    assert _one(text, "negated").heuristic_label == "neutral"


def test_passive_seen_to_is_veridical():
    pair = _one("The thief was seen to climb the garden wall.", "original")
    assert pair.heuristic_label == "entailment"


def test_start_to_with_a_telic_particle_is_neutral():
    text = "The old tower started to tip over in the storm."
    assert _one(text, "original").heuristic_label == "neutral"
    assert _one(text, "negated").heuristic_label == "contradiction"


def test_guard_begin_to_with_an_activity_stays_entailment():
    assert _one("The crowd began to cheer.", "original").heuristic_label == "entailment"


# class 4: a directive over the trigger


def test_no_pair_in_a_relative_clause_of_a_please_request():
    assert not mined_pairs(
        "Passengers who intend to smoke will please use the rear deck.", "verb_complement"
    )


def test_guard_please_with_a_factive_root_keeps_its_pair():
    pair = _one("Please remember that the shop closes at five.", "original")
    assert pair.hypothesis == "The shop closes at five."


# class 5: "have to" as "will"


def test_have_to_in_an_anankastic_conditional_is_flagged():
    text = "If you want to reach the summit, you have to leave at dawn."
    wills = [p for p in mined_pairs(text, "verb_complement") if "will leave" in p.hypothesis]
    assert wills
    assert not any(kept(p) for p in wills)


def test_guard_one_clause_have_to_stays_clean():
    pair = _one("You have to knead the dough before you bake it.", "original")
    assert pair.hypothesis == "You will knead the dough before you bake it."
    assert kept(pair)
