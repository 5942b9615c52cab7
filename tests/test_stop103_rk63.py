"""Stop 103 (rk63): the three sets judged at stop 102 join the keep prior's rows in judging order,
appended by ``benchmarks/rk50_rows.py``: the blind slice ``s10201`` (norvig lines 33,601-35,200,
int102 79136082, register ``gutenberg``), the blind A/B ``ab102`` (norvig lines 35,201-38,182,
main ad3233c5 against int102 79136082, ``gutenberg``) and the blind A/B ``ab103`` (the Brown pool,
lines 36,001-39,000, int102 79136082 against main ae80dfe3, register ``brown``), all with records.
The prior is refit on them (pipeline/ranking/prior/README.md, "Stop 103: rk63")."""

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

#: (rows, kept, rows per phenomenon in ``PHENOMENA`` order) of each set, in judging order
#: (s10201, then ab102, then ab103); the slice's 137 trigger-only verdicts carry no ``e`` and give
#: no row. ab102 judged conjunction and presupposition pairs only, ab103 conjunction only (the
#: two code versions wrote the same pairs of the other phenomena).
SETS = {
    "blind-review:s10201:e": (300, 210, (87, 44, 87, 82)),
    "ab-review:ab102:e": (42, 21, (37, 0, 5, 0)),
    "ab-review:ab103:e": (30, 19, (30, 0, 0, 0)),
}
#: rk61's rows, unchanged before these
RK61_ROWS = 68_341
#: sha256 of the first RK61_ROWS uncompressed lines of rk61's ``training_rows.jsonl.gz``
RK61_SHA256 = "fc977c470c9cd4dc4eb2d7a427d52a39cc24521e1bfe33efeb6b82f5d1aa1f0d"
#: rk63's rows (stop 103, rk64: s10301 comes after them, tests/test_stop103_rk64.py)
RK63_ROWS = 68_713


@pytest.fixture(scope="module")
def rows() -> list[dict]:
    from pipeline.ranking.train_prior import read_rows_file

    return read_rows_file()


def test_the_earlier_rows_are_byte_identical() -> None:
    assert rows_prefix_sha256(RK61_ROWS) == RK61_SHA256


def test_the_three_sets_come_last_in_judging_order(rows: list[dict]) -> None:
    from pipeline.ranking.holdout import slice_order

    assert RK61_ROWS + sum(n for n, _, _ in SETS.values()) == RK63_ROWS
    assert len(rows) == PRIOR_DECISIONS
    origins = [r["origin"] for r in rows]
    # rk61's rows end with s10102's and hold none of the new origins
    assert origins[RK61_ROWS - 1] == "blind-review:s10102:e"
    assert not set(origins[:RK61_ROWS]) & set(SETS)
    assert assert_appended_blocks(rows, RK61_ROWS, SETS) == RK63_ROWS
    # an A/B directory is no slice: s10201 was the last slice, s10102 the one before it
    # stop 103 (rk64): + s10301
    # stop 104 (rk65): + s10302, s10401
    assert slice_order(rows)[-6:-3] == ["s10101", "s10102", "s10201"]


def test_the_new_rows_are_version_9_with_records(rows: list[dict]) -> None:
    from pipeline.ranking import FEATURE_VERSION, features_of, loro

    new = rows[RK61_ROWS:RK63_ROWS]
    assert Counter(
        (r["origin"].split(":")[1], loro.text_register_of(r), "record" in r, r.get("draw"))
        for r in new
    ) == {
        ("s10201", "gutenberg", True, None): 300,
        ("ab102", "gutenberg", True, "old"): 31,
        ("ab102", "gutenberg", True, "new"): 11,
        ("ab103", "brown", True, "new"): 30,
    }
    assert all(r["feature_version"] == FEATURE_VERSION for r in new)
    assert not any("register" in r or "missing_features" in r for r in new)
    for origin, (n, _, _) in SETS.items():
        assert len({r["record"]["pair_id"] for r in new if r["origin"] == origin}) == n
    # stored features are the code's (four places)
    for r in new[::20]:
        got = features_of(r["record"])
        assert got.keys() == r["features"].keys(), r["record"]["pair_id"]
        assert all(abs(got[k] - r["features"][k]) < 1e-4 for k in got)


def test_the_sets_have_known_registers_and_no_register_is_new() -> None:
    from pipeline.ranking import loro

    assert loro.register_of({"origin": "blind-review:s10201:e"}) == "gutenberg"
    assert loro.text_register_of({"origin": "ab-review:ab102:e"}) == "gutenberg"
    # ab103's text is the Brown pool: the register of the Brown slices, not a new one
    assert loro.text_register_of({"origin": "ab-review:ab103:e"}) == "brown"
    assert loro.register_of({"origin": "blind-review:s1201b:e"}) == "brown"
    # every A/B register is the register of some blind slice
    assert set(loro.AB_REGISTERS.values()) <= set(loro.REGISTERS.values())
    assert {s for s, g in loro.REGISTERS.items() if g == "gutenberg"} == {
        "s9701",
        "s9702",
        "s9801",
        "s9802",
        "s10001",
        "s10002",
        "s10101",
        "s10102",
        "s10201",
    }
    assert {a for a, g in loro.AB_REGISTERS.items() if g == "gutenberg"} == {
        "ab97",
        "ab97b",
        "ab98",
        "ab100",
        "ab101",
        "ab102",
    }
    # stop 104 (rk65): + ab105 (Brown text, tests/test_stop104_rk65.py)
    assert {a for a, g in loro.AB_REGISTERS.items() if g == "brown"} == {"ab103", "ab105"}
    # near misses: the next slice and the lost stop-99 sets are not named, nor the next A/B
    # (stop 103, rk64: s10301 is now, ``wiki``, tests/test_stop103_rk64.py)
    for name in ("s10202", "s9901", "s9902"):
        assert loro.register_of({"origin": f"blind-review:{name}:e"}) == loro.DEV
    # (stop 104, rk65: ab104 and ab105 are now, tests/test_stop104_rk65.py)
    assert "ab99" not in loro.AB_REGISTERS and "ab106" not in loro.AB_REGISTERS


def test_the_prior_is_refit_with_the_three_sets() -> None:
    from pipeline.ranking.train_prior import MODEL

    data = json.loads(MODEL.read_text())
    # rk63's prior-11db5755ac2a; the model-id pin moved to tests/test_stop103_rk64.py (rk64)
    assert data["model_id"].startswith("prior-")
    assert data["n_decisions"] == PRIOR_DECISIONS and data["feature_version"] == "9"
    for origin, (n, _, _) in SETS.items():
        assert data["trained_on"]["rows"][origin] == n
    slices = {k.split(":")[1] for k in data["trained_on"]["rows"] if k.startswith("blind-review:")}
    assert len(slices) == PRIOR_SLICES  # rk63: 197
    # rk61's prior: 0.80444; the refit with the three sets: 0.80424
    assert data["cv_auc"] >= 0.8042 - 0.003
    assert data["cv_auc"] >= PRIOR_CV_FLOOR
