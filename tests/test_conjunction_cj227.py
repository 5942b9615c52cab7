"""Branch cj227 (stop 103): labels and "or" aliases on encyclopedic text. Constructed sentences
through the real spaCy model; each class has a case that fails on main 52280642 and a near
miss that must not change."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import added, conjunction_runner, removed


@pytest.fixture(scope="module")
def run(parsed, ctx):
    """``run(text)`` -> (candidates, pairs) of the whole sentence."""
    return conjunction_runner(parsed, ctx)


# -- class 1: spellings of one given name share the surname ---------------------------------------


@pytest.mark.parametrize(
    "text, kept",
    [
        (
            "Vaslav or Vatslav Nijinsky was a Russian dancer.",
            "Vaslav Nijinsky was a Russian dancer.",
        ),
        ("Henri or Henry Dupont was a French painter.", "Henri Dupont was a French painter."),
    ],
)
def test_variant_given_names_keep_the_surname_and_are_entailed(run, text, kept):
    """Two spellings of one name (reformulatory "or", Quirk et al. 1985 §13.38): the surname is
    shared, and dropping a spelling leaves the same person (before: "Vaslav was a Russian
    dancer.", neutral)."""
    _, pairs = run(text)
    hyps = removed(pairs)
    assert kept in hyps
    assert hyps[kept].heuristic_label == "entailment"
    assert all(h.split()[1] in {"Nijinsky", "Dupont"} for h in hyps)


@pytest.mark.parametrize(
    "text", ["Tom or Mary Smith will drive the car.", "John or Jane Smith was a painter."]
)
def test_different_given_names_stay_alternatives(run, text):
    """Near miss: two different names (no shared spelling) are a choice between people: the
    removal stays neutral."""
    _, pairs = run(text)
    assert all(p.heuristic_label == "neutral" for p in removed(pairs).values())


def test_mistagged_definitional_subject_is_an_equivalence(run):
    """ "Whisky or whiskey is a type of liquor": the small model tags "Whisky" JJ, but an
    adjective heads no subject, so the definitional subject rule applies: removal entailed,
    an added spelling neutral (before: or_boolean / or_introduction)."""
    _, pairs = run("Whisky or whiskey is a type of liquor.")
    assert removed(pairs)["Whiskey is a type of liquor."].heuristic_label == "entailment"
    assert added(pairs)["Whiskey is a type of liquor."].heuristic_label == "neutral"


def test_adjective_subject_is_no_definition(run):
    """Near miss: "Happy or sad is a choice" coordinates adjectives: no equivalence."""
    _, pairs = run("Happy or sad is a choice.")
    assert removed(pairs)["Sad is a choice."].heuristic_label == "neutral"


def test_invented_alias_is_neutral(run):
    """Adding a name the text does not give to an alias list is new information (unchanged)."""
    _, pairs = run("Chicory, also called succory or endive, is a blue flower.")
    assert added(pairs)["Chicory, also called succory, is a blue flower."].heuristic_label == (
        "neutral"
    )


# -- class 2: exceptive "but" after a quantifier word ---------------------------------------------


@pytest.mark.parametrize(
    "text, hyp",
    [
        (
            "No one but the captain and the cook stayed on the ship.",
            "No one but the cook stayed on the ship.",
        ),
        ("Nothing but rice and beans was served.", "Nothing but rice was served."),
        ("Everyone but the captain and the cook stayed.", "Everyone but the captain stayed."),
    ],
)
def test_exceptive_but_list_is_exact(run, text, hyp):
    """ "no one but A and B" names the exceptions exactly (von Fintel 1993): a removed member
    is put back under the quantifier, a contradiction (before: entailment)."""
    _, pairs = run(text)
    assert removed(pairs)[hyp].heuristic_label == "contradiction"


@pytest.mark.parametrize(
    "text, hyp",
    [
        ("The city was all but destroyed and abandoned.", "The city was all but destroyed."),
        ("Nobody came, but the captain and the cook stayed.", "Nobody came, but the cook stayed."),
    ],
)
def test_degree_all_but_and_clausal_but_stay_boolean(run, text, hyp):
    """Near misses: "all but destroyed" is "almost" (no exception set), and a clausal "but"
    after "Nobody came," is the coordinator: the removal stays entailed."""
    _, pairs = run(text)
    assert removed(pairs)[hyp].heuristic_label == "entailment"


# -- class 3: non-boolean "and" ------------------------------------------------------------------


def test_symmetric_verb_with_proper_name_premodifiers(run):
    """ "where the Atlantic and Pacific Oceans meet": one ocean alone meets nothing (Winter
    2001): no removal (before: "where the Atlantic Ocean meets", entailment)."""
    _, pairs = run("The town lies where the Atlantic and Pacific Oceans meet.")
    assert not removed(pairs)


def test_non_symmetric_verb_keeps_its_removal(run):
    """Near miss: "begin" is no symmetric verb: the removal stays."""
    _, pairs = run("The town lies where the Atlantic and Pacific Oceans begin.")
    assert removed(pairs)


def test_total_over_a_coordination_is_neutral(run):
    """ "a total of forty years on both land and sea": the total is measured over both, the
    count on one is unknown (before: entailment)."""
    _, pairs = run("The war lasted a total of forty years on both land and sea.")
    hyp = "The war lasted a total of forty years on sea."
    assert removed(pairs)[hyp].heuristic_label == "neutral"


def test_no_total_keeps_the_boolean_label(run):
    """Near miss: without a counted total the locative list is boolean."""
    _, pairs = run("They fought a long war on both land and sea.")
    assert removed(pairs)["They fought a long war on sea."].heuristic_label == "entailment"


# -- class 4: contrary adjectives on a bare mass noun ---------------------------------------------


def test_contrary_adjectives_on_a_mass_noun_split_into_portions(run):
    """ "a sink with hot and cold water" has cold water (split reading, Quirk et al. 1985
    §13.69; before: neutral, contrary_modifiers)."""
    _, pairs = run("The hotel has a sink with hot and cold water.")
    assert removed(pairs)["The hotel has a sink with cold water."].heuristic_label == "entailment"


def test_contrary_adjectives_on_one_count_noun_stay_neutral(run):
    """Near miss: one count noun ("a male and female version") is split over two referents or
    parts: one adjective alone does not hold of it (cj108's rule, unchanged)."""
    _, pairs = run("The studio made a male and female version of the doll.")
    hyps = removed(pairs)
    assert hyps
    assert all(p.heuristic_label == "neutral" for p in hyps.values())
