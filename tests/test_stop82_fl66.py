"""Stop 82 round one, branch fl66: ``source:fragment`` keeps its promise (docs/flags.md,
"Stop 82: fl66").

Narrowed (an imperative is a clause, no fragment):

- ``fitness._imperative_opening``: a statement whose first word after its leading adverbs is a
  base-form verb, or the root with a base-form verb conjunct, is an imperative (Quirk et al.
  1985 §11.24; H&P 2002 ch. 10 §9.1): ``_is_fragment`` and ``_bare_singular_definiens`` read
  no fragment there. A noun phrase list stays a fragment.
- ``fitness._base_verb_conjunct``: a base-form verb conjunct with a prepositional complement
  (not "of", a noun's complement) makes the root a verb too.

Extended (a verbless noun phrase after a fronted adjunct is a fragment):

- ``fitness._fronted_adjunct_definiens``: "In X, a Y of Z." with no word tagged a verb after the
  comma is no clause (Quirk et al. 1985 §11.41), even with no relative clause. The same shape
  with a verb ("In X, a wolf howls.") stays a sentence.

Each rule has a bad case and a close good neighbour. Sentences are constructed and go through
the real spaCy model and the real pipeline."""

from __future__ import annotations

import pytest

from pipeline import fitness
from pipeline.flags import settle
from pipeline.records import Pair
from tests.phenomenon_support import mined_pairs


def _pairs(text: str, phenomenon: str) -> list[Pair]:
    return [settle(p) for p in mined_pairs(text, phenomenon, assess_sources=True)]


def _fragment_flagged(pair: Pair) -> bool:
    return "source:fragment" in (pair.features.get("flags") or [])


IMPERATIVES = [
    "Just head towards the old tower and pay for your room there.",
    "Simply press the lever and wait for the gate.",
    "Use two blank lines, and no trailing spaces.",
]
NOUN_PHRASE_LISTS = [
    "Orcs, old spiders, grey wolves and ghosts.",
    "The look and feel of the main menu.",
]


@pytest.mark.parametrize("text", IMPERATIVES)
def test_imperative_is_no_fragment(nlp, text: str) -> None:
    doc = nlp(text)
    assert fitness._imperative_opening(doc)
    assert "fragment" not in fitness.assess(text, doc)


@pytest.mark.parametrize("text", NOUN_PHRASE_LISTS)
def test_noun_phrase_is_no_imperative(nlp, text: str) -> None:
    assert not fitness._imperative_opening(nlp(text))


def test_noun_list_stays_a_fragment(nlp) -> None:
    text = NOUN_PHRASE_LISTS[0]
    assert "fragment" in fitness.assess(text, nlp(text))


def test_imperative_conjunction_pair_well_formed() -> None:
    pairs = _pairs(IMPERATIVES[0], "conjunction")
    assert pairs
    assert not any(_fragment_flagged(p) for p in pairs)
    assert any(p.well_formed for p in pairs)


def test_noun_list_conjunction_pairs_flagged() -> None:
    pairs = _pairs(NOUN_PHRASE_LISTS[0], "conjunction")
    assert pairs
    assert all(_fragment_flagged(p) and not p.well_formed for p in pairs)


def test_of_phrase_after_base_form_is_no_verb_conjunct(nlp) -> None:
    doc = nlp(NOUN_PHRASE_LISTS[1])
    root = next(t for t in doc if t.dep_ == "ROOT")
    assert not fitness._base_verb_conjunct(root)


FRONTED_NOUN_PHRASES = [
    "In its adult form, a slow, shy and harmless kind of ground insect.",
    "At the north gate, a tall guard with a rusty spear.",
]
FRONTED_CLAUSES = [
    "In its adult form, a slow beetle burrows under the sand.",
    "At the north gate, a tall guard stands with a rusty spear.",
]


@pytest.mark.parametrize("text", FRONTED_NOUN_PHRASES)
def test_fronted_adjunct_before_verbless_noun_phrase_is_fragment(nlp, text: str) -> None:
    assert "fragment" in fitness.assess(text, nlp(text))


@pytest.mark.parametrize("text", FRONTED_CLAUSES)
def test_fronted_adjunct_before_clause_is_fit(nlp, text: str) -> None:
    reasons = fitness.assess(text, nlp(text))
    assert not {"fragment", "description"} & set(reasons)


def test_fronted_noun_phrase_conjunction_pairs_flagged() -> None:
    pairs = _pairs(FRONTED_NOUN_PHRASES[0], "conjunction")
    assert pairs
    assert all(_fragment_flagged(p) and not p.well_formed for p in pairs)


def test_fronted_clause_conjunction_pair_well_formed() -> None:
    text = "In its adult form, a slow and shy beetle burrows under the sand."
    pairs = _pairs(text, "conjunction")
    assert pairs
    assert any(p.well_formed and not _fragment_flagged(p) for p in pairs)
