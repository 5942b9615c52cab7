"""Stop 71, pr128 (review s1203c, FOLDOC): false-positive presupposition triggers and trivial or
wrong drafts (docs/presupposition.md, "Stop 71, pr128").

Constructed sentences of the reviewed kinds, parsed by the real model: the false trigger or bad
draft is gone, and a neighbour without the configuration keeps its trigger or draft.
"""

from __future__ import annotations

from tests.phenomenon_support import presupposition_run as _run
from tests.phenomenon_support import presupposition_trigger_list as _triggers
from tests.phenomenon_support import well_formed_presupposition_drafts as _drafts


def _all_drafts(sentence: str, subtype: str) -> dict[str, bool]:
    return {
        p.hypothesis: p.well_formed
        for p in _run(sentence).pairs
        if p.subtype == subtype and p.hypothesis_kind == "presupposition"
    }


# -- class 1: false-positive triggers ------------------------------------------------------------


def test_statal_passive_with_a_respect_adjunct_is_no_change_of_state():
    s = "These older codes used fewer bits, but were each broken in their own way."
    assert "broken" not in _triggers(s, "change_of_state")


def test_eventive_passive_with_an_agent_stays_a_change_of_state():
    s = "The old window was broken by the storm last night."
    assert "broken" in _triggers(s, "change_of_state")


def test_list_item_between_nouns_is_no_verb():
    s = "Common names: whirlpool, cyclone, snail, ape, cat, rose, cabbage, amphora."
    assert "rose" not in _triggers(s, "change_of_state")


def test_verb_rose_in_a_clause_stays():
    assert "rose" in _triggers("The sun rose over the hills.", "change_of_state")


def test_capability_passive_over_a_re_verb_is_no_candidate():
    s = "In those days such chips could be rewritten about 1000 times."
    assert not _triggers(s, "re_verbs")


def test_active_re_verb_keeps_its_trigger():
    s = "The team rewrote the compiler in Pascal."
    assert _triggers(s, "re_verbs")


def test_entering_digits_is_data_entry_not_motion():
    s = "The user entered four digits through the keypad."
    assert "entered" not in _triggers(s, "change_of_state")


def test_entering_a_room_stays_a_change_of_location():
    assert "entered" in _triggers("The guard entered the room.", "change_of_state")


def test_returning_a_value_is_no_change_of_location():
    s = "The operator adds one to its operand and also returns x's previous value."
    assert "returns" not in _triggers(s, "change_of_state")
    assert "returns" not in _triggers("The call returns a value.", "change_of_state")


def test_returning_a_book_stays():
    assert "returned" in _triggers("She returned the book to the library.", "change_of_state")


def test_before_under_a_necessity_host_through_a_participle_is_no_candidate():
    s = "The buffer must be cleared using the reset routine before it can be used again."
    assert not _triggers(s, "temporal_adverbs")


def test_veridical_before_stays():
    s = "The buffer was cleared before the program started."
    assert _triggers(s, "temporal_adverbs")


# -- class 2: trivial or wrong drafts ------------------------------------------------------------


def test_real_name_of_a_person_is_trivial():
    drafts = _all_drafts(
        "In that context the word means the user's real name.", "possessed_definites"
    )
    assert drafts and not any(drafts.values())


def test_new_name_keeps_its_draft():
    drafts = _drafts("The band's new name was announced on Monday.", "possessed_definites")
    assert any("new name" in d for d in drafts)


def test_bare_features_of_a_system_are_trivial():
    s = "Some of Linux's features are listed in the manual."
    drafts = _all_drafts(s, "possessed_definites")
    assert drafts and not any(drafts.values())


def test_modified_features_keep_their_draft():
    s = "Linux's networking features are listed in the manual."
    assert any("networking features" in d for d in _drafts(s, "possessed_definites"))


def test_objectless_gerund_of_an_obligatorily_transitive_verb_has_no_active_draft():
    s = "The disk stored up to 5 megabytes after formatting using MFM encoding."
    assert not any("formatted" in d for d in _drafts(s, "temporal_adverbs"))


def test_gerund_of_a_verb_that_drops_its_object_keeps_its_draft():
    assert "She ate." in _drafts("She left the party after eating.", "temporal_adverbs")
