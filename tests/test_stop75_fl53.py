"""Stop 75 round three, branch fl53: source errors copied into pairs, now flagged.

A capitalised word glued to the next one where a heading lost its line break
(``fitness._PASCAL_GLUE``, ``garbled``); the same finite verb twice over a bare adverb
(``fitness._repeated_verb``, ``duplicated_word``); the intensifier "very" before a noun with no
determiner (``fitness._very_before_noun``, ``disfluent``). Constructed sentences in the shape of
the reviewed ones, parsed by the real spaCy model; each bad case has a good neighbour."""

from __future__ import annotations

import pytest

from pipeline import fitness
from pipeline.parse import load, resolve_model


@pytest.fixture(scope="module")
def nlp():
    return load(resolve_model())


def _assess(nlp, text: str) -> list[str]:
    return fitness.assess(text, nlp(text))


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("The manual explains Colour SchemesChoosing New colours in the dialog.", "garbled"),
        ("The program offers also offers a way to export the chart.", "duplicated_word"),
        ("Parallax works only for very nearby stars and very distance clusters.", "disfluent"),
    ],
)
def test_source_error_flagged(nlp, text: str, reason: str) -> None:
    assert reason in _assess(nlp, text)


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("The slides were made in PowerPoint and shown on YouTube last week.", "garbled"),
        ("He tried and tried to open the file, but it stayed locked.", "duplicated_word"),
        ("At the very end of the night we packed the telescope away.", "disfluent"),
        ("The galaxies are very distant, so their light is faint.", "disfluent"),
    ],
)
def test_good_neighbour_not_flagged(nlp, text: str, reason: str) -> None:
    assert reason not in _assess(nlp, text)


@pytest.mark.parametrize(
    "text",
    [
        "The tool fits a curve on the first pass, but then uses% Margin to stop near the best value.",
        "As the ship turns; the stars stay fixed, and the coast seems to move.",
    ],
)
def test_punctuation_debris_garbled(nlp, text: str) -> None:
    assert "garbled" in _assess(nlp, text)


@pytest.mark.parametrize(
    "text",
    [
        "The tool fits a curve on the first pass, but then uses a 5% margin to stop near it.",
        "As the ship turns, the stars stay fixed; the coast seems to move.",
        "The format string '%s items' is filled in at run time.",
    ],
)
def test_punctuation_neighbour_not_garbled(nlp, text: str) -> None:
    assert "garbled" not in _assess(nlp, text)
