"""Stop 95 (rk53): the sets judged after rk52 join the keep prior's rows in judging order,
appended by ``benchmarks/rk50_rows.py``: the blind A/B ``ab94`` (vader lines 1,601-5,600, int94
e36fea19 against main c58c54d0), the slices ``s9402`` (food reviews) and ``s9404`` (vader), drawn
after stop 94's changes, the A/B ``ab94b`` (vader lines 7,201-14,962, the stop's end code against
main), and ``s9501`` (Battle for Wesnoth's campaign story and dialogue, the register ``games`` of
stop 58's Wesnoth lines). Vader rows hold features only (rk52's licence reason); food-review and
Wesnoth (GPL) rows keep their records. The prior is refit on them (pipeline/ranking/prior/README.md,
"Stop 95: rk53")."""

from __future__ import annotations

import importlib.util
import json
import sys
from collections import Counter
from pathlib import Path

import pytest

from tests.ranking_support import (
    PRIOR_CV_FLOOR,
    PRIOR_DECISIONS,
    PRIOR_SLICES,
    assert_appended_blocks,
)

#: (rows, kept, rows per phenomenon in ``PHENOMENA`` order) of each set, in judging order; every
#: judged pair item matched one warehouse pair (146, 141 and 130 verdicts of the slices are of
#: trigger-only items, no ``e``).
SETS = {
    "ab-review:ab94:e": (23, 10, (16, 3, 4, 0)),
    "blind-review:s9402:e": (305, 208, (90, 45, 87, 83)),
    "blind-review:s9404:e": (303, 232, (90, 41, 88, 84)),
    "ab-review:ab94b:e": (76, 27, (60, 0, 11, 5)),
    "blind-review:s9501:e": (282, 206, (87, 21, 89, 85)),
}
#: rk52's rows, unchanged before these
RK52_ROWS = 63_740
#: rk53's rows (stop 96, rk54: s9502, ab95 and s9601 come after them, tests/test_stop96_rk54.py)
RK53_ROWS = 64_729
BENCH = Path(__file__).resolve().parents[1] / "benchmarks"


def _bench(name: str, monkeypatch):
    monkeypatch.syspath_prepend(str(BENCH))
    spec = importlib.util.spec_from_file_location(f"{name}_t53", BENCH / f"{name}.py")
    mod = importlib.util.module_from_spec(spec)
    sys.modules[f"{name}_t53"] = mod
    spec.loader.exec_module(mod)
    return mod


@pytest.fixture(scope="module")
def rows() -> list[dict]:
    from pipeline.ranking.train_prior import read_rows_file

    return read_rows_file()


def test_the_five_sets_come_last_in_judging_order(rows: list[dict]) -> None:
    from pipeline.ranking.holdout import slice_order

    assert RK52_ROWS + sum(n for n, _, _ in SETS.values()) == RK53_ROWS
    assert len(rows) == PRIOR_DECISIONS
    origins = [r["origin"] for r in rows]
    # rk52's rows end with s9403's and hold none of the new origins
    assert origins[RK52_ROWS - 1] == "blind-review:s9403:e"
    assert not set(origins[:RK52_ROWS]) & set(SETS)
    start = assert_appended_blocks(rows, RK52_ROWS, SETS)
    assert start == RK53_ROWS
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
    assert slice_order(rows)[-20:-15] == ["s9401", "s9403", "s9402", "s9404", "s9501"]
    assert not set(origins[RK53_ROWS:]) & set(SETS)


def test_vader_rows_hold_features_only_and_the_others_keep_their_records(rows: list[dict]) -> None:
    from pipeline.ranking import loro

    new = rows[RK52_ROWS:RK53_ROWS]
    regs = Counter(
        (r["origin"].split(":")[1], loro.text_register_of(r), "record" in r) for r in new
    )
    assert regs == {
        ("ab94", "vader", False): 23,
        ("s9402", "finefoods", True): 305,
        ("s9404", "vader", False): 303,
        ("ab94b", "vader", False): 76,
        ("s9501", "games", True): 282,
    }
    allowed = {"features", "label", "weight", "group", "origin", "phenomenon", "feature_version"}
    allowed |= {"missing_features"}  # stop 99 (rk58): version 9, rows without a record
    vader = [r for r in new if loro.text_register_of(r) == "vader"]
    assert all(r["features"] and set(r) <= allowed | {"draw"} for r in vader)
    # one register per A/B directory (both vader sources are vader): no row names its own
    assert not any("register" in r for r in new)
    ab = [r for r in new if r["origin"].startswith("ab-review:")]
    draws = Counter((r["origin"].split(":")[1], r["draw"]) for r in ab)
    assert draws == {
        ("ab94", "old"): 13,
        ("ab94", "new"): 10,
        ("ab94b", "old"): 45,
        ("ab94b", "new"): 31,
    }
    for name in ("s9402", "s9501"):
        recs = [r["record"]["pair_id"] for r in new if r["origin"] == f"blind-review:{name}:e"]
        assert len(set(recs)) == len(recs)


def test_s9501_is_games_with_stop_58s_wesnoth_lines_and_no_register_is_new() -> None:
    from pipeline.ranking import loro

    assert loro.register_of({"origin": "blind-review:s9501:e"}) == "games"
    # s1202f (Stellarium and Wesnoth lines 1-1,665) is games too: holding games out holds out
    # every Wesnoth row together
    assert loro.register_of({"origin": "blind-review:s1202f:e"}) == "games"
    assert {"s1202f", "s9501"} <= {s for s, g in loro.REGISTERS.items() if g == "games"}
    assert loro.register_of({"origin": "blind-review:s9402:e"}) == "finefoods"
    assert loro.register_of({"origin": "blind-review:s9404:e"}) == "vader"
    assert loro.text_register_of({"origin": "ab-review:ab94:e"}) == "vader"
    assert loro.text_register_of({"origin": "ab-review:ab94b:e"}) == "vader"
    # near misses: the registers around them are unchanged
    assert loro.register_of({"origin": "blind-review:s1205f:e"}) == "freeorion"
    assert loro.register_of({"origin": "blind-review:s1205c:e"}) == "crossfire"
    assert loro.register_of({"origin": "blind-review:s9403:e"}) == "vader"
    assert loro.register_of({"origin": "blind-review:s9401:e"}) == "finefoods"
    assert loro.text_register_of({"origin": "ab-review:ab93:e"}) is None  # mixed: rows name it


def test_the_wesnoth_pools_sources_map_to_games(tmp_path, monkeypatch) -> None:
    """A later A/B of Wesnoth text is registered by its sentences' sources (``SOURCE_REGISTERS``):
    the two that ``fresh_pools.wesnoth_docs`` writes are both ``games``."""
    from pipeline.ranking import loro

    units = tmp_path / "data" / "units"
    units.mkdir(parents=True)
    (units / "mage.cfg").write_text(
        '[unit_type]\n    description= _ "Constructed mages study the arcane arts for many long '
        'years in the towers."\n[/unit_type]\n'
    )
    (units / "talk.cfg").write_text(
        '[message]\n    message= _ "We must cross the constructed river before the winter '
        'comes, my friend."\n[/message]\n'
    )
    mod = _bench("fresh_pools", monkeypatch)
    docs, src = mod.wesnoth_docs(tmp_path)
    assert sorted(src.values()) == ["wesnoth-dialogue", "wesnoth-lore"]
    for source in src.values():
        assert loro.SOURCE_REGISTERS[f"{source}:some/file".split(":", 1)[0]] == "games"
    # near miss: an unknown source has no register
    assert loro.SOURCE_REGISTERS.get("wesnoth") is None


def test_the_prior_is_refit_with_the_five_sets() -> None:
    from pipeline.ranking.train_prior import MODEL

    data = json.loads(MODEL.read_text())
    # rk53's prior-5dc3d65ad356; the model-id pin moved to tests/test_stop96_rk54.py
    assert data["n_decisions"] == PRIOR_DECISIONS and data["feature_version"] == "9"
    for origin, (n, _, _) in SETS.items():
        assert data["trained_on"]["rows"][origin] == n
    slices = {k.split(":")[1] for k in data["trained_on"]["rows"] if k.startswith("blind-review:")}
    assert len(slices) == PRIOR_SLICES  # rk53: 185
    # rk52's prior: 0.80387; the refit with the five sets: 0.80494
    assert data["cv_auc"] >= 0.8049 - 0.003
    assert data["cv_auc"] >= PRIOR_CV_FLOOR
