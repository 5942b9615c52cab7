"""The lead's fixes of stop 41, from the State of the Union slices and the ab42 A/B draw: the
additive connective "neither" with inversion and the determiner "neither" are no lost "nor";
"We all know that X" keeps X under the added negation ("We don't all know")."""

from __future__ import annotations

import pytest

from pipeline import fitness
from pipeline.process import run_texts
from tests.phenomenon_support import kept


@pytest.mark.parametrize(
    "text",
    [
        "Clean water is not cheap, and neither is clean air.",
        "The senators did not vote, and neither did the governors.",
        "We cannot wait, neither can our allies.",
        "A divided nation can serve neither cause for long.",
    ],
)
def test_connective_and_determiner_neither_are_not_garbled(nlp, text):
    assert "garbled" not in fitness.assess(text, nlp(text))


@pytest.mark.parametrize("text", ["Neither the coach came back.", "Neither he came."])
def test_neither_with_its_nor_lost_stays_garbled(nlp, text):
    assert "garbled" in fitness.assess(text, nlp(text))


def test_conjunct_removal_of_an_inverted_neither_clause_reaches_reviewers():
    _, res = run_texts(
        ["Clean water is not cheap, and neither is clean air."], phenomena=["conjunction"]
    )
    removal = [p for p in res.pairs if p.hypothesis == "Clean water is not cheap."]
    assert removal and all(kept(p) for p in removal)


# -- a floated "all"/"both" with a first-person subject (ab42 A/B draw, stop 41) ---------------


def _pairs(text: str, phenomenon: str) -> dict[str, object]:
    _, res = run_texts([text], phenomena=[phenomenon])
    return {p.premise_kind: p for p in res.pairs if p.hypothesis_kind != "original"}


@pytest.mark.parametrize("phenomenon", ["presupposition", "verb_complement"])
def test_we_all_know_keeps_its_presupposition_under_the_added_negation(phenomenon):
    negated = _pairs("We all know that the new bridge saves time.", phenomenon)["negated"]
    assert negated.premise.startswith(("We don't all know", "We do not all know"))
    assert negated.hypothesis == "The new bridge saves time."
    assert negated.heuristic_label == "entailment"


@pytest.mark.parametrize("phenomenon", ["presupposition", "verb_complement"])
def test_the_speakers_own_we_know_stays_neutral_under_the_added_negation(phenomenon):
    negated = _pairs("We know that the new bridge saves time.", phenomenon)["negated"]
    assert negated.heuristic_label == "neutral"


def test_knowing_people_is_no_moorean_knowledge_of_a_proposition():
    """ng8 refuses "I might know that X" (Moore's paradox); knowing people by acquaintance is
    not knowing a proposition, so the modal and conditional embeddings stay."""
    _, res = run_texts(["I know many of the new teachers well."], phenomena=["implicature"])
    kinds = {p.premise_kind for p in res.pairs}
    assert {"modal", "conditional"} <= kinds
    _, res = run_texts(["I know that the new teachers work hard."], phenomena=["presupposition"])
    assert not {"modal", "conditional"} & {p.premise_kind for p in res.pairs}


def test_passive_assured_that_is_a_report_not_ensure():
    """vc33 reads "assure that X" with no hearer as "ensure that X" (+/o); in the passive the
    hearer is the subject ("I am assured by experts that X"): a report, neutral (ab42)."""
    _, res = run_texts(
        ["I am assured by the engineers that the new bridge is safe."],
        phenomena=["verb_complement"],
    )
    (original,) = [p for p in res.pairs if p.premise_kind == "original"]
    assert original.hypothesis == "The new bridge is safe."
    assert original.heuristic_label == "neutral"
    _, res = run_texts(
        ["This law assures that every child has a teacher."], phenomena=["verb_complement"]
    )
    (original,) = [p for p in res.pairs if p.premise_kind == "original"]
    assert original.heuristic_label == "entailment"
