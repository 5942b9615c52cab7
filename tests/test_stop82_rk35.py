"""Stop 82 (rk35): the prior refit with two more blind slices, s1205g (a fourth Crossfire chunk,
held out with the ``crossfire`` register) and s1205h (UFO: Alien Invasion's encyclopedia and
research letters, a new ``ufoai`` register) (docs/review.md, "Stop 82: rk35")."""

from __future__ import annotations

import json

import pytest

from pipeline.ranking import loro
from pipeline.ranking.train_prior import MODEL, read_rows_file
from tests.ranking_support import PRIOR_CV_FLOOR, PRIOR_DECISIONS, assert_slice_rows

#: slice -> (rows, kept, rows per phenomenon: conjunction, implicature, presupposition, vc)
SLICES = {
    "s1205g": (282, 202, (90, 20, 85, 87)),
    "s1205h": (309, 244, (90, 43, 89, 87)),
}


@pytest.fixture(scope="module")
def rows() -> list[dict]:
    return read_rows_file()


@pytest.mark.parametrize("name", sorted(SLICES))
def test_the_rows_hold_the_slice_once_with_records(rows: list[dict], name: str) -> None:
    assert_slice_rows(rows, name, SLICES[name])


def test_the_new_rows_carry_the_register_features(rows: list[dict]) -> None:
    # rk34's ``reg.`` features are computed for every row with a record: the new rows too
    new = [r for r in rows if r["origin"] == "blind-review:s1205g:e"]
    assert any(k.startswith("reg.") for r in new for k in r["features"])


def test_the_new_slices_come_last_in_judging_order(rows: list[dict]) -> None:
    from pipeline.ranking.holdout import slice_order

    # stop 82 (rk36): + s1205i (297 rows) after s1205h
    # stop 83 (rk37): + s1205j (272 rows) after s1205i
    # stop 84 (rk38): + s1205k, s1205l after s1205j; (rk39): + s1205m, s1205n; 85 (rk40): + p
    # 86 (rk41): + q; (rk42): + r; 88 (rk43): + s; (rk44): + t; 89 (rk45): + u, v
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
    assert slice_order(rows)[-44:-41] == ["s1205f", "s1205g", "s1205h"]
    assert len(rows) == PRIOR_DECISIONS


def test_the_prior_is_fit_on_both_slices() -> None:
    model = json.loads(MODEL.read_text())
    for name, (n, _, _) in SLICES.items():
        assert model["trained_on"]["rows"][f"blind-review:{name}:e"] == n
    assert model["n_decisions"] == PRIOR_DECISIONS  # stop 82 (rk36): + s1205i
    # rk34's 157-slice prior: 0.8062 (floor 0.8062 - 0.002 up to stop 94's rk51, crossed by rk52)
    assert model["cv_auc"] >= PRIOR_CV_FLOOR


def test_the_slices_are_held_out_with_their_registers() -> None:
    assert loro.register_of({"origin": "blind-review:s1205g:e"}) == "crossfire"
    assert loro.register_of({"origin": "blind-review:s1205h:e"}) == "ufoai"
    # stop 82 (rk36): + s1205i, a second UFO: AI chunk
    assert [s for s, reg in loro.REGISTERS.items() if reg == "ufoai"] == ["s1205h", "s1205i"]
