"""Stop 71 (sb01): no sentence start after an abbreviation inside one sentence.

The splitter keeps "... to ca. 20 sites." as one sentence (``sentences._rejoin_abbreviations``),
but spaCy's parser opened a second sentence after "ca.", so the "only" draft was built from
half of it ("... distributed to ca."). ``parse.keep_abbreviations_inside`` runs before the
parser and presets ``is_sent_start = False`` after an abbreviation by the splitter's own rules;
a text that really holds two sentences still parses as two. Sentences are constructed, not the
reviewed ones.
"""

from __future__ import annotations

import pytest

from pipeline import parse, sentences
from tests.phenomenon_support import presupposition_pairs_by_kind


@pytest.fixture(scope="module")
def nlp():
    return parse.load(parse.resolve_model(None))


def _sents(nlp, text: str) -> list[str]:
    return [s.text for s in nlp(text).sents]


def test_component_runs_right_before_the_parser(nlp):
    names = nlp.pipe_names
    assert names.index(parse.KEEP_ABBREVIATIONS) + 1 == names.index("parser")


def test_component_also_in_a_reduced_pipeline():
    names = parse.load(parse.resolve_model(None), parse.SYNTAX).pipe_names
    assert names.index(parse.KEEP_ABBREVIATIONS) + 1 == names.index("parser")


@pytest.mark.parametrize(
    "text",
    [
        "The tool was only sold to ca. 40 firms.",
        "It runs approx. 30 times faster than before.",
        "The compiler was shipped with ca. twelve libraries.",
        "Acme Systems, Inc.'s editor was sold widely.",
        "Many languages, e.g. Pascal and Ada, check types.",
        "Acme Ltd. was founded in 1980.",
        "It was written by J. Backus at IBM.",
    ],
)
def test_one_sentence_after_an_abbreviation(nlp, text):
    assert _sents(nlp, text) == [text]


@pytest.mark.parametrize(
    ("text", "parts"),
    [
        (
            "The firm was renamed Acme Inc. The new name stuck.",
            ["The firm was renamed Acme Inc.", "The new name stuck."],
        ),
        (
            "The disk holds ca. Forty files fit on it.",
            ["The disk holds ca.", "Forty files fit on it."],
        ),
        ("It runs fast. It is small.", ["It runs fast.", "It is small."]),
    ],
)
def test_two_sentences_stay_two(nlp, text, parts):
    assert _sents(nlp, text) == parts


def test_no_preset_after_an_initial_before_a_clause_opener(nlp):
    """After "C." before "It" the component leaves the boundary to the parser."""
    with nlp.select_pipes(enable=["tok2vec", "tagger", parse.KEEP_ABBREVIATIONS]):
        doc = nlp("The program was written in C. It was fast.")
    assert [t.is_sent_start for t in doc[1:]] == [None] * (len(doc) - 1)
    with nlp.select_pipes(enable=["tok2vec", "tagger", parse.KEEP_ABBREVIATIONS]):
        doc = nlp("It was written by J. Backus at IBM.")
    assert doc[5].text == "Backus" and doc[5].is_sent_start is False


def test_preset_boundaries_follow_the_splitter_rejoin_rule():
    assert sentences.internal_abbreviation_continues("sold to ca.", "40 firms.")
    assert not sentences.internal_abbreviation_continues("sold to ca.", "Forty firms.")
    assert sentences.abbreviation_ends_sentence("Acme Inc. The firm grew.", len("Acme Inc."))
    assert not sentences.abbreviation_ends_sentence("Acme Inc.'s firm grew.", len("Acme Inc."))


def test_only_draft_keeps_the_whole_sentence():
    pairs = presupposition_pairs_by_kind("The tool was only sold to ca. 40 firms.", "only")
    assert pairs["original"][1] == "The tool was sold to ca. 40 firms."
    assert all(h.endswith("40 firms.") for _, h, _ in pairs.values())


def test_only_draft_of_a_neighbour_without_abbreviation_unchanged():
    pairs = presupposition_pairs_by_kind("The tool was only sold to forty firms.", "only")
    assert pairs["original"][1] == "The tool was sold to forty firms."
