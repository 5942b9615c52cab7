"""Issue #11 (implicature, stop 99, im123): scalar look-alikes from the s9802 implicature judge
(19th/20th-century prose).

Constructed sentences through the real pipeline (``mined_implicature_pairs``: ``run_texts``, real
spaCy parse). Sources are cited at the rules (``pipeline/phenomena/implicature/
lookalike_uses.py``). The near misses check the uses that keep their pairs.
"""

from __future__ import annotations

from tests.phenomenon_support import implicature_original_hypotheses, implicature_premises

_original = implicature_original_hypotheses
_premises = implicature_premises


# -- 1. relative "most" on a bare abstract non-count noun --------------------------------------


def test_most_trouble_is_no_candidate():
    text = "Most trouble is encountered with the older engines, which must be rebuilt by hand."
    assert _premises(text, "quantifiers") == []


def test_most_damage_is_no_candidate():
    assert _premises("Most damage was done to the northern wing of the house.", "quantifiers") == []


def test_near_miss_plural_count_noun_keeps_pair():
    assert _original("Most students passed the exam.", "quantifiers") == [
        "Not all students passed the exam."
    ]


def test_near_miss_partitive_mass_noun_keeps_pair():
    assert _original("Most of the damage was done to the northern wing.", "quantifiers") == [
        "Not all of the damage was done to the northern wing."
    ]


def test_near_miss_concrete_mass_noun_keeps_pair():
    assert _original("Most water in the valley comes from the springs.", "quantifiers") == [
        "Not all water in the valley comes from the springs."
    ]


def test_near_miss_premodifying_singular_keeps_pair():
    assert _original("Most training courses last a week.", "quantifiers") == [
        "Not all training courses last a week."
    ]


# -- 2. "something like" + numeral -------------------------------------------------------------


def test_something_like_numeral_in_subject_is_no_candidate():
    text = "Something like three tall ships sailed into the harbour that morning."
    assert _premises(text, "numerals") == []


def test_near_miss_bare_numeral_keeps_pair():
    assert _original("Three farmers signed the petition.", "numerals") == [
        "No more than three farmers signed the petition."
    ]


# -- 3. "try" with a complement of effort ------------------------------------------------------


def test_try_to_do_the_best_one_could_is_no_candidate():
    text = "He had no wish to harm us, he tried to do the best he could, and he worked hard."
    assert _premises(text, "gradable_verbs") == []


def test_try_to_do_ones_best_is_no_candidate():
    assert _premises("He tried to do his best for the village.", "gradable_verbs") == []


def test_try_to_do_what_one_could_is_no_candidate():
    assert _premises("He tried to do what he could for the wounded.", "gradable_verbs") == []


def test_try_ones_best_is_no_candidate():
    assert _premises("She tried her best to win the race.", "gradable_verbs") == []


def test_near_miss_try_to_reach_an_outcome_keeps_pair():
    assert _original("She tried to open the window.", "gradable_verbs") == [
        "She didn't manage to open the window."
    ]


def test_near_miss_try_to_do_a_task_keeps_pair():
    assert _original("He tried to do the washing before noon.", "gradable_verbs") == [
        "He didn't manage to do the washing before noon."
    ]
