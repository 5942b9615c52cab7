"""Stop 103 (rk64): the blind slice ``s10301`` (the wikivital pool: lead sentences of English
Wikipedia vital articles, lines 30,001-31,600; main 52280642, ranked blind by
``prior-d9405b22b35b``) joins the keep prior's rows after rk63's, appended by
``benchmarks/rk50_rows.py`` with its records, in the register of the pool's earlier slices
(``wiki``). The prior is refit on them (pipeline/ranking/prior/README.md, "Stop 103: rk64")."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from tests.ranking_support import (
    PHENOMENA,
    PRIOR_CV_FLOOR,
    PRIOR_DECISIONS,
    PRIOR_SLICES,
    assert_appended_blocks,
    rows_prefix_sha256,
)

#: (rows, kept, rows per phenomenon in ``PHENOMENA`` order) of the slice; its 146 trigger-only
#: verdicts carry no ``e`` and give no row
SETS = {"blind-review:s10301:e": (305, 222, (90, 63, 83, 69))}
#: kept rows per phenomenon, in ``PHENOMENA`` order
KEPT = (65, 55, 51, 51)
#: rk63's rows, unchanged before these
RK63_ROWS = 68_713
#: sha256 of the first RK63_ROWS uncompressed lines of rk63's ``training_rows.jsonl.gz``
RK63_SHA256 = "f91b0c69a085946dd41fe27771b617de32e913687c556c3314de97966500cbc7"
#: rk64's rows (stop 104, rk65: s10302, ab104, ab105 and s10401 come after them,
#: tests/test_stop104_rk65.py)
RK64_ROWS = 69_018


@pytest.fixture(scope="module")
def rows() -> list[dict]:
    from pipeline.ranking.train_prior import read_rows_file

    return read_rows_file()


def test_the_earlier_rows_are_byte_identical() -> None:
    assert rows_prefix_sha256(RK63_ROWS) == RK63_SHA256


def test_the_slice_comes_last(rows: list[dict]) -> None:
    from pipeline.ranking.holdout import slice_order

    assert RK63_ROWS + sum(n for n, _, _ in SETS.values()) == RK64_ROWS
    assert len(rows) == PRIOR_DECISIONS
    origins = [r["origin"] for r in rows]
    # rk63's rows end with ab103's and hold none of the new origin
    assert origins[RK63_ROWS - 1] == "ab-review:ab103:e"
    assert not set(origins[:RK63_ROWS]) & set(SETS)
    assert assert_appended_blocks(rows, RK63_ROWS, SETS) == RK64_ROWS
    # stop 104 (rk65): + s10302, s10401
    assert slice_order(rows)[-5:-2] == ["s10102", "s10201", "s10301"]


def test_the_new_rows_are_wiki_version_9_with_records(rows: list[dict]) -> None:
    from pipeline.ranking import FEATURE_VERSION, features_of, loro

    new = rows[RK63_ROWS:RK64_ROWS]
    assert Counter(
        (r["origin"].split(":")[1], loro.text_register_of(r), "record" in r, r.get("draw"))
        for r in new
    ) == {("s10301", "wiki", True, None): 305}
    kept = Counter(r["phenomenon"] for r in new if r["label"])
    assert tuple(kept[p] for p in PHENOMENA) == KEPT
    assert sum(KEPT) == SETS["blind-review:s10301:e"][1]
    assert all(r["feature_version"] == FEATURE_VERSION for r in new)
    assert not any("register" in r or "missing_features" in r for r in new)
    assert len({r["record"]["pair_id"] for r in new}) == 305
    # stored features are the code's (four places)
    for r in new[::20]:
        got = features_of(r["record"])
        assert got.keys() == r["features"].keys(), r["record"]["pair_id"]
        assert all(abs(got[k] - r["features"][k]) < 1e-4 for k in got)


def test_s10301_is_wiki_and_no_register_is_new() -> None:
    from pipeline.ranking import loro

    assert loro.register_of({"origin": "blind-review:s10301:e"}) == "wiki"
    # the wikivital pool's earlier slices are the same register
    assert loro.register_of({"origin": "blind-review:s1130m:e"}) == "wiki"
    assert loro.register_of({"origin": "blind-review:s1201a:e"}) == "wiki"
    assert {s for s, g in loro.REGISTERS.items() if g == "wiki"} == {
        "s1130i",
        "s1130j",
        "s1130l",
        "s1130m",
        "s1130o",
        "s1130q",
        "s1130s",
        "s1130u",
        "s1130w",
        "s1130y",
        "s1201a",
        "s1201d",
        "s10301",
        "s10302",  # stop 104 (rk65), tests/test_stop104_rk65.py
    }
    # near misses: the slice after it and the one before in number are not named
    # (stop 104, rk65: s10302 is now, ``wiki``)
    for name in ("s10303", "s10202"):
        assert loro.register_of({"origin": f"blind-review:{name}:e"}) == loro.DEV


def test_the_prior_is_refit_with_the_slice() -> None:
    from pipeline.ranking.train_prior import MODEL

    data = json.loads(MODEL.read_text())
    # rk64's prior-a72a7171c682; the model-id pin moved to tests/test_stop104_rk65.py (rk65)
    assert data["model_id"].startswith("prior-")
    assert data["n_decisions"] == PRIOR_DECISIONS and data["feature_version"] == "9"
    for origin, (n, _, _) in SETS.items():
        assert data["trained_on"]["rows"][origin] == n
    slices = {k.split(":")[1] for k in data["trained_on"]["rows"] if k.startswith("blind-review:")}
    assert len(slices) == PRIOR_SLICES  # rk64: 198
    # rk63's prior: 0.80424; the refit with the slice: 0.80441
    assert data["cv_auc"] >= 0.8044 - 0.003
    assert data["cv_auc"] >= PRIOR_CV_FLOOR
