"""Presupposition draft errors of stop 98, pr223 (s9702, issue #11): "only" as a conjunction and
inside a "such as" clause, aspectual drafts that lose a heavy-shifted object or take the wrong
subject, genitive idioms read as possession, and body-part counts with no owner. Constructed
sentences through the real spaCy model; each refused case drafted (or was extracted) on the base
3742c832, each kept case is a near miss that must stay."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import presupposition_candidates as _candidates
from tests.phenomenon_support import presupposition_hypotheses as _drafts

# -- 2. "only" inside a "such as" / comparative clause: its prejacent is not the main clause ---


@pytest.mark.parametrize(
    "text",
    [
        "It was a feast such as only wealthy monarchs give.",
        "It had been a speech such as only constitutional monarchs deliver.",
    ],
)
def test_only_in_such_as_clause_has_no_main_clause_draft(parsed, ctx, text):
    assert _drafts(parsed, ctx, text, "only") == set()


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("They only sang songs such as sailors know.", "They sang songs such as sailors know."),
        ("He worked as only a clerk for many years.", "He worked as a clerk for many years."),
    ],
)
def test_only_outside_the_as_clause_keeps_its_draft(parsed, ctx, text, draft):
    assert _drafts(parsed, ctx, text, "only") == {draft}


# -- 3. aspectual drafts: a heavy-shifted object torn from its verb, a subject from elsewhere ---


@pytest.mark.parametrize(
    "text",
    [
        "Some boys began to cheer, others continued to watch in dismay the guard who was beating the man.",
        "The sisters continued to watch with horror the soldier who was burning the barn.",
        "This was hardly done before the farmers of Ohio to the north began to voice their complaints.",
    ],
)
def test_aspectual_without_object_or_subject_has_no_draft(parsed, ctx, text):
    assert _drafts(parsed, ctx, text, "aspectual_verbs") == set()


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        (
            "The guards continued to watch in silence the prisoner who was digging the grave.",
            "The guards had been watching in silence the prisoner who was digging the grave before.",
        ),
        ("He came home and began to sing loudly.", "He had not been singing loudly before."),
        ("She opened the letter, started to read it and smiled.", "She had not been reading it before."),
        ("The children continued to play in the garden.", "The children had been playing in the garden before."),
    ],
)
def test_aspectual_with_its_object_and_subject_keeps_its_draft(parsed, ctx, text, draft):
    assert _drafts(parsed, ctx, text, "aspectual_verbs") == {draft}


# -- 4. genitive idioms: "make X's acquaintance", "at X's mercy", "pick X's brain", "bend X's ear"


@pytest.mark.parametrize(
    "text",
    [
        "The duke burns with impatience to make Count Orlov's acquaintance.",
        "The villagers lived at the landlord's mercy for years.",
        "He wanted to pick the professor's brain about the project.",
        "The old sailor bent the captain's ear for an hour.",
    ],
)
def test_genitive_idiom_has_no_possessive_candidate(parsed, ctx, text):
    assert _candidates(parsed, ctx, text, "possessed_definites")[1] == []


def test_literal_genitive_keeps_its_draft(parsed, ctx):
    text = "The surgeon examined the captain's wounded ear for an hour."
    assert _drafts(parsed, ctx, text, "possessed_definites") == {"The captain had a wounded ear."}


# -- 5. a body-part count in an adjunct with no owner: "There are two hands" --------------------


@pytest.mark.parametrize(
    "text",
    [
        "Ivanov, leaning his head on both hands, sat at the desk.",
        "Holding the rope with both hands, the boy climbed the wall.",
    ],
)
def test_ownerless_body_part_count_has_no_draft(parsed, ctx, text):
    assert _drafts(parsed, ctx, text, "numeric_determiners") == set()


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("The sailor lifted the barrel with both hands.", "The sailor had two hands."),
        ("Both eyes were red.", "There were two eyes."),
        ("The house has windows on both sides.", "The house has two sides."),
    ],
)
def test_owned_or_subject_count_keeps_its_draft(parsed, ctx, text, draft):
    assert _drafts(parsed, ctx, text, "numeric_determiners") == {draft}
