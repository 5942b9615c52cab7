"""Stop 76, branch fl54: a garble the parse found survives into a pair where the parse put it.

``fitness.PARSE_GARBLES`` are the ``garbled`` rules that read the parse; each returns the span
it blames, ``fitness.garble_anchors`` collects them, and ``process._survives`` keeps
``source:garbled`` on a pair exactly when its premise or hypothesis still holds such a span (or
a text rule fires on it). Until stop 75 the survival test matched each parse rule's TEXT form,
a regex in ``garble_left``, and a rule without one lost its flag on every pair. Constructed
sentences through the real spaCy model and the real pipeline; each bad case (flag kept) has a
good neighbour (a pair that left the garble out, well formed)."""

from __future__ import annotations

import pytest

from pipeline import fitness
from pipeline.flags import settle
from pipeline.parse import load, resolve_model
from pipeline.process import run_texts


@pytest.fixture(scope="module")
def nlp():
    return load(resolve_model())


def _pairs(text: str) -> list:
    _, result = run_texts(
        [text], ["presupposition", "implicature", "verb_complement"], assess_sources=True
    )
    return [settle(p) for p in result.pairs]


def _holds(pair, words: str) -> bool:
    return words in pair.premise.lower() or words in pair.hypothesis.lower()


@pytest.mark.parametrize(
    ("text", "anchor"),
    [
        ("The two shops either closed in 1990.", "either"),
        ("The fair opened in the week in where the storm ended.", "week in where"),
        ("Cold sores / fever blisters Exposure to sunlight causes outbreaks.", "sores / fever"),
        ("But the caU never came back to the harbour.", "caU"),
    ],
)
def test_each_parse_rule_blames_its_span(nlp, text: str, anchor: str) -> None:
    doc = nlp(text)
    assert "garbled" in fitness.assess(text, doc)
    assert anchor in fitness.garble_anchors(doc)


def test_fit_sentence_has_no_anchor(nlp) -> None:
    doc = nlp("The two shops either closed or merged in 1990.")
    assert fitness.garble_anchors(doc) == []


def test_anchor_matches_words_not_spacing_or_case() -> None:
    assert fitness.garble_left("Either the shops closed?", ["either"])
    assert fitness.garble_left("It opened in the week in  where it ended.", ["week in where"])
    assert not fitness.garble_left("The neithers were counted.", ["neither"])
    assert not fitness.garble_left("The roof leaked.", [])
    assert fitness.garble_left("The roof leaked.")  # no anchors known: keep the flag


def test_rule_with_no_text_form_keeps_its_flag() -> None:
    """``_preposition_where`` never had a regex in ``garble_left``: an embedding that kept "year
    in where" lost ``source:garbled``. Now it keeps it; the embeddings of the other clause
    ("Did Mia know that the roof leaked?") do not hold the garble and stay well formed."""
    pairs = _pairs(
        "The museum stopped selling tickets in the year in where the war ended, "
        "but Mia knew that the roof leaked."
    )
    kept = [p for p in pairs if _holds(p, "year in where")]
    left = [p for p in pairs if not _holds(p, "year in where")]
    assert kept and left
    assert all("source:garbled" in p.features["flags"] for p in kept)
    assert all("source:garbled" not in p.features["flags"] for p in left)
    assert any(p.well_formed for p in left)


def test_correlative_garble_left_out_of_other_clause() -> None:
    pairs = _pairs(
        "Mia realised that the shed was locked, and the two shops either closed in 1990."
    )
    kept = [p for p in pairs if _holds(p, "either")]
    left = [p for p in pairs if not _holds(p, "either")]
    assert kept and left
    assert all("source:garbled" in p.features["flags"] for p in kept)
    assert all("source:garbled" not in p.features["flags"] and p.well_formed for p in left)


def _blame_tickets(doc):
    """A parse rule this test adds: it blames the noun "tickets" (a stand-in for any new rule)."""
    tok = next((t for t in doc if t.lower_ == "tickets" and t.pos_ == "NOUN"), None)
    return None if tok is None else doc[tok.i : tok.i + 1]


def test_new_parse_rule_survives_without_a_regex(monkeypatch) -> None:
    """A rule added to ``PARSE_GARBLES`` calls the sentence garbled and its flag stays on the
    pairs that hold its span, with nothing added to ``garble_left``; the pairs built on the
    other clause lose it."""
    monkeypatch.setattr(fitness, "PARSE_GARBLES", (*fitness.PARSE_GARBLES, _blame_tickets))
    pairs = _pairs("Mia knew that the pipe leaked, but the theatre stopped selling tickets.")
    kept = [p for p in pairs if _holds(p, "tickets")]
    left = [p for p in pairs if not _holds(p, "tickets")]
    assert kept and left
    assert all("source:garbled" in p.features["flags"] for p in kept)
    assert all("source:garbled" not in p.features["flags"] for p in left)
    assert any(p.well_formed for p in left)


def test_without_the_new_rule_the_sentence_is_fit() -> None:
    pairs = _pairs("Mia knew that the pipe leaked, but the theatre stopped selling tickets.")
    assert pairs
    assert all("source:garbled" not in p.features["flags"] for p in pairs)


def test_semicolon_garble_kept_in_a_negated_copy_of_its_clause(nlp) -> None:
    """The semicolon rule blames the word it closes the clause on and the semicolon ("chart;"),
    not the whole clause: a negated copy of the clause ("does not allow ... chart;") still holds
    the slip and keeps ``source:garbled``; the hypothesis alone ("You quickly print a chart.")
    does not hold it."""
    text = "While the program allows you to quickly print a chart; you can also draw one by hand."
    assert fitness.garble_anchors(nlp(text)) == ["chart;"]
    pairs = _pairs(text)
    negated = [p for p in pairs if "does not allow" in p.premise]
    assert negated
    assert all("source:garbled" in p.features["flags"] for p in negated)
    assert not fitness.garble_left("You quickly print a chart.", ["chart;"])
