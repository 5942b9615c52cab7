"""Stop 48 (branch cj55): non-coordinations, non-declarative sources, ordered lists, free choice.

1. Not coordinations (no candidate, so no pair): mixed numbers and "a hundred and ten"
   (``_mixed_fraction``, ``compound_numeral``), "this or that N" (``_this_or_that``), the
   frozen binomial "peace and quiet" (``conjunction_fixed_phrases.txt``), pseudo-coordination
   "go and V", "try and V", "get up and V" in the base form (``_pseudo_coordination``).
2. Imperative and suppositional sources (``_non_declarative``): no pair.
3. Ordered sequences: in the "by" phrase of "followed"/"succeeded" only the last member may go
   (``_ordered_sequence``); "ready/suitable for A or B" is free choice (entailed removal, neutral
   addition; ``conjunction_possibility_adjectives.txt``).
4. A co-hyponym swap of the head noun the conjuncts share is no replacement pair
   (``_shared_head_swap``).

Constructed sentences through the real pipeline (``run_texts``)."""

from __future__ import annotations

import pytest

from pipeline.process import run_texts
from tests.phenomenon_support import pairs_from

HALF = "The town has grown over the past three and a half centuries."
HUNDRED = "The theatre seats a hundred and twelve guests."
PLAIN_NUMBERS = "The theatre seats twelve guests and four musicians."
THIS_THAT = "The mayor threatened to close this or that library without warning."
PEACE = "After the war she longed for peace and quiet in the hills."
GO = "Go and call the nurse."
TRY = "He will try and repair the fence tomorrow."
GET_UP = "This old engine can get up and surprise you."
TRIED = "She tried and failed twice."
GOT_UP = "The judge got up and left the room."
IMPERATIVE = "Wash the cups and dry the plates."
PLEASE = "Please fill in the form and mail it back."
SUPPOSE = "Suppose the ferry was late and we missed the bus?"
DECLARATIVE = "The cook washed the cups and dried the plates."
FOLLOWED = "The tallest tower is in Oslo, followed in height by Bergen, Molde, and Narvik."
FOLLOWED_VERB = "The dog followed the boy and barked at the gate."
READY = "The report is ready for review, printing, or publishing."
HAD_TO = "He had to walk or swim across the river."
SHARED_HEAD = "The firm builds pumps, sewing machines of many sizes, and washing machines."

TEXTS = [
    HALF, HUNDRED, PLAIN_NUMBERS, THIS_THAT, PEACE, GO, TRY, GET_UP, TRIED, GOT_UP,
    IMPERATIVE, PLEASE, SUPPOSE, DECLARATIVE, FOLLOWED, FOLLOWED_VERB, READY, HAD_TO, SHARED_HEAD,
]  # fmt: skip


@pytest.fixture(scope="module")
def pairs():
    return run_texts(TEXTS, ["conjunction"])[1].pairs


def _all_from(pairs, text: str) -> list:
    return [p for p in pairs if text in (p.premise, p.hypothesis)]


# -- 1. not coordinations ------------------------------------------------------------------------


@pytest.mark.parametrize("text", [HALF, HUNDRED, THIS_THAT, PEACE, GO, TRY, GET_UP])
def test_non_coordinations_have_no_pairs(pairs, text) -> None:
    assert _all_from(pairs, text) == []


def test_coordinated_numbers_with_their_own_nouns_keep_pairs(pairs) -> None:
    got = pairs_from(pairs, PLAIN_NUMBERS)
    assert got["The theatre seats twelve guests."].heuristic_label == "entailment"


@pytest.mark.parametrize(
    ("text", "hypothesis"),
    [
        (TRIED, "She failed twice."),
        (GOT_UP, "The judge left the room."),
    ],
)
def test_inflected_or_converse_verbs_stay_coordinations(pairs, text, hypothesis) -> None:
    assert pairs_from(pairs, text)[hypothesis].heuristic_label == "entailment"


# -- 2. non-declarative sources ------------------------------------------------------------------


@pytest.mark.parametrize("text", [IMPERATIVE, PLEASE, SUPPOSE])
def test_imperatives_and_suppositions_have_no_pairs(pairs, text) -> None:
    assert _all_from(pairs, text) == []


def test_declarative_with_same_verbs_keeps_pairs(pairs) -> None:
    got = pairs_from(pairs, DECLARATIVE)
    assert got["The cook dried the plates."].heuristic_label == "entailment"


# -- 3. ordered sequences and free choice --------------------------------------------------------


def test_ordered_sequence_keeps_only_the_last_removal(pairs) -> None:
    got = pairs_from(pairs, FOLLOWED)
    assert set(got) == {"The tallest tower is in Oslo, followed in height by Bergen and Molde."}
    assert all(p.heuristic_label == "entailment" for p in got.values())


def test_followed_as_an_active_verb_is_no_sequence(pairs) -> None:
    got = pairs_from(pairs, FOLLOWED_VERB)
    assert got["The dog barked at the gate."].heuristic_label == "entailment"


def test_ready_for_disjunction_is_free_choice(pairs) -> None:
    got = pairs_from(pairs, READY)
    assert got, "expected removal pairs"
    assert {p.label_rule for p in got.values()} == {"or_free_choice"}
    assert all(p.heuristic_label == "entailment" for p in got.values())
    added = pairs_from(pairs, READY, "conjunct_added")
    assert added and all(p.heuristic_label == "neutral" for p in added.values())


def test_had_to_disjunction_stays_neutral(pairs) -> None:
    got = pairs_from(pairs, HAD_TO)
    assert got["He had to swim across the river."].heuristic_label == "neutral"


# -- 4. replacements of a shared head ------------------------------------------------------------


def test_shared_head_noun_is_not_swapped(pairs) -> None:
    reps = [
        p for p in pairs if p.premise == SHARED_HEAD and p.hypothesis_kind == "conjunct_replaced"
    ]
    assert all("sewing machines" in p.hypothesis for p in reps)
    assert all("washing machines" in p.hypothesis for p in reps)
