"""Stop 81 (rk32): the prior refit with the stop-80 slices s1204z (GIMP), s1205a and s1205b
(Python documentation), and the time-ordered measurement of a keep-score flag
(docs/review.md, "Stop 81: rk32")."""

from __future__ import annotations

import json

import pytest

from pipeline.ranking import loro
from pipeline.ranking.train_prior import MODEL, read_rows_file
from tests.ranking_support import PRIOR_DECISIONS, assert_slice_rows

#: slice -> (rows, kept, rows per phenomenon: conjunction, implicature, presupposition, vc)
SLICES = {
    "s1204z": (302, 229, (90, 50, 84, 78)),
    "s1205a": (306, 235, (88, 50, 88, 80)),
    "s1205b": (324, 252, (90, 66, 85, 83)),
}


@pytest.fixture(scope="module")
def rows() -> list[dict]:
    return read_rows_file()


@pytest.mark.parametrize("name", sorted(SLICES))
def test_the_rows_hold_the_slice_once_with_records(rows: list[dict], name: str) -> None:
    assert_slice_rows(rows, name, SLICES[name])


def test_the_new_slices_come_last_in_judging_order(rows: list[dict]) -> None:
    from pipeline.ranking.holdout import slice_order

    # stop 81 (rk33): the Crossfire slices s1205c, s1205d, s1205e come after them
    # stop 82 (rk35): + s1205g, s1205h after s1205f; stop 82 (rk36): + s1205i
    # stop 83 (rk37): + s1205j; stop 84 (rk38): + s1205k, s1205l
    # 82: + s1205f; 84 (rk39): + s1205m, s1205n; 85 (rk40): + s1205p; 86 (rk41): + s1205q; (rk42): + r
    # stop 88 (rk43): + s1205s; (rk44): + s1205t; stop 89 (rk45): + s1205u, s1205v
    # stop 90 (rk46): + s1205w
    # stop 90 (rk47): + s1206a, s1206b
    # stop 91 (rk48): + s1207a, s1207b
    # stop 92 (rk49): + s1208a
    # stop 93 (rk50): + s9301; stop 94 (rk51): + s9302; (rk52): + s9401, s9403
    # stop 95 (rk53): + s9402, s9404, s9501
    # stop 96 (rk54): + s9502, s9601
    # stop 97 (rk55): + s9602
    # stop 98 (rk56): + s9701, s9702
    # stop 99 (rk57): + s9801, s9802
    # stop 100 (rk59): + s10001
    # stop 101 (rk60): + s10002
    # stop 101 (rk61): + s10101, s10102
    # stop 103 (rk63): + s10201
    # stop 103 (rk64): + s10301
    # stop 104 (rk65): + s10302, s10401
    assert slice_order(rows)[-51:-47] == ["s1204y", "s1204z", "s1205a", "s1205b"]


def test_the_prior_is_fit_on_the_three_slices() -> None:
    model = json.loads(MODEL.read_text())
    for name, (n, _, _) in SLICES.items():
        assert model["trained_on"]["rows"][f"blind-review:{name}:e"] == n
    # stop 82 (rk35): + s1205g, s1205h; stop 82 (rk36): + s1205i
    # stop 81 (rk33): + s1205c/d/e; 82 (rk34): + s1205f
    assert model["n_decisions"] == PRIOR_DECISIONS


def test_the_slices_are_held_out_with_their_registers() -> None:
    assert loro.register_of({"origin": "blind-review:s1204z:e"}) == "gimp"
    for name in ("s1205a", "s1205b"):
        assert loro.register_of({"origin": f"blind-review:{name}:e"}) == "pydoc"
    assert loro.register_of({"origin": "blind-review:s1204o:e"}) == "pydoc"


def _flag_bench():
    """``benchmarks/keep_flag_time_ordered.py`` as a module (it imports its sibling
    ``time_ordered_prior`` by name, so the benchmarks folder goes on the path)."""
    import importlib.util
    import sys
    from pathlib import Path

    folder = Path(__file__).resolve().parents[1] / "benchmarks"
    if str(folder) not in sys.path:
        sys.path.insert(0, str(folder))
    spec = importlib.util.spec_from_file_location(
        "keep_flag_time_ordered_rk32", folder / "keep_flag_time_ordered.py"
    )
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_the_threshold_is_the_highest_that_keeps_the_reject_share() -> None:
    bench = _flag_bench()
    # 20 lowest rejected, then one kept: 21/21 -> 20/21 = 0.952 still >= 0.93, then more kept
    scored = [(i / 100, 0) for i in range(20)] + [(0.205, 1), (0.3, 1), (0.4, 1), (0.5, 0)]
    best = bench.choose_threshold(scored, 0.93, 20)
    assert best is not None and best["n"] == 21 and best["kept"] == 1
    assert 0.205 < best["t"] < 0.3
    assert bench.choose_threshold(scored, 0.93, 25) is None  # too few qualifying rows
    # a tie between the last flagged and the next score cannot be split: the kept row tied
    # with the rejected ones is flagged with them
    tied = [(0.1, 0)] * 19 + [(0.1, 1)] + [(0.2, 1)] * 5
    best = bench.choose_threshold(tied, 0.93, 19)
    assert best == {"t": pytest.approx(0.15), "n": 20, "kept": 1}
