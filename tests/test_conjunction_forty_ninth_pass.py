"""Stop 49 (branch cj41, s1130j/k/l "wrong conjunct span" class).

1. A list member whose "-ing" classifier the parse read as a verb taking the coordination as
   its objects ("huts, [logging] camps and small sawmills"): the gerund belongs to the first
   conjunct and goes with it, and the list keeps its "and" ("huts and small sawmills"), never
   "huts, logging small sawmills"
   (``_classifying_gerund``). A real progressive verb with coordinated objects keeps its verb.
2. Two attributive adjectives with the second and its conjunction set off by paired commas
   ("a brief, but memorable, career"): either removal takes both commas and keeps the article
   ("a memorable career", "a brief career"), never "a brief, career"
   (``_parenthetical_premodifier``).

3. A gapped second clause ("Two were injured and three [were] hurt"): its auxiliary comes from
   the first, so the first is not removed (``_gapped_auxiliary``); the second can go, and two
   full clauses keep both removals.

Constructed sentences through the real pipeline (``run_texts``); the changed pairs fail on
6bb0f7d, the kept ones are controls."""

from __future__ import annotations

import pytest

from pipeline.process import run_texts
from tests.phenomenon_support import pairs_from

TEXTS = [
    "The colonists built roads, trading posts, logging camps and small mills.",
    "The company is cutting old oaks and young pines in the forest.",
    "He had a short, but successful, career at the club.",
    "The team played a bold, and costly, game in the final.",
    "Two guards were injured and three visitors hurt in the fire.",
    "The bridge was repaired and the road was reopened in May.",
]


@pytest.fixture(scope="module")
def pairs():
    return run_texts(TEXTS, ["conjunction"])[1].pairs


def test_classifying_gerund_goes_with_its_noun(pairs):
    out = pairs_from(pairs, TEXTS[0])
    pair = out["The colonists built roads, trading posts and small mills."]
    assert pair.heuristic_label == "entailment"
    assert "The colonists built roads, trading posts and logging camps." in out
    assert not any("logging small" in h for h in out)


def test_real_verb_keeps_its_coordinated_objects(pairs):
    out = pairs_from(pairs, TEXTS[1])
    assert "The company is cutting young pines in the forest." in out
    assert "The company is cutting old oaks in the forest." in out


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            TEXTS[2],
            ["He had a successful career at the club.", "He had a short career at the club."],
        ),
        (
            TEXTS[3],
            [
                "The team played a costly game in the final.",
                "The team played a bold game in the final.",
            ],
        ),
    ],
)
def test_parenthetical_premodifier_loses_both_commas(pairs, text, expected):
    out = pairs_from(pairs, text)
    for hyp in expected:
        assert hyp in out
        assert out[hyp].heuristic_label == "entailment"
    assert not any(", career" in h or ", game" in h for h in out)


def test_gapped_clause_keeps_the_clause_it_borrows_from(pairs):
    out = pairs_from(pairs, TEXTS[4])
    assert "Two guards were injured." in out or "Two guards were injured in the fire." in out
    assert not any(h.startswith("Three visitors hurt") for h in out)


def test_full_clauses_keep_both_removals(pairs):
    out = pairs_from(pairs, TEXTS[5])
    assert "The road was reopened in May." in out
    assert "The bridge was repaired." in out
