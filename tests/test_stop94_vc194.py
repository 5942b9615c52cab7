"""Stop 94, vc194: food-review classes of the blind slice s9401 (verb_complement).

- "that" as the demonstrative determiner of a noun the parser made the clausal complement
  ("You know that feeling when your coffee goes cold"): no clause, no pair; a
  real that-clause whose subject "that" determines ("I know that guy is lying") keeps its
  pair;
- a verb with a noun-phrase object before a that-less clause ("We couldn't find them anywhere
  so we ordered online"): the clause is no complement; "told her he was leaving" (an object
  and clause verb) keeps its pair;
- a thing before an infinitive whose verb lacks its object and cannot take a thing as its
  subject ("I got a few of these to sample at work"): a purpose infinitive, no pair; "got the
  engine to run" and "got him to try the soup" keep theirs;
- an emphatic echo tag ("..., she really did"): cut from the complement and implicature
  hypotheses, and the negated premise that the tag contradicts is flagged
  ``discourse-clash:echo-tag``; a tag with another subject is no echo.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _complement_pairs(text: str) -> list:
    return [p for p in mined_pairs(text, "verb_complement") if p.hypothesis_kind == "complement"]


def _by_kind(text: str) -> dict:
    return {p.premise_kind: p for p in _complement_pairs(text)}


# -- demonstrative "that" before the would-be complement's noun -------------------------------


def test_demonstrative_that_noun_gives_no_pair():
    text = "You know that feeling when your coffee goes cold because the meeting ran long."
    assert _complement_pairs(text) == []


def test_that_determining_the_clause_subject_keeps_its_pair():
    original = _by_kind("I know that guy is lying.")["original"]
    assert original.hypothesis == "That guy is lying."


# -- noun-phrase object before a that-less clause ---------------------------------------------


def test_object_before_bare_clause_gives_no_pair():
    assert _complement_pairs("We couldn't find them anywhere so we ordered online.") == []


def test_object_and_clause_verb_keeps_its_pair():
    hyps = {p.hypothesis for p in _complement_pairs("She told him the shop was closed.")}
    assert "The shop was closed." in hyps, hyps


# -- purpose infinitive after a thing ---------------------------------------------------------


def test_thing_before_gapped_infinitive_gives_no_pair():
    assert _complement_pairs("I got a few of these to sample at work.") == []


def test_thing_that_can_be_the_subject_keeps_its_pair():
    original = _by_kind("I finally got the engine to run.")["original"]
    assert original.hypothesis == "The engine ran."


def test_person_before_infinitive_keeps_its_pair():
    original = _by_kind("I got him to try the soup.")["original"]
    assert original.hypothesis == "He tried the soup."


# -- emphatic echo tags -----------------------------------------------------------------------


def test_echo_tag_is_cut_from_the_complement_hypothesis():
    pairs = _by_kind("She tried to finish the jar, she really did.")
    assert pairs["original"].hypothesis == "She finished the jar."
    assert pairs["original"].well_formed


def test_negated_premise_under_echo_tag_is_flagged():
    negated = _by_kind("He tried to like the tea, he really did.")["negated"]
    assert not negated.well_formed
    assert "discourse-clash:echo-tag" in negated.features["flags"]


def test_echo_tag_of_the_complement_is_cut_and_the_negated_matrix_stays():
    pairs = _by_kind("My brother said the pie was good, it really was.")
    assert pairs["original"].hypothesis == "The pie was good."
    assert "discourse-clash:echo-tag" not in (pairs["negated"].features.get("flags") or [])


def test_tag_with_another_subject_is_no_echo():
    hyps = {p.hypothesis for p in _complement_pairs("I tried to call, my sister really did.")}
    assert not any(h == "I called." for h in hyps), hyps


def test_implicature_hypothesis_drops_the_echo_tag():
    pairs = [
        p
        for p in mined_pairs("She tried to finish the jar, she really did.", "implicature")
        if p.premise_kind == "original"
    ]
    hyps = {p.hypothesis: p.well_formed for p in pairs}
    assert hyps.get("She didn't manage to finish the jar.") is True, hyps
