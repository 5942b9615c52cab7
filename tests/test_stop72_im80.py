"""Stop 72, im80: implicature items from the s1204d blind review (FOLDOC).

Classes: (1) weak "some" on the subject of "exist" is existential (Milsark 1977), no candidate;
(2) a gradable adjective inside an "or" list is no assertion of the scale item (Sauerland 2004),
no candidate; (3) a numeral after "a single" gets its bound in place ("with no more than four"),
since "didn't use a single N" is the minimizer (Horn 1989 §7.2); (4) the closing comma of a
"such as" list on an "of" phrase in the subject goes with the list; (5) a colon list that names
the members of a counted noun stays. Constructed sentences through the real pipeline and the
real spaCy model; sources are cited at the functions.
"""

from __future__ import annotations

from tests.phenomenon_support import (
    implicature_hypotheses_by_kind as _pairs,
)


def test_existential_some_gets_no_pair() -> None:
    assert _pairs("Some faster variants of the protocol exist, but are seldom deployed.") == {}
    assert _pairs("Some older versions still exist on the server.") == {}


def test_some_with_an_ordinary_predicate_keeps_its_pair() -> None:
    pairs = _pairs("Some levels of the tree are rarely used.")
    assert pairs["original"] == "Not all levels of the tree are rarely used."


def test_adjective_in_or_list_gets_no_pair() -> None:
    text = (
        "The name suggests that the shop is small, new to the trade, local in reach, "
        "or some mix of these."
    )
    assert _pairs(text, "gradable_adjectives") == {}


def test_adjective_in_and_list_keeps_its_pair() -> None:
    pairs = _pairs("The company is small, young, and local.", "gradable_adjectives")
    assert pairs["original"] == "The company isn't tiny."


def test_numeral_after_a_single_is_bounded_in_place() -> None:
    pairs = _pairs("The device used a single circuit board with three custom chips.", "numerals")
    assert pairs["original"] == (
        "The device used a single circuit board with no more than three custom chips."
    )


def test_numeral_without_minimizer_keeps_clause_negation() -> None:
    pairs = _pairs("The device used a board with three custom chips.", "numerals")
    assert pairs["original"] == "The device didn't use a board with more than three custom chips."


def test_such_as_comma_on_of_phrase_subject_goes() -> None:
    pairs = _pairs(
        "Some pairs of glyphs such as A and V, look better if the spaces overlap slightly."
    )
    assert pairs["original"] == (
        "Not all pairs of glyphs look better if the spaces overlap slightly."
    )


def test_colon_list_naming_counted_members_stays() -> None:
    pairs = _pairs("Most Wang programs made use of two function keys: SAVE and QUIT.")
    assert pairs["original"] == (
        "Not all Wang programs made use of two function keys: SAVE and QUIT."
    )
