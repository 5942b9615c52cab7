"""Stop 74, pr144 (review s1204k, Python documentation): change-of-state false positives on
"return" in the computing sense, discourse "Now we come to ...", and "continue to be V-ed"
(docs/presupposition.md, "Stop 74, pr144").

Constructed sentences of the reviewed kinds, parsed by the real model: the wrong candidate is
gone, and a neighbour without the configuration keeps its own.
"""

from __future__ import annotations

from tests.phenomenon_support import presupposition_triggers as _triggers


def _cos(text: str) -> set[str]:
    return _triggers(text, "change_of_state")


def test_return_with_a_callable_subject_shared_through_coordination():
    assert _cos("The method copies the list, sorts it and returns it.") == set()


def test_return_of_a_person_in_a_coordination_stays():
    assert _cos("She walked out and returned an hour later.") == {"returned"}


def test_return_under_a_clause_of_calling_a_routine():
    assert _cos("Calling open with this path returns a file object for the name given.") == set()


def test_passive_return_of_a_value_or_number():
    text = "On success a positive value is returned; zero is returned on failure."
    assert _cos(text) == set()


def test_passive_return_of_things_stays():
    assert _cos("The books were returned to the library.") == {"returned"}


def test_discourse_now_we_come_to():
    assert _cos("Now we come to the hardest part of the protocol.") == set()


def test_arrival_come_to_stays():
    """Control: with no discourse "now", "we" come to a place."""
    assert _cos("We have come to the city.") == {"come"}


def test_now_we_come_home_stays():
    """Control: "come home" has no "to" + topic, it is arrival."""
    assert _cos("Now we come home.") == {"come"}


def test_continue_to_be_hidden_is_a_state():
    assert _cos("Such warnings will continue to be hidden by default.") == set()


def test_inchoative_to_be_hidden_stays():
    assert _cos("The hidden files will be hidden by default.") == {"hidden"}


def test_return_from_a_callable_source_after_merge():
    """Merge mend (ng04's report): the reduced relative "returned from async def methods",
    which the parser reads as the root, is the output of a call, no "were away before"."""
    assert _cos("Task objects returned from async def methods are awaitable.") == set()
    assert _cos("The soldiers returned from the front in 1919.") == {"returned"}
