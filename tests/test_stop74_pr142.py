"""Stop 74, pr142 (reviews s1204i, s1204h, FOLDOC): presupposition triggers read in the wrong
sense and drafts that keep more than the presupposition (docs/presupposition.md, "Stop 74,
pr142").

Constructed sentences of the reviewed kinds, parsed by the real model: the wrong draft or
candidate is gone or mended, and a neighbour without the configuration keeps its own.
"""

from __future__ import annotations

from tests.phenomenon_support import presupposition_triggers as _triggers
from tests.phenomenon_support import well_formed_presupposition_drafts as _drafts

# -- "only": the draft is the prejacent alone ----------------------------------------------------


def test_appended_no_phrase_after_a_comma_is_dropped():
    assert _drafts("The cat eats only fish, no meat.", "only") == {"The cat eats fish."}


def test_appended_no_phrase_after_but_is_dropped():
    # stop 76, pr152: the sentence-initial "It" is shared with the premise; both are pinned
    assert _drafts("It has only two colours: red and blue but no green.", "only") == {
        "It has two colours: red and blue."
    }
    drafts = _drafts("The flag has only two colours: red and blue but no green.", "only")
    assert drafts == {"The flag has two colours: red and blue."}


def test_a_no_phrase_that_is_an_argument_stays():
    """Control: "no" heads the object of the clause, not an appended contrast."""
    drafts = _drafts("Only the guard saw no visitors.", "only")
    assert not drafts or all("no visitors" in d for d in drafts)


def test_result_so_clause_is_the_prejacent():
    """The parse that hangs the first clause inside the second is fragile: close to the
    reviewed sentence (other wordings parse the "so" clause as ccomp and get no candidate)."""
    text = "Most accesses are reads so buffered write-through is only useful for slow disks."
    assert _drafts(text, "only") == {"Buffered write-through is useful for slow disks."}


def test_degree_so_is_no_clause_link():
    """Control: "so useful" is a degree adverb, the clause is the whole prejacent."""
    drafts = _drafts("The cache is so useful that it is only disabled for tests.", "only")
    assert not any(d.startswith("That") or d.startswith("Useful") for d in drafts)


# -- change-of-state verbs read in another sense -------------------------------------------------


def test_correlative_appear_with_the_comparative_parsed_as_subject():
    text = "The higher the resolution of the screen, the smoother the shaded colour will appear to the eye."
    assert "appear" not in _triggers(text, "change_of_state")


def test_appear_come_into_view_stays():
    assert "appeared" in _triggers("A small boat appeared on the horizon.", "change_of_state")


def test_code_identifier_returns_is_the_output_sense():
    assert "returns" not in _triggers(
        "Variant fstat returns the size of the file.", "change_of_state"
    )


def test_callable_noun_returns_is_the_output_sense():
    assert "returns" not in _triggers(
        "The method returns the owner of the lock.", "change_of_state"
    )


def test_a_person_returning_a_thing_stays():
    assert "returned" in _triggers(
        "The soldier returned the rifle to the armoury.", "change_of_state"
    )


def test_gapped_passive_conjunct_is_no_active_return():
    text = (
        "The first page is copied from the buffer and the rest of the buffer returned to the pool."
    )
    assert "returned" not in _triggers(text, "change_of_state")


def test_past_coordination_keeps_its_active_return():
    """Control: both conjuncts are active past clauses; "returned" is "went back"."""
    text = "The guests left the hall and the host returned to the kitchen."
    assert "returned" in _triggers(text, "change_of_state")


def test_breaking_a_cipher_is_decipherment():
    assert "broken" not in _triggers("The cipher was broken by the Poles.", "change_of_state")


def test_breaking_a_vase_stays():
    assert "broken" in _triggers("The vase was broken by the cat.", "change_of_state")


def test_rewind_is_no_repetition():
    assert "rewind" not in _triggers("One can rewind an hour of tape in a minute.", "re_verbs")


# -- possessive drafts: a relative that may attach higher goes --------------------------------------


def test_relative_after_a_possessum_inside_a_pp_goes():
    text = "The new compiler is an extension to Knuth's abstract machine that supports streams."
    assert _drafts(text, "possessed_definites") == {"Knuth has an abstract machine."}


def test_relative_on_a_possessum_object_stays():
    """Control: the possessum is the verb's object; the relative can only be its own. (A named
    painter's painting is the producer genitive since pr243, stop 103, and has no "has" draft:
    the possessor here is a collector.)"""
    drafts = _drafts(
        "The museum owns the collector's painting that shows a horse.", "possessed_definites"
    )
    assert drafts == {"The collector has a painting that shows a horse."}
