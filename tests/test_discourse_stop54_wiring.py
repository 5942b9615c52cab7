"""Stop 54 (dl2): one place for dialogue material (pipeline/rewrite/discourse.py).

The implicature now takes its stutter repair and its opening interjections, markers and
vocatives from ``rewrite.discourse`` (im45's twins in ``implicature/dialogue.py`` are gone), and
the conjunction writes a stutter's reparandum once on both sides of a removal or addition pair,
so the pair still differs in the conjunct only. Real sentences written for these tests, through
the real parser and the real run path.
"""

from __future__ import annotations

import pytest

from pipeline.rewrite.discourse import leading_discourse, repaired_text

from .phenomenon_support import mined_pairs


def _conjunct_pairs(text: str) -> list:
    return [
        p
        for p in mined_pairs(text, "conjunction")
        if p.hypothesis_kind in ("conjunct_removed", "conjunct_added")
    ]


@pytest.mark.parametrize(
    ("text", "repaired"),
    [
        ("It-it was Ross and Joey.", "It was Ross and Joey."),
        ("So I-I-I bought bread and milk.", "So I bought bread and milk."),
        ("The, the car and the bike were gone.", "The car and the bike were gone."),
        ("Bye-bye, Ross and Joey.", "Bye-bye, Ross and Joey."),  # reduplication, no stutter
    ],
)
def test_repaired_text_writes_a_reparandum_once(nlp, text: str, repaired: str) -> None:
    assert repaired_text(nlp(text), text) == repaired


def test_repaired_text_finds_a_capitalised_copy(nlp) -> None:
    text = "Um, we bought the tickets and we-we were looking for seats."
    assert repaired_text(nlp(text), "We-we were looking for seats.") == "We were looking for seats."


@pytest.mark.parametrize(
    ("text", "opening"),
    [
        ("Now, you can eat the soup.", ["Now", ","]),
        ("Seriously, the soup is cold.", ["Seriously", ","]),
        ("All right, the soup is ready.", ["All", "right", ","]),
    ],
)
def test_openings_moved_from_the_implicature_twin(nlp, text: str, opening: list[str]) -> None:
    doc = nlp(text)
    assert [doc[i].text for i in leading_discourse(doc)] == opening


def test_now_without_comma_stays(nlp) -> None:
    doc = nlp("Now the soup is ready.")
    assert leading_discourse(doc) == []


def test_conjunction_pair_without_stutter_on_both_sides() -> None:
    pairs = _conjunct_pairs("She-she bought bread and milk at the store.")
    assert pairs
    for p in pairs:
        assert "She-she" not in p.premise and "she-she" not in p.premise.lower()
        assert "she-she" not in p.hypothesis.lower()
    removed = {p.hypothesis for p in pairs if p.hypothesis_kind == "conjunct_removed"}
    assert "She bought bread at the store." in removed


def test_conjunction_keeps_interjections() -> None:
    pairs = _conjunct_pairs("Oh, she bought bread and milk at the store.")
    assert pairs
    assert all(p.premise.startswith("Oh,") or p.hypothesis.startswith("Oh,") for p in pairs)


def test_implicature_hypothesis_without_opening_and_stutter() -> None:
    pairs = mined_pairs("Look, I'm sorry, some of the guests were late.", "implicature")
    hyps = {p.hypothesis for p in pairs if p.premise_kind == "original"}
    assert "Not all of the guests were late." in hyps
    pairs = mined_pairs("Well, he-he ate some of the cookies.", "implicature")
    assert {p.hypothesis for p in pairs} == {"He didn't eat all of the cookies."}
    assert "Did he eat some of the cookies?" in {p.premise for p in pairs}
