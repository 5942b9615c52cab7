"""Verb-complement features of the keep model added in features version 7 (the verdict notes
of seven blind slices): constructed sentences through the real spaCy model, each with a twin
that lacks the shape and must not get the feature."""

from __future__ import annotations

import pytest

from pipeline.ranking.model import is_defect
from tests.phenomenon_support import featured_pairs


def _vc(pairs: list[tuple[dict, dict]], text_part: str) -> list[tuple[dict, dict]]:
    got = [(p, f) for p, f in pairs if text_part in p["premise"]]
    assert got, f"no verb-complement pair built for {text_part!r}"
    return got


@pytest.fixture(scope="module")
def pairs() -> list[tuple[dict, dict]]:
    return featured_pairs(
        [
            "Tom was forced to resign in May by the board.",
            "The board forced Tom to resign in May.",
            "She said that the train would would be late.",
            "She said that the train would be late.",
            "We tried to call the office, however nobody answered.",
            "We tried to call the office twice.",
            "She says that she won.",
        ],
        "verb_complement",
    )


def test_a_passive_matrix_and_its_by_phrase_in_the_hypothesis(pairs):
    """ "was forced to resign ... by the board" -> "Tom resigned ... by the board": the matrix
    agent reads as the complement's agent. The complement rewriter now drops that agent, so the
    pairs it builds carry only the passive-matrix feature; a hypothesis that keeps the agent (an
    older warehouse, a hand edit) gets the defect. The active twin has neither feature."""
    from pipeline.process import run_texts
    from pipeline.ranking.features import pair_features

    for p, f in _vc(pairs, "forced to resign in May by"):
        assert f.get(f"vc.passive_matrix*premise_kind={p['premise_kind']}") == 1.0
        assert "by the board" not in p["hypothesis"] and "vc.passive_by_phrase" not in f
    for _, f in _vc(pairs, "The board"):
        assert not any(k.startswith(("vc.passive_matrix", "vc.passive_by")) for k in f)
    sents, result = run_texts(
        ["Tom was forced to resign in May by the board."], ["verb_complement"]
    )
    pair = next(p.to_row() for p in result.pairs if p.premise_kind == "original")
    cand = next(c.to_row() for c in result.candidates)
    pair["hypothesis"] = "Tom resigned in May by the board."
    assert pair_features(pair, cand, sents[0].to_row()).get("vc.passive_by_phrase") == 1.0
    assert is_defect("vc.passive_by_phrase")


def test_a_doubled_word_in_the_source_is_a_defect(pairs):
    for _, f in _vc(pairs, "would would"):
        assert f.get("vc.source_doubled_word") == 1.0
    plain = [f for p, f in pairs if "the train would be late" in p["premise"]]
    assert plain and not any("vc.source_doubled_word" in f for f in plain)
    assert is_defect("vc.source_doubled_word")


def test_a_contrast_after_an_implicative_is_seen_per_premise_kind(pairs):
    """ "tried to call the office, however nobody answered": "however" is not in the older
    later-clause pattern; the twin without the contrast is not marked."""
    for p, f in _vc(pairs, "however nobody"):
        assert f.get(f"vc.contrast_after_implicative*premise_kind={p['premise_kind']}") == 1.0
    for _, f in _vc(pairs, "the office twice"):
        assert not any(k.startswith("vc.contrast_after_implicative") for k in f)


def test_a_hypothesis_of_three_words_or_fewer_is_marked(pairs):
    """ "She says that she won." -> "She won.": a claim too short to judge much by. ("She says
    that she is." -> "She is." was the example until stop 80, whose vc152 no longer writes a
    bare-auxiliary complement at all.)"""
    for _, f in _vc(pairs, "that she won"):
        assert f.get("vc.hyp_short") == 1.0
    for _, f in _vc(pairs, "the train would be late"):
        assert "vc.hyp_short" not in f
