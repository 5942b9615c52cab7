"""Issue #11 (implicature, stop 99, im124): "not all" hypotheses reduced to the implicature
(judged review s9802).

Constructed sentences through the real pipeline (``mined_implicature_pairs``: ``run_texts``, real
spaCy parse). Sources are cited at the rules (``repair.partitive_pronoun_antecedent``,
``clause_scope.trigger_clause``, ``rewrite.implicature.relative_of_quantified``). The near
misses check the uses that keep their pairs as they were.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_implicature_pairs


def _original(text: str) -> list[str]:
    return [
        p.hypothesis
        for p in mined_implicature_pairs(text, "quantifiers")
        if p.premise_kind == "original"
    ]


def _premises(text: str) -> list[str]:
    return [p.premise for p in mined_implicature_pairs(text, "quantifiers")]


# -- 1. "Q of them" in the last conjunct: its own clause, the pronoun named -----------------------


def test_third_conjunct_is_cut_alone_with_the_antecedent_named():
    text = (
        "The stones resemble a hen's egg, are usually quite smooth, and some of them are "
        "known to the masons."
    )
    assert _original(text) == ["Not all of the stones are known to the masons."]


def test_second_conjunct_names_the_antecedent():
    text = "The pebbles are usually quite round, and many of them are familiar to the collectors."
    assert _original(text) == ["Not all of the pebbles are familiar to the collectors."]
    assert "It's possible that many of the pebbles are familiar to the collectors." in _premises(
        text
    )


def test_two_agreeing_noun_phrases_give_no_pair():
    # "them" may be the stones or the eggs: no single antecedent, no pair (the base carried the
    # middle conjunct along)
    text = (
        "The stones resemble small eggs, are usually quite smooth, and some of them are known "
        "to the masons."
    )
    assert _original(text) == []


def test_near_miss_a_subject_of_its_own_in_the_last_conjunct():
    text = "The pebbles resemble eggs, are round, and many collectors know the shape."
    assert _original(text) == ["Not all collectors know the shape."]


def test_near_miss_a_partitive_with_a_noun_is_unchanged():
    text = "The river rose quickly, and most of the fields were flooded by noon."
    assert _original(text) == ["Not all of the fields were flooded by noon."]


# -- 2. a relative clause on the quantified noun leaves the hypothesis ---------------------------


def test_restrictive_relative_in_a_by_phrase_is_cut():
    text = (
        "For this she was sharply criticised by many of her old friends who saw the move as a "
        "betrayal."
    )
    assert _original(text) == ["For this she wasn't sharply criticised by all of her old friends."]
    assert text in _premises(text)  # the premise keeps the relative


def test_relative_on_a_possessive_subject_is_cut():
    assert _original("Some of their cousins who lived abroad sent long letters.") == [
        "Not all of their cousins sent long letters."
    ]


def test_near_miss_an_establishing_relative_after_the_stays():
    # "the students" is identified by the relative (Hawkins 1978): it stays
    assert _original("Some of the students who passed the exam went home.") == [
        "Not all of the students who passed the exam went home."
    ]


def test_near_miss_a_contact_relative_after_the_stays():
    text = "We are enjoying many of the dishes we had to give up over the years."
    assert _original(text) == [
        "We aren't enjoying all of the dishes we had to give up over the years."
    ]


def test_near_miss_a_pronoun_needs_the_relative():
    # "it" can only be the dog of the relative: cutting it would strand the pronoun
    text = "Most of their neighbours who own a dog walk it every day."
    assert _original(text) == ["Not all of their neighbours who own a dog walk it every day."]


def test_near_miss_those_who_keeps_its_relative():
    text = "Some of those who came stayed late."
    assert _original(text) == ["Not all of those who came stayed late."]


def test_near_miss_no_relative_is_unchanged():
    assert _original("Some of the students went home early.") == [
        "Not all of the students went home early."
    ]
