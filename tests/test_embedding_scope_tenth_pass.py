"""Negation and embeddings, round 41 (branch ng7): a supplementary "when"-clause after the
negated or questioned clause; the implicature rewrites keep a "City, State" place qualifier.

Constructed sentences after the blind judges' reports, real parses (docs/negation.md, "Round 41,
second helper")."""

from __future__ import annotations

import pytest

from pipeline import flags
from pipeline.process import run_texts
from pipeline.rewrite.embedding import embed
from pipeline.rewrite.negation import negate

REISSUED = "It was theatrically reissued in 1949, when it was shown on a double bill."


def test_negation_before_an_event_supplement_is_flagged(parsed):
    doc, _ = parsed(REISSUED)
    result = negate(doc, contract=True)
    assert result.text == (
        "It wasn't theatrically reissued in 1949, when it was shown on a double bill."
    )
    assert not result.ok
    assert "discourse-clash:supplement" in result.flags
    assert flags.is_registered("discourse-clash:supplement")


def test_question_before_an_event_supplement_is_refused(parsed):
    doc, _ = parsed(REISSUED)
    result = embed(doc, "interrogative")
    assert not result.ok and result.text == REISSUED
    assert "event-supplement" in result.flags
    assert flags.is_registered("event-supplement")


@pytest.mark.parametrize(
    ("sentence", "negated", "question"),
    [
        # a "when"-clause without the comma restricts the time: inside the operators' scope
        (
            "She moved to Boston when her father died.",
            "She didn't move to Boston when her father died.",
            "Did she move to Boston when her father died?",
        ),
        # no supplement at all
        (
            "She moved to Boston in 1990.",
            "She didn't move to Boston in 1990.",
            "Did she move to Boston in 1990?",
        ),
        # dev-ng7-1: the comma closes "however"; the "when"-clause is the restrictive
        # condition, not a supplement (was flagged by a first version of the rule)
        (
            "The equation changes, however, when an author decides to print it.",
            "The equation doesn't change, however, when an author decides to print it.",
            "Does the equation change, however, when an author decides to print it?",
        ),
        # a supplementary relative on a noun argument is about the noun, not the event
        (
            "She lived in Paris, where she met her husband.",
            "She didn't live in Paris, where she met her husband.",
            "Did she live in Paris, where she met her husband?",
        ),
    ],
)
def test_restrictive_or_nominal_clauses_keep_their_operators(parsed, sentence, negated, question):
    doc, _ = parsed(sentence)
    neg = negate(doc, contract=True)
    assert neg.ok and neg.text == negated, neg
    q = embed(doc, "interrogative")
    assert q.ok and q.text == question, q


def test_modal_and_conditional_unchanged_by_the_supplement(parsed):
    doc, _ = parsed(REISSUED)
    assert embed(doc, "modal").text == (
        "It might have been theatrically reissued in 1949, when it was shown on a double bill."
    )
    assert embed(doc, "conditional").ok


def _implicature(text: str) -> dict[str, tuple[str, str]]:
    _, result = run_texts([text], ["implicature"])
    return {p.premise_kind: (p.premise, p.hypothesis) for p in result.pairs}


def test_place_qualifier_kept_in_implicature_pairs():
    pairs = _implicature("She grew up in Waukee, Iowa, with two sisters.")
    assert pairs["original"] == (
        "She grew up in Waukee, Iowa, with two sisters.",
        "She didn't grow up in Waukee, Iowa, with more than two sisters.",
    )
    assert pairs["modal"][0] == "She might have grown up in Waukee, Iowa, with two sisters."
    # was: "She might have grown up in Waukee with two sisters." (", Iowa" cut as a parenthetical)
    assert all("Waukee with" not in p + h for p, h in pairs.values())


def test_appositive_description_still_cut_from_implicature_pairs():
    pairs = _implicature("Some players from Austin, Texas, joined the team.")
    assert pairs["original"][1] == "Not all players from Austin, Texas, joined the team."
    # a descriptive appositive on a name is still a parenthetical, cut from the hypothesis
    pairs = _implicature("Maria, a lawyer from Boston, hired two clerks.")
    assert pairs["original"][1] == "Maria didn't hire more than two clerks."
