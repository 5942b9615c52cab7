"""Twenty-eighth pass (s1130j/k/l blind review): a postposed concessive clause that ends the
sentence is cut from the hypothesis, also after a parenthetical set off by commas.

Constructed sentences in the rejected construction, through the real pipeline (``run_texts``);
the dropped-material test failed on the code before this change (6bb0f7d); the controls check
the good pairs that stay. Source cited at the rule (``pipeline/phenomena/implicature/
supplements.py``: concessive_closing).
"""

from __future__ import annotations

from pipeline.process import run_texts
from tests.phenomenon_support import kept


def _original(text: str, subtype: str = "quantifiers") -> list:
    _, result = run_texts([text], ["implicature"])
    return [
        p for p in result.pairs if p.subtype == subtype and p.premise_kind == "original" and kept(p)
    ]


def test_final_concessive_after_parenthetical_is_cut():
    text = (
        "Some karate schools use belts to show students' ranks, often simply white and black "
        "belts to separate junior and senior ranks, though some use many belt colours."
    )
    pairs = _original(text)
    assert [p.hypothesis for p in pairs] == [
        "Not all karate schools use belts to show students' ranks, often simply white and black "
        "belts to separate junior and senior ranks."
    ]
    assert pairs[0].premise == text
    assert pairs[0].heuristic_label == "entailment"


def test_final_although_clause_is_cut():
    pairs = _original(
        "Some of the bridges were rebuilt after the flood, although the mill was not."
    )
    assert [p.hypothesis for p in pairs] == ["Not all of the bridges were rebuilt after the flood."]


def test_final_concessive_after_main_clause_is_cut():
    # without a parenthetical before it (cut before this pass too)
    pairs = _original("Most schools in the district teach Latin, though a few offer only French.")
    assert [p.hypothesis for p in pairs] == ["Not all schools in the district teach Latin."]


# -- 2. "Some of the N include A, B, and C" with the series split into two objects: no pair -----


def test_listing_include_split_into_two_objects_has_no_pair():
    # the parse makes "Northern Highway" and "Lake Shore Road" two direct objects of "include"
    # ("Bay Bridge" a conjunct of the second): counted together they are a series of three
    text = (
        "Some of the planned state road projects include $4 billion Northern Highway next to the "
        "coast, Lake Shore Road near Milton, and Bay Bridge in Carlow."
    )
    assert _original(text) == []


def test_include_with_one_object_keeps_its_pair():
    pairs = _original("Some of the new flats include a balcony next to the kitchen.")
    assert [p.hypothesis for p in pairs] == [
        "Not all of the new flats include a balcony next to the kitchen."
    ]
