"""Stop 69 (rk20): the time-ordered measurement of presupposition feature candidates.

``benchmarks/rk20_presup.py`` scores the last ten slices (s1202p-y), each by a fit on NOPE and
the slices judged before it, with candidate features added to the rows that keep a pair record
(docs/review.md, "Stop 69 (rk20)"). These tests hold what the tables rest on: a candidate reads
only the record's columns, fires only on diagnostic presupposition pairs with an embedded
premise, leaves rows without a record as stored, and today's code recomputes the stored
version-8 features of a record exactly (so the baseline and a candidate run see the same
features apart from the candidate's)."""

from __future__ import annotations

import gzip
import json
import sys
from itertools import islice
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))
import rk20_presup as rk  # noqa: E402

from pipeline.ranking.train_prior import ROWS  # noqa: E402


def _record(pk: str, hk: str = "presupposition", sub: str = "change_of_state", **kw) -> dict:
    feats = {"draft_rule": "change_of_state:die", "flags": ["prior_state_draft"]}
    return {
        "phenomenon": kw.get("phenomenon", "presupposition"),
        "premise_kind": pk,
        "hypothesis_kind": hk,
        "subtype": sub,
        "features": json.dumps(feats),
    }


ALL = {"sub", "soft", "draft", "flag", "flagemb"}


def test_candidates_fire_on_embedded_diagnostic_pairs_only() -> None:
    got = rk.candidates(_record("negated"), ALL)
    assert got == {
        "presup.embed*subtype=negated*change_of_state": 1.0,
        "presup.embed*soft=negated": 1.0,
        "presup.embed*draft=negated*change_of_state:die": 1.0,
        "presup.embed*flagged": 1.0,
        "presup.embed*flag=prior_state_draft": 1.0,
    }
    # a hard trigger (a possessive description) under a question
    assert rk.candidates(_record("interrogative", sub="possessed_definites"), {"soft"}) == {
        "presup.embed*hard=interrogative": 1.0
    }
    assert rk.candidates(_record("original"), ALL) == {}  # unembedded
    assert rk.candidates(_record("negated", hk="original"), ALL) == {}  # a control pair
    assert rk.candidates(_record("negated", phenomenon="verb_complement"), ALL) == {}


def test_rows_without_a_record_keep_their_features() -> None:
    rows = [
        {"features": {"bias.all": 1.0}, "label": 1},
        {"features": {"bias.all": 1.0}, "label": 0, "record": _record("modal")},
    ]
    out = rk.with_candidates(rows, {"sub"})
    assert out[0] is rows[0]
    assert out[1]["features"] == {
        "bias.all": 1.0,
        "presup.embed*subtype=modal*change_of_state": 1.0,
    }
    assert rows[1]["features"] == {"bias.all": 1.0}  # the input row is not changed


def test_stored_records_recompute_to_their_stored_features() -> None:
    with gzip.open(ROWS, "rt", encoding="utf-8") as fh:
        rows = [json.loads(line) for line in islice(fh, 44000, None)]
    recs = [r for r in rows if r.get("record") and r.get("phenomenon") == "presupposition"][:60]
    assert recs
    for r, new in zip(recs, rk.recomputed(recs), strict=True):
        assert set(new["features"]) == set(r["features"])
        for k, v in new["features"].items():
            assert abs(v - r["features"][k]) < 1e-3, k


def test_the_ten_slices_are_ten_consecutive_judged_slices() -> None:
    """The benchmark's window (the last ten slices judged when rk20 measured, s1202p-y) is ten
    consecutive slices of the shipped rows' order; later refits add slices after it."""
    from pipeline.ranking.holdout import slice_order
    from pipeline.ranking.train_prior import read_rows_file

    order = list(slice_order(read_rows_file()))
    start = order.index(rk.SLICES[0])
    assert tuple(order[start : start + 10]) == rk.SLICES


def test_per_sentence_weights_divide_by_the_sentences_pairs() -> None:
    rows = [
        {"group": "a", "phenomenon": "presupposition", "weight": 10.0},
        {"group": "a", "phenomenon": "presupposition", "weight": 10.0},
        {"group": "a", "phenomenon": "presupposition", "weight": 10.0},
        {"group": "a", "phenomenon": "presupposition", "weight": 10.0},
        {"group": "a", "phenomenon": "conjunction", "weight": 10.0},
        {"group": "b", "phenomenon": "presupposition", "weight": 0.25},
    ]
    assert rk.per_sentence(1.0)(rows, []) == [2.5, 2.5, 2.5, 2.5, 10.0, 0.25]
    assert rk.per_sentence(0.5)(rows, []) == [5.0, 5.0, 5.0, 5.0, 10.0, 0.25]
    assert rk.per_sentence(0.0)(rows, []) == [10.0, 10.0, 10.0, 10.0, 10.0, 0.25]
    # presupposition's rows only
    assert rk.per_sentence(1.0, "presupposition")(rows, []) == [2.5, 2.5, 2.5, 2.5, 10.0, 0.25]
    rows[4] = rows[4] | {"group": "a"}
    rows += [{"group": "a", "phenomenon": "conjunction", "weight": 10.0}]
    assert rk.per_sentence(1.0, "presupposition")(rows, [])[4:] == [10.0, 0.25, 10.0]
    assert rk.per_sentence(1.0)(rows, [])[4:] == [5.0, 0.25, 5.0]
