"""Branch cj204 (stop 93, from the blind tweet slice s9301 and cj203's report): a lone
"either"/"both" read as a correlative, a first member inside a later item of a comma list, a
wh-question written without its "?", and a verbless headline whose compound participle the
parse read as a clause. Constructed sentences through the real spaCy model; the first test of
each class fails on the base 32c0f55b, the others are controls."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import conjunction_runner, removed


@pytest.fixture(scope="module")
def run(parsed, ctx):
    """``run(text)`` -> (candidates, pairs) of the whole sentence."""
    return conjunction_runner(parsed, ctx)


def _all_sentences(pairs) -> set[str]:
    return {p.premise for p in pairs} | {p.hypothesis for p in pairs}


# -- class 1a: a dual pronoun subject read as a correlative ---------------------------------------


def test_either_subject_is_not_dropped_as_a_correlative(run):
    """ "... and either would suit us": the parse marks the subject "either" as a correlative,
    so removing the first member gave the clause the other subject ("We would suit us.")."""
    _, pairs = run("We looked at two flats and either would suit us.")
    assert "We would suit us." not in _all_sentences(pairs)
    assert "We looked at two flats." in removed(pairs)


def test_real_correlative_either_keeps_its_removals(run):
    """Control: "either walk or take the bus" is a correlative; both removals stay."""
    _, pairs = run("We could either walk or take the bus.")
    assert {"We could walk.", "We could take the bus."} <= set(removed(pairs))


# -- class 1b: a determiner "either"/"both" inside a verbal first member --------------------------


def test_determiner_either_after_the_verb_stays_in_its_member(run):
    """ "would win either way or they would quit": "either" determines "way"; before, removing
    the second clause dropped it too ("They would win way.")."""
    _, pairs = run("They would win either way or they would quit.")
    assert "They would win way." not in _all_sentences(pairs)
    assert "They would win either way." in removed(pairs)


def test_determiner_both_after_the_verb_stays_in_its_member(run):
    _, pairs = run("She ordered both dishes and they were good.")
    assert "She ordered dishes." not in _all_sentences(pairs)
    assert "She ordered both dishes." in removed(pairs)


def test_correlative_both_before_nominal_members_is_kept(run):
    """Control: "in both singles and doubles" keeps the correlative edge."""
    _, pairs = run("She played in both singles and doubles.")
    assert {"She played in singles.", "She played in doubles."} <= set(removed(pairs))


# -- class 1c: the first member inside a later item of a coordinator-less comma list -------------


def test_first_member_inside_a_comma_list_item_is_not_removed(run):
    """ "a long delay, dirty seats on both flights and a lost suitcase": the "and" may close the
    list; before, "dirty seats on a lost suitcase" was written (entailment), and the removal of
    the last member dropped "both" as a correlative ("dirty seats on flights")."""
    _, pairs = run("The trip had a long delay, dirty seats on both flights and a lost suitcase.")
    hyps = removed(pairs)
    assert not [h for h in _all_sentences(pairs) if "on a lost suitcase" in h]
    assert "The trip had a long delay, dirty seats on both flights." in hyps


def test_inner_coordination_without_a_comma_list_keeps_its_removals(run):
    """Control: no comma list above "tomatoes and cucumbers"."""
    _, pairs = run("We ordered a salad with tomatoes and cucumbers.")
    assert "We ordered a salad with cucumbers." in removed(pairs)


# -- class 2: a wh-interrogative main clause without its "?" -------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "So who's more tired and who's more hungry, the kids or us.",
        "Why do they cancel flights and lose bags every time",
    ],
)
def test_unmarked_wh_question_gets_no_removal(run, text):
    _, pairs = run(text)
    assert not removed(pairs)


def test_connective_whats_more_is_no_question(run):
    """Control: "What's more," is the additive connective before a declarative."""
    _, pairs = run("What's more, the bread was stale and the soup was cold.")
    assert "What's more, the bread was stale." in removed(pairs)


# -- class 3: a verbless headline with a compound participle ------------------------------------


def test_headline_with_compound_participle_gets_no_pair(run):
    """ "Self cleaning ovens and smart fridges.": two noun phrases, no clause; before,
    "Self cleaning smart fridges." was written (entailment)."""
    _, pairs = run("Self cleaning ovens and smart fridges.")
    assert not pairs


def test_compound_participle_in_a_clause_keeps_its_pairs(run):
    """Control: with a finite verb the sentence asserts; the removals stay."""
    _, pairs = run("Self cleaning ovens and smart fridges are on sale.")
    assert "Smart fridges are on sale." in removed(pairs)
