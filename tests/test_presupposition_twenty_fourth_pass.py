"""Presupposition error classes of the twenty-fourth pass (blind reviews of round 40):
constructed sentences through the real spaCy model; each failed on the code before the fix."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import presupposition_drafts, presupposition_labels
from tests.phenomenon_support import presupposition_hypotheses as _drafts


def _labels(parsed, ctx, text: str) -> dict[str, str]:
    return presupposition_labels(parsed, ctx, text, "clause_embedding_predicates")


# -- 1. a first-person denial of a factive of communication does not presuppose ---------------


@pytest.mark.parametrize(
    "text",
    [
        "We do not acknowledge that the election was fair.",
        "I don't admit that the report was accurate.",
    ],
)
def test_first_person_denial_does_not_project(parsed, ctx, text):
    labels = _labels(parsed, ctx, text)
    assert labels["original"] == "neutral"
    assert labels["negated"] == "entailment"  # "We acknowledge that S" restores the factive


def test_first_person_admission_is_neutral_only_under_negation(parsed, ctx):
    # "We don't admit that the plan failed" is the speaker's denial (neutral); since pr103 (stop
    # 61) the question, modal and conditional let the complement project (Karttunen 1973):
    # entailment, as blind review s1202k judged "If I admit I had cold feet, it's okay"
    labels = _labels(parsed, ctx, "We admit that the plan failed.")
    assert labels["original"] == "entailment"
    assert labels["negated"] == "neutral"
    assert {labels[k] for k in labels if k not in ("original", "negated")} == {"entailment"}


def test_third_person_denial_still_projects(parsed, ctx):
    labels = _labels(parsed, ctx, "They do not acknowledge that the election was fair.")
    assert set(labels.values()) == {"entailment"}


# -- 2. clause-embedding triggers misread: result clauses, conditionals, adverbial "when" ------


@pytest.mark.parametrize(
    "text",
    [
        "We saw some signs of progress so we decided to expand.",
        "They noticed the smoke, so they called the fire brigade.",
    ],
)
def test_result_clause_is_no_complement(parsed, ctx, text):
    assert _drafts(parsed, ctx, text, "clause_embedding_predicates") == set()


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        (
            "The study didn't find that if a driver was young, the fines were higher.",
            "If a driver was young, the fines were higher.",
        ),
        (
            "She discovered that unless the valve was opened, the tank overflowed.",
            "Unless the valve was opened, the tank overflowed.",
        ),
    ],
)
def test_complement_keeps_its_conditional(parsed, ctx, text, draft):
    assert _drafts(parsed, ctx, text, "clause_embedding_predicates") == {draft}


def test_plain_complement_unchanged(parsed, ctx):
    text = "She knew the door was locked."
    assert _drafts(parsed, ctx, text, "clause_embedding_predicates") == {"The door was locked."}


@pytest.mark.parametrize(
    "text",
    [
        "Groups are described as indigenous when they maintain old traditions.",
        "The plan was explained when the board met.",
    ],
)
def test_adverbial_when_after_filled_slot_is_no_question(parsed, ctx, text):
    assert _drafts(parsed, ctx, text, "embedded_question") == set()


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("She knows when the train leaves.", "The train leaves."),
        # "asked when" embeds no presupposed question since the hundred-eighth pass
        ("He found out when the shop opened.", "The shop opened."),
    ],
)
def test_embedded_when_question_kept(parsed, ctx, text, draft):
    assert _drafts(parsed, ctx, text, "embedded_question") == {draft}


# -- 3. an infinitival aspectual verb takes its tense from the finite verb above it ------------


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("The sisters plan to continue to play tennis.", "The sisters have been playing tennis."),
        ("She wants to stop smoking.", "She has been smoking."),
    ],
)
def test_present_matrix_gives_present_perfect(parsed, ctx, text, draft):
    assert _drafts(parsed, ctx, text, "aspectual_verbs") == {draft}


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("He decided to stop smoking.", "He had been smoking before."),
        ("They are going to start building the bridge.", "They are not building the bridge."),
    ],
)
def test_past_and_future_matrix_unchanged(parsed, ctx, text, draft):
    assert _drafts(parsed, ctx, text, "aspectual_verbs") == {draft}


# -- 4. the NP draft of an implicative agrees with its plural object -----------------------------


def test_implicative_np_draft_agrees(parsed, ctx):
    # forty-second pass: an avoided event is drafted as a possibility ("were expected" said too
    # much); a thing ("the traps") gets no draft
    # ninety-fifth pass: only a suffixal event nominal keeps the NP reading ("detections")
    drafts = presupposition_drafts(
        parsed, ctx, "They avoided the detections.", "implicative_predicates"
    )
    assert drafts == ["The detections were possible."]
