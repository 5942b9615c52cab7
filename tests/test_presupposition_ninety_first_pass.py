"""Ninety-first pass (stop 56, pr88; docs/presupposition.md): leftovers of the e-mail stop.

"only" + a numeral or measure under negation (no negated premise at all); "ever" after a
superlative (licensed, not ``unlicensed-npi``); "break"/"crack" of a key, code or record (no
"intact before" draft); a fronted adjunct in a future "continue" draft (dropped). Each class has
a counterpart that keeps the old behaviour. Constructed sentences through the real pipeline.
"""

from __future__ import annotations

import pytest

from tests.phenomenon_support import mined_pairs, original_draft_pairs


def _only_pairs(text: str) -> list:
    return [p for p in mined_pairs(text, "presupposition") if p.subtype == "only"]


@pytest.mark.parametrize(
    "text",
    [
        "I was only fourteen years old when we moved to Leeds.",
        "Only 33% of the users worry about spam.",
        "The upgrade costs only $20 a month.",
        "We waited only two weeks for the patch.",
        "The club sold only 40 tickets for the dance.",
    ],
)
def test_only_numeral_or_measure_gets_no_negated_premise(text: str) -> None:
    # "not only N" says more than N (Horn 1969; Beaver & Clark 2008): neither the
    # presupposition pair nor the negated control has a secure label or a natural premise
    pairs = _only_pairs(text)
    assert pairs, text
    assert not [p for p in pairs if p.premise_kind == "negated"]
    assert any(p.premise_kind in ("modal", "interrogative") for p in pairs)


def test_only_without_a_count_keeps_its_negated_premise() -> None:
    pairs = _only_pairs("The club sold only cheap tickets for the dance.")
    assert any(p.premise_kind == "negated" and p.well_formed for p in pairs)


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        (
            "Norton continues to sell the most recommended defragmenter ever built.",
            "Norton has been selling the most recommended defragmenter ever built.",
        ),
        (
            "It continues to be the best defragmenter ever written.",
            "It has been the best defragmenter ever written.",
        ),
        (
            "Linus stopped shipping the fastest kernel anyone ever compiled.",
            "Linus had been shipping the fastest kernel anyone ever compiled before.",
        ),
    ],
)
def test_superlative_licenses_ever(text: str, draft: str) -> None:
    # Ladusaw 1979; Giannakidou 1998: a superlative licenses "ever"/"anyone" in its NP
    assert original_draft_pairs(text, "aspectual_verbs") == {draft: True}


def test_unlicensed_any_is_still_flagged() -> None:
    text = "She stopped asking anyone for help."
    assert original_draft_pairs(text, "aspectual_verbs") == {
        "She had been asking anyone for help before.": False
    }


@pytest.mark.parametrize(
    "text",
    [
        "They broke the DES key in 22 hours.",
        "The researchers cracked the RSA key in a week.",
        "A student in Oslo broke the content scrambling system of the discs.",
    ],
)
def test_breaking_a_cryptographic_key_has_no_intact_draft(text: str) -> None:
    # break.v.51 "find the solution or key to": nothing was intact before
    drafts = original_draft_pairs(text, "change_of_state")
    assert not any("intact" in d for d in drafts)


@pytest.mark.parametrize(
    "text", ["The window was broken by a stone.", "He broke the car key in the lock."]
)
def test_breaking_a_thing_keeps_its_intact_draft(text: str) -> None:
    drafts = original_draft_pairs(text, "change_of_state")
    assert any("intact before" in d for d, ok in drafts.items() if ok)


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        (
            "In this installment, we will continue to discuss the kernel.",
            "We have been discussing the kernel.",
        ),
        (
            "At the next meeting, the board will continue to review the budget.",
            "The board has been reviewing the budget.",
        ),
    ],
)
def test_future_continue_drops_its_fronted_adjunct(text: str, draft: str) -> None:
    # the frame locates the future continuation; the prior activity runs up to now
    assert set(original_draft_pairs(text, "aspectual_verbs")) == {draft}


def test_present_continue_keeps_its_fronted_domain() -> None:
    text = "On the local level, compacts continue to grab a larger share."
    assert set(original_draft_pairs(text, "aspectual_verbs")) == {
        "On the local level, compacts have been grabbing a larger share."
    }


def test_future_continue_keeps_a_place_frame() -> None:
    # a place frame restricts the prior activity too ("In the Middle East, ... have been")
    text = "In the Middle East, Western officials will continue to resist deeper involvement."
    drafts = set(original_draft_pairs(text, "aspectual_verbs"))
    assert drafts and all(d.startswith("In the Middle East, ") for d in drafts)


def test_indefinite_superlative_licenses_nothing() -> None:
    # "There are 10 worst movies I have ever seen": no definite superlative, still flagged
    drafts = original_draft_pairs(
        "This movie is one of the 10 worst movies I have ever seen.", "numeric_determiners"
    )
    # stop 78 (pr158, ``_superlative_top_n``): a numeral before a superlative gives no count
    # candidate at all now, so there is no draft to flag either
    assert not any(drafts.values())
