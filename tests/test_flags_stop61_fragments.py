"""Verbless descriptions in conjunction pairs, stop 61 (fl24; docs/fitness.md "Stop 61: verbless
descriptions in conjunction pairs (fl24)").

A verbless clause that predicates a property of the item it describes, an adjective or
past-participle phrase alone ("Extremely rare and highly valuable.") or a noun phrase with a
comma-set predicative adjective phrase ("Cotton shirt, loose and breathable."), is now
``description`` (a warning on conjunction pairs), not ``fragment``. A bare noun phrase or a list
of nouns with no predicative phrase, a bare noun phrase with a comma-set participle (a caption),
and a subject-dropped verb stay ``fragment``. Constructed sentences through the real spaCy
model and the real pipeline.
"""

from __future__ import annotations

import pytest

from pipeline import fitness
from tests.phenomenon_support import kept, mined_pairs, pair_flags


def _reasons(nlp, text: str) -> list[str]:
    return fitness.assess(text, nlp(text))


@pytest.mark.parametrize(
    "text",
    [
        # a predicative adjective phrase opened by its own adverb
        "Extremely rare and highly valuable.",
        "Quite heavy and difficult to carry.",
        # a past-participle phrase alone, its subject the item understood
        "Packed with nutrients and vitamins.",
        # a bare noun phrase and a comma-set adjective phrase predicated of it
        "Cotton shirt, loose and breathable.",
    ],
)
def test_predicative_verbless_clause_is_a_description(nlp, text):
    reasons = _reasons(nlp, text)
    assert "description" in reasons
    assert "fragment" not in reasons


@pytest.mark.parametrize(
    "text",
    [
        # a bare noun phrase with a comma-set participle: a caption reporting an event
        "Naval artillery, developed from early siege weapons and adopted by coastal forts.",
        "Canned peaches, preserved in syrup and sold in bulk.",
        # coordination inside a bare noun phrase, nothing predicated
        "Smoked meat and dried fish.",
        # a partitive noun phrase whose head the tagger calls a superlative adjective
        "Most of the road through the valley.",
        # subject-dropped finite verbs and a dialogue piece are no predicative phrase
        # (stop 62, cj102: "Provides storage for 2 long arms and rifles." is item text with its
        # subject left out, now ``subjectless``: tests/test_conjunction_hundred_third_pass.py)
        "And my nephew, Ash, Boris and Stan's son.",
    ],
)
def test_nothing_predicated_stays_a_fragment(nlp, text):
    reasons = _reasons(nlp, text)
    assert "fragment" in reasons
    assert "description" not in reasons


def test_the_new_shapes_are_not_definitions(nlp):
    """The control: the stop-60 definition test alone still says no, so the shapes above are
    the new rule's, and its removal would fail them."""
    for text in ("Extremely rare and highly valuable.", "Cotton shirt, loose and breathable."):
        assert not fitness._definition_phrase(nlp(text))
        assert fitness.descriptive_phrase(nlp(text))


def test_a_finite_verb_is_no_verbless_clause(nlp):
    assert not fitness._predicative_description(nlp("The scarf is thick and itchy."))


def test_conjunction_pair_on_a_predicative_description_is_kept():
    pairs = mined_pairs("Cotton shirt, loose and breathable.", "conjunction", assess_sources=True)
    assert pairs
    assert not any("source:fragment" in pair_flags(p) for p in pairs)
    short = [p for p in pairs if "source:description" in pair_flags(p)]
    assert short
    assert any(kept(p) for p in short)


def test_conjunction_pair_on_an_adjective_clause_is_kept():
    pairs = mined_pairs("Quite heavy and difficult to carry.", "conjunction", assess_sources=True)
    assert pairs
    assert all("source:description" in pair_flags(p) for p in pairs)
    assert any(kept(p) for p in pairs)


def test_conjunction_pair_on_a_bare_noun_caption_stays_refused():
    text = "Canned peaches, preserved in syrup and sold in bulk."
    pairs = mined_pairs(text, "conjunction", assess_sources=True)
    assert pairs
    assert all("source:fragment" in pair_flags(p) and not kept(p) for p in pairs)


def test_other_phenomena_still_refuse_a_description():
    """Only conjunction pairs keep the description as found; an operator or a drafted clause
    built on it is a defect (``flags.DEMOTED``)."""
    pairs = mined_pairs("Extremely rare and highly valuable.", "implicature", assess_sources=True)
    for p in pairs:
        assert "source:description" in pair_flags(p)
        assert not kept(p)
