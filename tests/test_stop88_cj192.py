"""Stop 88, cj192: conjunction removals that strand a conditional "then", take the comma of a
set-off interjection, or leave an imperative "neither" without its "nor" (s1205t conj-011,
conj-014, conj-053, conj-067). Constructed sentences, through the real spaCy pipeline."""

import re

import pytest

from tests.phenomenon_support import mined_pairs


def _texts(text: str) -> list[str]:
    return [t for p in mined_pairs(text, "conjunction") for t in (p.premise, p.hypothesis)]


def _then_without_if(text: str) -> bool:
    then = re.search(r",\s*then\b", text)
    return bool(then) and not re.search(r"\bif\b", text[: then.start()], re.I)


@pytest.mark.parametrize(
    "text",
    [
        "The guard shall check the gate; and behold, if the bolt hasn't moved in the night, "
        "and its lock isn't broken, then the guard shall report it safe.",
        "On the third day the steward shall count the sheep, and if the flock hasn't shrunk, "
        "and its shepherd isn't sick, then the steward shall pay him.",
    ],
)
def test_no_then_left_without_its_if(text: str) -> None:
    texts = _texts(text)
    assert not [t for t in texts if _then_without_if(t)]


def test_conditional_conjunct_removed_with_if_kept() -> None:
    """The good neighbour: a conjunct of the if-clause goes and "if" stays."""
    pairs = mined_pairs("If it rains and the wind blows, then we stay home.", "conjunction")
    assert any(p.hypothesis == "If the wind blows, then we stay home." for p in pairs)


@pytest.mark.parametrize(
    "text",
    [
        "Neither touch the bread, nor drink the wine.",
        "Neither open the door at all, nor answer the bell at all.",
    ],
)
def test_imperative_neither_keeps_its_nor_or_no_pair(text: str) -> None:
    for t in _texts(text):
        assert not (re.search(r"\bneither\b", t, re.I) and not re.search(r"\bnor\b", t)), t


def test_declarative_neither_nor_untouched() -> None:
    pairs = mined_pairs("He neither ate nor drank.", "conjunction")
    assert {(p.premise, p.hypothesis, p.heuristic_label) for p in pairs} >= {
        ("He neither ate nor drank.", "He ate.", "contradiction"),
        ("He neither ate nor drank.", "He drank.", "contradiction"),
    }


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        (
            "He looked toward the sea, behold, storms and waves.",
            {
                "He looked toward the sea, behold, waves.",
                "He looked toward the sea, behold, storms.",
            },
        ),
        (
            "She lifted her eyes to the hills, lo, smoke and fire.",
            {
                "She lifted her eyes to the hills, lo, fire.",
                "She lifted her eyes to the hills, lo, smoke.",
            },
        ),
    ],
)
def test_interjection_is_no_member_and_keeps_its_comma(text: str, kept: set[str]) -> None:
    pairs = mined_pairs(text, "conjunction")
    removed = {p.hypothesis for p in pairs if p.premise == text}
    assert removed == kept


def test_list_after_plain_comma_member_untouched() -> None:
    """The good neighbour: a real three-member list still loses a member and keeps "and"."""
    pairs = mined_pairs("He bought apples, pears and plums.", "conjunction")
    assert "He bought apples and plums." in {p.hypothesis for p in pairs}
