"""Titles and place abbreviations before a name (stop 58): "Ft. Ross", "Capt. Cook". spaCy's
tokenizer exceptions have "Mt." and "St." but not these, so the period was split off and the
sentencizer ended a sentence inside the name (a Freeciv legend gave "... such as Ft." and "Ross in
northern California and Ft.")."""

from __future__ import annotations

import pytest

from pipeline.sentences import split


def sentences(text: str) -> list[str]:
    return next(split([text]))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "The Russians founded posts such as Ft. Ross in California and Ft. Wrangell in "
            "Alaska. They traded furs.",
            [
                "The Russians founded posts such as Ft. Ross in California and Ft. Wrangell in "
                "Alaska.",
                "They traded furs.",
            ],
        ),
        (
            "The ship was commanded by Capt. James Cook. It sailed in 1768.",
            ["The ship was commanded by Capt. James Cook.", "It sailed in 1768."],
        ),
        (
            "The report was signed by Lt. Col. Smith and Sgt. Jones. Nobody read it.",
            ["The report was signed by Lt. Col. Smith and Sgt. Jones.", "Nobody read it."],
        ),
    ],
)
def test_title_before_a_name_does_not_end_the_sentence(text: str, expected: list[str]) -> None:
    assert sentences(text) == expected


def test_an_ordinary_period_still_ends_the_sentence() -> None:
    assert sentences("The fort fell in 1841. Its guns were sold.") == [
        "The fort fell in 1841.",
        "Its guns were sold.",
    ]
