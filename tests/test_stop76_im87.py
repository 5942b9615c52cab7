"""Stop 76 round one, im87: implicature items from the s1204m blind review (Python docs) and
the dev text (Python docs, KStars Handbook).

Classes, each with the bad case now dropped or mended and a good neighbour that stays:

1. a bare "some N" passive subject of a verb of introduction ("Some options were added in
   2.4") is the weak, existential "sm" with no given set for "all" (Milsark 1974; Partee 1988;
   Horn 1989 ch. 4; Levin 1993 §48.1.1): no pair, as for the effected objects of "create" and
   "introduce";
2. a predicate list "A, B, or C" that the parser split (the last verb hung on the middle
   member's object, or the middle member hung on the main verb) is kept whole, not cut after
   "A" as a participle supplement (Quirk et al. 1985 §13.22, §13.24-13.28, §13.66).

Constructed sentences through the real pipeline and the real spaCy model.
"""

from __future__ import annotations

from tests.phenomenon_support import implicature_found, implicature_hypotheses_by_kind

# class 1: verbs of introduction


def test_some_subject_of_added_gets_no_pair() -> None:
    assert (
        implicature_hypotheses_by_kind("Some optional parameters were added in version 2.4.") == {}
    )


def test_some_subject_of_added_with_a_goal_gets_no_pair() -> None:
    text = "Some new commands have been added to the shell since the last release."
    assert implicature_hypotheses_by_kind(text) == {}


def test_some_subject_of_appended_gets_no_pair() -> None:
    assert implicature_hypotheses_by_kind("Some warnings were appended to the report.") == {}


def test_added_some_gets_no_candidate(parsed, ctx) -> None:
    found = implicature_found(parsed, ctx, "Some optional parameters were added in version 2.4.")
    assert ("quantifiers", "some") not in found


def test_partitive_added_some_keeps_its_candidate(parsed, ctx) -> None:
    """Control: the partitive's candidate is found."""
    found = implicature_found(
        parsed, ctx, "Some of the optional parameters were added in version 2.4."
    )
    assert ("quantifiers", "some") in found


def test_partitive_some_of_added_keeps_its_pair() -> None:
    """Control: "of the parameters" gives the set that "all" exhausts."""
    hyps = implicature_hypotheses_by_kind(
        "Some of the optional parameters were added in version 2.4."
    )
    assert hyps["original"] == "Not all of the optional parameters were added in version 2.4."


def test_some_subject_of_removed_keeps_its_pair() -> None:
    """Control: removal presupposes the parameters, a given set."""
    hyps = implicature_hypotheses_by_kind("Some optional parameters were removed in version 2.4.")
    assert hyps["original"] == "Not all optional parameters were removed in version 2.4."


def test_some_subject_of_deleted_with_a_goal_keeps_its_pair() -> None:
    """Control: "from the album" is a source, and deletion presupposes the photos."""
    hyps = implicature_hypotheses_by_kind("Some photos were deleted from the album.")
    assert hyps["original"] == "Not all photos were deleted from the album."


# class 2: a predicate list the parser split


def test_list_with_or_hung_on_the_object_is_kept_whole() -> None:
    text = "Some users open the editor because they are writing notes, reading mail, or just browsing files."
    hyps = implicature_hypotheses_by_kind(text)
    assert hyps["original"] == (
        "Not all users open the editor because they are writing notes, reading mail, or just "
        "browsing files."
    )


def test_list_with_middle_member_hung_on_main_verb_is_kept_whole() -> None:
    text = (
        "Some of the fixes only help users who run the server on old hardware because they're "
        "building kernels, compiling drivers, or just debugging the boot loader."
    )
    hyps = implicature_hypotheses_by_kind(text)
    assert hyps["original"].endswith("compiling drivers, or just debugging the boot loader.")


def test_participle_supplement_with_inner_or_is_still_cut() -> None:
    """Control: the participle differs in form from the finite verb before the comma, so it is a
    supplement, not a list member, even with "or" inside it."""
    hyps = implicature_hypotheses_by_kind(
        "Some users open the editor in the morning, leaving it open or closing it at night."
    )
    assert hyps["original"] == "Not all users open the editor in the morning."


def test_participle_supplement_without_list_is_still_cut() -> None:
    """Control: a plain supplementive participle after the clause goes."""
    hyps = implicature_hypotheses_by_kind(
        "Most users keep the editor open, saving their notes every hour."
    )
    assert hyps["original"] == "Not all users keep the editor open."
