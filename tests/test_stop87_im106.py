"""Stop 87, branch im106: implicature classes blind judges rejected on s1205s (Bible).

* determiner "some" on the plural subject of a past verb of existence or residence with a
  location ("Some men of Tyre also lived there") is the weak, existential "sm" of a
  locative-existential clause (Milsark 1977; Levin 1993 §6.1, §47.1): no candidate
  (``existence_uses.residing_some``);
* a numeral that counts the rows of an arrangement ("in three ranks", "in four columns") has the
  exact reading only (Horn 1992; Kennedy 2015): no candidate (``dimension_uses.
  arrangement_numeral``);
* a cut clause whose first word the source wrote in lower case gets its capital from
  ``rewrite._result.reduced_doc``; an embedding that moves the word off the front lowers it
  again ("Was window facing window ...?"), for every phenomenon that embeds a cut clause.

Sentences are constructed and go through the real spaCy model and the real pipeline."""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _pairs(text: str, subtype: str, phenomenon: str = "implicature") -> list:
    return [
        p
        for p in mined_pairs(text, phenomenon, assess_sources=True)
        if p.well_formed and p.subtype == subtype
    ]


# --- class 1: "some N" residing somewhere ------------------------------------------------------


def test_residing_some_with_locative_adverb_gives_no_pair():
    assert not _pairs("Some traders from Sidon also lived there in those days.", "quantifiers")


def test_residing_some_with_irregular_past_gives_no_pair():
    assert not _pairs("Some shepherds dwelt in the hills above the town.", "quantifiers")


def test_partitive_residing_some_keeps_its_pair():
    pairs = _pairs("Some of the traders lived there in those days.", "quantifiers")
    assert any(p.hypothesis.startswith("Not all of the traders lived there") for p in pairs)


def test_present_residing_some_keeps_its_pair():
    pairs = _pairs("Some students live on campus.", "quantifiers")
    assert any(p.hypothesis == "Not all students live on campus." for p in pairs)


def test_some_with_event_verb_keeps_its_pair():
    pairs = _pairs("Some traders from Sidon sold fish in the market.", "quantifiers")
    assert any(p.hypothesis.startswith("Not all traders from Sidon sold fish") for p in pairs)


# --- class 2: numerals of an arrangement --------------------------------------------------------


def test_rows_of_an_arrangement_give_no_pair():
    assert not _pairs("The soldiers stood in three rows before the gate.", "numerals")


def test_columns_after_into_give_no_pair():
    assert not _pairs("The chairs were arranged into four columns.", "numerals")


def test_counted_rows_keep_their_pair():
    pairs = _pairs("They planted three rows of corn.", "numerals")
    assert any(p.hypothesis == "They didn't plant more than three rows of corn." for p in pairs)


# --- class 3: a capital the cut added --------------------------------------------------------


def test_cut_clause_lowers_added_capital_in_question():
    text = "The hall was dark; and chamber was opening onto chamber through three doors."
    premises = {p.premise_kind: p.premise for p in _pairs(text, "numerals")}
    assert premises["interrogative"] == "Was chamber opening onto chamber through three doors?"
    assert premises["conditional"].startswith("If chamber was opening onto chamber")


def test_cut_clause_lowers_added_capital_for_presupposition():
    text = "The doors were square; and window stopped facing window in the hall."
    pairs = _pairs(text, "aspectual_verbs", "presupposition")
    assert "Did window stop facing window in the hall?" in {p.premise for p in pairs}


def test_name_keeps_its_capital_in_question():
    text = "The night was cold; and Moses stopped talking to the elders."
    pairs = _pairs(text, "aspectual_verbs", "presupposition")
    assert "Did Moses stop talking to the elders?" in {p.premise for p in pairs}
