"""One durative-adjunct test for the change-of-state ("remain/stay") and aspectual
("continue/keep/start") drafts (helper sp02): ``shared.durative_adjunct`` replaces the two copies
that had drifted apart. A durative adjunct (Vendler 1957; Dowty 1979 ch. 2 and ch. 7 on
"for"-adverbials) measures the interval the trigger asserts, not the presupposed earlier state or
activity, so both drafts leave it out; an ordinal "for the first time" counts the trigger's
occasions and is left out too; a frequency NP ("every day") belongs to the habitual state and
stays. Constructed sentences through the real spaCy model and run path, each with a near miss."""

from __future__ import annotations

import pytest

from pipeline.rewrite.presupposition import aspectual, change_of_state
from pipeline.rewrite.presupposition.shared import durative_adjunct, occasion_adjunct
from tests.phenomenon_support import original_draft_pairs


def _cos(text: str) -> set[str]:
    return set(original_draft_pairs(text, "change_of_state"))


def _asp(text: str) -> set[str]:
    return set(original_draft_pairs(text, "aspectual_verbs"))


def test_one_function_serves_both_triggers():
    assert change_of_state.durative_adjunct is aspectual.durative_adjunct is durative_adjunct
    assert not hasattr(change_of_state, "_durative_adjunct")
    assert not hasattr(aspectual, "_duration_adjunct")


def _prep(nlp, text: str, word: str):
    return next(t for t in nlp(text) if t.lower_ == word and t.dep_ == "prep")


@pytest.mark.parametrize(
    ("text", "durative"),
    [
        ("The old clerk remained silent for a long time.", True),
        ("The old clerk remained silent for ages.", True),
        ("The old clerk has remained silent since 1990.", True),
        ("The miners kept digging through the winter.", True),
        ("The old clerk remained silent for a fortnight.", True),
        # near misses: a cause, a beneficiary, a path, an ordinal of occasions
        ("The old clerk remained silent for a reason.", False),
        ("The old clerk kept working for the company.", False),
        ("The old clerk kept walking past the house.", False),
        ("The old clerk remained silent for the first time.", False),
        # a noun.time noun with no measure: a cause (Dowty 1979 ch. 7)
        ("The trains kept stopping for delays.", False),
    ],
)
def test_durative_adjunct_reading(nlp, text, durative):
    word = next(w for w in ("for", "since", "through", "past") if f" {w} " in text)
    assert durative_adjunct(_prep(nlp, text, word)) is durative


def test_ordinal_time_is_an_occasion_not_a_duration(nlp):
    first = _prep(nlp, "The old clerk remained silent for the first time.", "for")
    long = _prep(nlp, "The old clerk remained silent for a long time.", "for")
    assert occasion_adjunct(first) and not durative_adjunct(first)
    assert durative_adjunct(long) and not occasion_adjunct(long)


# -- change of state: "remain/stay" ------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        # "for a long time", "for ages": the old change-of-state copy knew only WordNet's
        # noun.time nouns ("time" is noun.event there) and kept them in the earlier state
        "The old clerk remained silent for a long time.",
        "The old clerk remained silent for ages.",
        "The old clerk remained silent for the first time.",
        "The old clerk has remained silent since 1990.",
    ],
)
def test_remain_leaves_the_adjunct_out(text):
    drafts = _cos(text)
    assert "The old clerk was silent before." in drafts, drafts


def test_remain_keeps_a_cause():
    # near miss: "for a reason" measures nothing
    drafts = _cos("The old clerk remained silent for a reason.")
    assert "The old clerk was silent for a reason before." in drafts, drafts


def test_remain_keeps_a_frequency_adjunct():
    # near miss: "every day" quantifies over occasions of the state, it measures no interval;
    # "was closed before" would claim one unbroken earlier state
    drafts = _cos("The shop remained closed every day.")
    assert "The shop was closed every day before." in drafts, drafts


# -- aspectual: "continue/keep/start" ----------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        # "since 1990": neither old copy had "since"; the draft said "was working since 1990
        # before"
        ("The old clerk has continued working since 1990.", "The old clerk was working before."),
        ("The old clerk kept talking for ages.", "The old clerk had been talking before."),
        ("The old clerk kept talking for a long time.", "The old clerk had been talking before."),
        (
            "The old clerk started singing for the last time.",
            "The old clerk had not been singing before.",
        ),
    ],
)
def test_aspectual_leaves_the_adjunct_out(text, draft):
    drafts = _asp(text)
    assert draft in drafts, drafts


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        # near misses: a beneficiary, a path and a frequency adjunct stay with the activity
        (
            "The old clerk kept working for the company.",
            "The old clerk had been working for the company before.",
        ),
        (
            "The old clerk kept walking past the house.",
            "The old clerk had been walking past the house before.",
        ),
        (
            "The old clerk kept working every day.",
            "The old clerk had been working every day before.",
        ),
    ],
)
def test_aspectual_keeps_other_adjuncts(text, draft):
    drafts = _asp(text)
    assert draft in drafts, drafts
