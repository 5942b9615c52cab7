"""verb_complement precision, hundred-sixth pass (branch vc100, stop 63): the blind rejects of
s1202o (matrix manner adverbs and result/conditional frames kept in the hypothesis; ¬S
premises whose "as" ground, "for once", correlative "not only" or conditional "or" no longer
cohere; a past hypothesis beside a present temporal clause; the degree NPI "all that" left in
a positive hypothesis; the performative "I'm here to inform you that P" labelled neutral).

Constructed sentences through the real spaCy model and the real extractor and rewriters.
"""

from __future__ import annotations

from tests.phenomenon_support import one_verb_complement_pair as _one
from tests.phenomenon_support import pair_flags

# class 1: matrix material in the hypothesis


def test_manner_adverb_of_negative_implicative_is_dropped():
    # "coldly" is not in wordlists/verb_complement_matrix_adverbs.txt: the rule is the class
    pair = _one("The clerk coldly declined to stamp our papers.", "original")
    assert pair.hypothesis == "The clerk stamped our papers."


def test_manner_adverb_of_commitment_verb_is_dropped():
    pair = _one("The envoy nervously agreed to sign the treaty.", "original")
    assert pair.hypothesis == "The envoy signed the treaty."


def test_guard_manner_adverb_of_positive_implicative_stays():
    pair = _one("He carefully managed to open the lock.", "original")
    assert pair.hypothesis == "He carefully opened the lock."


def test_result_frame_before_negated_trigger_is_cut():
    text = "The gate was sealed, so the guards won't be allowed to leave the fort at night."
    pair = _one(text, "original")
    assert pair.hypothesis == "The guards will leave the fort at night."


def test_guard_result_frame_before_positive_trigger_stays():
    pair = _one("The bridge was closed, so we decided to take the ferry.", "original")
    assert pair.hypothesis == "The bridge was closed, so we took the ferry."


# class 2: negated premises that no longer cohere


def test_postposed_as_ground_flags_negated_premise():
    text = "The plan seems to be succeeding, as the rebels have withdrawn from the border."
    pair = _one(text, "negated")
    assert "discourse-clash:reason:as" in pair_flags(pair)
    assert not pair.well_formed
    assert "discourse-clash:reason:as" not in pair_flags(_one(text, "original"))


def test_guard_as_if_and_comparative_as_are_not_flagged():
    pair = _one("He managed to leave, as if nothing had happened.", "negated")
    assert not any(f.startswith("discourse-clash:reason") for f in pair_flags(pair))
    pair = _one("She seems to be as tall as her brother.", "negated")
    assert not any(f.startswith("discourse-clash:reason") for f in pair_flags(pair))


def test_for_once_flags_negated_premise():
    pair = _one("The sergeant appears to be sober for once.", "negated")
    assert "negated-exceptional:for once" in pair_flags(pair)
    assert not pair.well_formed


def test_correlative_not_only_in_complement_flags_negated_premise():
    pair = _one("The scouts report that the valley holds not only water but also game.", "negated")
    assert "double-negation:not only" in pair_flags(pair)


def test_conditional_or_flags_premise_with_negation_removed():
    text = "Keep your visor down or the foreman will not allow you to weld."
    pair = _one(text, "negation_removed")
    assert "discourse-clash:conditional:or" in pair_flags(pair)
    assert not pair.well_formed


# class 3: tense and polarity of the complement


def test_present_temporal_clause_gives_will_future():
    pair = _one("The captain asked us to call her when we land on the moon.", "original")
    assert pair.hypothesis == "We will call her when we land on the moon."


def test_in_the_future_gives_will_future():
    pair = _one("The elders invited you to visit them again in the future.", "original")
    assert pair.hypothesis == "You will visit them again in the future."


def test_guard_past_temporal_clause_keeps_past():
    pair = _one("She told him to wait until the storm passed.", "original")
    assert pair.hypothesis == "He waited until the storm passed."


def test_degree_all_that_dropped_from_positive_hypothesis():
    pair = _one("The guards did not seem to be all that interested in our cargo.", "original")
    assert pair.hypothesis == "The guards were interested in our cargo."


def test_guard_determiner_all_that_stays():
    pair = _one("She did not want to eat all that food.", "original")
    assert pair.hypothesis == "She ate all that food."


# class 5: the performative errand


def test_here_to_inform_is_entailment():
    pair = _one("I'm just here to tell you that the reactor has been repaired.", "original")
    assert pair.heuristic_label == "entailment"


def test_writing_to_inform_is_entailment():
    pair = _one("I am writing to inform you that your request was approved.", "original")
    assert pair.heuristic_label == "entailment"


def test_guard_third_person_errand_stays_neutral():
    pair = _one("He is here to inform you that the reactor has been repaired.", "original")
    assert pair.heuristic_label == "neutral"
