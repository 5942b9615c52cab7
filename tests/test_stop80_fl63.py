"""Stop 80 round two, branch fl63: ``source:fragment`` on complete sentences (docs/flags.md,
"Stop 80: fl63").

- ``fitness._misread_subject`` / ``_noun_phrase_after_mark``: a heading and a colon before a
  clause whose subject noun phrase the parser hung on the heading as an apposition ("New
  method: the archive module's unpack() reads ...") is a sentence; a colon or semicolon
  followed by no noun phrase ("...; was renamed ...", "...: from the start, reads ...") keeps
  the flag.
- ``fitness._uninverted_wh_clause`` / ``_imperative_after_comma``: an initial when-clause, a
  comma and a subjectless bare verb is an instruction (the imperative main clause after its
  adverbial clause); a when-clause whose second verb is coordinated without a comma, or by a
  coordinator after the comma, stays a fragment.

Sentences are constructed and go through the real spaCy model and the real pipeline."""

from __future__ import annotations

import pytest

from pipeline import fitness
from pipeline.flags import settle
from pipeline.parse import load, resolve_model
from pipeline.process import run_texts
from pipeline.records import Pair


@pytest.fixture(scope="module")
def nlp():
    return load(resolve_model())


def _pairs(text: str, phenomenon: str = "conjunction") -> list[Pair]:
    _, result = run_texts([text], [phenomenon], assess_sources=True)
    return [settle(p) for p in result.pairs]


def _flags(text: str) -> set[str]:
    return {f for p in _pairs(text) for f in p.features.get("flags") or ()}


HEADED_CLAUSES = [
    "New method: the archive module's unpack() reads the header and checks the sum.",
    "Bug fix: the viewer's zoom() keeps the page centred.",
]
HEADED_NO_SUBJECT = [
    "Old name of the tool; was renamed and moved to the graphics menu.",
    "Old behaviour: from the start, reads the header and checks the sum.",
]


@pytest.mark.parametrize("text", HEADED_CLAUSES)
def test_heading_before_a_clause_is_a_sentence(nlp, text: str) -> None:
    doc = nlp(text)
    assert not fitness._misread_subject(doc)
    assert "fragment" not in fitness.assess(text, doc)


@pytest.mark.parametrize("text", HEADED_NO_SUBJECT)
def test_heading_before_a_subjectless_clause_stays_a_fragment(nlp, text: str) -> None:
    doc = nlp(text)
    assert fitness._misread_subject(doc)
    assert "fragment" in fitness.assess(text, doc)


def test_heading_clause_pairs_are_well_formed() -> None:
    pairs = _pairs(HEADED_CLAUSES[0])
    assert pairs
    assert not any("source:fragment" in (p.features.get("flags") or ()) for p in pairs)
    assert any(p.well_formed for p in pairs)


def test_heading_without_subject_pairs_stay_flagged() -> None:
    assert "source:fragment" in _flags(HEADED_NO_SUBJECT[0])


WHEN_IMPERATIVES = [
    "When width and height are set, click on Resize.",
    "When source and target are selected, click on Copy.",
]
WHEN_FRAGMENTS = [
    "When the user opens a file, and reads it.",
    "When a user adds a header but doesn't bother to close it.",
]


@pytest.mark.parametrize("text", WHEN_IMPERATIVES)
def test_when_clause_then_imperative_is_an_instruction(nlp, text: str) -> None:
    doc = nlp(text)
    assert not fitness._uninverted_wh_clause(doc)
    assert "fragment" not in fitness.assess(text, doc)


@pytest.mark.parametrize("text", WHEN_FRAGMENTS)
def test_when_clause_alone_stays_a_fragment(nlp, text: str) -> None:
    doc = nlp(text)
    assert fitness._uninverted_wh_clause(doc)
    assert "fragment" in fitness.assess(text, doc)


def test_when_imperative_pairs_are_well_formed() -> None:
    pairs = _pairs(WHEN_IMPERATIVES[0])
    assert pairs
    assert not any("source:fragment" in (p.features.get("flags") or ()) for p in pairs)
