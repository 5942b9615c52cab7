"""Stop 96 (rk54): the sets judged after rk53 join the keep prior's rows in judging order,
appended by ``benchmarks/rk50_rows.py``: stop 95's after-slice ``s9502`` (Battle for Wesnoth,
lines 1,601-3,200, int95 4ca65a7c), the blind A/B ``ab95`` (Wesnoth lines 3,201-8,000, stop 95's
code against main) and this stop's before-slice ``s9601`` (Wesnoth lines 8,001-9,600, main
074b9c70). All three are the register ``games`` (rk53's s9501 reason: stop 58's Wesnoth lines
are already there) and keep their records (GPL text). The prior is refit on them
(pipeline/ranking/prior/README.md, "Stop 96: rk54")."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from tests.ranking_support import (
    PRIOR_CV_FLOOR,
    PRIOR_DECISIONS,
    PRIOR_SLICES,
    assert_appended_blocks,
)

#: (rows, kept, rows per phenomenon in ``PHENOMENA`` order) of each set, in judging order (the
#: verdict files' times: s9502 22:47, ab95 22:48, s9601 00:32); every judged pair item matched one
#: warehouse pair (131 and 133 verdicts of the slices are of trigger-only items, no ``e``).
SETS = {
    "blind-review:s9502:e": (289, 218, (90, 28, 86, 85)),
    "ab-review:ab95:e": (69, 39, (42, 0, 10, 17)),
    "blind-review:s9601:e": (291, 217, (89, 28, 90, 84)),
}
#: rk53's rows, unchanged before these
RK53_ROWS = 64_729
#: rk54's rows (stop 97, rk55: s9602 and ab96 come after them, tests/test_stop97_rk55.py)
RK54_ROWS = 65_378


@pytest.fixture(scope="module")
def rows() -> list[dict]:
    from pipeline.ranking.train_prior import read_rows_file

    return read_rows_file()


def test_the_three_sets_come_last_in_judging_order(rows: list[dict]) -> None:
    from pipeline.ranking.holdout import slice_order

    assert RK53_ROWS + sum(n for n, _, _ in SETS.values()) == RK54_ROWS
    assert len(rows) == PRIOR_DECISIONS
    origins = [r["origin"] for r in rows]
    # rk53's rows end with s9501's and hold none of the new origins
    assert origins[RK53_ROWS - 1] == "blind-review:s9501:e"
    assert not set(origins[:RK53_ROWS]) & set(SETS)
    start = assert_appended_blocks(rows, RK53_ROWS, SETS)
    assert start == RK54_ROWS
    # stop 97 (rk55): + s9602
    # stop 98 (rk56): + s9701, s9702
    # stop 99 (rk57): + s9801, s9802
    # stop 100 (rk59): + s10001
    # stop 101 (rk60): + s10002
    # stop 101 (rk61): + s10101, s10102
    # stop 103 (rk63): + s10201
    # stop 103 (rk64): + s10301
    # stop 104 (rk65): + s10302, s10401
    assert slice_order(rows)[-17:-13] == ["s9404", "s9501", "s9502", "s9601"]
    assert not set(origins[RK54_ROWS:]) & set(SETS)


def test_the_wesnoth_rows_are_games_and_keep_their_records(rows: list[dict]) -> None:
    from pipeline.ranking import loro

    new = rows[RK53_ROWS:RK54_ROWS]
    regs = Counter(
        (r["origin"].split(":")[1], loro.text_register_of(r), "record" in r, r.get("draw"))
        for r in new
    )
    assert regs == {
        ("s9502", "games", True, None): 289,
        ("ab95", "games", True, "old"): 39,
        ("ab95", "games", True, "new"): 30,
        ("s9601", "games", True, None): 291,
    }
    # both Wesnoth sources are games, so no A/B row names its own register
    assert not any("register" in r for r in new)
    for name in ("s9502", "s9601"):
        recs = [r["record"]["pair_id"] for r in new if r["origin"] == f"blind-review:{name}:e"]
        assert len(set(recs)) == len(recs)
    # an A/B pair id may come twice, once per draw: the same pair text under two labels
    # (ab95's 'learn to' under a modal: +/- in the old code, o/o in the new), judged apart
    ab = Counter(
        (r["record"]["pair_id"], r["draw"]) for r in new if r["origin"] == "ab-review:ab95:e"
    )
    assert max(ab.values()) == 1
    twice = Counter(p for p, _ in ab)
    assert [p for p, n in twice.items() if n > 1] == ["bed485e1fd54da8a"]


def test_the_three_sets_are_games_and_no_register_is_new() -> None:
    from pipeline.ranking import loro

    for s in ("s9501", "s9502", "s9601", "s1202f"):
        assert loro.register_of({"origin": f"blind-review:{s}:e"}) == "games"
    assert loro.text_register_of({"origin": "ab-review:ab95:e"}) == "games"
    assert loro.AB_REGISTERS["ab95"] == "games"
    games = {s for s, g in loro.REGISTERS.items() if g == "games"}
    assert {"s1202f", "s9501", "s9502", "s9601"} <= games
    # near misses: the registers of the sets judged just before are unchanged
    assert loro.register_of({"origin": "blind-review:s9402:e"}) == "finefoods"
    assert loro.register_of({"origin": "blind-review:s9404:e"}) == "vader"
    assert loro.text_register_of({"origin": "ab-review:ab94b:e"}) == "vader"
    # stop 97 (rk55): s9602 is games too (tests/test_stop97_rk55.py); a slice not in
    # ``REGISTERS`` is still the development register
    assert loro.register_of({"origin": "blind-review:s9602:e"}) == "games"
    assert loro.register_of({"origin": "blind-review:s9603:e"}) == loro.DEV


def test_the_prior_is_refit_with_the_three_sets() -> None:
    from pipeline.ranking.train_prior import MODEL

    data = json.loads(MODEL.read_text())
    # rk54's prior-2e872fc34ea6; the model-id pin moved to tests/test_stop97_rk55.py
    assert data["n_decisions"] == PRIOR_DECISIONS and data["feature_version"] == "9"
    for origin, (n, _, _) in SETS.items():
        assert data["trained_on"]["rows"][origin] == n
    slices = {k.split(":")[1] for k in data["trained_on"]["rows"] if k.startswith("blind-review:")}
    assert len(slices) == PRIOR_SLICES  # rk54: 187
    # rk53's prior: 0.80494; the refit with the three sets: 0.80461
    assert data["cv_auc"] >= 0.8046 - 0.003
    assert data["cv_auc"] >= PRIOR_CV_FLOOR
