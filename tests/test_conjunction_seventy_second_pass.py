"""Stop 51 (branch cj66): candidate selection and labels of non-boolean coordination.

- an exceptive under a universal ("everyone except A and B") names the exact exceptions: a
  member removed or added contradicts (``exceptive_universal``); "unlike" and an exceptive
  without a universal keep the contrastive frame's labels (controls);
- two "and" lists of one length in a clause, one of numbers ("A and B were born in 1950 and
  1952"), pair member by member (covert "respectively"): no removal or addition;
- a plural label that needs every member ("Popes Leo and Gregory", "the three kingdoms of A,
  B and C") gets no removal or addition; a cardinal that is not the count ("the twelve
  tribes, including A and B") and a title after an article ("the Brothers Grimm") stay;
- "level the playing field for A and B" relates its members: no removal or addition;
- numbers under a plural scale noun of "between" ("between the ages of 5 and 11") are the
  ends of one range: no removal.

Constructed sentences through the real pipeline (``run_texts``)."""

from __future__ import annotations

import pytest

from pipeline.process import run_texts
from tests.phenomenon_support import labels

EXCEPT = "Every guest except the baker and the tailor stayed for dinner."
NOBODY = "Nobody other than the mayor and the clerk knew the code."
UNLIKE = "Unlike cats or dogs, rabbits are quiet."
FEW_OTHER = "Other than apples and pears, few fruits grow here."
BORN = "Alice and Bob were born in 1950 and 1952."
SCORED = "Smith and Jones scored 10 and 12 goals."
VISITED = "Alice and Bob were born in Leeds in 1950."
POPES = "The letters were written by Popes Leo and Gregory."
KINGDOMS = "The three kingdoms of Wessex, Mercia and Northumbria fought for control."
TRIBES = "The twelve tribes, including Judah and Levi, settled there."
GRIMM = "The Brothers Grimm and Hans Andersen wrote tales."
LEVEL = "The new law levels the playing field for small firms and large corporations."
HELPS = "The new law helps small firms and large corporations."
AGES = "The club takes children between the ages of 5 and 11."
COUNTRIES = "The card is accepted in all countries except Portugal, Spain, Greece and Turkey."

TEXTS = [
    EXCEPT,
    NOBODY,
    UNLIKE,
    FEW_OTHER,
    BORN,
    SCORED,
    VISITED,
    POPES,
    KINGDOMS,
    TRIBES,
    GRIMM,
    LEVEL,
    HELPS,
    AGES,
    COUNTRIES,
]


@pytest.fixture(scope="module")
def pairs():
    return run_texts(TEXTS, ["conjunction"])[1].pairs


def kinds(pairs, text: str) -> set[str]:
    """The hypothesis kinds of the pairs built on ``text`` (as premise or hypothesis)."""
    return {p.hypothesis_kind for p in pairs if text in (p.premise, p.hypothesis)}


def test_exceptive_under_universal_contradicts_both_ways(pairs):
    short = "Every guest except the tailor stayed for dinner."
    assert labels(pairs, EXCEPT).get(short) == ("contradiction", "exceptive_universal")
    assert labels(pairs, short, "conjunct_added").get(EXCEPT) == (
        "contradiction",
        "exceptive_universal",
    )


def test_negative_universal_exceptive_contradicts(pairs):
    assert labels(pairs, NOBODY).get("Nobody other than the clerk knew the code.") == (
        "contradiction",
        "exceptive_universal",
    )


def test_exceptive_over_a_list_of_names_contradicts(pairs):
    """The exception set holds whatever the recogniser's span over the names."""
    short = "The card is accepted in all countries except Portugal, Greece and Turkey."
    assert labels(pairs, COUNTRIES).get(short) == ("contradiction", "exceptive_universal")


def test_contrastive_frames_without_universal_stay(pairs):
    """Controls: "unlike" and an exceptive over "few" keep the contrastive frame's labels."""
    assert labels(pairs, UNLIKE).get("Unlike dogs, rabbits are quiet.") == (
        "entailment",
        "contrastive_frame",
    )
    # the ninety-fourth pass (cj91): an exceptive without a universal host is non-monotone in
    # its list (von Fintel 1993; conjunction_frames.bare_exceptive): neutral, no longer entailed
    assert labels(pairs, FEW_OTHER).get("Other than pears, few fruits grow here.") == (
        "neutral",
        "downward_and",
    )


def test_covert_respectively_with_numbers_has_no_removal(pairs):
    for text in (BORN, SCORED):
        got = kinds(pairs, text)
        assert "conjunct_removed" not in got and "conjunct_added" not in got, text


def test_single_list_with_a_year_keeps_its_removals(pairs):
    """Control: one list and one year pair nothing."""
    assert labels(pairs, VISITED).get("Bob was born in Leeds in 1950.") == (
        "entailment",
        "boolean_and",
    )


def test_plural_labels_get_no_removal(pairs):
    for text in (POPES, KINGDOMS):
        got = kinds(pairs, text)
        assert "conjunct_removed" not in got and "conjunct_added" not in got, text


def test_other_cardinal_and_named_title_keep_removals(pairs):
    assert labels(pairs, TRIBES).get("The twelve tribes, including Levi, settled there.") == (
        "entailment",
        "boolean_and",
    )
    assert "The Brothers Grimm wrote tales." in labels(pairs, GRIMM)


def test_level_playing_field_is_symmetric(pairs):
    got = kinds(pairs, LEVEL)
    assert "conjunct_removed" not in got and "conjunct_added" not in got
    assert labels(pairs, HELPS).get("The new law helps small firms.") == (
        "entailment",
        "boolean_and",
    )


def test_range_under_plural_scale_noun_has_no_removal(pairs):
    got = kinds(pairs, AGES)
    assert "conjunct_removed" not in got and "conjunct_added" not in got
