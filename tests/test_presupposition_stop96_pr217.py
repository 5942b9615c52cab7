"""Presupposition error classes of stop 96 (helper pr217; blind review s9502 pres-022, pres-072):
the prejacent of "only" kept material that only "only" licenses. (1) A domain restrictor ("of
all the N", "out of all the N", "among the N") names the set "only" picks from; without "only"
nothing restricts it, so the draft leaves it out, and refuses when "the rest" is read against
it. (2) A reason clause after the focus ("because at night ...") may justify the exclusion; the
draft without it is entailed under either scope of the clause, so it goes. Constructed
sentences through the real spaCy model; the "stays" cases guard good pairs."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import original_draft_pairs, original_presupposition_drafts

# -- 1. the exclusive's domain restrictor ----------------------------------------------------


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("Of all the guests, only Mara stayed for dessert.", "Mara stayed for dessert."),
        (
            "Of all the pilots, only Ruth and Abe have yet to land.",
            "Ruth and Abe have yet to land.",
        ),
        ("Only Mara, of all the guests, stayed for dessert.", "Mara stayed for dessert."),
        ("Only Mara of all the guests stayed for dessert.", "Mara stayed for dessert."),
        ("Out of all the applicants, only two were hired.", "Two were hired."),
    ],
)
def test_domain_restrictor_leaves_the_prejacent(text, draft):
    assert original_presupposition_drafts(text, "only") == {draft}


def test_have_yet_to_is_no_unlicensed_npi():
    # "have yet to" stands in an affirmative clause: the prejacent is not flagged
    assert original_draft_pairs("Of all the pilots, only Ruth has yet to land.", "only") == {
        "Ruth has yet to land.": True
    }


def test_domain_restrictor_with_a_remainder_anaphor_has_no_draft():
    assert not original_presupposition_drafts(
        "Of all the rooms, only the kitchen is heated, the rest being cold.", "only"
    )


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        # a plain "of the N" partitive serves "the rest" and stays (stop 69, pr123)
        (
            "Of the three rooms, only the kitchen is heated, the rest being cold.",
            "Of the three rooms, the kitchen is heated, the rest being cold.",
        ),
        # the partitive complement of a numeral focus is the numeral's own
        ("Only two of all the applicants were hired.", "Two of all the applicants were hired."),
        # a superlative's "of all" phrase is licensed by the superlative
        ("Mara only ate the best of all the cakes.", "Mara ate the best of all the cakes."),
    ],
)
def test_licensed_partitives_stay(text, draft):
    assert original_presupposition_drafts(text, "only") == {draft}


def test_sentence_without_only_has_no_only_draft():
    assert not original_presupposition_drafts("Of all the pilots, Ruth landed first.", "only")


# -- 2. a reason clause after the focus ------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        (
            "We sail only by day because at night the reef is invisible.",
            "We sail by day.",
        ),
        (
            "She works only in the mornings because in the afternoons the office is closed.",
            "She works in the mornings.",
        ),
        ("They sell only fresh bread because stale bread does not sell.", "They sell fresh bread."),
        ("Only Nym came back because he knew the way.", "Nym came back."),
    ],
)
def test_reason_clause_after_focus_leaves_the_prejacent(text, draft):
    assert original_presupposition_drafts(text, "only") == {draft}


def test_temporal_since_under_a_perfect_stays():
    assert original_presupposition_drafts(
        "Only two guests have visited since the shop opened.", "only"
    ) == {"Two guests have visited since the shop opened."}


def test_reason_clause_that_holds_only_is_not_cut():
    drafts = original_presupposition_drafts("We stayed home only because it rained.", "only")
    assert drafts in (set(), {"We stayed home because it rained."}), drafts
