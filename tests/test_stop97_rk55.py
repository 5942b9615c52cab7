"""Stop 97 (rk55): the sets judged after rk54 join the keep prior's rows in judging order,
appended by ``benchmarks/rk50_rows.py``: stop 96's after-slice ``s9602`` (Battle for Wesnoth,
lines 9,601-11,200, int96 dcaebc84) and the blind A/B ``ab96`` (Wesnoth lines 11,201-12,636, six
items, stop 96's code against main). Both are the register ``games`` (rk53's s9501 reason) and
keep their records (GPL text). The prior is refit on them (pipeline/ranking/prior/README.md,
"Stop 97: rk55")."""

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
#: verdict files' times: s9602 01:43, ab96 02:05); every judged pair item matched one warehouse
#: pair (141 verdicts of s9602 are of trigger-only items, no ``e``).
SETS = {
    "blind-review:s9602:e": (319, 250, (90, 51, 90, 88)),
    "ab-review:ab96:e": (6, 5, (4, 0, 0, 2)),
}
#: rk54's rows, unchanged before these
RK54_ROWS = 65_378
#: rk55's rows (stop 98, rk56: s9701, s9702, ab97, ab97b come after them, tests/test_stop98_rk56.py)
RK55_ROWS = 65_703


@pytest.fixture(scope="module")
def rows() -> list[dict]:
    from pipeline.ranking.train_prior import read_rows_file

    return read_rows_file()


def test_the_two_sets_come_last_in_judging_order(rows: list[dict]) -> None:
    from pipeline.ranking.holdout import slice_order

    assert RK54_ROWS + sum(n for n, _, _ in SETS.values()) == RK55_ROWS
    assert len(rows) == PRIOR_DECISIONS
    origins = [r["origin"] for r in rows]
    # rk54's rows end with s9601's and hold none of the new origins
    assert origins[RK54_ROWS - 1] == "blind-review:s9601:e"
    assert not set(origins[:RK54_ROWS]) & set(SETS)
    start = assert_appended_blocks(rows, RK54_ROWS, SETS)
    assert start == RK55_ROWS
    # an A/B directory is no slice: s9602 was the last slice (stop 98, rk56: + s9701, s9702)
    # stop 99 (rk57): + s9801, s9802
    # stop 100 (rk59): + s10001
    # stop 101 (rk60): + s10002
    # stop 101 (rk61): + s10101, s10102
    # stop 103 (rk63): + s10201
    # stop 103 (rk64): + s10301
    # stop 104 (rk65): + s10302, s10401
    assert slice_order(rows)[-15:-12] == ["s9502", "s9601", "s9602"]
    assert not set(origins[RK55_ROWS:]) & set(SETS)


def test_the_wesnoth_rows_are_games_and_keep_their_records(rows: list[dict]) -> None:
    from pipeline.ranking import loro

    new = rows[RK54_ROWS:RK55_ROWS]
    regs = Counter(
        (r["origin"].split(":")[1], loro.text_register_of(r), "record" in r, r.get("draw"))
        for r in new
    )
    assert regs == {
        ("s9602", "games", True, None): 319,
        ("ab96", "games", True, "new"): 5,
        ("ab96", "games", True, "old"): 1,
    }
    # every sentence of ab96's warehouses is games, so no A/B row names its own register
    assert not any("register" in r for r in new)
    for origin in SETS:
        recs = [r["record"]["pair_id"] for r in new if r["origin"] == origin]
        assert len(set(recs)) == len(recs), origin


def test_the_two_sets_are_games_and_no_register_is_new() -> None:
    from pipeline.ranking import loro

    assert loro.register_of({"origin": "blind-review:s9602:e"}) == "games"
    assert loro.text_register_of({"origin": "ab-review:ab96:e"}) == "games"
    assert loro.AB_REGISTERS["ab96"] == "games"
    games = {s for s, g in loro.REGISTERS.items() if g == "games"}
    assert {"s1202f", "s9501", "s9502", "s9601", "s9602"} <= games
    # near misses: ab95 is unchanged (stop 98, rk56: s9701 is gutenberg, tests/test_stop98_rk56.py;
    # a slice not in ``REGISTERS`` is still the development register)
    # (stop 99, rk57: s9801 is gutenberg too, tests/test_stop99_rk57.py)
    assert loro.register_of({"origin": "blind-review:s9901:e"}) == loro.DEV
    assert loro.text_register_of({"origin": "ab-review:ab95:e"}) == "games"


def test_the_prior_is_refit_with_the_two_sets() -> None:
    from pipeline.ranking.train_prior import MODEL

    data = json.loads(MODEL.read_text())
    # rk55's prior-d782cd9e2875; the model-id pin moved to tests/test_stop98_rk56.py
    assert data["n_decisions"] == PRIOR_DECISIONS and data["feature_version"] == "9"
    for origin, (n, _, _) in SETS.items():
        assert data["trained_on"]["rows"][origin] == n
    slices = {k.split(":")[1] for k in data["trained_on"]["rows"] if k.startswith("blind-review:")}
    assert len(slices) == PRIOR_SLICES  # rk55: 188
    # rk54's prior: 0.80461; the refit with the two sets: 0.80420
    assert data["cv_auc"] >= 0.8042 - 0.003
    assert data["cv_auc"] >= PRIOR_CV_FLOOR
