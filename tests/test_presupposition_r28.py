"""Presupposition error classes of round 28 (issue #11), on constructed sentences through the
real spaCy model; each failed on the code before the fix."""

from __future__ import annotations

import pytest

from pipeline.rewrite.embedding import embed
from tests.phenomenon_support import presupposition_drafts as _drafts

# -- a sentence-initial common word misread as a name loses its capital when it moves ----------


@pytest.mark.parametrize(
    ("text", "kind", "expected"),
    [
        # NNP "Album" (compound): the capital is the sentence's
        ("Album sales failed to grow.", "interrogative", "Did album sales fail to grow?"),
        # NNP + ORG "Unofficial", an adjective: no name
        (
            "Unofficial reports say the gunman entered the hall.",
            "conditional",
            "If unofficial reports say the gunman entered the hall, it's okay.",
        ),
    ],
)
def test_initial_common_word_is_lowered_after_if_or_did(parsed, text, kind, expected):
    doc, _ = parsed(text)
    assert embed(doc, kind).text == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a bare capitalised head is a name
        ("Rose stopped smoking.", "If Rose stopped smoking, it's okay."),
        # a capitalised word after it: a longer name
        (
            "Local Government officials began to leave.",
            "If Local Government officials began to leave, it's okay.",
        ),
    ],
)
def test_names_keep_their_capital_after_if(parsed, text, expected):
    doc, _ = parsed(text)
    assert embed(doc, "conditional").text == expected


# -- "fail to" with a subject that cannot try --------------------------------------------------


def test_fail_with_a_transaction_subject_has_no_try_draft(parsed, ctx):
    # "sales" (a transaction, not a purposeful activity) tried nothing (Karttunen 1971)
    assert _drafts(parsed, ctx, "Ticket sales failed to recover.", "implicative_predicates") == []


def test_fail_with_a_study_subject_keeps_its_try_draft(parsed, ctx):
    # a study stands for its authors (PRODUCT FOR PRODUCER)
    drafts = _drafts(parsed, ctx, "The study failed to show an effect.", "implicative_predicates")
    assert drafts == ["The study tried to show an effect."]


# -- a pronoun whose referent the main clause names ---------------------------------------------


def test_temporal_draft_names_the_main_subject(parsed, ctx):
    drafts = _drafts(
        parsed,
        ctx,
        "Witnesses say a gunman entered the hall after he claimed to be a guard.",
        "temporal_adverbs",
    )
    assert drafts == ["A gunman claimed to be a guard."]


def test_because_draft_names_the_plural_main_subject(parsed, ctx):
    drafts = _drafts(
        parsed,
        ctx,
        "Solar panels are a good choice because they lower the cost of heating.",
        "temporal_adverbs",
    )
    assert drafts == ["Solar panels lower the cost of heating."]


def test_pronoun_with_a_rival_antecedent_stays(parsed, ctx):
    # "Smith" could be "he" as well as "the coach"
    drafts = _drafts(
        parsed, ctx, "The coach benched Smith after he missed practice.", "temporal_adverbs"
    )
    assert drafts == ["He missed practice."]


# -- a stative complement of an aspectual verb takes the perfect --------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "The old maps continue to be a popular gift.",
            "The old maps have been a popular gift.",
        ),
        ("The family continued to own the farm.", "The family had owned the farm before."),
        ("Rents will continue to be high.", "Rents are high."),
    ],
)
def test_stative_complement_is_not_progressive(parsed, ctx, text, expected):
    assert _drafts(parsed, ctx, text, "aspectual_verbs") == [expected]


# -- the genitive of an authored work names its author, not an owner ---------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Critics praised Varda's 1962 film.",
        "Her aunt's first novel was banned.",
        "The band's second album sold poorly.",
    ],
)
def test_authored_work_has_no_possession_draft(parsed, ctx, text):
    assert _drafts(parsed, ctx, text, "possessed_definites") == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The museum's paintings were stolen.", "The museum had paintings."),
        ("Hershel's wife smiled.", "Hershel had a wife."),
    ],
)
def test_owned_and_relational_possessions_keep_their_draft(parsed, ctx, text, expected):
    assert _drafts(parsed, ctx, text, "possessed_definites") == [expected]
