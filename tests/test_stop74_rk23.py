"""Stop 74 (rk23, issue #20): why keep_score ranked implicature pairs backwards on the FOLDOC
slices s1204i and s1204j, and the prior refit with their verdicts (docs/review.md, "Stop 74
(rk23)"; pipeline/ranking/prior/README.md, "One hundred and thirty-six slices").

``model.feature_push`` is the measurement: which features lift the rejected pairs above the kept
ones. These tests hold what it computes on constructed rows, and that the shipped prior and its
rows carry the two new slices."""

from __future__ import annotations

import json

import pytest

from pipeline.ranking.loso import slice_of
from pipeline.ranking.model import KeepModel, feature_push
from pipeline.ranking.train_prior import MODEL, read_rows_file
from tests.ranking_support import PRIOR_SLICES


def _row(label: int, phenomenon: str = "implicature", **features: float) -> dict:
    return {
        "label": label,
        "phenomenon": phenomenon,
        "features": {f"phenomenon={phenomenon}": 1.0, **features},
    }


def test_feature_push_ranks_what_lifts_the_rejects():
    model = KeepModel(
        "t",
        "prior",
        0.0,
        {"cand.role=partitive": 0.6, "sent.quotes": -0.3, "implicature*hyp.new_words": 0.7},
    )
    rows = [
        _row(0, **{"cand.role=partitive": 1.0, "hyp.new_words": 0.4}),
        _row(0, **{"cand.role=partitive": 1.0, "hyp.new_words": 0.4}),
        _row(1, **{"sent.quotes": 1.0, "hyp.new_words": 0.2}),
        _row(1, **{"hyp.new_words": 0.2}),
        # another phenomenon: left out when implicature is asked for
        _row(0, "conjunction", **{"sent.quotes": 1.0}),
    ]
    got = feature_push(model, rows, "implicature")
    assert [g["feature"] for g in got[:3]] == [
        "cand.role=partitive",
        "sent.quotes",
        "implicature*hyp.new_words",
    ]
    top = got[0]
    assert top["push"] == pytest.approx(0.6)
    assert (top["rejected"], top["kept"]) == (2, 0)
    # a negative weight on a kept pair pushes the rejects up by its absence: +0.3 / 2
    assert got[1]["push"] == pytest.approx(0.15)
    assert (got[1]["rejected"], got[1]["kept"]) == (0, 1)
    # the per-phenomenon copy: 0.7 * (0.4 - 0.2)
    assert got[2]["push"] == pytest.approx(0.14)


def test_feature_push_needs_both_labels():
    model = KeepModel("t", "prior", 0.0, {"a": 1.0})
    assert feature_push(model, [_row(1, a=1.0), _row(1)], "implicature") == []
    assert feature_push(model, [_row(0, a=1.0), _row(1)], "conjunction") == []


def test_the_prior_is_fit_on_the_two_foldoc_slices():
    trained = json.loads(MODEL.read_text())["trained_on"]["rows"]
    for s in ("s1204i", "s1204j"):
        assert trained[f"blind-review:{s}:e"] > 250


def test_the_rows_hold_one_hundred_and_thirty_six_slices_with_records():
    rows = read_rows_file()
    slices = {s for r in rows if (s := slice_of(r))}
    # stop 75 (rk24): + s1204k, s1204l, s1204m; stop 76 (rk26): + s1204o;
    assert len(slices) == PRIOR_SLICES
    # stop 77 (rk27): + s1204p, s1204q; stop 78 (rk28): + s1204r, s1204s;
    # stop 79 (rk29): + s1204t, s1204u, s1204v; stop 80: + s1204w, s1204x, s1204y;
    # stop 81 (rk32): + s1204z, s1205a, s1205b; (rk33): + s1205c, s1205d, s1205e;
    # stop 82 (rk34): + s1205f; stop 82 (rk35): + s1205g, s1205h; stop 82 (rk36): + s1205i
    new = [r for r in rows if slice_of(r) in ("s1204i", "s1204j")]
    assert new and all("record" in r for r in new)
    assert {r["phenomenon"] for r in new} == {
        "conjunction",
        "implicature",
        "presupposition",
        "verb_complement",
    }
