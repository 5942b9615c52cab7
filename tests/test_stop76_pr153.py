"""Stop 76, pr153 (review s1204p, GnuCash manuals): "enter" (= record) and "open" (a web site)
read as change of state
(docs/presupposition.md, "Stop 76, pr153").

Constructed sentences parsed by the real model: the candidate of the wrong sense is gone, and
a close neighbour in the trigger's own sense keeps its candidate.
"""

from __future__ import annotations

from tests.phenomenon_support import presupposition_triggers as _triggers

# -- (1) "enter" = record: a numeral, an act, a sum or a date as theme --------------------------


def test_passive_entered_sale_has_no_candidate():
    text = "The sale must be entered with the stock register in journal view."
    assert _triggers(text, "change_of_state") == set()


def test_enter_a_refund_as_income_has_no_candidate():
    text = "A frequent error is to enter a rebate as revenue."
    assert _triggers(text, "change_of_state") == set()


def test_entered_a_numeral_has_no_candidate():
    text = "The first clerk entered 47 and the second clerk entered 74."
    assert _triggers(text, "change_of_state") == set()


def test_entered_a_room_keeps_its_candidate():
    """Control: enter.v.01 "come or go into" a place (noun.artifact) keeps the prior state."""
    assert _triggers("The visitors entered the museum after lunch.", "change_of_state") == {
        "entered"
    }


# -- (2) "open" a web site, a program: the computing sense ---------------------------------------


def test_open_a_website_has_no_candidate():
    text = "You can open any website from this panel by typing its address."
    assert _triggers(text, "change_of_state") == set()


def test_open_a_door_keeps_its_candidate():
    """Control: open.v.01 of a door, closed before."""
    assert _triggers("The porter opened the heavy door for us.", "change_of_state") == {"opened"}
