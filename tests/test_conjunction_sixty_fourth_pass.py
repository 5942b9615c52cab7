"""Sixty-fourth pass, stop 49 (cj58): ``conjunct_added`` pairs. Constructed sentences through the
real spaCy model; each test fails on main before this pass.

- a "consists of" list left open by a general extender ("as well as other N", "and other N"):
  an added member is neutral, not the ``exhaustive_list`` contradiction (Overstreet 1999);
- "A" -> "A and therefore/thus B": B is the speaker's conclusion, a new assertion, neutral
  (Blakemore 1987), not entailed;
- a definite cardinal after the list that counts its members ("all three", "both" as a
  pronoun): no pair adds a member to a premise whose own count contradicts its list;
- a person named in the removed conjunct and mentioned again later ("..., but Vance left"): no
  pair whose premise mentions a person it never introduced (Prince 1981; Ariel 1990).
"""

from __future__ import annotations

import pytest

from tests.phenomenon_support import added, conjunction_runner


@pytest.fixture(scope="module")
def run(parsed, ctx):
    runner = conjunction_runner(parsed, ctx)
    return lambda text: runner(text)[1]


def _label(pair) -> tuple[str, str]:
    return pair.heuristic_label, pair.label_rule


# -- an exhaustive list left open by a general extender ------------------------------------------


def test_added_member_of_a_list_extended_by_as_well_as_is_neutral(run):
    add = added(
        run("The alloy consists of copper and tin, as well as small amounts of other metals.")
    )
    premise = "The alloy consists of copper, as well as small amounts of other metals."
    assert _label(add[premise]) == ("neutral", "exhaustive_list_extended")


def test_added_member_beside_an_other_n_member_is_neutral(run):
    add = added(run("The committee consists of a chair, two deputies and other members."))
    assert _label(add["The committee consists of a chair and other members."]) == (
        "neutral",
        "exhaustive_list_extended",
    )
    # adding the extender itself still changes the composition
    assert _label(add["The committee consists of a chair and two deputies."]) == (
        "contradiction",
        "exhaustive_list",
    )


def test_a_closed_exhaustive_list_keeps_its_contradiction(run):
    add = added(run("The alloy consists of copper and tin."))
    assert _label(add["The alloy consists of copper."]) == ("contradiction", "exhaustive_list")


# -- an added inference ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "premise"),
    [
        ("The road was flooded and therefore the bus was late.", "The road was flooded."),
        ("She missed the train and thus arrived an hour late.", "She missed the train."),
    ],
)
def test_an_added_and_therefore_conjunct_is_neutral(run, text, premise):
    assert _label(added(run(text))[premise]) == ("neutral", "added_inference")


def test_a_denial_after_a_counterfactual_modal_stays_entailed(run):
    add = added(run("I should have phoned sooner, but didn't."))
    assert {_label(p) for p in add.values()} >= {("entailment", "added_consequence")}


# -- a count of the list's members after it -------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "shortened"),
    [
        (
            "She packed a tent, a stove and a lamp, and she carried all three up the hill.",
            "She packed a tent and a lamp, and she carried all three up the hill.",
        ),
        (
            "They invited Mary, John and Sue, and all three of them came.",
            "They invited Mary and Sue, and all three of them came.",
        ),
        (
            "The tour visited Rome and Paris, and both were crowded.",
            "The tour visited Rome, and both were crowded.",
        ),
    ],
)
def test_no_member_added_to_a_list_counted_after_it(run, text, shortened):
    add = added(run(text))
    assert shortened not in add  # main made it, labelled neutral ``boolean_and``
    # the whole-clause pairs stay; but since stop 93 (cj203) not the one whose premise would be
    # the bare "Both were crowded." (a dual pronoun with nothing to count)
    assert any(p.endswith((" the hill.", " came.", " crowded.")) and "," not in p for p in add) or (
        "They invited" in text or " both " in text
    )
    assert "Both were crowded." not in add


def test_a_count_of_something_else_does_not_block(run):
    add = added(run("She packed a tent and a lamp, and she carried all three bags up the hill."))
    assert "She packed a tent, and she carried all three bags up the hill." in add


# -- a removed person mentioned again -------------------------------------------------------------


def test_no_pair_drops_the_first_mention_of_a_person_named_later(run):
    add = added(
        run(
            "The band hired the drummer Tom Vance and the singer Ada Low, but Vance left after a year."
        )
    )
    assert "The band hired the drummer Tom Vance, but Vance left after a year." in add
    assert not any("Vance" in p and "Tom Vance" not in p and "," in p for p in add)


def test_a_person_introduced_before_the_list_does_not_block(run):
    add = added(
        # "the band", not "them": a plural pronoun whose only antecedent is the list blocks every
        # removal since the ninetieth pass (``conjunction_premises``), which is not this test's
        run(
            "Vance hired the drummer Tom Vance and the singer Ada Low, and Vance paid the band well."
        )
    )
    assert any("Ada Low" in p and "Tom Vance" not in p for p in add)
