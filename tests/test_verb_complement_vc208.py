"""verb_complement (issue #12, branch vc208): a main clause coordinated after a that-complement
kept in the hypothesis; two pronouns whose reference changes when the object of an
object-control verb becomes the hypothesis's subject.

Constructed sentences through the real spaCy model and the real extractor/rewriters; each test
failed on the code before this change (5404c577), except the guards, which the docstring marks.
"""

from __future__ import annotations

from tests.phenomenon_support import kept, pair_flags, pairs_of

# class 1: ", and/but" + a clause with its own subject and no "that" is the writer's clause


def test_comma_and_main_clause_is_cut_from_the_that_complement(mine):
    """ "said that either A or B was there, and they all V-ed": the parse hangs "V-ed" on the
    complement's verb; the hypothesis ends before the comma, in both pairs."""
    text = (
        "The sailors said that either Drake or Hawkins was aboard, and they all stared "
        "anxiously at the small boat near the pier."
    )
    original, negated = pairs_of(mine(text), "say")
    assert original.hypothesis == "Either Drake or Hawkins was aboard."
    assert negated.hypothesis == "Either Drake or Hawkins was aboard."
    assert negated.premise.startswith("The sailors did not say that")  # on the matrix verb


def test_repeated_that_keeps_the_second_reported_clause(mine):
    """Guard: "said that A and that B": both clauses are reported (the second "that")."""
    original, _ = pairs_of(
        mine("She said that the gate was shut and that the dogs were gone."), "say"
    )
    assert original.hypothesis == "The gate was shut and the dogs were gone."


def test_no_comma_coordination_is_left_as_it_was(mine):
    """Guard: "said that prices rose and wages fell" (no comma): one report, or undecidable."""
    original, _ = pairs_of(mine("He said that rents rose and salaries fell."), "say")
    assert original.hypothesis == "Rents rose and salaries fell."


# class 3: a pair of disjoint pronouns that named the matrix subject and the promoted object


def test_disjoint_pronoun_pair_after_promotion_is_flagged(mine):
    """ "She begged Mary to admit that she had always envied her" -> "Mary admitted that she
    had always envied her.": one of "she"/"her" was the beggar: ``pronoun-rebound``."""
    found = mine("She begged Laura to admit that she had always envied her.")
    original, negated = pairs_of(found, "beg")
    assert original.hypothesis == "Laura admitted that she had always envied her."
    for pair in (original, negated):
        assert "pronoun-rebound" in pair_flags(pair)
        assert not kept(pair)


def test_pronoun_of_the_objects_gender_only_is_not_flagged(mine):
    """Guard: "He asked Mary to bring her book": "her" is Mary in premise and hypothesis."""
    original, _ = pairs_of(mine("He asked Emma to bring her notes."), "ask")
    assert original.hypothesis == "Emma brought her notes."
    assert "pronoun-rebound" not in pair_flags(original)


def test_single_embedded_pronoun_is_not_flagged(mine):
    """Guard: "He asked John to say that he was sorry": one pronoun, open in the premise too."""
    original, _ = pairs_of(mine("He asked Peter to say that he was wrong."), "ask")
    assert "pronoun-rebound" not in pair_flags(original)


def test_second_relative_clause_after_the_complement_is_not_cut_as_a_main_clause(mine):
    """Guard: ", and which she kept" is a relative clause (a wh-word opens it), no main clause:
    the parse hangs it on the complement's verb, and the new cut leaves it in the hypothesis."""
    text = (
        "The old aunt saw only that Anna had received a note from Henry, which seemed to her a "
        "fine joke, and which she treated lightly."
    )
    original, _ = pairs_of(mine(text), "see")
    assert "which she treated lightly" in original.hypothesis
