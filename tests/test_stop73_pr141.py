"""Stop 73, pr141 (review s1204h, FOLDOC): possessive existence drafts "X has (a) N" that copied a
relating adjective, put an article before a memory acronym, or took a model name for an owned
token (docs/presupposition.md, "Stop 73, pr141").

Constructed sentences of the reviewed kinds, parsed by the real model: the wrong draft is gone or
mended, and a neighbour without the configuration keeps its draft.
"""

from __future__ import annotations

from tests.phenomenon_support import well_formed_presupposition_drafts as _drafts

SUBTYPE = "possessed_definites"


# -- time- and norm-relating adjectives ----------------------------------------------------------


def test_current_is_dropped_from_the_draft():
    assert _drafts("The company's current processors are fast.", SUBTYPE) == {
        "The company has processors."
    }


def test_previous_is_dropped_and_puts_the_relation_in_the_past():
    assert _drafts("The firm's previous owner is rich.", SUBTYPE) == {"The firm had an owner."}


def test_contemporary_gives_no_draft():
    drafts = _drafts("It lacks the odd registers of the vendor's contemporary chips.", SUBTYPE)
    assert not any("contemporary" in d for d in drafts)
    assert not any("has chips" in d for d in drafts)


def test_a_describing_adjective_stays():
    """Control: "new" describes the owner, it relates it to nothing outside."""
    assert _drafts("The firm's new owner is rich.", SUBTYPE) == {"The firm has a new owner."}


# -- a memory acronym is noncount ------------------------------------------------------------------


def test_memory_acronym_takes_no_article():
    assert _drafts("The driver allocates the board's normal RAM for the image.", SUBTYPE) == {
        "The board has RAM."
    }


def test_count_acronym_keeps_its_article():
    """Control: "CPU" is a count noun (a processor), not a memory type: it keeps its "a"."""
    assert _drafts("The board's CPU is fast.", SUBTYPE) == {"The board has a CPU."}


def test_normal_is_dropped_before_a_count_noun():
    drafts = _drafts("The driver resets the board's normal clock for the image.", SUBTYPE)
    assert drafts == {"The board has a clock."}


# -- a model name with a slash and a digit -------------------------------------------------------


def test_slashed_model_name_gets_no_existence_draft():
    drafts = _drafts("The old machine was the predecessor to Acme's XT/3000.", SUBTYPE)
    assert not any("XT/3000" in d for d in drafts)


def test_slashed_modifier_of_a_common_noun_keeps_its_draft():
    """Control: "TCP/IP" modifies "stack", a common count noun: the draft stays."""
    assert _drafts("Acme's TCP/IP stack is slow.", SUBTYPE) == {"Acme has a TCP/IP stack."}
