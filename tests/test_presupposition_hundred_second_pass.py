"""Hundred-second pass (stop 60, pr99; docs/presupposition.md): drafts of the game register.

Blind reviews s1202g/s1202h (Endless Sky, Cataclysm: DDA): a why-question's draft that kept the
putative "would", a factive's draft that took a second main clause for the complement, and
"escape" read as leaving captivity when nothing held the subject. Each class has a counterpart
that keeps its output. Real sentences through the real run path.
"""

from __future__ import annotations

import pytest

from tests.phenomenon_support import original_presupposition_drafts as _drafts

KATYA = (
    "As you help them bring their oversized suitcases on board, you can't help wondering why "
    "Katya would be friends with such a quintessential pair of rich, uncultured buffoons."
)
THRASHER = (
    "In the process they discovered that by adding more energy to the projectiles they could do "
    "a lot more damage in exchange for shorter range, and the Thrasher Cannon was born."
)


# -- 1. the putative "would" of a why-question -----------------------------------------------------


def test_why_would_stative_draft_drops_would():
    assert _drafts(KATYA, "embedded_question") == {
        "Katya is friends with such a quintessential pair of rich, uncultured buffoons."
    }


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("She wondered why Katya would be friends with him.", "Katya was friends with him."),
        ("I wonder why they would need so much water.", "They need so much water."),
        # no modal: unchanged
        ("I wonder why he is happy.", "He is happy."),
        # the modal perfect of surprise keeps its past draft
        ("I wonder why he would have left.", "He left."),
    ],
)
def test_why_drafts_kept(text, draft):
    assert _drafts(text, "embedded_question") == {draft}


@pytest.mark.parametrize(
    "text",
    [
        # eventive verb: habitual, future-in-the-past or hypothetical "would", no tense is right
        "I wonder why he would say that.",
        # a subject that names no one: a hypothetical question
        "I wonder why anyone would want to live here.",
        # negated "would": refusal
        "I wonder why he wouldn't be happy.",
    ],
)
def test_why_would_no_draft(text):
    assert _drafts(text, "embedded_question") == set()


# -- 2. a factive complement misparsed across ", and" ----------------------------------------------


def test_dangling_coordinator_in_fronted_adjunct_no_draft():
    assert _drafts(THRASHER, "clause_embedding_predicates") == set()


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("She realized that the door was locked, and the party was over.", "The door was locked."),
        (
            "They discovered that by adding salt and pepper the soup tasted better.",
            "By adding salt and pepper the soup tasted better.",
        ),
        (
            "He knew that after the war and the famine the city was empty.",
            "After the war and the famine the city was empty.",
        ),
    ],
)
def test_fronted_adjunct_with_own_coordination_kept(text, draft):
    assert draft in _drafts(text, "clause_embedding_predicates")


# -- 3. "escape" from a danger, not from captivity -------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "The Cataclysm struck on the big day and you escaped with nothing but your wedding attire.",
        "In revenge, she asked Kamodo to kill him, but the man escaped the snake who ate his "
        "younger brother instead.",
        "People escape from the crowded cities.",
        "As far as you can tell, not one of the Alphas escapes alive.",
        "You escape the blast.",
    ],
)
def test_escape_without_confinement_no_captive_draft(text):
    assert _drafts(text, "change_of_state") == set()


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        # bare "Dawn escaped" no longer drafts captivity (stop 90, pr199: escape.v.04 avoid /
        # flee.v.01 without a confining source, Levin 1993 §51.1); a captive subject does
        ("The convicts escaped.", "The convicts were captive before."),
        ("The prisoner escaped from the jail.", "The prisoner was captive before."),
        ("The tiger escaped its cage.", "The tiger was captive before."),
        ("He escaped captivity.", "He was captive before."),
        # a companion, not what was kept
        (
            "The prisoner escaped from jail with two other inmates.",
            "The prisoner was captive before.",
        ),
    ],
)
def test_captive_escape_kept(text, draft):
    assert _drafts(text, "change_of_state") == {draft}
