"""Hundred-first pass (stop 59 end, pr98; docs/presupposition.md): blind review s1202h.

"continue"'s presupposition under a modal or a question, the tense of a present-perfect
aspectual's draft, and an embedded why-question's epistemic "would". Real sentences through the
real run path; each class has a counterpart that keeps its output.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs
from tests.phenomenon_support import original_presupposition_drafts as _drafts

BULLETS = (
    "A few bullets continue to plink harmlessly off your hull, from snipers in the nearby "
    "buildings."
)
TRACKING = (
    "We've continued tracking XE037 contamination since detecting it in the environment, with "
    "each silo conducting parallel research."
)


def _labels(text: str, subtype: str) -> dict[str, str]:
    return {
        p.premise_kind: p.heuristic_label
        for p in mined_pairs(text, "presupposition")
        if p.subtype == subtype and p.hypothesis_kind == "presupposition"
    }


# -- 1. "continue" raises its subject: the existential presupposition projects -------------------


def test_continue_presupposition_projects_from_embeddings():
    labels = _labels(BULLETS, "aspectual_verbs")
    assert labels["modal"] == "entailment"
    assert labels["interrogative"] == "entailment"
    assert labels["conditional"] == "entailment"


def test_stop_with_indefinite_subject_stays_neutral():
    labels = _labels("A man stopped smoking.", "aspectual_verbs")
    assert labels["original"] == "entailment"
    assert labels["interrogative"] == "neutral"


# -- 2. a present-perfect aspectual has its reference time now -----------------------------------


def test_present_perfect_continuative_draft_is_past_progressive():
    assert _drafts(TRACKING, "aspectual_verbs") == {"We were tracking XE037 contamination before."}


def test_present_perfect_inceptive_draft():
    assert _drafts("She has started smoking again.", "aspectual_verbs") == {
        "She was not smoking before."
    }


def test_past_continuative_keeps_past_perfect():
    assert _drafts("She continued to write poems.", "aspectual_verbs") == {
        "She had been writing poems before."
    }


def test_present_continuative_keeps_present_perfect():
    assert _drafts("He continues to write poems.", "aspectual_verbs") == {
        "He has been writing poems."
    }
