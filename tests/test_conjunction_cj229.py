"""Branch cj229 (stop 103): "or" under predicates of non-identity, "The N1 or N2 is/was" aliases,
internal "equal/same" over coordinated modifiers, a numeral over coordinated nouns. Constructed
sentences through the real spaCy model; each class has cases that fail on int103 and near
misses that must not change."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import added, conjunction_runner, removed


@pytest.fixture(scope="module")
def run(parsed, ctx):
    """``run(text)`` -> (candidates, pairs) of the whole sentence."""
    return conjunction_runner(parsed, ctx)


# -- class 1: "distinct from / different from A or B" is downward in its object ---------------


@pytest.mark.parametrize(
    "text, kept",
    [
        (
            "The species is distinct from the lion or the tiger.",
            "The species is distinct from the lion.",
        ),
        (
            "This word is different from the Latin or the Greek one.",
            "This word is different from the Latin.",
        ),
    ],
)
def test_non_identity_predicate_makes_or_downward(run, text, kept):
    """ "distinct from A or B" = distinct from A and from B (negative predicate, Ladusaw 1979):
    a dropped disjunct is entailed, an added one is not (before: or_boolean neutral and
    or_introduction entailment)."""
    _, pairs = run(text)
    assert removed(pairs)[kept].heuristic_label == "entailment"
    assert added(pairs)[kept].heuristic_label == "neutral"


def test_upward_location_keeps_or_boolean(run):
    """Near miss: "found in France or Spain" is upward: removal neutral, addition entailed."""
    _, pairs = run("The species is found in France or Spain.")
    assert removed(pairs)["The species is found in France."].heuristic_label == "neutral"


def test_from_of_origin_is_not_privative(run):
    """Near miss: "came from A or B" names an origin, no negative predicate."""
    _, pairs = run("The settlers came from the north or the east.")
    assert removed(pairs)["The settlers came from the north."].heuristic_label == "neutral"


# -- class 2: "The N1 or N2 is/was a N" gives two names of one thing ------------------------------


@pytest.mark.parametrize(
    "text, kept",
    [
        (
            "The Tao Te Ching or Daodejing is a classic text.",
            "The Tao Te Ching is a classic text.",
        ),
        (
            "The Tao Te Ching or Daodejing was a classic text.",
            "The Tao Te Ching was a classic text.",
        ),
    ],
)
def test_definite_name_alias_subject_is_an_equivalence(run, text, kept):
    """Reformulatory "or" of a definite name (Quirk et al. 1985 §13.38): removal entailed
    (before: named_entity neutral, the recogniser ran both names into one entity)."""
    _, pairs = run(text)
    pair = removed(pairs)[kept]
    assert (pair.heuristic_label, pair.label_rule) == ("entailment", "or_equivalence")


def test_common_nouns_with_own_article_stay_a_disjunction(run):
    """Near miss: "The cat or the dog is hungry" chooses between two animals."""
    _, pairs = run("The cat or the dog is hungry.")
    assert removed(pairs)["The cat is hungry."].heuristic_label == "neutral"


# -- class 3a: internal "equal/same" over coordinated modifiers of the subject -------------------


def test_equal_rates_relate_the_split_subject(run):
    """ "The forward and backward reactions occur at equal rates": the rates are equal to each
    other (Gleitman 1965), so one group alone has nothing to be equal to: no removal (before:
    "The backward reactions occur at equal rates.", entailment)."""
    _, pairs = run("The forward and backward reactions occur at equal rates.")
    assert not removed(pairs)


def test_same_speed_over_coordinated_subjects(run):
    """ "Cars and trucks travel at the same speed": the adjunct's internal "same"."""
    _, pairs = run("Cars and trucks travel at the same speed.")
    assert not removed(pairs)


def test_non_relational_rate_keeps_the_removal(run):
    """Near miss: "at high rates" relates nothing: the removal stays entailed."""
    _, pairs = run("The forward and backward reactions occur at high rates.")
    assert removed(pairs)["The backward reactions occur at high rates."].heuristic_label == (
        "entailment"
    )


def test_balanced_diet_is_distributive(run):
    """Near miss: "a balanced diet" is balanced in itself, each member eats one."""
    _, pairs = run("Tom and Anna eat a balanced diet.")
    assert removed(pairs)["Tom eats a balanced diet."].heuristic_label == "entailment"


def test_equal_with_a_standard_is_distributive(run):
    """Near miss: "equal to the old one" has its own standard: each member is compared to it."""
    _, pairs = run("The forward and backward reactions occur at rates equal to the old ones.")
    assert removed(pairs)


# -- class 3b: a numeral over coordinated nouns counts their union -------------------------------


def test_numeral_over_coordinated_nouns_counts_the_union(run):
    """ "nearly 3,500 dioceses and eparchies": one count over both kinds (Krifka 1989), so the
    count of one kind is unknown: neutral both ways (before: removal entailed)."""
    _, pairs = run("The church has nearly 3,500 dioceses and eparchies.")
    rem = removed(pairs)["The church has nearly 3,500 eparchies."]
    assert (rem.heuristic_label, rem.label_rule) == ("neutral", "distributed_count")
    assert added(pairs)["The church has nearly 3,500 eparchies."].heuristic_label == "neutral"


def test_each_noun_with_its_own_numeral_stays_boolean(run):
    """Near miss: "3,500 dioceses and two eparchies": each count is its own, both entailed."""
    _, pairs = run("The church has 3,500 dioceses and two eparchies.")
    assert removed(pairs)["The church has 3,500 dioceses."].heuristic_label == "entailment"


def test_year_is_no_count(run):
    """Near miss: a year before the list counts nothing."""
    _, pairs = run("In 1990 cars and trucks were sold.")
    assert removed(pairs)["In 1990 cars were sold."].heuristic_label == "entailment"
