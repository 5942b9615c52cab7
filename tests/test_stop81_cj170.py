"""Stop 81 round one, branch cj170: conjunct removal keeps a list's coordinator and does not guess
a shared head.

``conjuncts._list_coordinator_lost``: a member removed from a list of three or more leaves the
other members a list, which keeps one coordinator before its last member (Quirk et al. 1985
§13.21); a removal that took the only coordinator ("f, h are", "A, B.") is refused.
``conjuncts._premodifier_pair_before_head``: "negative X and Y settings" is either noun phrase
coordination or coordinated premodifiers under one head (Quirk et al. 1985 §13.67-13.68); the
parse does not tell, and under the second reading removing the last member takes the head, so
that removal is not made.

Sentences are constructed and go through the real spaCy model and the real pipeline."""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _texts(text: str, kind: str = "conjunct_removed") -> set[str]:
    side = "premise" if kind == "conjunct_added" else "hypothesis"
    return {
        getattr(p, side)
        for p in mined_pairs(text, "conjunction", assess_sources=True)
        if p.hypothesis_kind == kind and p.well_formed
    }


def test_list_member_linked_before_first_keeps_coordinator():
    text = "Now u, v and w are all members of class B that refer to bound methods."
    written = {p.hypothesis for p in mined_pairs(text, "conjunction", assess_sources=True)}
    assert "Now u, w are all members of class B that refer to bound methods." not in written
    assert "Now u, v are all members of class B that refer to bound methods." not in written


def test_plain_three_member_list_still_removes():
    removed = _texts("The shop sells apples, pears and plums.")
    assert "The shop sells apples and plums." in removed
    assert "The shop sells apples and pears." in removed


def test_comma_series_inside_kept_predicate_keeps_coordinator():
    removed = _texts("Such filters are slow, noisy, and often produce strange colors.")
    assert "Such filters are slow, noisy." not in removed


def test_two_predicates_still_remove():
    removed = _texts("Such filters are slow and often produce strange colors.")
    assert "Such filters are slow." in removed


def test_bare_premodifier_pair_keeps_no_headless_removal():
    text = "The warning appears if the camera has negative X and Y offsets in the dialog."
    for kind in ("conjunct_removed", "conjunct_added"):
        got = _texts(text, kind)
        assert "The warning appears if the camera has negative X in the dialog." not in got


def test_determined_first_member_still_removes_last():
    text = "The warning appears if the camera has a lens and several spare batteries."
    assert "The warning appears if the camera has a lens." in _texts(text)
