"""Presupposition drafts an expert had to hand-edit (stop 99, helper pr227; s9801/s9802 as evidence,
issue #11): (1) the subject pronoun of a main clause after an "as soon as" clause the parse hangs on
"soon" keeps the clause's agreeing subject as its antecedent, without the subject's comma-set
participle supplement; a bare name (no grammatical gender) still leaves the pronoun; (2) a
durative adverbial of "remain/stay" measures the remaining, not the earlier state: no "for a
while" in the prior-state draft; (3) a fronted "On <days>" whose object the parse hung on the
subject name does not leave "Thursdays" in the subject of a draft; (4) a cleft in the complement
of a non-factive attitude ("it occurred to him that", "imagined", "dreamt") keeps its candidate
and its pairs are neutral; under a factive they stay entailment. Constructed sentences through the real spaCy model and run path."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import (
    mined_pairs,
    original_draft_pairs,
    presupposition_triggers,
)


def _drafts(text: str, subtype: str) -> set[str]:
    return set(original_draft_pairs(text, subtype))


# -- 1. the antecedent in an "as soon as" clause ----------------------------------------------


def test_as_soon_as_clause_subject_names_the_pronoun():
    drafts = _drafts(
        "As soon as the old woman heard the news, she quietly left the study.", "change_of_state"
    )
    assert "The old woman was in the study before." in drafts, drafts


def test_as_soon_as_clause_subject_without_its_supplement():
    drafts = _drafts(
        "As soon as the old woman, sitting by the window, heard the news, she quietly left the "
        "study.",
        "change_of_state",
    )
    assert "The old woman was in the study before." in drafts, drafts


def test_as_soon_as_rival_keeps_the_pronoun():
    # near miss: a second agreeing person in the clause, no single antecedent
    drafts = _drafts(
        "As soon as the old woman met the nurse, she quietly left the study.", "change_of_state"
    )
    assert "She was in the study before." in drafts, drafts


def test_as_soon_as_wrong_gender_keeps_the_pronoun():
    # near miss: "the old man" cannot be "she" (gender clash)
    drafts = _drafts(
        "As soon as the old man heard the news, she quietly left the study.", "change_of_state"
    )
    assert "She was in the study before." in drafts, drafts
    assert not any("old man" in d for d in drafts), drafts


def test_bare_name_reporter_keeps_the_pronoun():
    # near miss: a bare name gives the grammar no gender to check (stop 77), modal or not
    drafts = _drafts(
        "In a moment Lefort would have realized that he was making a mistake.",
        "clause_embedding_predicates",
    )
    assert "He was making a mistake." in drafts, drafts


# -- 2. durative adverbials of "remain/stay" ---------------------------------------------------


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("The old clerk remained silent for a while.", "The old clerk was silent before."),
        ("The sailors stayed calm for two hours.", "The sailors were calm before."),
        ("The fisherman remained silent all day.", "The fisherman was silent before."),
    ],
)
def test_durative_adverbial_left_out_of_prior_state(text, draft):
    drafts = _drafts(text, "change_of_state")
    assert draft in drafts, drafts
    assert not any(" for " in d or " all day" in d for d in drafts), drafts


def test_locative_complement_kept_without_duration():
    drafts = _drafts("The fisherman remained in the boat for a week.", "change_of_state")
    assert "The fisherman was in the boat before." in drafts, drafts


def test_non_durative_for_phrase_stays():
    # near miss: "for a reason" is no duration
    drafts = _drafts("The fisherman remained silent for a reason.", "change_of_state")
    assert "The fisherman was silent for a reason before." in drafts, drafts


# -- 3. a fronted time PP whose object the parse hung on the subject ---------------------------


def test_fronted_day_phrase_not_in_the_subject():
    drafts = _drafts(
        "On Sundays Princess Mary remembered with a sad smile that her garden was empty.",
        "clause_embedding_predicates",
    )
    assert "Princess Mary's garden was empty." in drafts, drafts
    assert not any("Sundays" in d for d in drafts), drafts


# -- 4. clefts under a non-factive attitude ----------------------------------------------------


def _cleft_labels(text: str) -> set[str]:
    return {
        p.heuristic_label
        for p in mined_pairs(text, "presupposition")
        if p.subtype == "clefts" and p.hypothesis_kind == "presupposition"
    }


@pytest.mark.parametrize(
    "text",
    [
        "It occurred to the captain that it was the cook who had stolen the rum.",
        "The captain imagined that it was the cook who had stolen the rum.",
        "The captain dreamt that it was the cook who had stolen the rum.",
    ],
)
def test_cleft_under_non_factive_attitude_is_neutral(text):
    assert presupposition_triggers(text, "clefts")  # the trigger is still NOPE's
    assert _cleft_labels(text) == {"neutral"}


def test_cleft_under_factive_stays():
    # near miss: a factive lets the cleft's presupposition through
    text = "The captain knew that it was the cook who had stolen the rum."
    assert "Someone had stolen the rum." in _drafts(text, "clefts")
    assert _cleft_labels(text) == {"entailment"}


@pytest.mark.parametrize(
    "text",
    [
        # veridical in a positive context (signature +/.): the speaker asserts the clause
        "It turned out that it was the cook who had stolen the rum.",
        "The captain showed that it was the cook who had stolen the rum.",
        # impersonal holes: no holder whose belief the clause gives (Karttunen 1973)
        "It was clear that it was the cook who had stolen the rum.",
        "It seemed that it was the cook who had stolen the rum.",
    ],
)
def test_cleft_under_veridical_or_impersonal_predicate_stays(text):
    assert _cleft_labels(text) == {"entailment"}
