"""Stop 48 (branch cj40, s1130j/k/l "non-boolean coordination" and replacement classes).

1. A coordinated subject of "be" whose predicate counts as many things as there are conjuncts
   ("A and B are two of the main threats", "the two largest cities"): one member alone would
   be "two of" them, so no removal (and no addition from it) is made (``counted_predicate``).
2. A year replaced in a coordination of years that locate a repeatable event ("toured Japan in
   1985 and 1989" -> "1985 and 1990"): the years list occasions, so the pair is neutral
   (``occasion_years``); a once-only event ("built in 1890 and 1925") and a plural subject that
   may take the years one each ("The film and the novel appeared in ...") keep the contradiction.

Constructed sentences through the real pipeline (``run_texts``); the changed pairs fail on
a689c8b, the kept ones are controls."""

from __future__ import annotations

import pytest

from pipeline.process import run_texts

TEXTS = [
    "Flooding and coastal erosion are two of the main threats to the island today.",
    "Lyon and Marseille are the two largest cities in the region.",
    "The band toured Japan in 1985 and 1989.",
    "The film and the novel appeared in 1958 and 1959.",
    "Anna and Ben are members of the local choir.",
    "The church was built in 1890 and 1925.",
    "The band toured Japan in 1985 and released a live album.",
]


@pytest.fixture(scope="module")
def pairs():
    return run_texts(TEXTS, ["conjunction"])[1].pairs


def _of(pairs, text, kind):
    return {p.hypothesis: p for p in pairs if p.premise == text and p.hypothesis_kind == kind}


def _touching(pairs, text):
    return [p for p in pairs if text in (p.premise, p.hypothesis)]


@pytest.mark.parametrize("text", TEXTS[:2])
def test_counted_predicate_makes_no_removal_or_addition(pairs, text):
    assert _touching(pairs, text) == []


def test_members_of_an_uncounted_predicate_keep_their_removals(pairs):
    out = _of(pairs, TEXTS[4], "conjunct_removed")
    assert out["Anna is a member of the local choir."].heuristic_label == "entailment"
    assert out["Ben is a member of the local choir."].heuristic_label == "entailment"


def test_year_of_a_repeated_event_replaced_is_neutral(pairs):
    out = _of(pairs, TEXTS[2], "conjunct_replaced")
    pair = out["The band toured Japan in 1985 and 1990."]
    assert (pair.heuristic_label, pair.label_rule) == ("neutral", "replaced_occasion_year")
    assert out["The band toured Japan in 1986 and 1989."].heuristic_label == "neutral"


def test_year_of_a_once_only_event_keeps_its_contradiction(pairs):
    out = _of(pairs, TEXTS[5], "conjunct_replaced")
    pair = out["The church was built in 1890 and 1926."]
    assert (pair.heuristic_label, pair.label_rule) == ("contradiction", "replaced_number")


def test_years_under_a_plural_subject_keep_their_contradiction(pairs):
    out = _of(pairs, TEXTS[3], "conjunct_replaced")
    pair = out["The film and the novel appeared in 1958 and 1960."]
    assert (pair.heuristic_label, pair.label_rule) == ("contradiction", "replaced_number")


def test_year_outside_a_coordination_of_years_keeps_its_contradiction(pairs):
    out = _of(pairs, TEXTS[6], "conjunct_replaced")
    pair = out["The band toured Japan in 1986 and released a live album."]
    assert pair.heuristic_label == "contradiction"
