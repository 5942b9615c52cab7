"""au04 (implicature, judged review of unseen Brown text): a numeral whose set a "one ... the
other" partition exhausts, and the unpunctuated conjunction "for" of reason.

Constructed sentences through the real pipeline (``mined_implicature_pairs``: ``run_texts``, real
spaCy parse). Sources are cited at the rules (``pipeline/phenomena/implicature/__init__.py``
``_distributive_partition``; ``pipeline/rewrite/clause_scope.py`` ``reason_for_clause`` and
``_separable_adjunct``). Each class has near misses that keep their pairs.
"""

from __future__ import annotations

from tests.phenomenon_support import implicature_original_hypotheses, implicature_premises

_original = implicature_original_hypotheses
_premises = implicature_premises


# -- 1. a distributive partition that exhausts the counted set ---------------------------------


def test_one_and_the_other_partition_is_no_candidate():
    text = "Two thieves hung beside him, one saved and the other damned."
    assert _premises(text, "numerals") == []


def test_one_and_the_others_partition_is_no_candidate():
    text = "Four sons survived him, one a doctor and the others farmers."
    assert _premises(text, "numerals") == []


def test_near_miss_partition_that_names_too_few_cells_keeps_pair():
    # "one ... another" names two of the three sons: the count is not fixed by the cells
    text = "Three sons survived him, one a doctor and another a farmer."
    assert _original(text, "numerals") == ["No more than three sons survived him."]


def test_near_miss_the_other_inside_a_phrase_keeps_pair():
    # "the other side" opens no cell: it follows "from", not a separator
    text = "Two boats came in, one from the other side of the bay."
    assert _original(text, "numerals") == ["No more than two boats came in."]


def test_near_miss_one_of_them_without_a_second_cell_keeps_pair():
    text = "Two thieves were crucified with him, one of them a famous robber."
    assert _original(text, "numerals") == ["No more than two thieves were crucified with him."]


# -- 2. the conjunction "for" of reason without a comma ----------------------------------------


def test_unpunctuated_reason_for_is_cut_from_the_hypothesis():
    text = "This is interesting for it combines two old ideas."
    assert _original(text, "gradable_adjectives") == ["This isn't fascinating."]


def test_unpunctuated_reason_for_is_cut_from_every_premise_but_the_original():
    text = "The soup was warm for the cook had heated it twice."
    premises = _premises(text, "gradable_adjectives")
    assert premises and premises[0] == text
    assert not any("for the cook" in p for p in premises[1:])


def test_unpunctuated_reason_for_after_a_quantifier():
    text = "Many farmers sold their land for they needed the money."
    assert _original(text, "quantifiers") == ["Not all farmers sold their land."]


def test_near_miss_for_with_a_noun_phrase_stays():
    text = "Many farmers sold their land for the money."
    assert _original(text, "quantifiers") == ["Not all farmers sold their land for the money."]


def test_near_miss_infinitival_for_clause_stays():
    text = "The room was warm for him to sleep in."
    assert _original(text, "gradable_adjectives") == ["The room wasn't hot for him to sleep in."]


def test_near_miss_comma_reason_for_is_cut_as_before():
    text = "The book is interesting, for it combines two old ideas."
    assert _original(text, "gradable_adjectives") == ["The book isn't fascinating."]
