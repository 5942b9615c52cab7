"""Stop 56 (fl16): typos in mail, and flags kept on a new register. Constructed sentences through
the real pipeline (docs/flags.md, "Stop 56 (fl16: typos in mail, and flags kept on a new
register)")."""

from __future__ import annotations

import pytest

from pipeline import flags, source_noise
from tests.phenomenon_support import mined_pairs  # noqa: I001


def _flags(pair) -> list[str]:
    return list(pair.features.get("flags") or [])


# -- source:misspelled: a defect only where the pair drafts a sentence that keeps the typo -------


def test_the_typos_of_the_tests_are_misspellings() -> None:
    assert source_noise.misspelled_words("the confrence papers") == ["confrence"]
    assert source_noise.misspelled_words("stopped smokking cigarettes") == ["smokking"]


def test_conjunction_pairs_read_through_a_source_typo() -> None:
    pairs = mined_pairs(
        "We reviewed the confrence papers and the expo booths yesterday.",
        "conjunction",
        assess_sources=True,
    )
    assert pairs
    for pair in pairs:
        assert "source:misspelled" not in _flags(pair)
        assert "misspelled-read-through" in _flags(pair)
    assert any(p.well_formed for p in pairs)


def test_a_drafted_hypothesis_that_keeps_the_typo_is_a_defect() -> None:
    pairs = mined_pairs(
        "After the confrence ended, my neighbour stopped smoking.",
        "presupposition",
        assess_sources=True,
    )
    drafted = [p for p in pairs if "confrence" in p.hypothesis and p.hypothesis_kind != "original"]
    assert drafted
    for pair in drafted:
        # stop 86 (fl72) re-decided: the typo is a warning (judged 8 of 13 such pairs kept as
        # is, s1205r 4 of 4): the pair keeps the flag and is well formed
        assert "source:misspelled" in _flags(pair)
        assert pair.well_formed


def test_a_drafted_hypothesis_without_the_typo_is_well_formed() -> None:
    pairs = mined_pairs(
        "After the confrence ended, my neighbour stopped smoking.",
        "presupposition",
        assess_sources=True,
    )
    clean = [p for p in pairs if p.hypothesis == "My neighbour had been smoking before."]
    assert clean
    for pair in clean:
        assert "misspelled-read-through" in _flags(pair)
        assert "source:misspelled" not in _flags(pair)
        assert pair.well_formed


def test_the_original_sentence_as_hypothesis_reads_through() -> None:
    pairs = mined_pairs(
        "My neighbour didn't stop smokking cigarettes.", "presupposition", assess_sources=True
    )
    original = [p for p in pairs if p.hypothesis_kind == "original"]
    drafted = [p for p in pairs if p.hypothesis_kind == "presupposition"]
    assert original and drafted
    assert all("misspelled-read-through" in _flags(p) for p in original)
    assert any(p.well_formed for p in original)
    # stop 86 (fl72) re-decided: the slip kept in a drafted hypothesis is a warning (judged 8 of
    # 13 such pairs kept as is, s1205r 4 of 4): flagged, no longer a defect
    assert all("source:misspelled" in _flags(p) for p in drafted)
    assert flags.severity("source:misspelled", "presupposition") == flags.WARNING


def test_a_complement_made_a_main_clause_keeps_the_defect() -> None:
    pairs = mined_pairs(
        "The manager said that the new roads would reach the whole distrcit.",
        "verb_complement",
        assess_sources=True,
    )
    assert pairs
    # stop 86 (fl72) re-decided: a warning (see above), the flag stays for the ranker
    assert all("source:misspelled" in _flags(p) for p in pairs)
    # a pair left ill formed has a defect of its own beside the (now warning) typo
    assert all(
        p.well_formed
        or any(
            flags.severity(f, p.phenomenon, p.hypothesis_kind) == flags.DEFECT for f in _flags(p)
        )
        for p in pairs
    )


@pytest.mark.parametrize("phenomenon", ["conjunction", "presupposition", "implicature"])
def test_registry_read_through_is_a_warning_everywhere(phenomenon: str) -> None:
    assert flags.is_registered("misspelled-read-through")
    assert flags.severity("misspelled-read-through", phenomenon) == flags.WARNING
    # stop 86 (fl72) re-decided: a warning everywhere
    assert flags.severity("source:misspelled", phenomenon) == flags.WARNING


# -- implicature passive-agent-focus: a warning (5 judged, 5 kept) -------------------------------


def test_passive_agent_focus_is_a_warning_and_the_pair_is_well_formed() -> None:
    assert flags.severity("passive-agent-focus", "implicature") == flags.WARNING
    pairs = mined_pairs("Many fishing areas are exploited by larger countries.", "implicature")
    flagged = [p for p in pairs if "passive-agent-focus" in _flags(p)]
    assert flagged
    assert all(p.well_formed for p in flagged)


# -- what a shallow check can catch is flagged (s1202a classes, constructed sentences) -----------


def test_a_parenthesis_cut_across_never_reaches_a_reviewer_as_well_formed() -> None:
    """fl16 found the cut flagged; cj86 (same stop) stops writing such a removal at all."""
    pairs = mined_pairs(
        "I have met many famous singers (both in a private sense and a public sense), and I "
        "can't recall one who was rude.",
        "conjunction",
    )
    assert pairs
    cut = [p for p in pairs if "(in I" in p.premise + p.hypothesis]
    assert all(not p.well_formed and "unbalanced_brackets" in _flags(p) for p in cut)
    for pair in pairs:
        if pair.well_formed:
            for text in (pair.premise, pair.hypothesis):
                assert text.count("(") == text.count(")")
