"""Stop 80 round two, branch pr168: code names with call brackets in presupposition drafts (blind
review s1205a, Python docs: three of its eight rejected random presupposition pairs).

An empty pair of brackets written onto a word ("split()", "fileno()") is the call notation of a
code name, part of that name, not a parenthetical aside: an aside is a supplement with content of
its own (Potts 2005 ch. 4; Huddleston & Pullum 2002 ch. 15 §5). The drafts dropped it as an
aside ("String split supports ...", "The object has a new fileno"); they now keep it, and the
possessive draft keeps the head noun the name modifies ("a feed() method"), which the parser
splits off. A real aside in brackets still goes.

Sentences are constructed and go through the real spaCy model and the real pipeline
(``run_texts`` with sources assessed, as in a run). Each rule has a bad case and a close good
neighbour.
"""

from __future__ import annotations

from tests.phenomenon_support import well_formed_draft_labels

_drafts = well_formed_draft_labels


# the prejacent of "only" keeps the call brackets of a code name


def test_only_prejacent_keeps_call_brackets():
    drafts = _drafts("The plain split() only accepts a single separator.", "only")
    assert drafts == {"The plain split() accepts a single separator.": "entailment"}


def test_only_prejacent_still_drops_an_aside_in_brackets():
    drafts = _drafts("The old loader only reads text files (not binary ones).", "only")
    assert drafts == {"The old loader reads text files.": "entailment"}


# the possessive draft keeps the code name whole, and the head noun it modifies


def test_possessed_code_name_keeps_call_brackets():
    drafts = _drafts(
        "Once the loop starts, the Scanner object's new tell() returns the current offset.",
        "possessed_definites",
    )
    assert drafts == {"The Scanner object has a new tell().": "entailment"}


def test_possessed_code_name_keeps_the_head_noun_it_modifies():
    drafts = _drafts("The parser's feed() method accepts bytes.", "possessed_definites")
    assert drafts == {"The parser has a feed() method.": "entailment"}


def test_possessed_noun_with_an_aside_in_brackets_drops_the_aside():
    drafts = _drafts("The river's source (a spring) lies in the hills.", "possessed_definites")
    assert drafts == {"The river has a source.": "entailment"}
