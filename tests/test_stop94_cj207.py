"""Stop 94, cj207 (issue 12): coordination under a degree operator or a generic "or", and verb
coordinations inside a phrasal compound premodifier. Constructed sentences through the real
parse; near-misses included."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import added, conjunction_runner, removed


@pytest.fixture(scope="module")
def run(parsed, ctx):
    return conjunction_runner(parsed, ctx)


@pytest.mark.parametrize(
    ("text", "hypothesis", "rule"),
    [
        (
            "Critics called it the most charming and ambitious comedy of the year.",
            "Critics called it the most ambitious comedy of the year.",
            "degree_scope_superlative",
        ),
        (
            "The soup was so thick and salty that nobody finished it.",
            "The soup was so salty that nobody finished it.",
            "degree_scope_result",
        ),
        (
            "She was too tired and hungry to keep walking.",
            "She was too tired to keep walking.",
            "degree_scope_excess",
        ),
        (
            "The sequel is more charming and ambitious than the original.",
            "The sequel is more charming than the original.",
            "degree_scope_comparative",
        ),
    ],
)
def test_removal_under_one_degree_operator_is_neutral(run, text, hypothesis, rule):
    _, pairs = run(text)
    hyps = removed(pairs)
    assert hypothesis in hyps, sorted(hyps)
    assert hyps[hypothesis].heuristic_label == "neutral", hyps[hypothesis].label_rule
    assert hyps[hypothesis].label_rule == rule
    # the addition stays neutral: the added property is new
    assert all(p.heuristic_label == "neutral" for p in added(pairs).values())


@pytest.mark.parametrize(
    ("text", "hypothesis"),
    [
        # no degree operator: each adjective is asserted of the comedy
        ("It is a charming and ambitious comedy.", "It is an ambitious comedy."),
        # absolute "most" after "a" means "very" (Quirk et al. 1985 §7.84)
        ("Critics called it a most charming and ambitious comedy.",
         "Critics called it a most ambitious comedy."),
        # intensifying "so" with no result clause
        ("The staff were so friendly and helpful!", "The staff were so helpful!"),
        # "too" with no infinitive: an excess over each adjective's standard
        ("The fries were too salty and greasy.", "The fries were too greasy."),
        # two inflected superlatives, each its own operator
        ("This is the funniest and smartest film of the summer.",
         "This is the smartest film of the summer."),
    ],
)  # fmt: skip
def test_coordinated_adjectives_without_a_shared_degree_stay_entailed(run, text, hypothesis):
    _, pairs = run(text)
    hyps = removed(pairs)
    assert hypothesis in hyps, sorted(hyps)
    assert hyps[hypothesis].heuristic_label == "entailment", hyps[hypothesis].label_rule


def test_added_disjunct_in_a_generic_indefinite_subject_is_neutral(run):
    _, pairs = run("A pinch of cumin, paprika, or oregano is tasty too.")
    adds = added(pairs)
    assert "A pinch of paprika or oregano is tasty too." in adds, sorted(adds)
    assert all(p.heuristic_label == "neutral" for p in adds.values()), {
        k: p.heuristic_label for k, p in adds.items()
    }
    hyps = removed(pairs)
    assert hyps["A pinch of cumin or paprika is tasty too."].heuristic_label == "entailment"


def test_disjunction_in_an_episodic_or_individual_subject_stays_boolean(run):
    """Near-misses: a past passive reports one occasion; names are individuals, no kinds."""
    _, pairs = run("A pinch of cumin or paprika was added to the soup.")
    adds = added(pairs)
    assert adds["A pinch of cumin was added to the soup."].heuristic_label == "entailment"
    hyps = removed(pairs)
    assert hyps["A pinch of cumin was added to the soup."].heuristic_label == "neutral"
    _, pairs = run("A friend of Tom or Ann lives here.")
    assert all(p.label_rule == "or_boolean" for p in removed(pairs).values())


@pytest.mark.parametrize(
    "text",
    [
        "This is not a stand up and cheer movie.",
        "The team plays a run and gun style of basketball.",
        "It was a grab and go breakfast.",
    ],
)
def test_verbs_in_a_phrasal_compound_premodifier_are_no_candidate(run, text):
    cands, pairs = run(text)
    assert not cands and not pairs, [p.hypothesis for p in pairs]


def test_noun_compound_modifiers_and_verb_phrases_keep_their_pairs(run):
    """Near-misses: nouns in the same position; the same verbs as a predicate."""
    _, pairs = run("I bought a salt and pepper shaker.")
    assert "I bought a pepper shaker." in removed(pairs)
    _, pairs = run("We stand up and cheer every time.")
    assert removed(pairs)["We cheer every time."].heuristic_label == "entailment"
