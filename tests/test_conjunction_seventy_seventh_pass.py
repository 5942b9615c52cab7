"""Stop 52 (branch cj71): a shared object carried onto a verb that cannot take it.

Right-node raising shares the object after the last of coordinated verbs with every verb, and
is grammatical only when each verb can combine with it (Postal 1974; Huddleston & Pullum 2002
ch. 15 §4.4). When an earlier verb is bare and its frequent WordNet senses have no direct-object
frame ("laugh", "smile", "sit"), the object is the last verb's own: removing that verb removes
its object and what follows with it ("He laughed.", never "He laughed the room."). Verbs that
do take the object keep sharing it ("She washed the dishes").

Constructed sentences through the real pipeline (``run_texts``)."""

from __future__ import annotations

import pytest

from pipeline.lexicon.verb_frames import transitive_share
from tests.phenomenon_support import added, mined_pairs, removals_by_premise

LAUGHED = "The old man laughed and closed the window."
GRINNED = "My sister grinned and grabbed the keys from the table."
SLEPT = "The baby slept and missed the whole parade down Main Street."
WASHED = "Every evening she washed and dried the plates."
COOKED = "The boys caught and cooked a large trout."
OWN_OBJECT_BOTH = "He ate a sandwich and left the house."
BARE_BOTH = "The guests laughed and left."
PAUSED = "The nurse paused and looked at the chart."
WAVED = "The children sang and danced in the park."
AIRED = "Last year the new sitcom aired and became a hit."
EXPAND = "The fund was set up to expand and support rural clinics."
STARED = "The villagers came out to stare and point at the strangers."

TEXTS = [
    LAUGHED,
    GRINNED,
    SLEPT,
    WASHED,
    COOKED,
    OWN_OBJECT_BOTH,
    BARE_BOTH,
    PAUSED,
    WAVED,
    AIRED,
    STARED,
    EXPAND,
]


@pytest.fixture(scope="module")
def removals():
    return removals_by_premise(TEXTS)


@pytest.mark.parametrize(
    ("text", "gone", "kept"),
    [
        (LAUGHED, "The old man laughed the window.", "The old man laughed."),
        (GRINNED, "My sister grinned the keys from the table.", "My sister grinned."),
        (SLEPT, "The baby slept the whole parade down Main Street.", "The baby slept."),
    ],
)
def test_objectless_verb_does_not_take_the_last_verbs_object(removals, text, gone, kept):
    assert gone not in removals[text]
    assert kept in removals[text]


def test_the_last_verb_still_keeps_its_object(removals):
    assert "The old man closed the window." in removals[LAUGHED]
    assert "My sister grabbed the keys from the table." in removals[GRINNED]


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        (WASHED, "Every evening she washed the plates."),
        (COOKED, "The boys caught a large trout."),
        (EXPAND, "The fund was set up to expand rural clinics."),
    ],
)
def test_transitive_verbs_still_share_the_object(removals, text, kept):
    assert kept in removals[text]


def test_other_verb_phrases_are_unchanged(removals):
    assert "He ate a sandwich." in removals[OWN_OBJECT_BOTH]
    assert "The guests laughed." in removals[BARE_BOTH]


def test_prepositional_verbs_complement_stays_with_it(removals):
    # "look at": a prepositional verb, whose phrase "pause" does not take
    assert "The nurse paused at the chart." not in removals[PAUSED]
    assert "The nurse paused." in removals[PAUSED]
    assert "The nurse looked at the chart." in removals[PAUSED]


def test_verb_with_a_prepositional_frame_still_shares_the_phrase(removals):
    # "stare" has frame 22 "Somebody ----s PP": "stare at the strangers" is right-node raising
    assert "The villagers came out to stare at the strangers." in removals[STARED]


def test_shared_adjunct_phrase_is_still_shared(removals):
    # "dance in": no prepositional verb, so the place phrase is an adjunct of both verbs
    assert "The children sang in the park." in removals[WAVED]


def test_predicative_complement_stays_with_its_verb(removals):
    assert "Last year the new sitcom aired a hit." not in removals[AIRED]
    assert "Last year the new sitcom aired." in removals[AIRED]
    assert "Last year the new sitcom became a hit." in removals[AIRED]


def test_addition_starts_from_the_repaired_premise():
    pairs = added(mined_pairs(LAUGHED, "conjunction"))
    assert "The old man laughed." in pairs
    assert "The old man laughed the window." not in pairs


@pytest.mark.parametrize(
    ("lemma", "low"),
    [("laugh", True), ("grin", True), ("sit", True), ("wash", False), ("open", False)],
)
def test_transitive_share_reads_the_frequent_senses(lemma, low):
    share = transitive_share(lemma)
    assert share is not None
    assert (share < 0.5) is low


def test_unknown_verb_is_not_judged():
    assert transitive_share("flurbicate") is None
