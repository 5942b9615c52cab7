"""Issue 12, twenty-fourth pass (branch cj15): a fixed dish or drink name, a determiner "both" read
as a correlative, a list whose second member the parse made an appositive, a coordination under
one auxiliary, name + preposition clusters, "or simply"; constructed sentences through the real spaCy model.
Each test fails on a056dca unless its docstring says it is a control."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import conjunction_runner, removed


@pytest.fixture(scope="module")
def run(parsed, ctx):
    """``run(text)`` -> (candidates, pairs) of the whole sentence."""
    return conjunction_runner(parsed, ctx)


def _removals(run, text: str) -> dict[str, object]:
    return removed(run(text)[1])


# -- names of one dish or drink -----------------------------------------------------------------


def test_a_gin_and_tonic_is_one_drink(run):
    """ "A gin and tonic is a highball cocktail" -> never "A gin is a highball cocktail"."""
    hyps = _removals(run, "A gin and tonic is a highball cocktail served over ice.")
    assert "A gin is a highball cocktail served over ice." not in hyps
    assert "A tonic is a highball cocktail served over ice." not in hyps


def test_a_dish_name_inside_a_list_is_one_member(run):
    """Control: "fish and chips and a beer" keeps the dish whole and removes the beer."""
    hyps = _removals(run, "He ordered fish and chips and a beer.")
    assert "He ordered fish and chips." in hyps
    assert "He ordered chips and a beer." not in hyps


# -- "both" as the determiner of a subject ------------------------------------------------------


def test_determiner_both_of_a_subject_stays_with_it(run):
    """ "both sides can claim and are claiming victory": "both" is the subject's determiner, not
    a correlative of the verb phrases (before: "I think are claiming ...")."""
    hyps = _removals(run, "I think both sides can claim and are claiming victory.")
    assert "I think both sides are claiming victory." in hyps
    assert not any(h.startswith("I think are") for h in hyps)


def test_both_counting_the_subject_does_not_count_the_verb_phrases(run):
    """ "Both teams played well and won the cup": "both" counts the teams, not the two verb
    phrases, so the coordination is no counted list and keeps its removals (before: none)."""
    hyps = _removals(run, "Both teams played well and won the cup.")
    assert set(hyps) >= {"Both teams won the cup.", "Both teams played well."}


def test_correlative_both_before_verbs_still_goes(run):
    """Control: the correlative "both wrote and directed" goes with the removed conjunct."""
    assert "He directed the film." in _removals(run, "He both wrote and directed the film.")


def test_counted_list_in_apposition_still_has_no_removal(run):
    """Control: "two cities, Paris and Rome" stays a counted list (no removal)."""
    assert not _removals(run, "He visited two cities, Paris and Rome.")


# -- "A, B, or C" with B parsed as an appositive of A -----------------------------------------


def test_three_names_with_a_serial_comma_are_a_list(run):
    """ "similar to A's card, B's card, or C's card" is a list of three alternatives, not "B, or
    C" glossing B (before: "similar to Hong Kong's Octopus card, the Oyster Card used in London",
    a list left without its conjunction)."""
    text = (
        "It is similar to Hong Kong's Octopus card, Singapore's CEPAS, or the Oyster Card used "
        "in London."
    )
    pairs = _removals(run, text)
    kept = "It is similar to Hong Kong's Octopus card or the Oyster Card used in London."
    assert kept in pairs
    assert pairs[kept].heuristic_label == "neutral"
    assert "It is similar to Hong Kong's Octopus card, the Oyster Card used in London." not in pairs


# -- verb phrases under one auxiliary ----------------------------------------------------------


def test_participles_under_one_auxiliary_are_one_conjunct(run):
    """ "had a long career and [was retired in 1934 and sold in 1935]": the outer removal takes
    the inner coordination whole, never "had a long career and sold in 1935" without "was"."""
    hyps = _removals(run, "The ship had a long career and was retired in 1934 and sold in 1935.")
    assert "The ship had a long career." in hyps
    assert "The ship had a long career and sold in 1935." not in hyps
    assert "The ship had a long career and was sold in 1935." in hyps


def test_two_participles_under_one_auxiliary_keep_it(run):
    """Control: "was built in 1901 and repaired in 1950" keeps "was" with either participle."""
    hyps = _removals(run, "The bridge was built in 1901 and repaired in 1950.")
    assert {"The bridge was built in 1901.", "The bridge was repaired in 1950."} <= set(hyps)


# -- noun + preposition clusters ---------------------------------------------------------------


def test_name_with_partner_clusters_are_the_conjuncts(run):
    """ "Novák with A and Rikl with B": each conjunct is a name with its partner (before: "Novák
    with Rikl with David Prinosil", unflagged)."""
    text = (
        "They competed with different partners that year, Novák with Radek Štěpánek and Rikl "
        "with David Prinosil."
    )
    hyps = _removals(run, text)
    assert "They competed with different partners that year, Rikl with David Prinosil." in hyps
    assert "They competed with different partners that year, Novák with Radek Štěpánek." in hyps
    assert not any("Novák with Rikl" in h for h in hyps)


def test_object_name_with_role_clusters_are_the_conjuncts(run):
    """ "stars A as X and B as Y" -> "stars B as Y" (before: "stars Billy Campbell as Jesse
    Johnson as John Wilkes Booth")."""
    text = (
        "The film stars Billy Campbell as United States President Abraham Lincoln and Jesse "
        "Johnson as John Wilkes Booth."
    )
    hyps = _removals(run, text)
    assert "The film stars Jesse Johnson as John Wilkes Booth." in hyps
    assert not any("Campbell as Jesse" in h for h in hyps)


def test_common_nouns_inside_one_prepositional_phrase_are_no_clusters(run):
    """Control: "an improvement in [student attitude and interest in reading]" coordinates inside
    the prepositional phrase; the removal keeps "an improvement in"."""
    hyps = _removals(
        run, "Parents indicated an improvement in student attitude and interest in reading."
    )
    assert "Parents indicated an improvement in interest in reading." in hyps


def test_one_prepositional_phrase_with_a_later_adjunct_is_no_cluster(run):
    """Control: "to Anna and Ben in May": another preposition after the last conjunct is a
    shared adjunct, not a second cluster."""
    hyps = _removals(run, "She sent letters to Anna and Ben in May.")
    assert "She sent letters to Ben in May." in hyps


# -- "X or simply Y" -----------------------------------------------------------------------------


def test_reformulation_marker_goes_with_the_first_name(run):
    """ "Pedro Henrique de Oliveira or simply Pedrinho" minus the first name -> "Pedrinho ...",
    never "Simply Pedrinho ..."."""
    text = (
        "Pedro Henrique de Oliveira or simply Pedrinho (born 4 May 1994) is a Brazilian footballer."
    )
    hyps = _removals(run, text)
    assert "Pedrinho (born 4 May 1994) is a Brazilian footballer." in hyps
    assert not any(h.startswith("Simply") for h in hyps)
