"""Read-through of stop 61's merged changes (md11): presupposition, negation/embedding, flags.

``flags.stacked_auxiliary`` (a refusal of every phenomenon) flagged a subject relative clause
that ends on its auxiliary by post-auxiliary ellipsis ("Those who could were evacuated",
"Anyone who can is welcome"): two auxiliaries of two clauses, grammatical (Huddleston & Pullum
2002 ch. 17 §7.1), so the good pairs of such a sentence were refused. Real text checks and the
real run path (spaCy model, ``run_texts``).
"""

from __future__ import annotations

import pytest

from pipeline import flags
from pipeline.records import Pair
from tests.phenomenon_support import mined_pairs


@pytest.mark.parametrize(
    "text",
    [
        "Those who could were evacuated to the coast before the storm.",
        "Anyone who can is welcome to join the hunt.",
        "Everyone who will has to sign the ledger at the gate.",
        "Those who didn't could stay home with the children.",
        "Whoever can is asked to help with the harvest.",
    ],
)
def test_elliptical_relative_clause_is_no_stacked_auxiliary(text):
    assert not flags.stacked_auxiliary(text)


@pytest.mark.parametrize(
    "text",
    [
        "The crew will can repair the hull tomorrow.",
        "Who might can help us with the hull?",  # a question: "who" opens it, one clause
        "They said that he will can come.",
        "The bridge has been was destroyed by the storm.",
    ],
)
def test_stacked_auxiliaries_still_flagged(text):
    assert flags.stacked_auxiliary(text)


def test_conjunction_pairs_of_an_elliptical_relative_are_kept():
    # before md11 every pair here was refused as "stacked-auxiliary" ("who can is")
    text = "Anyone who can is welcome to bring bread and cheese to the feast."
    pairs = mined_pairs(text, "conjunction")
    assert pairs
    for pair in pairs:
        assert "stacked-auxiliary" not in (pair.features.get("flags") or [])


# -- discourse-clash:contrast-coordinate: a "but" clause whose subject ends in "-ing" ----------


def _negated_pair(premise: str, hypothesis: str) -> Pair:
    return Pair(
        "p",
        "c",
        "s",
        "presupposition",
        "stop",
        premise,
        hypothesis,
        "negated",
        "original",
        "entailment",
        "rule",
    )


@pytest.mark.parametrize(
    "member",
    ["nothing changed in the town", "everything stayed quiet", "morning came at last"],
)
def test_but_clause_with_ing_final_subject_is_coordinate(member):
    # "nothing", "everything", "king" end in "-ing" but are no gerunds: a finite "but" clause,
    # the demoted contrast (flags._coordinate_contrast), as with any other subject
    pair = _negated_pair(
        f"The guards didn't stop searching the caravans, but {member}.",
        "The guards had been searching the caravans before.",
    )
    assert flags._coordinate_contrast(pair)


def test_but_gerund_afterthought_keeps_the_defect():
    pair = _negated_pair(
        "The guards didn't stop searching the caravans, but leaving the gate open.",
        "The guards had been searching the caravans before.",
    )
    assert not flags._coordinate_contrast(pair)


def test_negated_premise_with_but_nothing_is_demoted_not_refused():
    # since the hundred-eighth pass the negation cuts the "but" clause after the trigger's:
    # the premise is written, clean, without the clause that would clash
    text = "The guards stopped searching the caravans, but nothing changed in the town."
    negated = [
        p
        for p in mined_pairs(text, "presupposition")
        if p.premise_kind == "negated" and p.hypothesis_kind == "presupposition"
    ]
    assert negated
    for pair in negated:
        assert pair.premise == "The guards didn't stop searching the caravans."
        assert "other-clause-dropped" in pair.features["flags"]
        assert not any(f.startswith("discourse-clash") for f in pair.features["flags"])


# -- verb_complement: "prior" dates the infinitive only as "prior to" ----------------------------


def _complement_hypotheses(text: str) -> list[str]:
    return [
        p.hypothesis for p in mined_pairs(text, "verb_complement") if p.premise_kind == "original"
    ]


def test_adjective_prior_is_no_definite_past_time():
    # "prior experience": an adjective of the noun, no time adverbial, so the present "seems to
    # have had" keeps its present perfect, as with "some experience"
    hyps = _complement_hypotheses("The new captain seems to have had prior experience with horses.")
    assert "The new captain has had prior experience with horses." in hyps


def test_prior_to_is_a_definite_past_time():
    hyps = _complement_hypotheses("The new captain seems to have left prior to the storm.")
    assert "The new captain left prior to the storm." in hyps


# -- presupposition: one QUOTE_MARKS in extract.py -------------------------------------------------


def test_single_quoted_reporting_return_has_no_change_of_state():
    # "'...,' he returned": the reporting verb (retort), no return from being away; stop 61's
    # quoted_imperative redefined extract.QUOTE_MARKS without single quotes and lost this
    text = "'You are the doctor,' he returned with a smile."
    pairs = [p for p in mined_pairs(text, "presupposition") if p.subtype == "change_of_state"]
    assert not pairs


def test_quoted_imperative_still_refused():
    text = 'A sign on the gate reads "Stop digging here" in red paint.'
    pairs = [p for p in mined_pairs(text, "presupposition") if p.subtype == "aspectual_verbs"]
    assert not pairs
