"""Forty-fourth pass (stop 43, pr36; dev text: English Wikipedia pool lines 12001-18591, ABC news
pool lines 2001-2588).

A trigger inside the infinitive of a passive verb of saying ("X is said / reported / believed to
have V-ed while ...") is plugged (Karttunen 1973): the speaker reports, and does not commit to,
the presupposition, so its pairs are neutral, not entailment. A trigger in the raised subject
("The king's son is said to ...") projects as before.

"win the most / more prizes": a quantity superlative or comparative (Szabolcsi 1986; Hackl
2009) counts what was won; the prior-state draft "did not have the most prizes before" is no
presupposition, so there is none. A definite object ("won the trophy") keeps its draft.

Constructed sentences through the real pipeline; the good cases must stay."""

from __future__ import annotations

import pytest

from pipeline.process import run_texts
from tests.phenomenon_support import kept


def _presuppositions(text: str, subtype: str) -> dict[tuple[str, str], str]:
    """(premise kind, hypothesis) -> label of the kept presupposition pairs of ``subtype``."""
    _, result = run_texts([text], ["presupposition"])
    return {
        (p.premise_kind, p.hypothesis): p.heuristic_label
        for p in result.pairs
        if p.subtype == subtype and p.hypothesis_kind == "presupposition" and kept(p)
    }


@pytest.mark.parametrize(
    ("text", "subtype", "draft"),
    [
        (
            "The poet is said to have written the letter while staying in Venice.",
            "temporal_adverbs",
            "The poet stayed in Venice.",
        ),
        (
            "She is believed to have died while travelling to Rome.",
            "temporal_adverbs",
            "She traveled to Rome.",
        ),
    ],
)
def test_trigger_under_hearsay_raising_is_neutral(text: str, subtype: str, draft: str) -> None:
    pairs = _presuppositions(text, subtype)
    assert ("original", draft) in pairs
    assert {label for (_, hyp), label in pairs.items() if hyp == draft} == {"neutral"}


@pytest.mark.parametrize(
    ("text", "subtype", "draft"),
    [
        # the possessive is in the raised subject, outside the reported infinitive
        (
            "The king's son is said to have visited the shrine.",
            "possessed_definites",
            "The king has a son.",
        ),
        # no verb of saying: the temporal clause projects
        (
            "The poet wrote the letter while staying in Venice.",
            "temporal_adverbs",
            "The poet stayed in Venice.",
        ),
    ],
)
def test_trigger_outside_hearsay_stays_entailed(text: str, subtype: str, draft: str) -> None:
    pairs = _presuppositions(text, subtype)
    assert pairs.get(("original", draft)) == "entailment"
    # the question still projects the raised subject's possessive; the negated premise of a
    # present hearsay frame ("is not said to have") is flagged by the one negation rewriter
    # (negated-reporting-passive), so it is not kept
    assert pairs.get(("interrogative", draft)) == "entailment"


@pytest.mark.parametrize(
    "text",
    [
        "The team has won the most titles of any club in the league.",
        "Norway won more medals than any other country at the games.",
    ],
)
def test_win_a_quantity_has_no_prior_state_draft(text: str) -> None:
    pairs = _presuppositions(text, "change_of_state")
    assert not [hyp for (_, hyp) in pairs if "did not have" in hyp]


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("The club won the trophy in 1998.", "The club did not have the trophy before."),
        # "most" modifies the adjective, not the noun: a referent stays
        (
            "He won the most famous prize in science.",
            "He had not won the most famous prize before.",
        ),
    ],
)
def test_win_a_referent_keeps_its_draft(text: str, draft: str) -> None:
    assert _presuppositions(text, "change_of_state").get(("original", draft)) == "entailment"


def _flags(text: str) -> list[list[str]]:
    _, result = run_texts([text], ["presupposition"])
    return [p.features.get("flags", []) for p in result.pairs]


def test_closed_up_en_dash_is_no_restart() -> None:
    """ "C\u2013C bonds": a closed-up en dash joins a relation (Chicago Manual §6.78), no
    word restarted after an interruption."""
    flags = _flags("A diamond crystal has only C\u2013C single bonds.")
    assert flags
    assert not any("source:disfluent" in f for f in flags)


def test_spaced_dash_restart_stays_disfluent() -> None:
    from pipeline.fitness import assess

    assert "disfluent" in assess("We repaired the \u2013 the engine before the race.")
    assert "disfluent" in assess("We repaired the\u2014the engine before the race.")
    assert "disfluent" not in assess("We repaired the carbon\u2013carbon bond before the test.")
