"""Stop 55 (fl15): flags as promises over eight dialogue and web slices. Constructed sentences
through the real pipeline (docs/flags.md, "Stop 55 (fl15: audit of eight dialogue and web
slices)")."""

from __future__ import annotations

import pytest

from pipeline import flags, source_noise
from tests.phenomenon_support import mined_pairs  # noqa: I001


def _flags(pair) -> list[str]:
    return list(pair.features.get("flags") or [])


# -- source:disfluent on conjunction pairs: a lone filled pause is no defect ---------------------


def test_single_filled_pause_pairs_are_well_formed_with_a_warning() -> None:
    pairs = mined_pairs(
        "Um, my sister bought a lamp and a rug yesterday.", "conjunction", assess_sources=True
    )
    assert pairs
    for pair in pairs:
        assert "source:disfluent" not in _flags(pair)
        if "Um" in pair.premise or "Um" in pair.hypothesis:
            assert "filled-pause" in _flags(pair)
    assert any(p.well_formed and "filled-pause" in _flags(p) for p in pairs)


@pytest.mark.parametrize(
    "text",
    [
        # two filled pauses in one clause: a complex disfluency
        "Uh, my sister bought, um, a lamp and a rug yesterday.",
        # a dash restart
        "My sister - my sister bought a lamp and a rug, uh, yesterday.",
    ],
)
def test_other_disfluencies_stay_defects(text: str) -> None:
    pairs = mined_pairs(text, "conjunction", assess_sources=True)
    assert pairs
    assert all("source:disfluent" in _flags(p) and not p.well_formed for p in pairs)


def test_a_repaired_restart_leaves_no_disfluency_behind() -> None:
    """ "like uh, like": the shared repair (rewrite/discourse.py, dl3) removes the reparandum
    and its filler from both texts, so nothing is left for the flag to promise (merged after
    fl15, whose first version of this file expected a defect here)."""
    pairs = mined_pairs(
        "We sold old toys like uh, like kites and yo-yos at the fair.",
        "conjunction",
        assess_sources=True,
    )
    assert pairs
    for pair in pairs:
        assert " uh" not in pair.premise and " uh" not in pair.hypothesis
        assert "source:disfluent" not in _flags(pair) and pair.well_formed


def test_pause_tolerance_is_for_conjunction_only() -> None:
    text = "Um, most of the students passed the exam."
    pairs = mined_pairs(text, "implicature", assess_sources=True)
    flagged = [p for p in pairs if "Um" in p.premise or "Um" in p.hypothesis]
    assert flagged
    assert all("source:disfluent" in _flags(p) and not p.well_formed for p in flagged)


@pytest.mark.parametrize(
    ("premise", "hypothesis", "expected"),
    [
        ("Um, I know you like this, and I want you to have it.", "Um, I know you like this.", True),
        ("And, um, so okay, I went home, and I slept.", "And I slept.", True),
        ("Uhm... Rachel and I hired a nanny.", "Uhm... Rachel hired a nanny.", True),
        ("When uhm... when I was a kid, we ate.", "When uhm... when I was a kid, we ate.", False),
        ("Okay umm uh, we have to go and eat.", "Okay umm uh, we have to go.", False),
        ("I was unable to\u2014I mean, uh, I tried and failed.", "I tried.", False),
        ("I-I uh, I went home and slept.", "I-I uh, I went home.", False),
        (
            "It kinda, uh, it kinda came back and stayed.",
            "It kinda, uh, it kinda came back.",
            False,
        ),
        ("The fans reacts and leaves.", "The fans reacts.", False),  # a parse-found slip
    ],
)
def test_filled_pause_only(premise: str, hypothesis: str, expected: bool) -> None:
    assert flags.filled_pause_only(premise, hypothesis) is expected


def test_filled_pause_registered_as_conjunction_warning() -> None:
    assert flags.is_registered("filled-pause")
    assert flags.severity("filled-pause", "conjunction") == flags.WARNING
    assert flags.severity("source:disfluent", "conjunction") == flags.DEFECT


# -- source:misspelled: the combining form "meso-" --------------------------------------------


@pytest.mark.parametrize("word", ["mesovortices", "mesocyclone", "mesoanticyclone"])
def test_meso_words_are_not_misspelt(word: str) -> None:
    assert not source_noise.misspelt(word)


def test_real_typos_still_misspelt() -> None:
    assert source_noise.misspelled_words("We go there reather often and it is soloud.") == [
        "reather",
        "soloud",
    ]


def test_meso_sentence_pairs_carry_no_misspelled_flag() -> None:
    text = "Tornadoes form near mesovortices and within supercells."
    pairs = mined_pairs(text, "conjunction", assess_sources=True)
    assert pairs
    assert not any("source:misspelled" in _flags(p) for p in pairs)
