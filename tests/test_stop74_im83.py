"""Stop 74 round two, im83: implicature items from the s1204j and s1204i blind reviews (FOLDOC).

Classes, each with the bad case now dropped or mended and a good neighbour that stays:

1. an exemplifying phrase ("including X", "such as X", ", e.g. X") after the quantified noun
   phrase is left out of the "not all" hypothesis (Quirk et al. 1985 §17.65);
2. subject "many" under a distributive "each/every/per" adjunct is cardinal, no pair (Partee
   1989; Beghelli & Stowell 1997);
3. a free-choice disjunction as the passive subject under "can/may" gets no pair (Kamp 1973;
   Zimmermann 2000);
4. a clause coordination whose second subject the parse made a noun conjunct gets no pair
   (Quirk et al. 1985 §13.6);
5. a taxonomic subject ("Some of the common types of X include A and B") with an exemplifying
   verb is a listing, no pair (Higgins 1973).

Constructed sentences through the real pipeline and the real spaCy model.
"""

from __future__ import annotations

from tests.phenomenon_support import (
    implicature_hypotheses_by_kind as _pairs,
)
from tests.phenomenon_support import (
    implicature_premises_by_kind as _premises,
)

# class 1: exemplifying phrase dropped from the hypothesis


def test_including_phrase_left_out_of_not_all() -> None:
    text = "The compiler included many of the early language features including report writer."
    pairs = _pairs(text)
    assert pairs["original"] == "The compiler didn't include all of the early language features."
    assert "including report writer" in _premises(text)["interrogative"]


def test_comma_including_phrase_left_out_of_not_all() -> None:
    pairs = _pairs("The new release fixed many of the old bugs, including the crash on startup.")
    assert pairs["original"] == "The new release didn't fix all of the old bugs."


def test_such_as_phrase_left_out_of_subject_not_all() -> None:
    pairs = _pairs("Most languages such as C and Pascal have pointers.")
    assert pairs["original"] == "Not all languages have pointers."


def test_other_modifier_of_the_quantified_noun_stays() -> None:
    pairs = _pairs("The committee approved most of the proposals from the students.")
    assert (
        pairs["original"] == "The committee didn't approve all of the proposals from the students."
    )


# class 2: cardinal "many" under a distributive universal


def test_many_behind_each_dot_gets_no_pair() -> None:
    assert _pairs("Many of these are behind each phosphor dot.") == {}
    assert _pairs("Many tiny emitters sit behind every pixel of the screen.") == {}


def test_universal_inside_the_subject_stays() -> None:
    pairs = _pairs("Many of the cells in every row are empty.")
    assert pairs["original"] == "Not all of the cells in every row are empty."


def test_universal_object_stays() -> None:
    pairs = _pairs("Many of the students passed every exam.")
    assert pairs["original"] == "Not all of the students passed every exam."


# class 3: free-choice "or" in a passive subject under a possibility modal


def test_free_choice_passive_subject_gets_no_pair() -> None:
    text = "A new machine will be built, on which either Linux or Solaris can be run."
    assert _pairs(text, "connectives") == {}
    assert _pairs("Either tea or coffee may be served after the meeting.", "connectives") == {}


def test_passive_subject_disjunction_without_modal_stays() -> None:
    text = "Either the old report or the new draft was sent to the board last week."
    pairs = _pairs(text, "connectives")
    assert pairs["original"] == (
        "The old report and the new draft weren't both sent to the board last week."
    )


# class 4: second clause's subject read as a noun conjunct


def test_clause_subject_read_as_conjunct_gets_no_pair() -> None:
    # the parse hangs "and Oracle" on "Linux" and "sold" on "done" without a subject
    text = "Most testing was done under Linux and Oracle sold a license to a bank in 1980."
    assert _pairs(text) == {}


def test_verb_phrase_coordination_stays() -> None:
    pairs = _pairs("Most of the work was done in Boston and sold to buyers in New York.")
    assert pairs["original"] == (
        "Not all of the work was done in Boston and sold to buyers in New York."
    )


# class 5: taxonomic subject with an exemplifying verb


def test_types_include_listing_gets_no_pair() -> None:
    text = "Some of the more common types of parallel printers include Centronics and Epson."
    assert _pairs(text) == {}
    assert _pairs("Some common kinds of tea include green tea and black tea.") == {}


def test_predication_with_include_stays() -> None:
    pairs = _pairs("Some of the guided tours include lunch and dinner.")
    assert pairs["original"] == "Not all of the guided tours include lunch and dinner."
