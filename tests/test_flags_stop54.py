"""Stop 54 (fl13): flags as promises. Real sentences through the real pipeline (docs/fitness.md,
"Flags as promises (stop 54, fl13)")."""

from __future__ import annotations

import pytest

from pipeline import fitness, flags
from tests.phenomenon_support import mined_pairs  # noqa: I001


@pytest.mark.parametrize(
    "text",
    [
        'This comedy belongs with "Plan 9", and a few others as a silly diversion.',
        'I would give the sequel "Jaws 3" a low mark.',
        'The title should have been "Cooking 101", or something like it.',
    ],
)
def test_quoted_title_ending_on_a_numeral_is_balanced(text: str) -> None:
    assert "unbalanced_quote" not in fitness.assess(text)


@pytest.mark.parametrize(
    "text",
    [
        'He bought a 6" pipe and a 4" valve.',  # inch marks: no quotation
        'She said "buy the pipe and left.',  # an opening quote nothing closes
    ],
)
def test_inch_marks_and_open_quotes_unchanged(text: str) -> None:
    straight = text.count('"') - sum(
        1 for i, c in enumerate(text) if c == '"' and text[i - 1].isdigit()
    )
    assert ("unbalanced_quote" in fitness.assess(text)) == (straight % 2 == 1)


def test_space_after_comma_mended_not_flagged() -> None:
    text = "I thanked him, and grabbed,what I took to be a spare key, from the desk."
    repaired = fitness.repair_slips(text)
    assert "grabbed, what" in repaired
    assert "garbled" not in fitness.assess(repaired)
    assert fitness.repair_slips("The name Fa,awa is old.") == "The name Fa,awa is old."


def test_quoted_title_pairs_are_well_formed() -> None:
    pairs = mined_pairs(
        'This comedy belongs with "Plan 9", and a few others as a silly diversion.',
        "conjunction",
        assess_sources=True,
    )
    assert pairs
    assert not any(
        f.startswith("source:unbalanced_quote") for p in pairs for f in p.features.get("flags", [])
    )


def test_doubled_semicolon_after_quote_repaired() -> None:
    assert fitness.repair_slips('We talk about the "Church";; theologians agree.') == (
        'We talk about the "Church"; theologians agree.'
    )
    assert fitness.repair_slips("Use std::map here.") == "Use std::map here."


class _Pair:
    def __init__(self, premise: str, hypothesis: str) -> None:
        self.premise, self.hypothesis = premise, hypothesis


@pytest.mark.parametrize(
    ("premise", "hypothesis", "flag"),
    [
        (
            "The clerk is planning, rather slowly, to close.",
            "The clerk,, closes.",
            "dangling_punctuation",
        ),
        ("He left at 2:.", "He left at 2.", "dangling_punctuation"),
        ("Max had a boss-the one he hated.", "Max had a boss-the.", "dangling-determiner"),
        (
            "It is the best dish he's ever had.",
            "It is the best dish he's every.",
            "dangling-determiner",
        ),
    ],
)
def test_surface_slips_flagged(premise: str, hypothesis: str, flag: str) -> None:
    assert flag in flags.surface_slips(_Pair(premise, hypothesis))


@pytest.mark.parametrize(
    ("premise", "hypothesis"),
    [
        ("The book is his.", "I saw her."),
        ("They chose Plan A.", "Wait, so... we go?"),
        ("She said: go.", "He ran, then he hid."),
    ],
)
def test_surface_slips_leave_clean_text(premise: str, hypothesis: str) -> None:
    assert flags.surface_slips(_Pair(premise, hypothesis)) == []


def test_settle_refuses_a_pair_with_a_doubled_comma() -> None:
    from pipeline.records import Pair

    pair = Pair(
        pair_id="p",
        candidate_id="c",
        sentence_id="s",
        phenomenon="verb_complement",
        subtype="to",
        premise="The old captain is preparing, somewhat reluctantly, to take up arms.",
        hypothesis="The old captain,, takes up arms.",
        premise_kind="original",
        hypothesis_kind="complement",
        heuristic_label="neutral",
        label_rule="r",
        features={"flags": []},
    )
    settled = flags.settle(pair)
    assert not settled.well_formed
    assert settled.features["flags"] == ["dangling_punctuation"]


def test_new_flags_registered_as_defects() -> None:
    assert flags.is_registered("dangling-determiner")
    assert flags.severity("dangling-determiner", "presupposition") == flags.DEFECT
    assert flags.severity("dangling_punctuation", "verb_complement") == flags.DEFECT


@pytest.mark.parametrize(
    ("text", "mended"),
    [
        ("In 1998,the small museum moved to a larger building.", "In 1998, the small museum"),
        ("After the storm,many families stayed with their neighbours.", "storm, many families"),
    ],
)
def test_tidy_mends_a_lost_space_after_a_comma(text: str, mended: str) -> None:
    tidied = fitness.tidy(text).text
    assert mended in tidied
    assert "garbled" not in fitness.assess(tidied)
