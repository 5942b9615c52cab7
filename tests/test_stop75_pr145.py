"""Stop 75, pr145 (review s1204l): presupposition triggers read in a technical sense
(docs/presupposition.md, "Stop 75, pr145").

Constructed sentences of the reviewed kinds, parsed by the real model: the candidate of the
wrong sense is gone, and a neighbour in the trigger's own sense keeps its candidate or draft.
"""

from __future__ import annotations

from tests.phenomenon_support import original_draft_pairs as _drafts
from tests.phenomenon_support import presupposition_triggers as _triggers

# -- (1) re- verbs: the remodel frame "recast X as Y" and the procedural "is rewritten into" ----


def test_recast_as_a_new_type_has_no_candidate():
    text = "The compiler recasts the list as a tuple and keeps the constant."
    assert _triggers(text, "re_verbs") == set()


def test_recast_without_a_result_form_keeps_its_candidate():
    """Control: "recast the lead role" is recast.v.01 "cast again, in a different role"."""
    drafts = _drafts("The director recast the lead role after the first week.", "re_verbs")
    assert drafts == {"The lead role had been cast before.": True}


def test_rebuilt_as_keeps_its_candidate():
    """Control: every sense of "rebuild" is under "build": the repetitive prefix."""
    drafts = _drafts("The church was rebuilt as a museum.", "re_verbs")
    assert drafts == {"The church had been built before.": True}


def test_reprint_as_part_of_keeps_its_candidate():
    """Control: reprint's one sense is the repetitive one ("print anew"), nothing to choose."""
    text = "We have reprinted the old essay as part of a new booklet."
    assert _triggers(text, "re_verbs") == {"reprinted"}


def test_fronted_as_adjunct_keeps_the_candidate():
    """Control: "As a last resort" precedes the verb, an adjunct, no result form."""
    assert _triggers("As a last resort, restart the server.", "re_verbs") == {"restart"}


def test_present_agentless_passive_rewritten_into_a_file_has_no_candidate():
    text = "The generated code is rewritten into the header file after each run."
    assert _triggers(text, "re_verbs") == set()


def test_past_agentive_passive_reloaded_into_keeps_its_candidate():
    drafts = _drafts("The data was reloaded into memory by the operator.", "re_verbs")
    assert drafts == {"The data had been loaded before.": True}


# -- (2) "return" in the result-giving frame, "expose" an interface -----------------------------


def test_it_returns_an_object_has_no_candidate():
    text = "It returns either a new dictionary or an empty tuple."
    assert _triggers(text, "change_of_state") == set()


def test_controlled_return_of_a_thing_subject_has_no_candidate():
    text = "Such tests are guaranteed to return the same module."
    assert _triggers(text, "change_of_state") == set()


def test_coordinated_return_it_after_a_passive_has_no_candidate():
    text = "The hook will be passed the record, and can change and return it."
    assert _triggers(text, "change_of_state") == set()


def test_return_with_a_goal_keeps_its_candidate():
    assert _triggers("She returns the book to the library.", "change_of_state") == {"returns"}


def test_return_from_a_place_keeps_its_draft():
    drafts = _drafts("My brother returned from Paris last week.", "change_of_state")
    assert drafts == {"My brother was away before.": True}


def test_agent_subject_return_keeps_its_candidate():
    assert _triggers("The soldiers return the prisoners.", "change_of_state") == {"return"}


def test_expose_an_interface_has_no_candidate():
    text = "Handlers expose the interface that client code uses."
    assert _triggers(text, "change_of_state") == set()


def test_expose_an_exception_hierarchy_has_no_candidate():
    text = "The socket module now exposes a richer exception hierarchy."
    assert _triggers(text, "change_of_state") == set()


def test_uncovering_expose_keeps_its_draft():
    drafts = _drafts("The floods exposed the roots of the old oak.", "change_of_state")
    assert drafts == {"The roots of the old oak were hidden before.": True}


# -- (3) agreement of the re- draft with the subject as written ----------------------------------


def test_singular_theme_with_a_misparsed_verb_conjunct_gets_has():
    """The parser reads "stores" as a noun conjunct of "set"; the draft leaves it out."""
    text = "The optimizer rearranges the set as a frozenset and stores the pre-built constant."
    assert _drafts(text, "re_verbs") == {"The set has been arranged before.": True}


def test_coordinated_theme_in_the_draft_keeps_have():
    text = "The tool rebuilds the index and the cache every night."
    assert _drafts(text, "re_verbs") == {"The index and the cache have been built before.": True}
