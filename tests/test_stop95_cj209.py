"""Stop 95, cj209 (issue 12): exhaustive contexts of "and" ("all I had", a superlative or
"last" definite predicate, an exclusive on a phrase that holds the list), imperative threats
with "or"/"and" whose verb the tagger read as a name or a noun, and the possessive bound by a
removed name written as that name's genitive. Constructed sentences through the real parse;
near-misses included."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import added, conjunction_runner, kept, removed


@pytest.fixture(scope="module")
def run(parsed, ctx):
    return conjunction_runner(parsed, ctx)


# -- exhaustive contexts ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "shorter"),
    [
        ("After the war, you and Marta were all I had.", "After the war, you were all I had."),
        ("Bread and water were all that the prisoners needed.",
         "Bread was all that the prisoners needed."),
    ],
)
def test_inverted_all_cleft_is_contradiction_both_ways(run, text, shorter):
    _, pairs = run(text)
    assert removed(pairs)[shorter].heuristic_label == "contradiction"
    assert added(pairs)[shorter].heuristic_label == "contradiction"


def test_floating_all_is_no_cleft(run):
    # "were all gone": a floating quantifier, no relative clause, a boolean "and"
    _, pairs = run("Bread and water were all gone.")
    assert removed(pairs)["Bread was all gone."].heuristic_label == "entailment"
    assert added(pairs)["Bread was all gone."].heuristic_label == "neutral"


def test_superlative_predicate_refuses_a_plural_remainder(run):
    text = "You and your brothers will be the last victims I need to finish the ritual."
    _, pairs = run(text)
    assert not any(h.startswith("Your brothers will be") for h in removed(pairs))
    assert not any(p.startswith("Your brothers will be") for p in added(pairs))
    _, pairs = run("Tom and his sons were the tallest men in the village.")
    assert "His sons were the tallest men in the village." not in removed(pairs)
    assert "Tom's sons were the tallest men in the village." not in removed(pairs)


def test_superlative_predicate_keeps_the_partitive_of_one_member(run):
    # near miss: one singular member left gets "one of", which is entailed
    _, pairs = run("Smith and Jones are the best players we have.")
    rem = removed(pairs)["Smith is one of the best players we have."]
    assert rem.heuristic_label == "entailment" and kept(rem)


def test_plain_definite_predicate_is_untouched(run):
    # near miss: no superlative or end-of-scale ordinal on the predicate noun
    _, pairs = run("Anna and her cousins were the hosts of the party.")
    assert any(h.endswith("the hosts of the party.") and "cousins" in h for h in removed(pairs))


def test_exclusive_on_the_host_phrase_is_refused(run):
    _, pairs = run("It was just the sound of wind and rain.")
    assert not removed(pairs) and not added(pairs)
    _, pairs = run("Just the smell of smoke and ash.")
    assert not removed(pairs) and not added(pairs)


def test_not_just_host_phrase_keeps_pairs(run):
    # near miss: "not just" is additive, the "and" stays boolean
    _, pairs = run("It was not just the sound of wind and rain.")
    assert "It was not just the sound of rain." in removed(pairs)


def test_exclusive_right_before_the_list_stays_contradiction(run):
    _, pairs = run("I only ate the bread and the cheese.")
    assert removed(pairs)["I only ate the cheese."].heuristic_label == "contradiction"


# -- imperative threats ----------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Begone, or we shall burn your village.",
        "Begone, or else we shall burn your village.",
        "Sail along the river, and you can reach the town by noon.",
        "Walk to the gate, or we will set the dogs on you.",
    ],
)
def test_imperative_threat_makes_no_pair(run, text):
    _, pairs = run(text)
    assert not removed(pairs) and not added(pairs), sorted(removed(pairs))


def test_name_before_a_clause_is_no_imperative(run):
    # near miss: "Mark" is the subject of its own clause, a real coordination of assertions
    _, pairs = run("Mark arrived late, and we left early.")
    assert removed(pairs)["We left early."].heuristic_label == "entailment"


# -- a possessive bound by the removed name --------------------------------------------------


def test_possessive_of_removed_name_becomes_genitive(run):
    _, pairs = run("Arthur and his knights rode to the castle at dawn.")
    rem = removed(pairs)["Arthur's knights rode to the castle at dawn."]
    assert rem.features["flags"] == [] and kept(rem) and rem.heuristic_label == "entailment"
    assert "His knights rode to the castle at dawn." not in removed(pairs)
    assert added(pairs)["Arthur's knights rode to the castle at dawn."].heuristic_label == (
        "neutral"
    )


def test_possessive_with_a_later_pronoun_keeps_the_flag(run):
    # near miss: "he" later loses its antecedent too, so the repair is not clean
    _, pairs = run("Arthur and his knights rode on, and he sang.")
    rem = removed(pairs)["His knights rode on, and he sang."]
    assert rem.features["flags"] == ["lost_antecedent"] and not kept(rem)


def test_definite_partner_is_untouched(run):
    _, pairs = run("Arthur and the knights rode to the castle at dawn.")
    assert "The knights rode to the castle at dawn." in removed(pairs)
