"""Forty-seventh pass (stop 45, pr39; dev text: English Wikipedia pool lines 12001-18591, ABC
news pool lines 2001-2588, Wikipedia vital-article leads 25001-35358, Brown corpus 30001-42961):
stative -ing clauses after "while", appositive "both/all N", supplementary relatives after a
numeral.

A state verb has no progressive (Quirk et al. 1985 §4.28), so "while having / being / containing
..." beside a present property is the additive/contrastive "while" (§15.50), no time clause;
"while playing" or a dynamic "have" ("while having lunch") keeps its temporal reading.
"X and Y, both lawyers" predicates "lawyer" of X and Y (an appositive, §17.65): the count is the
anchor's, so "There are two lawyers" is no presupposition. A relative clause set off by a comma
after "the four N of M" is a supplement (Huddleston & Pullum 2002 ch. 12 §4) and leaves the draft.

Constructed sentences through the real pipeline; the good cases must stay."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import kept_presupposition_drafts as _drafts


@pytest.mark.parametrize(
    ("text", "wrong"),
    [
        (
            "The lake is fed by two rivers, while having no outlet to the sea.",
            "The lake has no outlet to the sea.",
        ),
        (
            "The province is bordered by the sea to the east, while having a long border with "
            "its neighbour in the west.",
            "The province has a long border with its neighbour in the west.",
        ),
    ],
)
def test_stative_participle_after_while_is_no_time_clause(text: str, wrong: str) -> None:
    assert wrong not in _drafts(text, "temporal_adverbs")


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("She was injured while playing football.", "She played football."),
        ("He reads the paper while having breakfast.", "He has breakfast."),
    ],
)
def test_temporal_while_participle_keeps_its_draft(text: str, draft: str) -> None:
    assert draft in _drafts(text, "temporal_adverbs")


def test_appositive_both_counts_its_anchor() -> None:
    drafts = _drafts(
        "The town's two mayors were Anna Berg and Lars Holm, both Liberals.",
        "numeric_determiners",
    )
    assert "There were two Liberals." not in drafts
    assert "There were two relevant Liberals." not in drafts


def test_both_as_determiner_keeps_its_draft() -> None:
    assert "There were two relevant teams." in _drafts(
        "Both teams wore red shirts.", "numeric_determiners"
    )


def test_supplementary_relative_with_inner_comma_leaves_the_count() -> None:
    drafts = _drafts(
        "The second group includes the five species of toads, which are placed in a single genus, "
        "Bufo.",
        "numeric_determiners",
    )
    assert "There are five species of toads." in drafts
    assert not any("which are placed" in d for d in drafts)


def test_all_num_in_a_list_keeps_its_draft() -> None:
    assert "There are four relevant majors." in _drafts(
        "Her titles include nine national championships, all four majors, and two Olympic medals.",
        "numeric_determiners",
    )
