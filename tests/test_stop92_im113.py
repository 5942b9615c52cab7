"""Stop 92, branch im113: implicature pairs on tweets (blind review s1208a).

* "good" of a bare situation subject ("everything/all/things is/are good") is the "all right"
  state, as "fine/okay" already were: no ⟨good, excellent⟩ candidate
  (``degree_uses.situation_formula``); a restricted universal ("Everything on the menu was
  good") keeps its pairs;
* a predicative gradable adjective right before a run of two or more "!" is an emphatic,
  exclamative degree: no candidate (``degree_uses.exclaimed_degree``); a single "!" keeps its
  pairs.

Sentences are constructed (not the reviewed ones) and go through the real spaCy model and the
real pipeline."""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _hypotheses(text: str, subtype: str) -> set[str]:
    return {
        p.hypothesis
        for p in mined_pairs(text, "implicature")
        if p.subtype == subtype and p.hypothesis_kind == "implicature"
    }


# --- class 1: "good" as the "all right" state; emphatic "good!!" ------------------------------


def test_everything_is_good_now_gets_no_pair():
    assert (
        _hypotheses("Thanks for your help, everything is good now.", "gradable_adjectives") == set()
    )


def test_all_is_good_again_gets_no_pair():
    assert _hypotheses("All is good again at home.", "gradable_adjectives") == set()


def test_restricted_everything_keeps_its_pair():
    assert "Not everything on the menu was excellent." in _hypotheses(
        "Everything on the menu was good.", "gradable_adjectives"
    )


def test_good_before_repeated_exclamation_gets_no_pair():
    assert _hypotheses("The new menu is good !!!", "gradable_adjectives") == set()
    assert _hypotheses("The concert was good!!", "gradable_adjectives") == set()


def test_good_before_one_exclamation_keeps_its_pair():
    assert "The new menu isn't excellent." in _hypotheses(
        "The new menu is good!", "gradable_adjectives"
    )


# --- class 2: a numeral that reports a displayed value ----------------------------------------


def test_account_says_numeral_gets_no_pair():
    assert (
        _hypotheses("My frequent flyer account says 4 trips but I took 6 this year.", "numerals")
        == set()
    )


def test_person_saying_numeral_keeps_its_pair():
    assert "He didn't say more than two words." in _hypotheses(
        "He said two words and left.", "numerals"
    )


def test_display_showing_a_count_keeps_its_pair():
    assert "The dialog doesn't show more than nine different windows." in _hypotheses(
        "The dialog shows nine different windows.", "numerals"
    )


# --- class 3: an imprecative outburst carried into the pairs ----------------------------------


def test_imprecation_after_ellipsis_is_in_no_pair():
    pairs = [
        p
        for p in mined_pairs("I paid $9 for 4 muffins ... DAMN YOU STARBUCKS!", "implicature")
        if p.hypothesis_kind == "implicature"
    ]
    assert not [p for p in pairs if "YOU" in p.hypothesis]
    assert not [p for p in pairs if p.premise_kind != "original" and "YOU" in p.premise]


def test_plain_clause_keeps_its_pairs():
    assert "I didn't pay $9 for more than 4 muffins." in _hypotheses(
        "I paid $9 for 4 muffins.", "numerals"
    )


def test_imprecation_cut_at_its_comma_keeps_the_pair():
    assert "They didn't charge me for more than 2 bags." in _hypotheses(
        "They charged me for 2 bags, screw you Delta.", "numerals"
    )
