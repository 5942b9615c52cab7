"""Issue #11 (implicature, stop 98, im122): the error classes of the s9801 implicature judge
(19th/20th-century prose).

Constructed sentences through the real pipeline (``mined_implicature_pairs``: ``run_texts``, real
spaCy parse). Sources are
cited at the rules (``pipeline/phenomena/implicature/quantified_subject_uses.py``,
``mail_uses._dash_pair_members``, ``repair._reason_noun_phrase``). The near misses check the
uses that keep their pairs.
"""

from __future__ import annotations

from tests.phenomenon_support import implicature_original_hypotheses, implicature_premises

_original = implicature_original_hypotheses
_premises = implicature_premises


# -- 1. a gapped copula ------------------------------------------------------------------------


def test_gapped_copula_conjunct_gives_no_pair():
    text = "Many were old, and many of them wounded in battles."
    assert _premises(text, "quantifiers") == []


def test_near_miss_copula_of_its_own_keeps_pair():
    text = "Many were old, and many of them were wounded in battles."
    assert _original(text, "quantifiers") == ["Not all of them were wounded in battles."]


# -- 2. a specific band met in one episode -----------------------------------------------------


def test_band_running_into_a_person_gives_no_pair():
    assert (
        _premises("Some soldiers on patrol ran into the general near the bridge.", "quantifiers")
        == []
    )


def test_band_falling_in_with_a_person_gives_no_pair():
    assert _premises("Some riders fell in with the colonel at dawn.", "quantifiers") == []


def test_near_miss_present_generalisation_keeps_pair():
    assert _original("Some patients recover quickly.", "quantifiers") == [
        "Not all patients recover quickly."
    ]


def test_near_miss_partitive_keeps_pair():
    assert _original("Some of the men fled.", "quantifiers") == ["Not all of the men fled."]


def test_near_miss_definite_thing_met_keeps_pair():
    assert _original("Some students met the deadline.", "quantifiers") == [
        "Not all students met the deadline."
    ]


# -- 3. an appositive pair list after a dash ---------------------------------------------------


def test_dash_pair_list_gives_no_pair():
    text = "Two breeds are met with in the hills—the black and the brown."
    assert _premises(text, "numerals") == []


def test_near_miss_dash_clause_keeps_pair():
    text = "Two breeds are met with in the hills—both are rare."
    assert _original(text, "numerals") == ["No more than two breeds are met with in the hills."]


# -- 4. a quantified subject shared by coordinated predicates ----------------------------------


def test_shared_subject_predicate_list_gives_no_pair():
    text = "Many of the settlers built cabins, planted corn, and traded furs."
    assert _premises(text, "quantifiers") == []


def test_shared_subject_first_conjunct_alone_gives_no_pair():
    text = "Most users buy phones, and use them daily."
    assert _premises(text, "quantifiers") == []


def test_near_miss_whole_coordination_kept_in_hypothesis():
    text = "Some of the boys climbed the wall and then ran away."
    assert _original(text, "quantifiers") == [
        "Not all of the boys climbed the wall and then ran away."
    ]


def test_near_miss_object_coordination_keeps_pair():
    text = "Most of the pupils passed the test and the essay."
    assert _original(text, "quantifiers") == [
        "Not all of the pupils passed the test and the essay."
    ]


def test_near_miss_pseudo_coordination_keeps_pair():
    text = "Many traders try and charge extra for delivery."
    assert _original(text, "quantifiers") == ["Not all traders try and charge extra for delivery."]


def test_near_miss_predicate_disjunction_keeps_pair():
    assert _original("Many of the guests sang or danced.", "quantifiers") == [
        "Not all of the guests sang or danced."
    ]


# -- 5. a fronted reason adverbial -------------------------------------------------------------


def test_for_this_reason_left_out_of_hypothesis():
    text = "For this reason some of the farmers became merchants."
    assert _original(text, "quantifiers") == ["Not all of the farmers became merchants."]


def test_for_this_reason_with_comma_left_out_of_hypothesis():
    text = "For this reason, some of the farmers became merchants."
    assert _original(text, "quantifiers") == ["Not all of the farmers became merchants."]


def test_near_miss_time_phrase_stays():
    text = "For the first time some of the farmers became merchants."
    assert _original(text, "quantifiers") == [
        "For the first time not all of the farmers became merchants."
    ]
