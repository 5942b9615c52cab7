"""Transcripts and plain-text exports: a section heading in capitals glued to the next sentence is
split off (pipeline.sentences._split_heading) and an audience's reactions ("[Laughter]") are
removed (pipeline.sentences.clean), through the product's real splitter and pipeline."""

from __future__ import annotations

from pipeline.process import run_texts
from pipeline.records import Document, Segment
from pipeline.sentences import sentences_of, split


def _sentences(text: str) -> list[str]:
    return next(split([text]))


def test_heading_is_split_from_the_sentence_after_it() -> None:
    text = (
        "HEALTH CARE COST CONTROL Inflation in health care costs remains unacceptably high. "
        "We must act this year."
    )
    assert _sentences(text) == [
        "HEALTH CARE COST CONTROL",
        "Inflation in health care costs remains unacceptably high.",
        "We must act this year.",
    ]


def test_heading_with_title_case_joiner_is_split_whole() -> None:
    text = "THE IMPACT Of THE WAR PROGRAM Government programs shape employment in every region."
    assert _sentences(text) == [
        "THE IMPACT Of THE WAR PROGRAM",
        "Government programs shape employment in every region.",
    ]


def test_acronyms_directions_and_one_word_runs_are_not_headings() -> None:
    for text in (
        "FBI Director James Comey said the inquiry was over.",
        "NASA and NOAA scientists said the year was the warmest on record.",
        "ELECTRIC BLUE LIGHT begins to fill the room.",  # a screenplay direction: lower case after
        "VETERANS Our veterans deserve better care than they get.",
    ):
        assert _sentences(text) == [text]


def test_the_stored_sentence_is_clean_and_keeps_its_pairs() -> None:
    raw = "AGRICULTURE THE FARM ECONOMY The farm economy is sound and its future is bright."
    sents = sentences_of(Document("1", "jsonl", [Segment(raw)], "x"))
    assert [s.text for s in sents] == [
        "AGRICULTURE THE FARM ECONOMY",
        "The farm economy is sound and its future is bright.",
    ]
    assert sents[1].context2 == "AGRICULTURE THE FARM ECONOMY"  # kept as context, not lost
    _, res = run_texts([sents[1].text], phenomena=["conjunction"])
    assert "The farm economy is sound." in {p.hypothesis for p in res.pairs}


def test_audience_reactions_in_transcripts_are_removed_not_glued_to_a_sentence() -> None:
    raw = (
        "I did not actually hear George Washington say that. [Laughter] But it is a matter "
        "of history. We will win. (Applause.) He said (INAUDIBLE) is fine."
    )
    got = [s.text for s in sentences_of(Document("1", "jsonl", [Segment(raw)], "x"))]
    assert got == [
        "I did not actually hear George Washington say that.",
        "But it is a matter of history.",
        "We will win.",
        "He said (INAUDIBLE) is fine.",  # a gap in the speech stays for the source checks
    ]
