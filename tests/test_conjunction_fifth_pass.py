"""Issue 12, fifth pass: the error classes of the latest expert blind review, one test per class,
constructed sentences through the real spaCy model. Each test fails on the code before this pass
(commit d635957)."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import conjunction_runner, removed


@pytest.fixture(scope="module")
def run(parsed, ctx):
    """``run(text, shard=())`` -> (candidates, pairs) of the whole sentence."""
    return conjunction_runner(parsed, ctx)


def added(pairs) -> dict[str, object]:
    return {p.premise: p for p in pairs if p.hypothesis_kind == "conjunct_added"}


# -- class 1: a list that a numeral or "both" counts ------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "The park has three lakes: Alder, Birch and Cedar.",
        "He had two sons, Tom and Jim.",
        "She met both of them, Anna and Ben, at the station.",
        "The town has two rivers, the Avon and the Severn.",
        "The two brothers Tom and Jim opened a shop.",
    ],
)
def test_a_counted_list_loses_no_member(run, text):
    cands, pairs = run(text)
    assert cands, "the coordination is still a candidate"
    assert removed(pairs) == {} and added(pairs) == {}


def test_an_uncounted_list_keeps_its_removals(run):
    _, pairs = run("Tom and Jim opened a shop with two friends.")
    assert "Jim opened a shop with two friends." in removed(pairs)


def test_other_names_of_one_referent_are_not_removed(run):
    _, pairs = run("The city, also known as Bayport and Harbor Town, lies on the coast.")
    assert removed(pairs) == {}


# -- class 3: coordinations inside names ------------------------------------------------------------


def test_a_coordination_the_parse_hung_on_a_word_of_a_name_is_no_candidate(run):
    """ "Procter & Gamble" is one ORG entity; the parse makes "Gamble" the first conjunct of
    "lives", which would give "He works for Procter & lives in Ohio"."""
    _, pairs = run("He works for Procter & Gamble and lives in Ohio.")
    assert not any(
        "Procter & lives" in p.hypothesis or "Procter & lives" in p.premise for p in pairs
    )
