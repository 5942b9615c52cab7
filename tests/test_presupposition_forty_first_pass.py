"""Forty-first pass (stop 42, pr33; dev text: State of the Union lines 16000-22645, Moby-Dick
lines 5000-7523): triggers that are no presupposition trigger and drafts that are no clause.

- "N after N" ("witness after witness") is the N-P-N construction, no time clause
  (Jackendoff 2008);
- a time clause whose parsed head is a subject + bare -ing participle lost its finite verb:
  "Queequeg, turning his back upon him." is no proposition (Quirk et al. 1985 §15.58);
- "see (to it) that" under an obligation is "make sure" (WordNet see.v.12), not factive;
- a present while-clause under a future host is drafted with "will" (Quirk §14.27);
- a superlative in a possessed noun phrase takes definite determination: "a most famous lake",
  "most respected leaders" are no English (Huddleston & Pullum 2002 ch. 6 §4.4).

Constructed sentences through the real pipeline; each fix has a good case that must stay."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import kept_presupposition_drafts as _drafts


@pytest.mark.parametrize(
    "text",
    [
        "The board has heard teacher after teacher describe the schools as poorly run.",
        "Year after year, council after council has heard parent after parent describe these "
        "buses as unsafe.",
    ],
)
def test_reduplicated_noun_is_no_time_clause(text: str) -> None:
    assert not any("describe" in d for d in _drafts(text, "temporal_adverbs"))


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        (
            "Day after day the farmers waited while the river rose.",
            "Day after day, the river rose.",
        ),
        ("The mayor resigned after the scandal broke.", "The scandal broke."),
    ],
)
def test_time_clause_beside_a_reduplicated_noun_stays(text: str, draft: str) -> None:
    assert draft in _drafts(text, "temporal_adverbs")


def test_participle_cut_from_its_finite_verb_has_no_draft() -> None:
    drafts = _drafts(
        "Ever since old Jones coming home from that voyage of his, the house has been quiet.",
        "temporal_adverbs",
    )
    assert "Old Jones coming home from that voyage of his." not in drafts


def test_progressive_time_clause_keeps_its_draft() -> None:
    assert "The guests were waiting for dinner." in _drafts(
        "While the guests were waiting for dinner, the lights went out.", "temporal_adverbs"
    )


@pytest.mark.parametrize(
    ("text", "bad"),
    [
        ("We must see to it that every child is fed.", "Every child is fed."),
        ("You should see that the rules are followed.", "The rules are followed."),
        ("It is our task to see that children are safe.", "Children are safe."),
    ],
)
def test_see_that_as_make_sure_is_no_factive(text: str, bad: str) -> None:
    assert bad not in _drafts(text, "clause_embedding_predicates")


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("We can see that the economy is growing.", "The economy is growing."),
        ("They saw that the bridge was closed.", "The bridge was closed."),
        ("We must see that the world has changed.", "The world has changed."),
    ],
)
def test_see_that_of_perception_stays(text: str, draft: str) -> None:
    assert draft in _drafts(text, "clause_embedding_predicates")


@pytest.mark.parametrize(
    "text",
    [
        "We went to Ohio's most famous lake.",
        "The money went to Canada's most famous hospital.",
    ],
)
def test_superlative_of_a_named_possessor_has_no_draft(text: str) -> None:
    assert not any("most famous" in d for d in _drafts(text, "possessed_definites"))


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("Mary's eldest son won the race.", "Mary had an eldest son."),
        ("The city's old library burned.", "The city had an old library."),
    ],
)
def test_relational_superlative_and_plain_adjective_stay(text: str, draft: str) -> None:
    assert draft in _drafts(text, "possessed_definites")


@pytest.mark.parametrize(
    ("text", "draft", "bad"),
    [
        (
            "The new law will protect workers while the economy recovers.",
            "The economy will recover.",
            "The economy recovers.",
        ),
        (
            "The guards will stay at the gate while the king is away.",
            "The king will be away.",
            "The king is away.",
        ),
    ],
)
def test_while_clause_under_a_future_host_is_drafted_in_the_future(
    text: str, draft: str, bad: str
) -> None:
    drafts = _drafts(text, "temporal_adverbs")
    assert draft in drafts and bad not in drafts


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("While prices are rising, wages are falling.", "Prices are rising."),
        ("The band played while the guests ate dinner.", "The guests ate dinner."),
    ],
)
def test_while_clause_under_a_present_or_past_host_keeps_its_tense(text: str, draft: str) -> None:
    assert draft in _drafts(text, "temporal_adverbs")
