"""Stop 70 (fl40): source defects of s1203b's FOLDOC rejects. Sentences are constructed after
the rejects, not copied.

- a misspelling that keeps the silent "e" of its base before "-y" or another vowel suffix
  ("relativey" for "relatively") is no derivation (``source_noise._kept_e``) and is
  ``source:misspelled``; technical words ("bytecode", "setuid") and the e-keeping exceptions
  ("dicey", "likeable", "seeing") are none;
- words left or lost in editing are ``source:garbled`` (``fitness._lost_word``): a stray "it"
  before "the" where a clause begins, a plain verb after "be" ("could be consider"), "as long
  120" without its second "as"; "gave it the name", a pseudo-cleft ("What it does is ensure
  ..."), "be resent", "as long as 120" stay fit;
- a glossary entry's verbless noun phrase before a semicolon and a clause is
  ``source:description`` (``fitness._gloss_before_semicolon``), a defect outside conjunction;
  a clause whose verb the tagger took for a noun ("A forum functions much like ...; ...") is
  none.
"""

from __future__ import annotations

import pytest

from pipeline import flags as F
from pipeline import source_noise
from pipeline.process import run_texts
from tests.phenomenon_support import fitness_reasons as _reasons


@pytest.fixture(scope="module")
def nlp():
    from pipeline import parse

    return parse.load(parse.resolve_model(None))


@pytest.mark.parametrize("word", ["relativey", "closeist"])
def test_kept_silent_e_is_a_misspelling(word):
    assert source_noise.misspelt(word)


@pytest.mark.parametrize(
    "word", ["bytecode", "setuid", "dicey", "homey", "likeable", "seeing", "stony", "relatively"]
)
def test_technical_words_and_e_exceptions_are_no_misspelling(word):
    assert not source_noise.misspelt(word)


def test_misspelt_source_is_flagged(nlp):
    text = "Two integers are relativey prime when their only common divisor is one."
    assert "misspelled" in _reasons(nlp, text)


def test_drafted_hypothesis_with_the_typo_keeps_the_flag():
    # stop 86 (fl72) re-decided: ``source:misspelled`` is a warning (judged 8 of 13 pairs with
    # it alone kept as is, s1205r 4 of 4): the pair keeps the flag for the ranker, well formed
    text = "Two integers are said to be relativey prime when their only common divisor is one."
    _, res = run_texts([text], ["verb_complement"], source="test", assess_sources=True)
    drafted = [p for p in res.pairs if "relativey" in p.hypothesis]
    assert drafted
    for pair in drafted:
        settled = F.settle(pair)
        fl = settled.features.get("flags", [])
        assert "source:misspelled" in fl
        # well formed unless a defect of its own stands beside the typo
        assert settled.well_formed or any(
            F.severity(f, settled.phenomenon, settled.hypothesis_kind) == F.DEFECT for f in fl
        )
    assert any(F.settle(p).well_formed for p in drafted)


@pytest.mark.parametrize(
    "text",
    [
        "The engineers checked the logs and found that it the fault was in the power supply.",
        "The new cartridges hold a single track and can be as long 90 minutes.",
        "They built a parser which could be consider to be a finite automaton.",
    ],
)
def test_lost_words_are_garbled(nlp, text):
    assert "garbled" in _reasons(nlp, text)


@pytest.mark.parametrize(
    "text",
    [
        "The committee gave it the name Orion after a long debate.",
        "The new cartridges hold a single track and can be as long as 90 minutes.",
        "They built a parser which could be considered to be a finite automaton.",
        "What the checksum does is ensure that no byte was lost.",
        "If the transfer fails, the packet must be resent by the sender.",
        "The lid will be open when the machine starts.",
    ],
)
def test_neighbours_stay_fit(nlp, text):
    assert "garbled" not in _reasons(nlp, text)


def test_gloss_before_semicolon_is_a_description(nlp):
    text = (
        "The round key at the corner of a keyboard; use of this name usually shows that the "
        "writer learned on an older machine."
    )
    assert "description" in _reasons(nlp, text)


@pytest.mark.parametrize(
    "text",
    [
        "A forum functions much like a notice board; users post messages for all to read.",
        "The old bridge was closed last year; a new one opens in May.",
    ],
)
def test_clause_before_semicolon_is_no_description(nlp, text):
    assert "description" not in _reasons(nlp, text)


def test_gloss_pairs_are_not_well_formed_for_verb_complement():
    text = (
        "The round key at the corner of a keyboard; use of this name usually shows that the "
        "writer learned on an older machine."
    )
    _, res = run_texts([text], ["verb_complement"], source="test", assess_sources=True)
    assert res.pairs
    for pair in res.pairs:
        settled = F.settle(pair)
        assert "source:description" in settled.features.get("flags", [])
        assert not settled.well_formed
