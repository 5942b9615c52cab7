"""Stop 72, branch cj129: non-boolean "and" of the blind review s1204e (FOLDOC). A
specificational list after a definite plural subject whose members are initialisms the tagger
reads as adjectives ("CMYK"/JJ) is still a list of noun phrases, so the whole-value reading
(``specificational_list``) holds and a shorter list contradicts it. Sentences go through the
real spaCy model; they are constructed, but one has to reproduce the tagger's adjective reading
of an initialism, so it stays close to the reviewed sentence. Controls say so."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import conjunction_runner, removed


@pytest.fixture(scope="module")
def run(parsed, ctx):
    """``run(text)`` -> (candidates, pairs) of the whole sentence."""
    return conjunction_runner(parsed, ctx)


def _labels(run, text: str) -> dict[str, str]:
    return {h: p.heuristic_label for h, p in removed(run(text)[1]).items()}


def test_initialism_tagged_adjective_keeps_specificational_list(run, parsed):
    """ "CMYK" is tagged JJ in this list; the list is still the subject's whole value."""
    text = "The most common colour models are RGB, CMYK, and HSB."
    doc, _ = parsed(text)
    assert next(t for t in doc if t.text == "CMYK").tag_ == "JJ"  # the tagger's reading
    labels = _labels(run, text)
    assert labels["The most common colour models are RGB and CMYK."] == "contradiction"
    assert labels["The most common colour models are CMYK and HSB."] == "contradiction"


def test_initialisms_tagged_nouns_unchanged(run):
    """Control: initialisms the tagger reads as nouns were specificational already."""
    labels = _labels(run, "The supported formats are PNG, GIF and JPEG.")
    assert labels["The supported formats are PNG and GIF."] == "contradiction"


def test_adjective_list_stays_predicational(run):
    """Control: a list of adjectives is predicational: each property is entailed, also with
    one adjective in capitals for emphasis (the other members are still adjectives)."""
    labels = _labels(run, "These devices are fast, cheap and small.")
    assert labels["These devices are fast and cheap."] == "entailment"
    labels = _labels(run, "These devices are fast, CHEAP and small.")
    assert labels["These devices are small."] == "entailment"


def test_indefinite_subject_not_specificational(run):
    """Control: "Some colour models are A, B and C" is no whole value (an indefinite subject)."""
    labels = _labels(run, "Some colour models are RGB, CMYK, and HSB.")
    assert all(v != "contradiction" for v in labels.values())
