"""Stop 93, vc191: verb-complement tense, idiom and splice fixes (tweets review s9301).

- a present-progressive "hope/expect" ("We're hoping the storm doesn't ...") is a present
  matrix: its complement takes the will-future as under the simple present; a stative stays,
  and a past progressive is not touched;
- "won't seem to V" (the refusal "won't" under the neg-raiser "seem") is flagged like "can't
  seem to" (``cannot-seem-idiom:seem``), with no negation-removed premise; "does not seem to"
  and "will seem to" keep their pairs;
- a verb of saying with an NP object and a clause spliced on after a comma ("The label says
  ten ounces, the box is half empty") writes no pair; a plain bare complement keeps its pairs;
- a preposed causal "since" clause is a preposed cause (``discourse-clash:preposed-cause``) for
  an added negation; a temporal "since" (perfect host) is not.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _complement_pairs(text: str) -> list:
    return [p for p in mined_pairs(text, "verb_complement") if p.hypothesis_kind == "complement"]


def _by_kind(text: str) -> dict:
    return {p.premise_kind: p for p in _complement_pairs(text)}


def _flags(pair) -> list[str]:
    return list(pair.features.get("flags") or [])


# -- present progressive hope/expect --------------------------------------------------------


def test_progressive_hope_negative_complement_takes_wont():
    original = _by_kind("We're hoping the storm doesn't knock out the power.")["original"]
    assert original.hypothesis == "The storm won't knock out the power."
    assert original.well_formed


def test_progressive_expect_dynamic_complement_takes_will():
    original = _by_kind("She is expecting the parcel arrives before noon.")["original"]
    assert original.hypothesis == "The parcel will arrive before noon."


def test_progressive_hope_stative_complement_keeps_present():
    original = _by_kind("We're hoping the hotel has a pool.")["original"]
    assert original.hypothesis == "The hotel has a pool."


def test_past_progressive_hope_is_not_rewritten_to_will():
    original = _by_kind("We were hoping the rain stops soon.")["original"]
    assert "will" not in original.hypothesis


# -- "won't seem to" ------------------------------------------------------------------------


def test_wont_seem_to_is_flagged_as_the_idiom():
    pairs = _complement_pairs("The drawer won't seem to close.")
    original = next(p for p in pairs if p.premise_kind == "original")
    assert "cannot-seem-idiom:seem" in _flags(original)
    assert not original.well_formed
    assert not any(p.premise_kind == "negation_removed" for p in pairs)


def test_does_not_seem_to_stays():
    pairs = _by_kind("The drawer does not seem to close.")
    assert pairs["original"].well_formed
    assert "cannot-seem-idiom:seem" not in _flags(pairs["original"])
    assert "negation_removed" in pairs


def test_affirmative_will_seem_to_stays():
    original = _by_kind("The plan will seem to work.")["original"]
    assert original.well_formed
    assert "cannot-seem-idiom:seem" not in _flags(original)


# -- "say" + NP object, clause spliced after a comma ----------------------------------------


def test_say_with_object_and_spliced_clause_writes_no_pair():
    for text in (
        "The label says ten ounces, the box is half empty.",
        "The forecast says rain, the sky is completely clear.",
    ):
        assert _complement_pairs(text) == [], text


def test_say_with_bare_clause_keeps_its_pairs():
    pairs = _by_kind("The receipt says the menu price is ten dollars.")
    assert pairs["original"].hypothesis == "The menu price is ten dollars."
    assert "negated" in pairs


# -- preposed causal "since" ----------------------------------------------------------------


def test_preposed_causal_since_flags_the_added_negation():
    pairs = _by_kind("Since the printer was broken, I had to write the letters by hand.")
    negated = pairs["negated"]
    assert "discourse-clash:preposed-cause" in _flags(negated)
    assert not negated.well_formed
    assert pairs["original"].well_formed


def test_temporal_since_with_perfect_host_is_not_a_cause():
    pairs = _by_kind("Since the printer broke, I have had to write the letters by hand.")
    assert "discourse-clash:preposed-cause" not in _flags(pairs["negated"])
