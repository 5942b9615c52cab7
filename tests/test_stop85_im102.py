"""Stop 85, im102: implicature precision, round two (blind review s1205p, Jane Austen).

* A numeral in the subject of a predicate of sufficiency ("Four sides of paper were
  insufficient", "too few", "enough", "sufficed") gets no "No more than N" hypothesis: the
  predicate measures an amount against a threshold and reverses the scale (Fauconnier 1975;
  Horn 1972; the "subj" entries of ``implicature_downward_entailing``).
* The negated stronger alternative takes the shared polarity switch of an added negation
  ("tried to recollect some instance" -> "didn't manage to recollect any instance": Klima 1964;
  Baker 1970; ``negation.added_negation_swaps``).
* A final comma-set "which/who/whose" relative is cut from the hypothesis, whatever relation
  the parser gave it (Potts 2005 ch. 4: supplements are not at-issue).

The sentences are constructed; the good neighbours keep their pairs.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _originals(text: str, subtype: str) -> list[str]:
    return [
        p.hypothesis
        for p in mined_pairs(text, "implicature")
        if p.premise_kind == "original" and p.label_rule.endswith(subtype)
    ]


# --- class 1: numerals under a predicate of sufficiency -------------------------------------


def test_numeral_subject_of_insufficient_has_no_upper_bound():
    hyps = _originals("Three candles were insufficient to light the long gallery.", "numerals")
    assert not any("more than" in h for h in hyps), hyps


def test_numeral_subject_of_too_few_has_no_upper_bound():
    hyps = _originals("Five chairs were too few for the guests at the ball.", "numerals")
    assert not any("more than" in h for h in hyps), hyps


def test_numeral_subject_of_enough_has_no_upper_bound():
    hyps = _originals("Two sheets of paper were enough for the whole letter.", "numerals")
    assert not any("more than" in h for h in hyps), hyps


def test_numeral_subject_of_suffice_has_no_upper_bound():
    hyps = _originals("Two servants sufficed for the small household.", "numerals")
    assert not any("more than" in h for h in hyps), hyps


def test_numeral_subject_of_plain_predicate_keeps_its_upper_bound():
    hyps = _originals("Two students were absent from the lecture.", "numerals")
    assert "No more than two students were absent from the lecture." in hyps, hyps


# --- class 2: positive polarity "some" under the added negation -----------------------------


def test_tried_some_becomes_didnt_manage_any():
    hyps = _originals("He tried to find some excuse for the delay.", "gradable_verbs")
    assert "He didn't manage to find any excuse for the delay." in hyps, hyps


def test_tried_something_becomes_anything():
    hyps = _originals("She tried to say something kind to her sister.", "gradable_verbs")
    assert hyps and all("something" not in h for h in hyps), hyps
    assert any("anything" in h for h in hyps), hyps


def test_some_set_phrase_stays():
    hyps = _originals("They tried to rest for some time after the walk.", "gradable_verbs")
    assert any("for some time" in h for h in hyps), hyps


# --- class 3: final supplementary relative cut ------------------------------------------------


def test_misparsed_final_which_relative_is_cut():
    text = (
        "Some fears often remained in her heart when they met, which only a long letter could calm."
    )
    hyps = _originals(text, "quantifiers")
    assert hyps, hyps
    assert all("which" not in h for h in hyps), hyps


def test_final_whose_relative_is_cut():
    text = "Some letters arrived while they dined, whose contents she never learned."
    hyps = _originals(text, "quantifiers")
    assert hyps and all("whose" not in h for h in hyps), hyps


def test_restrictive_relative_stays():
    hyps = _originals("Some guests who came from London stayed the night.", "quantifiers")
    assert any("who came from London" in h for h in hyps), hyps
