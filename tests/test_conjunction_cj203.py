"""Branch cj203 (stop 93, from the blind tweet slice s9301): removals that leave a bare "not"
remnant alone, a tensed verb phrase coordinated with a verbless noun root, and a dual pronoun
("both"/"either") that counts the members of a pair. Constructed sentences through the real
spaCy model; the first test of each class fails on 61147de1, the others are controls."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import conjunction_runner, removed


@pytest.fixture(scope="module")
def run(parsed, ctx):
    """``run(text)`` -> (candidates, pairs) of the whole sentence."""
    return conjunction_runner(parsed, ctx)


def _all_sentences(pairs) -> set[str]:
    return {p.premise for p in pairs} | {p.hypothesis for p in pairs}


# -- class 1: a reduced "but not" member left as the whole sentence ------------------------------


def test_bare_not_remnant_is_never_a_sentence(run):
    """ "..., but not fast enough to X": the tagger reads "fast" as a verb, so the member looked
    like a verb phrase; removing the first member wrote "Not fast enough to get good seats."
    (entailment, and its addition). The removal of the remnant stays."""
    _, pairs = run("Booked the tickets early, but not fast enough to get good seats.")
    assert not [s for s in _all_sentences(pairs) if s.startswith("Not")]
    assert removed(pairs)["Booked the tickets early."].heuristic_label == "entailment"


def test_not_before_a_subject_clause_keeps_its_removal(run):
    """Control: "but not everyone got seats" is a clause with its own subject and tensed verb."""
    _, pairs = run("We booked early, but not everyone got seats.")
    assert "Not everyone got seats." in removed(pairs)


# -- class 2: a tensed verb phrase coordinated with a verbless noun root --------------------------


@pytest.mark.parametrize(
    "text",
    ["Friendly waiter and brought the food quickly!", "Lovely host and made the evening special!"],
)
def test_noun_root_with_subjectless_verb_conjunct_gets_no_removal(run, text):
    """Unlike categories: no cut leaves a sentence ("Lovely made the evening special!")."""
    _, pairs = run(text)
    assert not removed(pairs)


def test_clause_with_its_own_subject_keeps_its_removals(run):
    """Control: "the chef made it fresh" has its own subject; the root is the verb."""
    _, pairs = run("Great pasta and the chef made it fresh!")
    assert "The chef made it fresh!" in removed(pairs)


# -- class 3: a dual pronoun that counts the two members -----------------------------------------


def test_both_after_the_pair_blocks_either_removal(run):
    """ "I can stay home or go to the party--I can't do both": before, "I can go to the
    party--I can't do both." was written (entailment)."""
    _, pairs = run("I can stay home or go to the party--I can't do both.")
    assert not [s for s in _all_sentences(pairs) if "both" in s and " or " not in s]


def test_both_in_a_later_member_keeps_the_member_it_counts(run):
    """ "..., and both sound fine to me": removing the "or" member wrote "Both sound fine to
    me." (entailment); removing the "both" member stays."""
    _, pairs = run("I can stay home or go to the party, and both sound fine to me.")
    hyps = removed(pairs)
    assert "Both sound fine to me." not in hyps
    assert "I can stay home or go to the party." in hyps


def test_both_of_a_noun_is_no_dual_pronoun(run):
    """Control: "both of the boats" names its own two things; the "but" removals stay."""
    _, pairs = run("They sold the house and the car but kept both of the boats.")
    assert "They kept both of the boats." in removed(pairs)


def test_floating_both_of_a_shared_subject_is_no_dual_pronoun(run):
    """Control: in "They're packed in jars and are both very sweet" the "both" floats off the
    shared subject "They", so removing the first verb phrase is not refused by this rule."""
    _, pairs = run("They're packed in jars and are both very sweet.")
    assert [h for h in removed(pairs) if h.startswith("They are both")]
