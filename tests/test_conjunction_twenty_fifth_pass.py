"""Issue 12, twenty-fifth pass (branch cj16): a definite plural predicate noun of a coordinated
subject ("A and B were the defending champions") minus one member becomes a partitive ("B was one
of the defending champions"), never the definite singular that claims B alone held the role;
constructed sentences through the real spaCy model. Each test fails on 1c3ad89 unless its
docstring says it is a control."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import kept, removals_of


@pytest.fixture(scope="module")
def run(conjunction_run):
    return conjunction_run


def test_the_defending_champions_become_one_of_them(run):
    """ "the defending champion" claims uniqueness (before: "Dominic Inglot was the defending
    champion.")."""
    hyps = removals_of(run, "Dominic Inglot and Robert Lindstedt were the defending champions.")
    assert set(hyps) == {
        "Dominic Inglot was one of the defending champions.",
        "Robert Lindstedt was one of the defending champions.",
    }
    pair = hyps["Robert Lindstedt was one of the defending champions."]
    assert (pair.heuristic_label, pair.label_rule) == (
        "entailment",
        "distributive_plural_predicate",
    )
    assert kept(pair)


def test_a_relational_definite_plural_is_entailed_as_a_partitive(run):
    """ "the authors of the report" -> "one of the authors of the report": entailment (before:
    "Smith was the author of the report.", neutral)."""
    hyps = removals_of(run, "Smith and Jones were the authors of the report.")
    pair = hyps["Jones was one of the authors of the report."]
    assert pair.heuristic_label == "entailment"
    assert "Jones was the author of the report." not in hyps


def test_a_clause_after_the_predicate_is_kept(run):
    """The partitive leaves what follows the predicate alone (before: "... was the defending
    champion, but ...")."""
    hyps = removals_of(
        run, "Paul Annacone and Christo van Rensburg were the defending champions, but lost."
    )
    assert "Paul Annacone was one of the defending champions, but lost." in hyps
    assert not any("was the defending champion" in h for h in hyps)


def test_possessive_determiner_takes_one_of(run):
    """A possessive determiner is definite too: "their parents" -> "one of their parents"."""
    hyps = removals_of(run, "Smith and Jones were their parents.")
    assert "Smith was one of their parents." in hyps


def test_an_indefinite_plural_still_becomes_a_singular(run):
    """Control: a bare plural ("teachers") keeps its singular with an article (passes on 1c3ad89)."""
    hyps = removals_of(run, "Smith and Jones were teachers.")
    assert set(hyps) == {"Smith was a teacher.", "Jones was a teacher."}


def test_a_counted_predicate_stays_flagged(run):
    """Control: "the two finalists" cannot be given to one member; flagged before stop 48, since
    then no removal is made at all (``counted_predicate``: the numeral counts the conjuncts)."""
    hyps = removals_of(run, "Smith and Jones were the two finalists.")
    assert hyps == {}


def test_a_negated_definite_plural_keeps_the_singular(run):
    """Control: under negation the singular holds of each member ("not the only researcher");
    "not one of the only researchers" would be no English (passes on 1c3ad89)."""
    hyps = removals_of(run, "MacLow and Zahnle are not the only researchers modeling the impact.")
    assert "MacLow is not the only researcher modeling the impact." in hyps
    assert not any("one of" in h for h in hyps)


def test_the_sole_owners_give_no_clean_singular(run):
    """ "A and B were the sole owners" -> "A was the sole owner" is false (before: a well-formed
    entailment); the removal stays flagged."""
    hyps = removals_of(run, "Smith and Jones were the sole owners of the company.")
    assert "Smith was the sole owner of the company." not in hyps
    assert not any(kept(p) for p in hyps.values())


# -- a pre-verbal adverb shared by coordinated predicates ------------------------------------------


def test_a_frequency_adverb_before_coordinated_participles_stays(run):
    """ "sometimes confused with and mistaken for" minus the first keeps "sometimes" (before:
    "they are mistaken for palms or ferns")."""
    hyps = removals_of(run, "They are sometimes confused with and mistaken for palms or ferns.")
    assert "They are sometimes mistaken for palms or ferns." in hyps
    assert "They are mistaken for palms or ferns." not in hyps
    assert "They are sometimes confused with palms or ferns." in hyps


def test_a_shared_adverb_before_verb_phrases(run):
    """ "generally come from X and perform Y" -> "generally perform Y" (before: "Conductorless
    orchestras perform standard repertoire.")."""
    hyps = removals_of(
        run,
        "Conductorless orchestras generally come from the classical music tradition and perform "
        "standard repertoire.",
    )
    assert "Conductorless orchestras generally perform standard repertoire." in hyps


def test_a_shared_adverb_before_prenominal_participles(run):
    """ "independently owned and operated pharmacies" -> "independently operated pharmacies"
    (before: "over 3,100 operated pharmacies")."""
    hyps = removals_of(
        run,
        "Leader Drug Stores is a network of over 3,100 independently owned and operated pharmacies.",
    )
    assert (
        "Leader Drug Stores is a network of over 3,100 independently operated pharmacies." in hyps
    )


def test_an_adverb_under_but_stays_with_its_conjunct(run):
    """Control: "originally worn ..., but spread" contrasts the conjuncts; "originally" is not
    carried over (passes on 1c3ad89)."""
    hyps = removals_of(
        run, "It was originally worn by the upper class as a daily hat, but spread to commoners."
    )
    assert "It spread to commoners." in hyps


def test_a_second_conjunct_with_its_own_adverb_shares_nothing(run):
    """Control: "too often met with suspicion or plainly ignored" (passes on 1c3ad89)."""
    hyps = removals_of(
        run, "Their emerging sexuality is too often met with suspicion or plainly ignored."
    )
    assert "Their emerging sexuality is plainly ignored." in hyps


def test_again_is_not_carried_over(run):
    """Control: "again" carries its own presupposition and stays with its conjunct."""
    hyps = removals_of(
        run,
        "The Aeros again qualified first for the playoffs and lost the championship to the Jets.",
    )
    assert "The Aeros lost the championship to the Jets." in hyps


def test_a_manner_adverb_stays_with_its_own_verb(run):
    """Control: "vertically lined up planks and painted them" - the manner adverb modifies one
    event and is not carried over (passes on 1c3ad89)."""
    hyps = removals_of(run, "We vertically lined up planks of wood and painted them white.")
    assert "We vertically painted them white." not in hyps
