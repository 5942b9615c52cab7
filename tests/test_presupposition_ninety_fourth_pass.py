"""Ninety-fourth pass (stop 57, pr91; docs/presupposition.md): first-person semi-factives,
do-support questions, draft spans of possessed noun phrases.

"I don't realize that p" is anomalous (no negated premise); "Get they recreated?" needs
do-support; "X's private menu extras APIs" is one noun phrase; a comma-coordinated adjective is
comment. Each class has a counterpart that keeps its old output. Constructed sentences through
the real run path.
"""

from __future__ import annotations

import pytest

from tests.phenomenon_support import mined_pairs
from tests.phenomenon_support import original_presupposition_drafts as _drafts


def _premises(text: str, subtype: str, kind: str) -> set[str]:
    return {
        p.premise
        for p in mined_pairs(text, "presupposition")
        if p.subtype == subtype and p.premise_kind == kind
    }


@pytest.mark.parametrize(
    "text",
    [
        "I realize that copying a show for personal use is considered fair use.",
        "We discover that the new build fails on every laptop.",
        "I notice that the new build fails on every laptop.",
    ],
)
def test_first_person_present_semifactive_has_no_negated_premise(text):
    assert not _premises(text, "clause_embedding_predicates", "negated"), text
    # the other embeddings are ordinary and stay
    assert _premises(text, "clause_embedding_predicates", "modal") | _premises(
        text, "clause_embedding_predicates", "conditional"
    ), text


@pytest.mark.parametrize(
    "text",
    [
        "She realizes that copying a show for personal use is considered fair use.",
        "I realized that the new build failed on every laptop.",
    ],
)
def test_third_person_or_past_semifactive_keeps_negated_premise(text):
    assert _premises(text, "clause_embedding_predicates", "negated"), text


@pytest.mark.parametrize(
    "text, question",
    [
        (
            "If I kill them, they get recreated about the same size next time I run it.",
            "If I kill them, do they get recreated about the same size next time I run it?",
        ),
        (
            "He got fired after he had been hired again.",
            "Did he get fired after he had been hired again?",
        ),
    ],
)
def test_get_passive_question_takes_do_support(text, question):
    questions = set()
    for subtype in ("re_verbs", "change_of_state", "temporal_adverbs"):
        questions |= _premises(text, subtype, "interrogative")
    assert question in questions, questions
    assert not any(q.lower().startswith(("get ", "got ")) or " get they" in q for q in questions)


def test_be_passive_question_is_unchanged():
    text = "If I kill them, they are recreated about the same size next time I run it."
    assert (
        "If I kill them, are they recreated about the same size next time I run it?"
        in _premises(text, "re_verbs", "interrogative")
    )


def test_possessed_noun_run_cut_by_the_parser_is_whole():
    drafts = _drafts(
        "Apple's private menu extras APIs were reverse engineered last year.",
        "possessed_definites",
    )
    assert "Apple had a private menu." not in drafts
    assert drafts <= {"Apple had private menu extras APIs."}, drafts


def test_comma_coordinated_adjective_is_dropped_from_possessed_draft():
    drafts = _drafts(
        "The new round would sharply dilute Benchmark's original, unspecified stake.",
        "possessed_definites",
    )
    assert "Benchmark has an original stake." in drafts, drafts


def test_stacked_adjectives_without_comma_stay():
    drafts = _drafts("We visited the mayor's new office building yesterday.", "possessed_definites")
    assert "The mayor had a new office building." in drafts, drafts


def test_possessive_its_in_report_complement_is_named():
    drafts = _drafts(
        "The survey acknowledged that its results were based on data from the late 1990s.",
        "clause_embedding_predicates",
    )
    assert "The survey's results were based on data from the late 1990s." in drafts, drafts


def test_close_apposition_name_is_not_joined_to_the_possessum():
    drafts = _drafts(
        "The town lies south of India's capital New Delhi and east of Agra.",
        "possessed_definites",
    )
    assert not any("capital New Delhi" in d for d in drafts), drafts
