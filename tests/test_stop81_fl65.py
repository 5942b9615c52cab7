"""Stop 81 round two, branch fl65: source fitness of spoken and dialogue text (docs/fitness.md,
"Stop 81: fl65").

- ``fitness._unanchored_vp_ellipsis`` (reason ``vp_ellipsis``): a finite modal, "do" or "have"
  heading a clause with no verb phrase after it, in a sentence with no other lexical verb, is
  verb-phrase ellipsis whose antecedent is in an earlier sentence; an ellipsis with its
  antecedent in the same sentence, lexical "do" with a manner adverb or an object, and tag
  questions are left alone.
- fl65's second check, ``source:elongated`` (a letter tripled in a word: "Pleeease"), was
  withdrawn at integration: on the next slice, s1205d, judges kept the two judged pairs it fired
  on ("I'm no racsssissst, but ...", "Hmmm, some of the title ..."), 4 bad of 6 judged overall.

Sentences are constructed and go through the real spaCy model and the real pipeline."""

from __future__ import annotations

import pytest

from pipeline import fitness
from pipeline.flags import settle
from pipeline.records import Pair
from tests.phenomenon_support import mined_pairs


def _pairs(text: str, phenomenon: str) -> list[Pair]:
    return [settle(p) for p in mined_pairs(text, phenomenon, assess_sources=True)]


ELIDED = [
    "Luckily, most of the sailors did.",
    "Yes, I'm certain the old baker will.",
    "Sadly, none of the wardens could.",
    "I did too.",
]
ANCHORED_OR_LEXICAL = [
    "The miller hasn't paid yet, but I'm certain he will.",
    "The smith knows more about swords than we do.",
    "The young squad did well.",
    "Most of the sailors did their chores.",
    "The night is cold, isn't it?",
    "Most of the sailors left the harbour.",
]


@pytest.mark.parametrize("text", ELIDED)
def test_ellipsis_without_antecedent_is_unfit(nlp, text: str) -> None:
    assert "vp_ellipsis" in fitness.assess(text, nlp(text))


@pytest.mark.parametrize("text", ANCHORED_OR_LEXICAL)
def test_anchored_ellipsis_or_lexical_do_is_fit(nlp, text: str) -> None:
    assert "vp_ellipsis" not in fitness.assess(text, nlp(text))


def test_elided_sentence_pairs_are_flagged() -> None:
    pairs = _pairs("Luckily, most of the sailors did.", "implicature")
    assert pairs
    for pair in pairs:
        assert "source:vp_ellipsis" in pair.features.get("flags", ())
        assert not pair.well_formed


def test_full_sentence_pairs_are_written_well_formed() -> None:
    pairs = _pairs("Luckily, most of the sailors left the harbour.", "implicature")
    assert any(p.well_formed for p in pairs)
    assert not any("source:vp_ellipsis" in p.features.get("flags", ()) for p in pairs)


def test_plain_sentence_pairs_are_written_well_formed() -> None:
    pairs = _pairs("The serpent stopped trying to bite the guard.", "verb_complement")
    assert any(p.well_formed for p in pairs)
