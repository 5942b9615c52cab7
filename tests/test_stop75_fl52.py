"""Stop 75 round two, branch fl52: flags that keep their promise on s1204m's flagged draw, and
source errors a check can catch.

A lone letter coordinated with another lone letter names a variable or symbol, no broken word
(``fitness._coordinated_symbol``); a plural quantifier before a noun premodifier goes with the
plural head after it (``fitness._premodifying_noun_of_plural``); a capitalised subordinator
inside the sentence after a word or ")" marks two sentences run together
(``fitness._capitalised_subordinator``, part of ``_run_on``).
Sentences are constructed in the shape of the reviewed ones and go through the real spaCy
model; controls (bad neighbours that must stay flagged) say so."""

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
    "text",
    [
        "Here, a and b are required arguments, while m and n are not.",
        "The rule is tried first, and then q or r is tried next.",
        "It is easy to leave out the d or s after the percent sign.",
    ],
)
def test_coordinated_letters_are_symbols_not_garbled(nlp, text):
    assert "garbled" not in _assess(nlp, text)


def test_lone_letter_beside_a_word_stays_garbled(nlp):
    # control: "d or better" coordinates the letter with a word, a lost-word slip
    assert "garbled" in _assess(nlp, "The results were d or better than we expected.")


def test_quantifier_before_noun_premodifier_of_plural_head(nlp):
    text = "The archive holds copies of many free third party tools and libraries."
    assert "disfluent" not in _assess(nlp, text)


def test_quantifier_with_singular_head_stays_disfluent(nlp):
    # control: the head itself is singular ("many party hat")
    assert "disfluent" in _assess(nlp, "The team bought many party hat for the show.")


def test_capitalised_subordinator_after_bracket_is_run_on(nlp):
    text = (
        "Added a strict flag to config.load() When set to true, unknown keys in the file "
        "are rejected."
    )
    assert "garbled" in _assess(nlp, text)


def test_capitalised_subordinator_after_word_is_run_on(nlp):
    text = "The server restarts the worker When it fails, the log records the error."
    assert "garbled" in _assess(nlp, text)


@pytest.mark.parametrize(
    "text",
    [
        "She loved the film When Harry Met Sally and watched it twice.",
        "The server restarts the worker when it fails.",
        "When set to true, unknown keys in the file are rejected.",
    ],
)
def test_titles_and_lower_case_subordinators_not_run_on(nlp, text):
    assert "garbled" not in _assess(nlp, text)


def test_relative_plain_verb_with_singular_antecedent_is_disfluent(nlp):
    text = "It adds a logging module that provide functions to write logs."
    assert "disfluent" in _assess(nlp, text)


@pytest.mark.parametrize(
    "text",
    [
        "It adds a logging module that provides functions to write logs.",
        "It adds logging modules that provide functions to write logs.",
        "It adds a number of modules that provide functions.",
    ],
)
def test_agreeing_relative_clauses_stay_fluent(nlp, text):
    assert "disfluent" not in _assess(nlp, text)


def test_adverb_before_bare_verb_premodifier_is_disfluent(nlp):
    text = "This was never a problem for officially support systems, but it is not portable."
    assert "disfluent" in _assess(nlp, text)


def test_adverb_before_participle_premodifier_stays_fluent(nlp):
    text = "This was never a problem for officially supported systems, but it is not portable."
    assert "disfluent" not in _assess(nlp, text)


def test_participle_gloss_with_subordinate_coordinate_is_subjectless(nlp):
    text = (
        "Called to implement the sort() method, and whenever the runtime needs to compare two keys."
    )
    assert "subjectless" in _assess(nlp, text)


def test_participle_gloss_with_main_clause_coordinate_is_whole(nlp):
    # control: the coordinate has its own subject and no subordinator
    text = "Designed for small machines, and it runs well on them."
    assert "subjectless" not in _assess(nlp, text)


def test_run_on_changelog_pairs_keep_source_garbled():
    from pipeline.flags import settle
    from pipeline.process import run_texts

    text = (
        "Added a strict flag to config.load() When set to true, unknown keys and bad values "
        "in the file are rejected."
    )
    _, result = run_texts([text], ["conjunction"], assess_sources=True)
    pairs = [settle(p) for p in result.pairs]
    assert pairs
    assert all(not p.well_formed for p in pairs)
    assert all("source:garbled" in p.features["flags"] for p in pairs)
