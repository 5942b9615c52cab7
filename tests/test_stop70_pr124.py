"""Stop 70, pr124: presupposition triggers and drafts (review slice s1203a, FOLDOC).

Four classes, each with the bad case (now dropped or mended) and a good neighbour that stays:
drafts that took a relative clause of another noun or a purpose adjunct; change-of-state
"appear" of a publication, of a kind, and of a listing; re- words whose stem is not repeated
and idioms read as triggers; scalar "only" under the non-veridical operators. Sentences
constructed for these tests, parsed by the real spaCy model through the real run path.
"""

from __future__ import annotations

from tests.phenomenon_support import (
    original_presupposition_drafts,
    presupposition_pairs_by_kind,
    presupposition_triggers,
)

# -- class 1: garbled drafts ----------------------------------------------------------------------


def test_relative_clause_disagreeing_with_the_counted_noun_gets_no_draft():
    assert not original_presupposition_drafts(
        "Usually there is a small adapter between the two machines which converts the signals.",
        "numeric_determiners",
    )


def test_relative_clause_agreeing_with_the_counted_noun_stays():
    assert original_presupposition_drafts(
        "The two tools which ship with the kit are free.", "numeric_determiners"
    ) == {"There are two tools which ship with the kit."}


def test_purpose_infinitive_after_an_adjunct_is_not_drafted_into_the_prior_state():
    # the review's sentence is the one whose parse hangs the purpose clause on the complement;
    # constructed neighbours get the right draft either way
    for text in (
        "He began teaching at the age of 16 to help support his family.",
        "She began tutoring at the age of 15 to help support her parents.",
    ):
        drafts = original_presupposition_drafts(text, "aspectual_verbs")
        assert not any("to help" in d for d in drafts)
    assert original_presupposition_drafts(
        "She began tutoring at the age of 15 to help support her parents.", "aspectual_verbs"
    ) == {"She had not been tutoring before the age of 15."}


def test_aspectual_without_purpose_clause_keeps_its_draft():
    assert original_presupposition_drafts(
        "She began working at the age of 14.", "aspectual_verbs"
    ) == {"She had not been working before the age of 14."}


# -- class 2: "appear" -----------------------------------------------------------------------------


def test_appear_in_a_magazine_is_publication():
    drafts = original_presupposition_drafts(
        "Star Trek appeared in Creative Computing, Vol 2, in 1976.", "change_of_state"
    )
    assert drafts == {"Star Trek had not appeared in Creative Computing before."}


def test_a_kind_that_appeared_had_not_existed():
    assert original_presupposition_drafts(
        "Around that time, portable computers with colour screens appeared.", "change_of_state"
    ) == {"Portable computers with colour screens had not existed before."}


def test_a_ship_on_the_horizon_still_comes_into_view():
    assert original_presupposition_drafts("A ship appeared on the horizon.", "change_of_state") == {
        "A ship was not visible before."
    }


def test_appear_in_a_row_is_listing_not_a_trigger():
    assert not presupposition_triggers(
        "Each customer would appear in a separate row of the table.", "change_of_state"
    )


# -- class 3: spurious triggers --------------------------------------------------------------------


def test_recurse_and_reorder_are_no_repetitive_re_verbs():
    assert not presupposition_triggers("The procedure recurses on the tail.", "re_verbs")
    assert not presupposition_triggers("You may need to reorder the terms first.", "re_verbs")


def test_rebuild_stays_a_repetitive_re_verb():
    assert presupposition_triggers("They rebuilt the bridge in 1950.", "re_verbs") == {"rebuilt"}


def test_at_the_discretion_of_a_genitive_is_an_idiom():
    assert not presupposition_triggers(
        "Jobs run on any processor at the scheduler's discretion.", "possessed_definites"
    )


def test_break_out_is_no_change_of_state_of_break():
    assert not presupposition_triggers(
        "This normal form breaks out redundancy that other forms leave.", "change_of_state"
    )


# -- class 4: scalar "only" ------------------------------------------------------------------------


def test_scalar_only_builds_no_modal_or_question_pair():
    kinds = presupposition_pairs_by_kind("Most of the players are only mediocre golfers.", "only")
    assert "original" in kinds
    assert not {"modal", "interrogative", "conditional"} & set(kinds)


def test_exclusive_only_over_a_pp_keeps_its_embedded_pairs():
    kinds = presupposition_pairs_by_kind("The tool is only available on Unix.", "only")
    assert kinds["interrogative"][1] == "The tool is available on Unix."
