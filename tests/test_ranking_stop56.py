"""Stop 56 (rk9): keep_score on an e-mail register (s1202a, SpamAssassin mail).

No model change was kept (docs/review.md, "Stop 56 (rk9)"). What changed is the measurement:
the holdout tools now report #20's second target, the keep rate of the first 40 pairs of a
phenomenon against its keep rate (``loso.first_n_lift``), with the most an order can reach
(``1 / keep rate``), so a slice where 1.5x is out of reach by arithmetic says so. The last test
holds the fact one tried change rested on: material before the subject is stored under three
different names depending on the premise's operator, so the fit sees it in pieces."""

from __future__ import annotations

import functools
from typing import Any

import pytest

from pipeline.ranking import holdout
from pipeline.ranking.features import FEATURE_VERSION
from pipeline.ranking.loso import first_n_lift
from tests.phenomenon_support import featured_pairs


def test_first_40_lift_is_the_top_keep_rate_over_the_slice_keep_rate() -> None:
    """100 pairs, 50 kept; the 40 best-scored hold 30 kept: 0.75 / 0.5 = 1.5, and at most 2."""
    labels = [1] * 30 + [0] * 10 + [1] * 20 + [0] * 40
    scores = [1.0 - i / 100 for i in range(100)]
    lift = first_n_lift(labels, scores)
    assert lift["lift"] == pytest.approx(1.5)
    assert lift["max"] == pytest.approx(2.0)


def test_first_40_lift_cannot_reach_one_and_a_half_at_a_high_keep_rate() -> None:
    """s1202a's non-control verb-complement pairs kept 46 of 54 (0.85): even a perfect order
    gives 40/40 over 0.85 = 1.17, the bound the report carries."""
    labels = [1] * 46 + [0] * 8
    lift = first_n_lift(labels, [float(y) for y in labels])
    assert lift["lift"] == pytest.approx(54 / 46)
    assert lift["lift"] == pytest.approx(lift["max"])
    assert lift["max"] < 1.5


def test_first_40_lift_is_undefined_without_a_kept_pair() -> None:
    assert first_n_lift([0, 0, 0], [0.1, 0.2, 0.3]) == {"lift": None, "max": None}


def _row(name: str, i: int, phen: str) -> dict[str, Any]:
    return {
        "features": {"bias.all": 1.0, f"phenomenon={phen}": 1.0, "x": float(i % 2)},
        "label": i % 2,
        "origin": f"blind-review:{name}:e",
        "phenomenon": phen,
        "feature_version": FEATURE_VERSION,
    }


def test_time_ordered_reports_the_lift_per_phenomenon() -> None:
    """The time-ordered table (how s1202a was measured) carries the lift next to the AUC: a
    feature that separates perfectly puts only kept pairs first (80 pairs, 40 kept: lift = max = 2)."""
    rows = [
        _row(s, i, p) for s in ("a", "b") for p in ("conjunction", "implicature") for i in range(80)
    ]
    out = holdout.time_ordered(rows, ["b"], 1.0)["slices"]["b"]
    for phen in ("all", "conjunction", "implicature"):
        assert out[phen]["auc"] == 1.0
        assert out[phen]["first40"] == pytest.approx(out[phen]["first40_max"])
        assert out[phen]["first40_max"] == pytest.approx(2.0)


@functools.cache
def _presupposition_features(text: str) -> list[dict[str, float]]:
    return [f for _, f in featured_pairs([text], "presupposition")]


def test_fronted_material_is_stored_in_pieces_by_premise_operator() -> None:
    """ "Across my servers, the old scripts stopped working": every operator premise keeps the
    fronted adjunct outside the operator's scope, but only the interrogative one carries
    ``flag=material-before-subject``; all carry ``presup.fronted_adjunct*<role>``. The tried
    ``fronted x operator`` indicator pooled these (not kept: docs/review.md)."""
    feats = _presupposition_features(
        "Across my servers, the old scripts stopped working last week."
    )
    ops = [f for f in feats if not f.get("premise_kind=original")]
    assert ops, feats
    assert all(any(k.startswith("presup.fronted_adjunct") for k in f) for f in ops)
    flagged = {
        k
        for f in ops
        if "flag=material-before-subject" in f
        for k in f
        if k.startswith("premise_kind=")
    }
    unflagged = {
        k
        for f in ops
        if "flag=material-before-subject" not in f
        for k in f
        if k.startswith("premise_kind=")
    }
    assert flagged and unflagged
