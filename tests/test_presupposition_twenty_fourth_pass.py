"""Presupposition error classes of the twenty-fourth pass (blind reviews of round 40):
constructed sentences through the real spaCy model; each failed on the code before the fix."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import presupposition_hypotheses as _drafts


def _labels(parsed, ctx, text: str) -> dict[str, str]:
    """premise kind -> label of the sentence's clause-embedding presupposition pairs."""
    from pipeline.phenomena.presupposition import Presupposition

    doc, sent = parsed(text)
    phen = Presupposition()
    subtypes = frozenset({"clause_embedding_predicates"})
    return {
        p.premise_kind: p.heuristic_label
        for c in phen.extract(doc, sent, subtypes, ctx)
        for p in phen.rewrite(c, doc, sent, ctx)
        if p.hypothesis_kind == "presupposition"
    }


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


def test_first_person_admission_embeddings_are_neutral(parsed, ctx):
    labels = _labels(parsed, ctx, "We admit that the plan failed.")
    assert labels["original"] == "entailment"
    assert {labels[k] for k in labels if k != "original"} == {"neutral"}


def test_third_person_denial_still_projects(parsed, ctx):
    labels = _labels(parsed, ctx, "They do not acknowledge that the election was fair.")
    assert set(labels.values()) == {"entailment"}
