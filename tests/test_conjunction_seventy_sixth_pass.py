"""Stop 52 (branch cj70): approximative numerals and replacements bound to a sense or a range.

- consecutive number words that count ("one or two were writers", "two or three days") are
  one vague quantity: no pair; a number named as a value ("multiples of four or five") and
  "either one or two" keep theirs;
- "cool"/"hot" said of a person, a work, an act or a clause have their evaluative sense: no
  antonym swap to "warm"/"cold"; said of air or a bath they keep it;
- the adjective of "fall asleep" is selected by "fall": no "fell awake";
- a number at one end of a dashed range of a quantity ("25-30 bucks", "1-2 mSv") is not
  replaced; a period between two years keeps its swaps unless they empty it.

Constructed sentences through the real pipeline (``run_texts``)."""

from __future__ import annotations

import pytest

from pipeline.process import run_texts
from tests.phenomenon_support import labels

ONE_TWO = "One or two were writers in the family."
DAYS = "We stayed two or three days at the lake."
METRES = "The tree grows to three or four metres in the garden."
TIMES = "I bent down and coughed four or five times."
MULTIPLES = "The flower parts are in multiples of four or five."
EITHER = "You can choose either one or two."
COOL_WORK = "Blade II is cool, but not as cool as the first."
COOL_ACT = "This is a different but cool thing to do."
HOT_PERSON = "I mean, at first I thought she was hot, but now she is old news."
COOL_AIR = "We enjoyed the outside tables and the cool air."
HOT_BATH = "He took a hot bath and drank a glass of wine."
ASLEEP = "I fell asleep watching them make soup and that was a highlight."
BUDGET = "He asks what my budget is and I tell him 25-30 bucks and a beer."
DOSES = "The doses are typically in the range 1-2 mSv in coal mines and 1-10 mSv in other mines."
COUNTS = "She won 24 majors and 40 other titles."
LIFESPANS = "The sisters Charlotte (1816–1855) and Emily (1818–1848) wrote novels."

TEXTS = [
    ONE_TWO,
    DAYS,
    METRES,
    TIMES,
    MULTIPLES,
    EITHER,
    COOL_WORK,
    COOL_ACT,
    HOT_PERSON,
    COOL_AIR,
    HOT_BATH,
    ASLEEP,
    BUDGET,
    DOSES,
    COUNTS,
    LIFESPANS,
]


@pytest.fixture(scope="module")
def pairs():
    return run_texts(TEXTS, ["conjunction"])[1].pairs


def or_pairs(pairs, text: str) -> list:
    return [p for p in pairs if p.subtype == "or" and text in (p.premise, p.hypothesis)]


def replaced(pairs, text: str) -> set[str]:
    return set(labels(pairs, text, "conjunct_replaced"))


@pytest.mark.parametrize("text", [ONE_TWO, DAYS, METRES, TIMES])
def test_approximative_numerals_give_no_pair(pairs, text):
    assert or_pairs(pairs, text) == []


def test_one_or_two_is_never_one_were(pairs):
    assert "One were writers in the family." not in labels(pairs, ONE_TWO)


def test_the_other_conjunction_of_an_approximation_keeps_its_pairs(pairs):
    """Control: "bent down and coughed" is a boolean "and" beside the approximation."""
    assert "I coughed four or five times." in labels(pairs, TIMES)


@pytest.mark.parametrize(
    "text, hypothesis",
    [
        (MULTIPLES, "The flower parts are in multiples of four."),
        (EITHER, "You can choose one."),
    ],
)
def test_numbers_as_values_or_after_either_keep_their_removals(pairs, text, hypothesis):
    """Controls: a number of arithmetic after "multiples of", and "either", offer alternatives."""
    assert hypothesis in labels(pairs, text)


@pytest.mark.parametrize(
    "text, word",
    [(COOL_WORK, "warm"), (COOL_ACT, "warm"), (HOT_PERSON, "cold")],
)
def test_evaluative_cool_and_hot_are_not_swapped(pairs, text, word):
    assert not any(word in h for h in replaced(pairs, text))


@pytest.mark.parametrize(
    "text, hypothesis",
    [
        (COOL_AIR, "We enjoyed the outside tables and the warm air."),
        (HOT_BATH, "He took a cold bath and drank a glass of wine."),
    ],
)
def test_physical_temperature_keeps_its_antonym(pairs, text, hypothesis):
    """Controls: air and a bath have a temperature."""
    assert labels(pairs, text, "conjunct_replaced").get(hypothesis) == (
        "contradiction",
        "replaced_antonym",
    )


def test_fall_asleep_is_not_fall_awake(pairs):
    assert not any("awake" in h for h in replaced(pairs, ASLEEP))


@pytest.mark.parametrize("text, bad", [(BUDGET, "26-30"), (DOSES, "2-2 mSv")])
def test_a_range_end_is_not_replaced(pairs, text, bad):
    assert not any(bad in h for h in replaced(pairs, text))


def test_a_plain_count_is_still_replaced(pairs):
    """Control: "24 majors" is no range end."""
    assert "She won 25 majors and 40 other titles." in replaced(pairs, COUNTS)


def test_a_period_between_years_keeps_its_replacement(pairs):
    """Control: life dates are exact years; "1819" for "1818" contradicts them."""
    assert any("(1819–1848)" in h for h in replaced(pairs, LIFESPANS))
