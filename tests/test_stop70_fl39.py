"""Stop 70 (fl39): a sentence with no finite main clause that no other check read is
``source:fragment`` (a defect in every phenomenon), or ``source:description`` when it is an
indefinite or possessive genus with its differentia (``fitness._no_main_clause``,
``fitness._genus_phrase``). Sentences are constructed after s1203a's FOLDOC rejects.

- a gerund clause standing alone ("Compressing the size of a file, making ..."), a definite
  noun phrase whose verbs are all in relative or subordinate clauses, an indefinite genus with
  an infinitival or relative modifier;
- real sentences the parser misreads stay fit: an imperative, a main verb hidden in a content
  or comparative clause, an -s verb read as a noun, a past tense read as a participle, a
  main clause labelled a relative clause with no relative word.
"""

from __future__ import annotations

import pytest

from pipeline import fitness
from pipeline import flags as F
from pipeline.process import run_texts
from tests.phenomenon_support import fitness_reasons

_reasons = fitness_reasons  # with the session ``nlp`` of conftest


@pytest.mark.parametrize(
    "text",
    [
        "Compressing the size of a file, making long runs shorter and short runs longer.",
        "Keeping a copy of a magnetic tape.",
    ],
)
def test_no_main_clause_is_a_fragment(nlp, text):
    assert fitness._no_main_clause(nlp(text))
    assert "fragment" in _reasons(nlp, text)


def test_weak_definite_genus_is_a_description(nlp):
    # stop 73 (fl47): a definite genus with an "of" complement after its head is a weak
    # definite, mended to "It is the use of ..." (``fitness.weak_genus_phrase``), no fragment
    text = "The use of the same cable to talk with both the printer and the scanner."
    assert fitness._no_main_clause(nlp(text))
    assert _reasons(nlp, text) == ["description"]


@pytest.mark.parametrize(
    "text",
    [
        "A project to build digital maps which aims to give real data to real users (students,"
        " teachers and researchers).",
        "A post to a forum in which the author claims to have found a simple fix for a bug, but"
        " never says what it is.",
    ],
)
def test_indefinite_genus_is_a_description(nlp, text):
    doc = nlp(text)
    assert fitness._no_main_clause(doc) and fitness._genus_phrase(doc)
    assert "description" in _reasons(nlp, text)


@pytest.mark.parametrize(
    "text",
    [
        "Use the tool to compress files.",
        "Select class members for reports on various phases of the study.",
        "The fact that prices continued to grow induced panic.",
        "The number of users less than ten is about half.",
        "A simple picture likens current to the flow of water in a pipe.",
        "Attempting to divide one by zero results in an error.",
        "The pupil contracts.",
        "Petitioner registered with the local board on March 17.",
        "His small black eyes darted inside the oval of his face.",
        "The round the world yachts are set for a flying start.",
        "The following month the invasion was begun, and the king gave orders to retreat.",
        "A woman carrying a large red bag waves to us from the door.",
        "The stalls at the market sold fresh bread, goat cheese and apple pie.",
    ],
)
def test_sentences_stay_fit(nlp, text):
    assert not fitness._no_main_clause(nlp(text))
    assert not {"fragment", "description"} & set(_reasons(nlp, text))


def test_gerund_fragment_pairs_are_not_well_formed():
    text = "Compressing the size of a file, making long runs shorter and short runs longer."
    _, res = run_texts([text], ["conjunction"], source="test", assess_sources=True)
    assert res.pairs
    for pair in res.pairs:
        settled = F.settle(pair)
        assert "source:fragment" in settled.features.get("flags", [])
        assert not settled.well_formed


def test_description_stays_a_warning_for_conjunction_only():
    assert F.severity("source:description", "conjunction") == F.WARNING
    assert F.severity("source:description", "verb_complement") == F.DEFECT
    assert F.severity("source:fragment", "conjunction") == F.DEFECT
