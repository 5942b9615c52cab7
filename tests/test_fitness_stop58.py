"""Telegraphic sentences that open on a lexical verb with no subject (stop 58): "Allows Settlers
to build forts." The older any-subject test took the object ("Settlers") for a subject. Pairs
that draft a new clause from such a sentence are refused; conjunction pairs, which keep the
sentence as found, carry the flag as a warning."""

from __future__ import annotations

import pytest

from pipeline import fitness, flags
from pipeline.parse import load, resolve_model


@pytest.fixture(scope="module")
def nlp():
    return load(resolve_model())


@pytest.mark.parametrize(
    "text",
    [
        "Allows Settlers and Engineers to build airbases.",
        "Makes two unhappy citizens content in every city on the same continent.",
        "Turns out he was unemployed and lived with his grandmother.",
    ],
)
def test_lexical_verb_first_is_subjectless(nlp, text: str) -> None:
    assert "subjectless" in fitness.assess(text, nlp(text))


@pytest.mark.parametrize(
    "text",
    [
        "The city allows settlers to build airbases.",
        '"Never again," says Kim.',
        "Is the goal to burn away all their assets in a legal battle?",
        "Take the bridge and hold it until nightfall.",
    ],
)
def test_sentences_with_a_subject_or_not_declarative_are_not(nlp, text: str) -> None:
    assert "subjectless" not in fitness.assess(text, nlp(text))


def test_subjectless_is_a_warning_for_conjunction_only() -> None:
    # a defect for conjunction too during stop 65 (fl28), a warning again after the A/B draw
    # ab73 kept 18 of 25 refused Jargon File glosses (pooled 21 of 38 kept, docs/flags.md)
    assert flags.severity("source:subjectless", "conjunction") == flags.WARNING
    for phenomenon in ("verb_complement", "implicature", "presupposition"):
        assert flags.severity("source:subjectless", phenomenon) == flags.DEFECT
