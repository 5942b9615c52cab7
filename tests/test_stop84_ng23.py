"""Stop 84, ng23: a negated clause whose sentence still refers to the event it denies.

A negative clause asserts that no event of its kind occurred and introduces no event referent
(Kamp & Reyle 1993 §1.5; Horn 1989 ch. 3). Two shapes that point at such an event, measured on
every judged negated / negation-removed pair of the 25 slices and the two A/Bs:

- a fronted adverbial of immediate sequence ("In a moment", "At once", "Instantly"), which
  places the clause's event right after the one before (Quirk et al. 1985 §8.63): added to
  ``clause_scope.SEQUENCE_OPENERS`` / ``SEQUENCE_PHRASES`` (``discourse-clash:fronted-sequence``);
- a later "and" clause opening with a pro-form for the denied clause's event or place ("and
  thereupon", "and there we met ..."; Halliday & Hasan 1976 §2.4; Quirk et al. 1985 §12.14):
  ``negation._anaphoric_opening`` in ``later_and_clause`` (the negation is refused,
  ``one-conjunct-negated``).

Sentences are constructed for these tests.
"""

from __future__ import annotations

import pytest

from pipeline.rewrite.clause_scope import fronted_sequence_adverb
from tests.phenomenon_support import mined_pairs


def _negated(text: str, phenomenon: str = "verb_complement") -> list:
    return [
        p for p in mined_pairs(text, phenomenon, assess_sources=True) if p.premise_kind == "negated"
    ]


def _flags(pair) -> list[str]:
    return list(pair.features.get("flags") or [])


# -- shape 1: a fronted adverbial of immediate sequence ----------------------------------------


@pytest.mark.parametrize(
    ("text", "adverb"),
    [
        ("In a moment she realized that the others had seen the letter.", "in a moment"),
        ("At once he noticed that the gate had been left open.", "at once"),
        ("In an instant he knew that the match was lost.", "in an instant"),
        ("Instantly they learned that the ship had sailed.", "instantly"),
    ],
)
def test_fronted_immediate_sequence_adverbial_is_found(nlp, text, adverb):
    doc = nlp(text)
    assert fronted_sequence_adverb(doc[0].sent.root) == adverb


@pytest.mark.parametrize(
    "text",
    [
        "In a moment of panic she realized that the others had seen the letter.",
        "In the morning she realized that the others had seen the letter.",
        "He saw at once that the gate had been left open.",
    ],
)
def test_circumstance_or_postverbal_adverbial_is_no_fronted_sequence(nlp, text):
    # good neighbours: a postmodified "moment" names a circumstance; a position-in-time
    # adverbial places no event after another; a postverbal "at once" is inside the negation
    doc = nlp(text)
    assert fronted_sequence_adverb(doc[0].sent.root) is None


def test_negated_clause_after_in_a_moment_is_flagged():
    pairs = _negated("In a moment she realized that the others had seen the letter.")
    assert pairs
    assert all(not p.well_formed for p in pairs)
    assert all("discourse-clash:fronted-sequence" in _flags(p) for p in pairs)


def test_negated_clause_after_in_the_morning_stays_clean():
    pairs = _negated("In the morning she realized that the others had seen the letter.")
    assert pairs
    assert any(p.well_formed and p.heuristic_label == "entailment" for p in pairs)


def test_negated_clause_after_in_a_moment_of_panic_stays_clean():
    pairs = _negated("In a moment of panic she realized that the others had seen the letter.")
    assert any(p.well_formed and p.heuristic_label == "entailment" for p in pairs)


def test_presupposition_after_at_once_is_flagged_and_in_the_evening_is_not():
    bad = _negated("At once she stopped laughing at the clown.", "presupposition")
    assert bad
    assert all("discourse-clash:fronted-sequence" in _flags(p) for p in bad)
    good = _negated("In the evening she stopped laughing at the clown.", "presupposition")
    assert any(p.well_formed for p in good)


# -- shape 2: a later "and" clause opening with a pro-form for the denied event or place ---------


@pytest.mark.parametrize(
    "text",
    [
        "We agreed to walk along the harbour, and there we met the old captain.",
        "We agreed to walk along the harbour, and thereupon the captain left.",
    ],
)
def test_negation_before_an_anaphoric_sequel_is_refused(text):
    assert not [p for p in _negated(text) if p.well_formed]


def test_negation_before_a_plain_and_clause_stays():
    # good neighbour: the later clause has no pro-form pointing back into the first one
    pairs = _negated("We agreed to walk along the harbour, and the old captain was pleased.")
    assert any(p.well_formed and p.heuristic_label == "neutral" for p in pairs)


def test_there_without_a_place_in_the_first_clause_is_left():
    # good neighbour: no place is named before "there", which points further back in the text
    pairs = _negated("We agreed to walk, and there we met the old captain.")
    assert any(p.well_formed for p in pairs)


def test_existential_there_is_no_place_anaphor():
    # good neighbour: "there was" is the existential construction (an expletive subject)
    pairs = _negated("We agreed to walk along the harbour, and there was a cold wind.")
    assert any(p.well_formed for p in pairs)
