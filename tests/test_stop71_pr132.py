"""Stop 71 round three, pr132 (review s1204b, FOLDOC): presupposition false triggers
(docs/presupposition.md, "Stop 71, pr132").

Sentences go through the real spaCy model. Where a rule answers a parser error the sentence has
to reproduce that error, so it stays close to the reviewed one; the others are constructed.
Each fix has a neighbour that must keep its trigger.
"""

from __future__ import annotations

from tests.phenomenon_support import presupposition_trigger_list as _triggers
from tests.phenomenon_support import well_formed_presupposition_drafts as _drafts

# -- "left" as the adjective of side ---------------------------------------------------------


def test_left_opening_a_semicolon_item_is_no_leave():
    s = "Common names: open brace; left brace; left squiggly; left curly bracket/brace."
    assert "left" not in _triggers(s, "change_of_state")


def test_left_with_a_subject_stays():
    s = "The team left town after the match."
    assert _drafts(s, "change_of_state") == {"The team was in town before."}


# -- correlative "both X and Y" with "and" hung on the verb ----------------------------------


def test_both_before_a_nominal_coordination_on_the_verb_is_no_determiner():
    s = (
        "The tool supports the generation of both top-down parsers (LL parsers) and "
        "bottom-up parsers (LR parsers), which build syntax trees."
    )
    assert _triggers(s, "numeric_determiners") == []


def test_both_before_a_verbal_conjunct_stays():
    s = "The library supports both top-down parsers and is easy to extend."
    assert _drafts(s, "numeric_determiners") == {"There are two top-down parsers."}


# -- "all one N" ---------------------------------------------------------------------------


def test_all_one_host_is_no_count():
    s = (
        "The addresses act as if they were distinct hosts on distinct machines, even though "
        "they are actually all one host."
    )
    assert _triggers(s, "numeric_determiners") == []


def test_all_three_stays():
    s = "All three hosts answered the request."
    assert _drafts(s, "numeric_determiners") == {"There were three relevant hosts."}


# -- zero-"that" complement with a coordinated subject --------------------------------------


def test_find_with_np_object_then_a_new_clause_is_no_factive():
    s = (
        "After a break-in, some security officer shows up the next morning for a review and "
        "finds the sign, note, etc. and all hell breaks loose."
    )
    assert _triggers(s, "clause_embedding_predicates") == []


def test_thatless_complement_with_a_plain_subject_stays():
    s = "The operator found the log was empty."
    assert _drafts(s, "clause_embedding_predicates") == {"The log was empty."}


def test_that_complement_with_a_coordinated_subject_stays():
    s = "The auditor discovered that the key and the log were missing."
    assert "discovered" in _triggers(s, "clause_embedding_predicates")


# -- possessum head that may be the verb -----------------------------------------------------


def test_plural_head_that_may_be_the_verb_is_dropped():
    s = (
        "RDP's video driver renders display output by sending packets to the client which "
        "translates them into graphics calls."
    )
    assert _triggers(s, "possessed_definites") == []


def test_plural_possessum_before_its_verb_stays():
    s = "The company's video drivers render output on the screen."
    assert _drafts(s, "possessed_definites") == {"The company has video drivers."}
