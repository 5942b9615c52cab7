"""Presupposition triggers that are look-alikes (stop 98, helper pr226; s9802's classes, issue #11):
(1) correlative "both those ... and those ..." is no numeric "both N": no "two relevant those";
(2) "only" in the fixed formulas "Heaven/God only knows" and "it only remains (for X) to V":
no "only" prejacent;
(3) light-verb "leave" + a quantity of room/time/doubt ("left little room for X") = allow, no
departure: no "X was in little room before";
(4) first person + negated ability modal + see/discover/notice ("I couldn't see that S"): the
complement does not project, the pairs are neutral.
Constructed sentences through the real spaCy model and run path; near misses keep their pairs."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import original_draft_pairs, presupposition_pairs_by_kind


def _drafts(text: str, subtype: str) -> set[str]:
    return set(original_draft_pairs(text, subtype))


# -- 1. correlative "both those ... and those ..." --------------------------------------------


def test_correlative_both_those_has_no_count():
    drafts = _drafts(
        "A parade was held of the English and Dutch sailors, both those newly landed from the "
        "coast and those who had served in the north.",
        "numeric_determiners",
    )
    assert not any("two relevant those" in d for d in drafts), drafts


def test_determiner_both_keeps_count():
    # near miss: "both" before a noun counts it
    drafts = _drafts("Both brothers opposed the tax.", "numeric_determiners")
    assert "There were two relevant brothers." in drafts, drafts


# -- 2. "only" in fixed formulas ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "prejacent"),
    [
        (
            "Heaven only knows what the old sailor wanted from us.",
            "Heaven knows what the old sailor wanted from us.",
        ),
        (
            "It only remains for me to thank the committee for its patience.",
            "It remains for me to thank the committee for its patience.",
        ),
        ("It only remains to thank our hosts.", "It remains to thank our hosts."),
    ],
)
def test_formulaic_only_has_no_prejacent(text, prejacent):
    drafts = _drafts(text, "only")
    assert prejacent not in drafts, drafts


def test_focus_only_keeps_prejacent():
    # near miss: a real subject focus with "know"
    drafts = _drafts("Only the captain knows where the money is hidden.", "only")
    assert "The captain knows where the money is hidden." in drafts, drafts


# -- 3. light-verb "leave" = allow ----------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "The new schedule left little room for rest.",
        "The long meeting left enough time for questions.",
    ],
)
def test_leave_allowance_has_no_departure(text):
    drafts = _drafts(text, "change_of_state")
    assert not any(d.endswith("before.") for d in drafts), drafts


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("The soldiers left the village at dawn.", "The soldiers were in the village before."),
        ("The guests left the room at midnight.", "The guests were in the room before."),
    ],
)
def test_leave_departure_keeps_draft(text, draft):
    # near misses: departure from a place, including the count noun "room" with "the"
    drafts = _drafts(text, "change_of_state")
    assert draft in drafts, drafts


# -- 4. first person + negated ability modal + see/discover/notice ----------------------------


@pytest.mark.parametrize(
    ("text", "complement"),
    [
        ("I couldn't see by her face that she was angry.", "She was angry."),
        ("We could not discover that the clerk had ever been married.", None),
    ],
)
def test_first_person_unable_to_perceive_is_neutral(text, complement):
    pairs = presupposition_pairs_by_kind(text, "clause_embedding_predicates")
    premise, hypothesis, label = pairs["original"]
    assert premise == text
    if complement is not None:
        assert hypothesis == complement
    assert label == "neutral", pairs


@pytest.mark.parametrize(
    "text",
    [
        "She couldn't see by her face that the clerk was angry.",
        "I didn't notice that the door was open.",
    ],
)
def test_other_negated_perception_keeps_entailment(text):
    # near misses: another's failure (the speaker may know better) and a past failure with no
    # modal (Karttunen 1971: the speaker knows the complement now)
    pairs = presupposition_pairs_by_kind(text, "clause_embedding_predicates")
    assert pairs["original"][2] == "entailment", pairs
