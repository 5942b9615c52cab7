"""Stop 90, branch im109: implicature (blind reviews s1205w, ab89b; Bible).

* a predicative gradable adjective with an explicit comparison class, "among" + a plural group
  or "of all" ("The village was small among the towns"), ranks the subject in the group (Kennedy 2007
  §2.2): no ⟨small, tiny⟩-type candidate (``narrative_uses.comparison_class_adjective``); the
  adjective without the group keeps its pairs;
* predicative "good" of God, God's creatures and creation, and of deeds and virtues is the
  moral sense (WordNet good.a.03), off ⟨good, excellent⟩ (``_moral_good``, extended); quality
  subjects keep theirs;
* a universal subject that the parse read as the object of a clause-initial "for" takes "not"
  before it once "for" is cut ("Not every room of the house is tiny", not "Every room ... isn't
  tiny"; ``rewrite.implicature._orphaned_subject``);
* sentence-initial "therefore" without a comma is dropped from the hypothesis like the other
  result conjuncts (``supplements.UNPUNCTUATED_INITIAL_CONJUNCTS``); "Then" stays (judged kept);
* a fronted free participle of a verb of cognition or emotion ("Fearing that ...", "Knowing
  that ...") is a reason adjunct and is dropped from the hypothesis
  (``repair.reason_participle``); a participle of motion ("Walking home, ...") stays;
* a quantified object the parse read as the subject of a clause complement of a verb that
  takes no finite clause ("dedicated some of the plunder won in battles") gets the clause
  negation, "didn't dedicate all of", not "*dedicated not all of"
  (``rewrite.implicature.misparsed_object_matrix``).

Sentences are constructed (not the reviewed ones) and go through the real spaCy model and the
real pipeline."""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _pairs(text: str, subtype: str) -> list:
    return [p for p in mined_pairs(text, "implicature") if p.subtype == subtype]


def _hypotheses(text: str, subtype: str) -> set[str]:
    return {p.hypothesis for p in _pairs(text, subtype) if p.hypothesis_kind == "implicature"}


# --- comparison class ---------------------------------------------------------------------


def test_small_among_a_plural_group_gives_no_pair():
    assert not _pairs("The town was small among the cities of the plain.", "gradable_adjectives")


def test_small_among_the_towns_gives_no_pair():
    assert not _pairs("The village was small among the towns of Judah.", "gradable_adjectives")


def test_neighbour_small_without_a_group_keeps_its_pair():
    hyps = _hypotheses("The town was small.", "gradable_adjectives")
    assert "The town wasn't tiny." in hyps, hyps


# --- moral "good" -------------------------------------------------------------------------


def test_good_of_gods_creatures_gives_no_pair():
    assert not _pairs("Every creature of the forest is good.", "gradable_adjectives")


def test_good_of_a_virtue_gives_no_pair():
    assert not _pairs("Your kindness is good, and we thank you.", "gradable_adjectives")


def test_good_of_the_lord_gives_no_pair():
    assert not _pairs("The Lord is good.", "gradable_adjectives")


def test_good_of_deeds_gives_no_pair():
    assert not _pairs("Their deeds were good.", "gradable_adjectives")


def test_neighbour_good_of_a_quality_subject_keeps_its_pair():
    hyps = _hypotheses("The bread of the bakery was good.", "gradable_adjectives")
    assert "The bread of the bakery wasn't excellent." in hyps, hyps


# --- universal subject after a cut "for" ----------------------------------------------------


def test_universal_after_conjunction_for_takes_not_before_it():
    hyps = _hypotheses(
        "For every room of the house is small, and nothing is to be changed.",
        "gradable_adjectives",
    )
    assert "Not every room of the house is tiny." in hyps, hyps
    assert not any(h.startswith("Every room") for h in hyps), hyps


# --- sentence-initial "therefore" -------------------------------------------------------------


def test_initial_therefore_is_dropped_from_the_hypothesis():
    hyps = _hypotheses("Therefore most of the guests stayed until midnight.", "quantifiers")
    assert "Not all of the guests stayed until midnight." in hyps, hyps
    assert not any(h.startswith("Therefore") for h in hyps), hyps


def test_neighbour_initial_then_stays():
    hyps = _hypotheses("Then some of the elders came to the gate.", "quantifiers")
    assert any(h.startswith("Then not all of the elders") for h in hyps), hyps


# --- fronted reason participle --------------------------------------------------------------


def test_fronted_fearing_clause_is_dropped_from_the_hypothesis():
    hyps = _hypotheses(
        "Fearing that the river would rise, the farmers moved three carts to the hill.",
        "numerals",
    )
    assert "The farmers didn't move more than three carts to the hill." in hyps, hyps


def test_fronted_hoping_clause_is_dropped_from_the_hypothesis():
    hyps = _hypotheses(
        "Hoping that the storm would pass, they lit three lamps in the hall.", "numerals"
    )
    assert "They didn't light more than three lamps in the hall." in hyps, hyps


def test_neighbour_fronted_walking_clause_stays():
    hyps = _hypotheses("Walking home after the game, we saw three foxes near the road.", "numerals")
    assert any(h.startswith("Walking home after the game, we didn't see") for h in hyps), hyps


# --- object "not all" -------------------------------------------------------------------------


def test_misparsed_object_takes_the_clause_negation():
    hyps = _hypotheses(
        "The priests dedicated some of the silver won in wars to repair the altar.", "quantifiers"
    )
    assert "The priests didn't dedicate all of the silver won in wars to repair the altar." in (
        hyps
    ), hyps
    assert not any("dedicated not all" in h for h in hyps), hyps


def test_misparsed_object_of_sell_takes_the_clause_negation():
    hyps = _hypotheses("They sold some of the plunder won in battles to buy bread.", "quantifiers")
    assert "They didn't sell all of the plunder won in battles to buy bread." in hyps, hyps


def test_neighbour_subject_of_a_clause_after_think_keeps_not_all():
    hyps = _hypotheses("I think some of them left early.", "quantifiers")
    assert "I think not all of them left early." in hyps, hyps
