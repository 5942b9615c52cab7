"""Stop 75 round one, im85: implicature items from the s1204l blind review (Python 3.11
documentation: What's New, HOWTOs, tutorial, FAQ, language reference).

Classes, each with the bad case now dropped or mended and a good neighbour that stays:

1. call notation is no punctuation: "()" written against a word is no parenthetical, and a ";"
   between two calls ("flush(); write()") joins no clauses, so neither is cut (CMOS 6.95-6.97;
   Quirk et al. 1985 App. III.17);
2. a bare "many N" subject of a passive effected-object verb with a purpose infinitive after the
   verb ("many changes have been made to support X") is cardinal, no pair (Milsark 1977;
   Partee 1989; Quirk et al. 1985 §15.35);
3. a clause the colon opens after the trigger's clause is an elaboration, left out of the
   hypothesis (Quirk et al. 1985 App. III.25); a preposed concessive clause after a comma-set
   conjunct ("However, while ...") is dropped as at the start (§8.134-8.137, §15.39);
4. (candidate) the postposed subject of a deictic presentative ("here are some hints") is
   cardinal, no candidate (Quirk et al. 1985 §18.23; Milsark 1977).

Constructed sentences through the real pipeline and the real spaCy model.
"""

from __future__ import annotations

from tests.phenomenon_support import (
    implicature_found,
    implicature_hypotheses_by_kind,
    implicature_premises_by_kind,
)

# class 1: call notation


def test_semicolon_between_calls_is_not_cut() -> None:
    text = "Most editors treat a save as the same as flush(); write()."
    hyps = implicature_hypotheses_by_kind(text)
    assert hyps["original"] == "Not all editors treat a save as the same as flush(); write()."
    assert set(hyps.values()) == {hyps["original"]}
    assert implicature_premises_by_kind(text)["interrogative"] == (
        "Do most editors treat a save as the same as flush(); write()?"
    )


def test_semicolon_between_prose_clauses_is_still_cut() -> None:
    """Control: a call before the ";" keeps its brackets; the clause after the mark goes."""
    hyps = implicature_hypotheses_by_kind("Most calls use open() first; a few use read() instead.")
    assert hyps["original"] == "Not all calls use open() first."


def test_clause_after_semicolon_opening_with_a_call_is_cut() -> None:
    """Control: a call that opens a clause of prose does not make the ";" code."""
    hyps = implicature_hypotheses_by_kind(
        "Most plugins call setup(); teardown() is left to the host."
    )
    assert hyps["original"] == "Not all plugins call setup()."


def test_spaced_parenthetical_is_still_dropped() -> None:
    """Control: a parenthesis spaced off the word before it is punctuation."""
    hyps = implicature_hypotheses_by_kind("Most editors (in our tests) save files automatically.")
    assert hyps["original"] == "Not all editors save files automatically."


# class 2: cardinal "many" on an effected passive subject


def test_effected_many_with_purpose_infinitive_gets_no_pair() -> None:
    text = (
        "The code now lives in the main tree, and many changes have been made to support "
        "the new platform."
    )
    assert implicature_hypotheses_by_kind(text) == {}


def test_partitive_many_with_purpose_infinitive_keeps_its_pair() -> None:
    """Control: "of the changes" gives the domain."""
    hyps = implicature_hypotheses_by_kind(
        "Many of the changes have been made to support the new platform."
    )
    assert hyps["original"] == "Not all of the changes have been made to support the new platform."


def test_many_with_a_verb_that_creates_nothing_keeps_its_pair() -> None:
    """Control: deleting presupposes the files."""
    hyps = implicature_hypotheses_by_kind("Many files have been deleted to save space.")
    assert hyps["original"] == "Not all files have been deleted to save space."


# class 3: material that does not fit under "not all"


def test_clause_after_colon_is_left_out() -> None:
    text = "Most programming languages are procedural: programs are lists of instructions."
    hyps = implicature_hypotheses_by_kind(text)
    assert set(hyps.values()) == {"Not all programming languages are procedural."}
    assert implicature_premises_by_kind(text)["interrogative"] == (
        "Are most programming languages procedural?"
    )


def test_list_after_colon_stays() -> None:
    """Control: a list after the colon is the object's apposition, no clause."""
    hyps = implicature_hypotheses_by_kind(
        "Most modules provide three things: a class, a function and a constant."
    )
    assert hyps["original"] == (
        "Not all modules provide three things: a class, a function and a constant."
    )


def test_concessive_after_initial_conjunct_is_dropped() -> None:
    hyps = implicature_hypotheses_by_kind(
        "However, while the manual is long, most readers finish the first chapter."
    )
    assert hyps["original"] == "Not all readers finish the first chapter."


def test_conditional_after_initial_conjunct_stays() -> None:
    """Control: a conditional restricts the claim and is kept."""
    hyps = implicature_hypotheses_by_kind(
        "However, if the file is large, most editors load it slowly."
    )
    assert hyps["original"] == "If the file is large, not all editors load it slowly."


# class 4, candidate: a deictic presentative's indefinite subject


def test_here_are_some_gets_no_candidate(parsed, ctx) -> None:
    found = implicature_found(parsed, ctx, "Rather than list them all, here are some hints.")
    assert ("quantifiers", "some") not in found


def test_some_in_a_clause_with_here_keeps_its_candidate(parsed, ctx) -> None:
    """Control: "here" is a locative adjunct, the subject precedes the verb."""
    found = implicature_found(parsed, ctx, "Some of the students are here.")
    assert ("quantifiers", "some") in found
