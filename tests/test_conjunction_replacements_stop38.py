"""Issue 12, stop 38 (branch cj23): conjunct replacements (``conjunct_replaced``) that judges
rejected: an adjective antonym swapped in for a noun modifier after an ordinal, a numeral of an
approximative "n or m" changed, and the lower bound of a range raised to (or past) the upper one.
Constructed sentences through the real spaCy model. Tests marked "control" are good pairs that
must stay; the others fail on 9484fe4."""

from __future__ import annotations

import re

import pytest

from tests.phenomenon_support import conjunction_runner, replaced


@pytest.fixture(scope="module")
def run(parsed, ctx):
    """``run(text)`` -> (candidates, pairs) of the whole sentence."""
    return conjunction_runner(parsed, ctx)


# -- class 1: a noun modifier after an ordinal is no adjective -----------------------------------


@pytest.mark.parametrize(
    ("text", "bad"),
    [
        (
            "The team played well but lost its first round game against the hosts.",
            "The team played well but lost its first square game against the hosts.",
        ),
        (
            "The squad reached the final but lost its third round replay.",
            "The squad reached the final but lost its third square replay.",
        ),
    ],
)
def test_no_adjective_antonym_for_a_noun_after_an_ordinal(run, text, bad):
    """ "second round match": the tournament round, a noun (Gross & Miller 1990: antonymy is a
    relation between adjectives); before: "second square match" (contradiction)."""
    _, pairs = run(text)
    assert bad not in replaced(pairs)
    assert not any("square" in h for h in replaced(pairs))


def test_an_adjective_after_an_ordinal_keeps_its_antonym(run):
    """Control: "difficult" has no noun reading: "her first difficult case" -> "her first easy
    case" stays a contradiction."""
    _, pairs = run("She lost her first difficult case but won the next one.")
    rep = replaced(pairs)["She lost her first easy case but won the next one."]
    assert rep.heuristic_label == "contradiction"


def test_a_shape_adjective_keeps_its_antonym(run):
    """Control: "round" as a real adjective (no ordinal before it) keeps "square"."""
    _, pairs = run("The town has a round tower and a square keep.")
    assert "The town has a square tower and a square keep." in replaced(pairs)


# -- class 2: approximative "n or m" ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "bad"),
    [
        (
            "Walkers stop every 100 or 200 yards and rest for a minute.",
            "Walkers stop every 101 or 200 yards and rest for a minute.",
        ),
        (
            "The birds return 15 or 16 days later and build a new nest.",
            "The birds return 16 or 16 days later and build a new nest.",
        ),
    ],
)
def test_no_number_replacement_in_an_approximative_or(run, text, bad):
    """ "every 100 or 200 yards" is a vague range (Channell 1994): before, "every 101 or 200
    yards" was emitted both as a contradiction (outer "and") and a neutral (inner "or")."""
    _, pairs = run(text)
    hyps = replaced(pairs)
    assert bad not in hyps
    numerals = re.findall(r"\d+", text)
    assert all(re.findall(r"\d+", h) == numerals for h in hyps)


def test_a_number_in_an_and_conjunct_is_still_replaced(run):
    """Control: "300 engineers and 45 designers" -> "301 engineers" (contradiction)."""
    _, pairs = run("The company employs 300 engineers and 45 designers.")
    rep = replaced(pairs)["The company employs 301 engineers and 45 designers."]
    assert rep.heuristic_label == "contradiction"


# -- class 3: the lower bound of a range raised to the upper one ----------------------------------


def test_no_range_whose_lower_bound_reaches_the_upper_one(run):
    """ "between 1922 and 1923" -> "between 1923 and 1923": no period (before: emitted as a
    contradiction of the outer "and")."""
    _, pairs = run("The house was built between 1922 and 1923 and sold in 1950.")
    hyps = replaced(pairs)
    assert "The house was built between 1923 and 1923 and sold in 1950." not in hyps
    assert "The house was built between 1922 and 1923 and sold in 1951." in hyps


def test_a_wide_range_keeps_its_replacements(run):
    """Control: "between 1880 and 1885" -> "between 1881 and 1885" stays a well-formed period."""
    _, pairs = run("The bridge was built between 1880 and 1885 and was widened in 1930.")
    assert "The bridge was built between 1881 and 1885 and was widened in 1930." in replaced(pairs)


def test_years_in_or_are_not_raised_to_the_neighbour_year(run):
    """ "opened in 1911 or 1912, and closed in 1960": the outer "and" replaced 1911 by 1912
    ("1912 or 1912", a contradiction) before; years joined by "or" are no approximation, so
    "1911 or 1913" (inner "or", neutral) stays."""
    _, pairs = run("The mill opened in 1911 or 1912, and closed in 1960.")
    hyps = replaced(pairs)
    assert "The mill opened in 1912 or 1912, and closed in 1960." not in hyps
    assert hyps["The mill opened in 1911 or 1913, and closed in 1960."].heuristic_label == "neutral"
