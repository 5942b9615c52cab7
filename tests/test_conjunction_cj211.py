"""Branch cj211 (stop 96, issue #12, from the judged slice s9602): three classes, constructed
sentences through the real spaCy model; each class has tests that fail on the base 5e67b4c8 and
near misses that keep their old output.

1. "A, but only if/when/provided B": the last member is a necessary condition of the first
   clause (von Fintel 1997), so no removal pair; the addition pair stays.
2. A coordination in the "of" phrase of a subject "the number of N" whose copular predicate is
   "small"/"few"/"low" is in a downward restrictor, as under "few N" (Ladusaw 1979).
3. No antonym swap of an adjective whose co-conjunct is its near-synonym (one WordNet cluster):
   "as cowardly and valiant a soldier" contradicts itself."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import conjunction_runner


@pytest.fixture(scope="module")
def run(parsed, ctx):
    """``run(text)`` -> (candidates, pairs) of the whole sentence."""
    return conjunction_runner(parsed, ctx)


def _by_kind(pairs, kind: str) -> dict[str, object]:
    return {p.hypothesis: p for p in pairs if p.hypothesis_kind == kind}


# -- class 1: "but only if" ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "shorter"),
    [
        (
            "We can take you to the harbour tomorrow, but only if you pay the captain in advance.",
            "We can take you to the harbour tomorrow.",
        ),
        (
            "She will sign the contract, but only when the lawyers have read it.",
            "She will sign the contract.",
        ),
        (
            "The guards will open the gate, but only provided that you show the seal.",
            "The guards will open the gate.",
        ),
    ],
)
def test_but_only_if_makes_no_removal(run, text, shorter):
    """Before: "We can take you to the harbour tomorrow." entailment, and the fragment "Only if
    you pay the captain in advance." entailment. Now only the addition pair, neutral."""
    _, pairs = run(text)
    assert not _by_kind(pairs, "conjunct_removed")
    added = [p for p in pairs if p.hypothesis_kind == "conjunct_added"]
    assert [(p.premise, p.heuristic_label) for p in added] == [(shorter, "neutral")]


def test_but_only_after_a_past_event_keeps_its_removal(run):
    """Near miss: "but only after" is no condition; the agreeing happened."""
    _, pairs = run("He agreed to help us, but only after we apologised.")
    assert _by_kind(pairs, "conjunct_removed")["He agreed to help us."].heuristic_label == (
        "entailment"
    )


def test_but_only_degree_keeps_its_removal(run):
    """Near miss: "but only slightly salty" is a predicate, no condition."""
    _, pairs = run("The soup was hot, but only slightly salty.")
    assert _by_kind(pairs, "conjunct_removed")["The soup was hot."].heuristic_label == (
        "entailment"
    )


# -- class 2: "the number of N ... is small" ----------------------------------------------------


@pytest.mark.parametrize(
    ("text", "shorter"),
    [
        (
            "The number of sailors who have crossed the northern sea and the southern ocean is "
            "extremely low.",
            "The number of sailors who have crossed the northern sea is extremely low.",
        ),
        (
            "The number of farmers who grow wheat and barley in the valley are few.",
            "The number of farmers who grow wheat in the valley are few.",
        ),
    ],
)
def test_small_number_restrictor_is_downward(run, text, shorter):
    """Before: entailment (``boolean_and``). A small number of N who A and B says nothing of
    the number of N who A."""
    _, pairs = run(text)
    pair = _by_kind(pairs, "conjunct_removed")[shorter]
    assert (pair.heuristic_label, pair.label_rule) == ("neutral", "downward_and")


@pytest.mark.parametrize(
    ("text", "shorter"),
    [
        (  # "large" is upward
            "The number of sailors who have crossed the northern sea and the southern ocean is "
            "very large.",
            "The number of sailors who have crossed the northern sea is very large.",
        ),
        (  # a negated copula reverses the monotonicity
            "The number of sailors who have crossed the northern sea and the southern ocean is "
            "not low.",
            "The number of sailors who have crossed the northern sea is not low.",
        ),
    ],
)
def test_large_or_negated_number_keeps_its_entailment(run, text, shorter):
    _, pairs = run(text)
    assert _by_kind(pairs, "conjunct_removed")[shorter].heuristic_label == "entailment"


# -- class 3: a near-synonym co-conjunct -------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "She was as brave and valiant a soldier as any in the army.",
        "He was a brave and courageous man.",
        "They lived in a large and spacious house near the river.",
        "It was a dark and gloomy night.",
    ],
)
def test_no_swap_beside_a_near_synonym(run, text):
    """Before: "as cowardly and valiant a soldier", "a small and spacious house" ...
    contradiction, self-contradictory hypotheses."""
    _, pairs = run(text)
    assert not _by_kind(pairs, "conjunct_replaced")


@pytest.mark.parametrize(
    ("text", "hypothesis"),
    [
        (
            "It was a hot and dry summer in the valley.",
            "It was a cold and dry summer in the valley.",
        ),
        (
            "He was a brave and loyal knight of the realm.",
            "He was a cowardly and loyal knight of the realm.",
        ),
    ],
)
def test_swap_beside_an_unrelated_adjective_stays(run, text, hypothesis):
    """Near miss: "hot"/"dry", "brave"/"loyal" lie in different WordNet clusters."""
    _, pairs = run(text)
    assert _by_kind(pairs, "conjunct_replaced")[hypothesis].heuristic_label == "contradiction"


def test_swap_beside_a_near_synonym_in_an_or_coordination_stays(run):
    """Near miss: "or" offers alternatives, so "a black or off-white powder" is coherent."""
    _, pairs = run("The salt can be obtained as a white or off-white powder.")
    hyp = "The salt can be obtained as a black or off-white powder."
    assert hyp in _by_kind(pairs, "conjunct_replaced")
