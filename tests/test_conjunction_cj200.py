"""Branch cj200 (stop 92): corrective "not A but B" whose "but" member the parse read as a
clause, and a "many"/"few" determinative swap in an "and" list. Constructed sentences through
the real spaCy model; the first tests of each class fail on ed330611, the others are controls."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import conjunction_runner, removed, replaced


@pytest.fixture(scope="module")
def run(parsed, ctx):
    """``run(text)`` -> (candidates, pairs) of the whole sentence."""
    return conjunction_runner(parsed, ctx)


# -- class 1: corrective "but" remnant read as a clause ------------------------------------------


@pytest.mark.parametrize(
    "text, kept",
    [
        (
            # "bar" read as a present-tense verb with the singular "wine" as its subject
            "This is not a dessert wine, but simply the best table wine we have ever poured, "
            "bar none.",
            "This is not a dessert wine.",
        ),
        (
            # "hands" read as a verb after a lone comma
            "This is not a cheap candy, but simply the best chocolate bar in the store, "
            "hands down.",
            "This is not a cheap candy.",
        ),
    ],
)
def test_negated_clause_is_not_removed_before_a_corrective_remnant(run, text, kept):
    """ "not A, but B": B replaces A inside the clause, so removing the negated clause must not
    leave B as a sentence ("Simply the best table wine ..., bar none."; before: entailment).
    The removal of B itself stays."""
    _, pairs = run(text)
    hyps = removed(pairs)
    assert not [h for h in hyps if h.startswith("Simply")]
    assert kept in hyps


def test_real_clause_after_corrective_but_keeps_its_removal(run):
    """Control: a clause of its own after "but" (subject and agreeing verb, no comma between)
    still loses the negated clause: "The table wine is lovely." is entailed."""
    _, pairs = run("This is not a dessert wine, but the table wine is lovely.")
    assert removed(pairs)["The table wine is lovely."].heuristic_label == "entailment"


def test_paired_commas_around_a_relative_are_no_lone_comma(run):
    """Control: "my kids, who love granola, eat it" has a comma pair around the relative
    clause, so the subject is no remnant and its clause survives the removal."""
    _, pairs = run("It is not a cereal, but my kids, who love granola, eat it daily.")
    assert "My kids, who love granola, eat it daily." in removed(pairs)


def test_not_only_but_also_keeps_both_removals(run):
    """Control: additive "not only A but also B" is no corrective coordination."""
    _, pairs = run("This tea is not only tasty but also very healthy.")
    hyps = removed(pairs)
    assert hyps["This tea is tasty."].heuristic_label == "entailment"
    assert hyps["This tea is very healthy."].heuristic_label == "entailment"


# -- class 2: a quantity determinative swapped ----------------------------------------------------


@pytest.mark.parametrize(
    "text, hypothesis",
    [
        (
            "The shop got a letter from my aunt, and reportedly many others, about the recall.",
            "The shop got a letter from my aunt, and reportedly few others, about the recall.",
        ),
        (
            "Many parents and a few teachers praised the new menu.",
            "Few parents and a few teachers praised the new menu.",
        ),
    ],
)
def test_many_to_few_is_a_contradiction(run, text, hypothesis):
    """ "many N" -> "few N" states a contrary size of the same set: contradiction (before:
    neutral ``replaced_in_open_np_list``, the rule for a property of an open referent)."""
    _, pairs = run(text)
    rep = replaced(pairs)[hypothesis]
    assert (rep.heuristic_label, rep.label_rule) == ("contradiction", "replaced_antonym")


def test_property_antonym_in_open_list_stays_neutral(run):
    """Control: an antonym of a quality in an open list of noun phrases stays neutral."""
    _, pairs = run("She had great speed, good balance and physical strength.")
    rep = replaced(pairs)["She had great speed, good balance and mental strength."]
    assert (rep.heuristic_label, rep.label_rule) == ("neutral", "replaced_in_open_np_list")
