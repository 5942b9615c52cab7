"""Stop 101 (rk61): the three sets judged at stop 101 join the keep prior's rows in judging
order, appended by ``benchmarks/rk50_rows.py``: the blind slice ``s10101`` (norvig lines
27,201-28,800, int101 edfd0294), the blind A/B ``ab101`` (lines 28,801-32,000, main eb0df25f
against int101b be8f2751) and the slice ``s10102`` (lines 32,001-33,600, int101b be8f2751), all
register ``gutenberg`` with records. The prior is refit on them (pipeline/ranking/prior/README.md,
"Stop 101: rk61")."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from tests.ranking_support import (
    PRIOR_CV_FLOOR,
    PRIOR_DECISIONS,
    PRIOR_SLICES,
    assert_appended_blocks,
    rows_prefix_sha256,
)

#: (rows, kept, rows per phenomenon in ``PHENOMENA`` order) of each set, in judging order (the
#: verdict files' times: s10101 16:28, ab101 17:07, s10102 17:08); the slices' 132 and 135
#: trigger-only verdicts carry no ``e`` and give no row. ab101 judged no implicature pair: the
#: two code versions wrote the same implicature pairs.
SETS = {
    "blind-review:s10101:e": (290, 219, (90, 29, 88, 83)),
    "ab-review:ab101:e": (82, 34, (60, 0, 16, 6)),
    "blind-review:s10102:e": (302, 234, (90, 35, 90, 87)),
}
#: rk60's rows, unchanged before these
RK60_ROWS = 67_667
#: sha256 of the first RK60_ROWS uncompressed lines of rk60's ``training_rows.jsonl.gz``
RK60_SHA256 = "26e953e4409404f1d97cee7484a1d0cbd65acd0e27776231db4f41d634909cb7"
#: rk61's rows (stop 103, rk63: s10201, ab102 and ab103 come after them,
#: tests/test_stop103_rk63.py)
RK61_ROWS = 68_341


@pytest.fixture(scope="module")
def rows() -> list[dict]:
    from pipeline.ranking.train_prior import read_rows_file

    return read_rows_file()


def test_the_earlier_rows_are_byte_identical() -> None:
    assert rows_prefix_sha256(RK60_ROWS) == RK60_SHA256


def test_the_three_sets_come_last_in_judging_order(rows: list[dict]) -> None:
    from pipeline.ranking.holdout import slice_order

    assert RK60_ROWS + sum(n for n, _, _ in SETS.values()) == RK61_ROWS
    assert len(rows) == PRIOR_DECISIONS
    origins = [r["origin"] for r in rows]
    # rk60's rows end with s10002's and hold none of the new origins
    assert origins[RK60_ROWS - 1] == "blind-review:s10002:e"
    assert not set(origins[:RK60_ROWS]) & set(SETS)
    assert assert_appended_blocks(rows, RK60_ROWS, SETS) == RK61_ROWS
    # an A/B directory is no slice: s10102 was the last slice, s10101 the one before it
    # stop 103 (rk63): + s10201
    # stop 103 (rk64): + s10301
    # stop 104 (rk65): + s10302, s10401
    assert slice_order(rows)[-7:-4] == ["s10002", "s10101", "s10102"]


def test_the_new_rows_are_gutenberg_version_9_with_records(rows: list[dict]) -> None:
    from pipeline.ranking import FEATURE_VERSION, features_of, loro

    new = rows[RK60_ROWS:RK61_ROWS]
    assert Counter(
        (r["origin"].split(":")[1], loro.text_register_of(r), "record" in r, r.get("draw"))
        for r in new
    ) == {
        ("s10101", "gutenberg", True, None): 290,
        ("ab101", "gutenberg", True, "old"): 42,
        ("ab101", "gutenberg", True, "new"): 40,
        ("s10102", "gutenberg", True, None): 302,
    }
    assert all(r["feature_version"] == FEATURE_VERSION for r in new)
    assert not any("register" in r or "missing_features" in r for r in new)
    for origin, (n, _, _) in SETS.items():
        assert (
            len({(r["record"]["pair_id"], r.get("draw")) for r in new if r["origin"] == origin})
            == n
        )
    # two ab101 conjunction pairs are in both draws with the same text and pair_id: the versions
    # differ in the heuristic label (``label_rule``), which the A/B judged (old rejected, new kept)
    ab = [r for r in new if r["origin"] == "ab-review:ab101:e"]
    both = Counter(r["record"]["pair_id"] for r in ab)
    twice = {p for p, k in both.items() if k == 2}
    assert len(twice) == 2 and max(both.values()) == 2
    for p in twice:
        by_draw = {r["draw"]: r for r in ab if r["record"]["pair_id"] == p}
        assert by_draw.keys() == {"old", "new"}
        assert (by_draw["old"]["label"], by_draw["new"]["label"]) == (0, 1)
        old_label = by_draw["old"]["record"]["heuristic_label"]
        assert old_label != by_draw["new"]["record"]["heuristic_label"]
    # stored features are the code's (four places)
    for r in new[::20]:
        got = features_of(r["record"])
        assert got.keys() == r["features"].keys(), r["record"]["pair_id"]
        assert all(abs(got[k] - r["features"][k]) < 1e-4 for k in got)


def test_the_three_sets_are_gutenberg_and_no_register_is_new() -> None:
    from pipeline.ranking import loro

    assert loro.register_of({"origin": "blind-review:s10101:e"}) == "gutenberg"
    assert loro.register_of({"origin": "blind-review:s10102:e"}) == "gutenberg"
    assert loro.text_register_of({"origin": "ab-review:ab101:e"}) == "gutenberg"
    # (stop 103, rk63: s10201 and ab102 are gutenberg too, tests/test_stop103_rk63.py)
    later = {"s10201", "ab102"}
    assert {s for s, g in loro.REGISTERS.items() if g == "gutenberg"} - later == {
        "s9701",
        "s9702",
        "s9801",
        "s9802",
        "s10001",
        "s10002",
        "s10101",
        "s10102",
    }
    assert {a for a, g in loro.AB_REGISTERS.items() if g == "gutenberg"} - later == {
        "ab97",
        "ab97b",
        "ab98",
        "ab100",
        "ab101",
    }
    # near misses: the next slice, stop 100's A/B name and the lost stop-99 sets are not named
    # (stop 103, rk63: ab102 is now)
    for name in ("s10103", "s10003", "s9901", "s9902"):
        assert loro.register_of({"origin": f"blind-review:{name}:e"}) == loro.DEV
    assert "ab99" not in loro.AB_REGISTERS


def test_the_prior_is_refit_with_the_three_sets() -> None:
    from pipeline.ranking.train_prior import MODEL

    data = json.loads(MODEL.read_text())
    # rk61's prior-d9405b22b35b; the model-id pin moved to tests/test_stop103_rk63.py (rk63)
    assert data["model_id"].startswith("prior-")
    assert data["n_decisions"] == PRIOR_DECISIONS and data["feature_version"] == "9"
    for origin, (n, _, _) in SETS.items():
        assert data["trained_on"]["rows"][origin] == n
    slices = {k.split(":")[1] for k in data["trained_on"]["rows"] if k.startswith("blind-review:")}
    assert len(slices) == PRIOR_SLICES  # rk61: 196
    # rk60's prior: 0.80316; the refit with the three sets: 0.80444 (the folds regroup)
    assert data["cv_auc"] >= 0.8044 - 0.003
    assert data["cv_auc"] >= PRIOR_CV_FLOOR
