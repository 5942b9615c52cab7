"""Stop 104 (rk65): the four sets judged since rk64 join the keep prior's rows in judging order,
appended by ``benchmarks/rk50_rows.py`` with their records: the blind slice ``s10302`` (the
wikivital pool, lines 31,601-33,200, int103 93b3fc0b, register ``wiki``), the blind A/B ``ab104``
(wikivital lines 33,201-35,367, main 52280642 against int103 93b3fc0b, ``wiki``), the blind A/B
``ab105`` (the Brown pool, lines 39,001-43,069, main 52280642 against int103 f87ef31a, ``brown``)
and the blind slice ``s10401`` (the State of the Union pool, lines 4,001-5,600, main 4cdbf0c6,
register ``sotu``, that of the pool's slices of stop 41). The prior is refit on them
(pipeline/ranking/prior/README.md, "Stop 104: rk65")."""

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
#: verdict files' times: s10302 22:52:27, ab104 22:52:30, ab105 23:46, s10401 00:44); the
#: slices' 158 and 138 trigger-only verdicts carry no ``e`` and give no row. ab104 judged no
#: implicature pair (both code versions wrote the same ones).
SETS = {
    "blind-review:s10302:e": (312, 242, (90, 64, 84, 74)),
    "ab-review:ab104:e": (33, 12, (20, 0, 7, 6)),
    "ab-review:ab105:e": (49, 25, (15, 8, 10, 16)),
    "blind-review:s10401:e": (315, 228, (90, 50, 88, 87)),
}
#: rk64's rows, unchanged before these
RK64_ROWS = 69_018
#: sha256 of the first RK64_ROWS uncompressed lines of rk64's ``training_rows.jsonl.gz``
RK64_SHA256 = "48f03e97167956f947f26c2d7a1eb93d1a8c0e553af4bb0afdbb2caed2e4154d"


@pytest.fixture(scope="module")
def rows() -> list[dict]:
    from pipeline.ranking.train_prior import read_rows_file

    return read_rows_file()


def test_the_earlier_rows_are_byte_identical() -> None:
    assert rows_prefix_sha256(RK64_ROWS) == RK64_SHA256


def test_the_four_sets_come_last_in_judging_order(rows: list[dict]) -> None:
    from pipeline.ranking.holdout import slice_order

    assert len(rows) == PRIOR_DECISIONS == RK64_ROWS + sum(n for n, _, _ in SETS.values())
    origins = [r["origin"] for r in rows]
    # rk64's rows end with s10301's and hold none of the new origins
    assert origins[RK64_ROWS - 1] == "blind-review:s10301:e"
    assert not set(origins[:RK64_ROWS]) & set(SETS)
    assert assert_appended_blocks(rows, RK64_ROWS, SETS) == len(rows)
    # an A/B directory is no slice
    assert slice_order(rows)[-4:] == ["s10201", "s10301", "s10302", "s10401"]


def test_the_new_rows_are_version_9_with_records(rows: list[dict]) -> None:
    from pipeline.ranking import FEATURE_VERSION, features_of, loro

    new = rows[RK64_ROWS:]
    assert Counter(
        (r["origin"].split(":")[1], loro.text_register_of(r), "record" in r, r.get("draw"))
        for r in new
    ) == {
        ("s10302", "wiki", True, None): 312,
        ("ab104", "wiki", True, "old"): 19,
        ("ab104", "wiki", True, "new"): 14,
        ("ab105", "brown", True, "old"): 33,
        ("ab105", "brown", True, "new"): 16,
        ("s10401", "sotu", True, None): 315,
    }
    # ab104: every `old` item rejected, 12 of 14 `new` kept
    assert Counter((r["draw"], r["label"]) for r in new if "ab104" in r["origin"]) == {
        ("old", 0): 19,
        ("new", 1): 12,
        ("new", 0): 2,
    }
    assert all(r["feature_version"] == FEATURE_VERSION for r in new)
    assert not any("register" in r or "missing_features" in r for r in new)
    # the slices' pairs are distinct; an A/B pair in both draws with the same text and pair_id
    # (its heuristic label differs) is two decisions: ab104 has two such, ab105 five
    unique = {"blind-review:s10302:e": 312, "ab-review:ab104:e": 31}
    unique |= {"ab-review:ab105:e": 44, "blind-review:s10401:e": 315}
    for origin, n in unique.items():
        assert len({r["record"]["pair_id"] for r in new if r["origin"] == origin}) == n
    # stored features are the code's (every twentieth row)
    for r in new[::20]:
        got = features_of(r["record"])
        assert got.keys() == r["features"].keys(), r["record"]["pair_id"]
        assert all(abs(got[k] - r["features"][k]) < 1e-4 for k in got)


def test_the_sets_have_known_registers_and_no_register_is_new() -> None:
    from pipeline.ranking import loro

    assert loro.register_of({"origin": "blind-review:s10302:e"}) == "wiki"
    assert loro.text_register_of({"origin": "ab-review:ab104:e"}) == "wiki"
    assert loro.text_register_of({"origin": "ab-review:ab105:e"}) == "brown"
    # s10401 is the State of the Union pool: the register of stop 41's slices of it
    assert loro.register_of({"origin": "blind-review:s10401:e"}) == "sotu"
    assert {s for s, g in loro.REGISTERS.items() if g == "sotu"} == {
        "s1130e",
        "s1130f",
        "s1130g",
        "s10401",
    }
    assert set(loro.AB_REGISTERS.values()) <= set(loro.REGISTERS.values())
    assert {a for a, g in loro.AB_REGISTERS.items() if g == "wiki"} == {"ab104"}
    assert {a for a, g in loro.AB_REGISTERS.items() if g == "brown"} == {"ab103", "ab105"}
    # near misses: the next slices and the next A/B are not named
    for name in ("s10303", "s10402"):
        assert loro.register_of({"origin": f"blind-review:{name}:e"}) == loro.DEV
    assert "ab106" not in loro.AB_REGISTERS


def test_the_prior_is_refit_with_the_four_sets() -> None:
    from pipeline.ranking.train_prior import MODEL

    data = json.loads(MODEL.read_text())
    assert data["model_id"] == "prior-f50fc5236cef"
    assert data["n_decisions"] == PRIOR_DECISIONS and data["feature_version"] == "9"
    for origin, (n, _, _) in SETS.items():
        assert data["trained_on"]["rows"][origin] == n
    slices = {k.split(":")[1] for k in data["trained_on"]["rows"] if k.startswith("blind-review:")}
    assert len(slices) == PRIOR_SLICES == 200
    # rk64's prior: 0.80441; the refit with the four sets: 0.80463
    assert data["cv_auc"] >= 0.8046 - 0.003
    assert data["cv_auc"] >= PRIOR_CV_FLOOR
