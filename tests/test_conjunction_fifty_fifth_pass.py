"""Stop 46 (branch cj49): removals that took the wrong span and garbled the sentence.

1. Argument clusters after a passive's agent "by" ("bordered by [the forest to the west] and
   [the lake to the east]"): "by" is shared like the verb of the active, so each "NP P NP" is a
   conjunct (Huddleston & Pullum 2002 ch. 15 §4.4); never "by the forest to the lake".
2. Words between two conjunct spans ("A on his left, [B] on his right, and C"): conjuncts are
   adjacent, so the spans are not the coordination's and every removal lost those words; no
   removal.
3. A coordinated pair that is a middle member of a longer list ("law, the history and philosophy
   of religion, modern art, and ...") keeps the list's comma: no "law and the philosophy"; a
   shared head noun after the pair ("the A, B, C and D routes") is no further member (control).
4. A list punctuated with semicolons keeps them ("maps; the books, which ...; and the prints").
5. A dash of a parenthetical pair removed with a conjunct leaves the other dangling: flagged
   (``dangling_punctuation``), on the removal and on the addition built from it; not when the
   sentence now ends inside the parenthesis ("older than I -- forty-four.").

Constructed sentences through the real pipeline (``run_texts``); each changed output fails on
06e6756."""

from __future__ import annotations

import pytest

from pipeline.process import run_texts
from pipeline.rewrite.conjuncts import remove_conjunct, text_defects
from tests.phenomenon_support import addition_premises, removal_hypotheses

PASSIVE = "The town is surrounded by the forest to the west and the lake to the east."
PASSIVE3 = "The farm is bounded by the road to the north, the river to the south and the woods to the west."
GAP = (
    "He walked along the river with the church on his left, the school on his right, "
    "and soon reached the bridge."
)
MIDDLE = (
    "Students can take classes in logic, the history and philosophy of religion, modern art "
    "and design, and the Bible."
)
AFTER_CC = (
    "She took courses in law, the theory and practice of medicine, modern dance and music, "
    "and the Bible."
)
SEMICOLONS = (
    "The shop sells old maps; the rare books, which came from Paris; the small prints, framed "
    "in gold; and the postcards."
)
DASHES = "He wanted to keep those two -- Smith and the man who paid them -- from leaving the town."
TAIL = "The film was directed, written and produced by one man."

SHARED_HEAD = "The fleet sailed the Atlantic, Pacific, Indian and Arctic routes in winter."

STYLES = "In Greece itself Argive, Corinthian, Attic, Boeotian, and other Geometric styles have their own marks."

TEXTS = [STYLES, SHARED_HEAD, PASSIVE, PASSIVE3, GAP, MIDDLE, AFTER_CC, SEMICOLONS, DASHES, TAIL]


@pytest.fixture(scope="module")
def pairs():
    return run_texts(TEXTS, ["conjunction"])[1].pairs


def test_clusters_after_passive_agent(pairs) -> None:
    assert removal_hypotheses(pairs, PASSIVE) == {
        "The town is surrounded by the lake to the east.",
        "The town is surrounded by the forest to the west.",
    }


def test_three_clusters_after_passive_agent(pairs) -> None:
    assert removal_hypotheses(pairs, PASSIVE3) == {
        "The farm is bounded by the river to the south and the woods to the west.",
        "The farm is bounded by the road to the north and the woods to the west.",
        "The farm is bounded by the road to the north and the river to the south.",
    }


def test_words_between_spans_make_no_removal(parsed) -> None:
    # spans that leave "on his left" between two conjuncts (as a misparse of GAP-like lists
    # does): every removal rebuilt from them would lose those words, so none is made
    doc, _ = parsed(GAP)
    words = [t.text for t in doc]
    church, school, cc = words.index("church"), words.index("school"), words.index("and")
    spans = [(church - 1, church + 1), (school - 1, school + 1), (cc + 1, len(doc) - 1)]
    assert all(remove_conjunct(doc, doc[cc], spans, k) is None for k in range(3))
    tight = [(church - 1, church + 4), (school - 1, school + 4), (cc + 1, len(doc) - 1)]
    assert remove_conjunct(doc, doc[cc], tight, 1) is not None  # control: adjacent spans


def test_pair_inside_longer_list_keeps_the_comma(pairs) -> None:
    got = removal_hypotheses(pairs, MIDDLE)
    assert (
        "Students can take classes in logic, the philosophy of religion, modern art and design, and the Bible."
        in got
    )
    assert (
        "Students can take classes in logic, the history of religion, modern art and design, and the Bible."
        in got
    )
    assert not any("logic and the" in h for h in got)
    assert not any("philosophy and design" in h or "history and modern" in h for h in got)


def test_pair_inside_longer_list_other_parse(pairs) -> None:
    got = removal_hypotheses(pairs, AFTER_CC)
    assert (
        "She took courses in law, the practice of medicine, modern dance and music, and the Bible."
        in got
    )
    assert not any("law and the" in h for h in got)


def test_shared_head_noun_is_no_further_member(pairs) -> None:
    # control: "currents" after "A, B, C and D" is the members' shared head, not a list member
    got = removal_hypotheses(pairs, SHARED_HEAD)
    assert "The fleet sailed the Atlantic, Pacific and Arctic routes in winter." in got
    assert not any("Pacific, Arctic" in h or "Pacific, Indian routes" in h for h in got)
    got = removal_hypotheses(pairs, STYLES)
    assert (
        "In Greece itself Argive, Corinthian, Attic and other Geometric styles have their own marks."
        in got
    )
    assert not any("Attic, other" in h for h in got)


def test_semicolon_list_keeps_its_semicolons(pairs) -> None:
    got = removal_hypotheses(pairs, SEMICOLONS)
    assert "The shop sells old maps; the small prints, framed in gold; and the postcards." in got
    assert (
        "The shop sells old maps; the rare books, which came from Paris; and the postcards." in got
    )
    assert not any("gold and the postcards" in h or "Paris and the" in h for h in got)


def test_dash_left_unpaired_is_flagged(pairs) -> None:
    bad = "He wanted to keep the man who paid them -- from leaving the town."
    assert bad not in removal_hypotheses(pairs, DASHES)
    assert bad not in addition_premises(pairs, DASHES)
    flagged = [
        p
        for p in pairs
        if p.premise == DASHES and p.hypothesis == bad and p.hypothesis_kind == "conjunct_removed"
    ]
    # since the ninety-seventh pass (cj95) a removal that takes one of two spaced dashes is
    # not made at all (``_half_of_dash_pair``); one still made must carry the flag
    assert all("dangling_punctuation" in p.features["flags"] for p in flagged)


def test_list_tail_pair_still_keeps_its_coordinator(pairs) -> None:
    # control: a pair that is the tail of a longer list keeps the list's "and"
    assert "The film was directed and produced by one man." in removal_hypotheses(pairs, TAIL)


def test_dash_parity_check() -> None:
    pair = "They met two people -- a baker and a cook -- at the fair."
    assert "dangling_punctuation" in text_defects(pair, "They met a cook -- at the fair.")
    assert "dangling_punctuation" not in text_defects(
        pair, "They met two people -- a cook -- at the fair."
    )
    # a lone dash closing the sentence may go with its clause; a range dash is no parenthesis
    lone = "She sang and he danced -- badly."
    final = "He was older than I -- forty-four -- but full of life."
    assert "dangling_punctuation" not in text_defects(final, "He was older than I -- forty-four.")
    assert "dangling_punctuation" in text_defects(final, "He was older than I -- full of life.")
    assert "dangling_punctuation" not in text_defects(lone, "She sang.")
    assert "dangling_punctuation" not in text_defects(
        "It ran from 1990\u20132000 and 2004\u20132010.", "It ran from 1990\u20132000."
    )
