"""Stop 100 (rk59): the slice judged this stop joins the keep prior's rows, appended by
``benchmarks/rk50_rows.py``: the norvig pool's slice ``s10001`` (lines 20,801-22,400, int100
f6d8a891), register ``gutenberg`` with records. Stop 99's sets (s9901, ab99, s9902) were judged
on a machine that is gone and their verdicts are lost: they are not in the rows. The prior is
refit on the new rows (pipeline/ranking/prior/README.md, "Stop 100: rk59")."""

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

#: (rows, kept, rows per phenomenon in ``PHENOMENA`` order); 134 trigger-only verdicts carry no
#: ``e`` and give no row.
SETS = {"blind-review:s10001:e": (303, 219, (90, 36, 90, 87))}
#: rk57's (and rk58's) rows, unchanged before these
RK58_ROWS = 67_025
#: sha256 of the first RK58_ROWS uncompressed lines of rk58's ``training_rows.jsonl.gz``
RK58_SHA256 = "0c14e43a417f21d2ea8369035b1113f855283cf9bb688f4935555404c9cef753"
#: rk59's rows (stop 101, rk60: ab100 and s10002 come after them, tests/test_stop101_rk60.py)
RK59_ROWS = 67_328


@pytest.fixture(scope="module")
def rows() -> list[dict]:
    from pipeline.ranking.train_prior import read_rows_file

    return read_rows_file()


def test_the_earlier_rows_are_byte_identical() -> None:
    assert rows_prefix_sha256(RK58_ROWS) == RK58_SHA256


def test_the_slice_comes_last(rows: list[dict]) -> None:
    from pipeline.ranking.holdout import slice_order

    assert RK58_ROWS + sum(n for n, _, _ in SETS.values()) == RK59_ROWS
    assert len(rows) == PRIOR_DECISIONS
    origins = [r["origin"] for r in rows]
    # rk58's rows end with s9802's and hold none of the new origin
    assert origins[RK58_ROWS - 1] == "blind-review:s9802:e"
    assert not set(origins[:RK58_ROWS]) & set(SETS)
    assert assert_appended_blocks(rows, RK58_ROWS, SETS) == RK59_ROWS
    # stop 101 (rk60): + s10002
    # stop 101 (rk61): + s10101, s10102
    # stop 103 (rk63): + s10201
    # stop 103 (rk64): + s10301
    # stop 104 (rk65): + s10302, s10401
    assert slice_order(rows)[-10:-7] == ["s9801", "s9802", "s10001"]
    # stop 99's sets were lost with their machine: none is in the rows
    assert not {"s9901", "s9902", "ab99"} & {o.split(":")[1] for o in origins}


def test_the_new_rows_are_gutenberg_version_9_with_records(rows: list[dict]) -> None:
    from pipeline.ranking import FEATURE_VERSION, features_of, loro

    new = rows[RK58_ROWS:RK59_ROWS]
    assert Counter(
        (loro.text_register_of(r), "record" in r, r["feature_version"]) for r in new
    ) == {("gutenberg", True, FEATURE_VERSION): 303}
    assert not any("register" in r or "missing_features" in r for r in new)
    assert len({r["record"]["pair_id"] for r in new}) == 303
    # stored features are the code's (four places)
    for r in new[::30]:
        got = features_of(r["record"])
        assert got.keys() == r["features"].keys(), r["record"]["pair_id"]
        assert all(abs(got[k] - r["features"][k]) < 1e-4 for k in got)


def test_s10001_is_gutenberg_and_no_register_is_new() -> None:
    from pipeline.ranking import loro

    assert loro.register_of({"origin": "blind-review:s10001:e"}) == "gutenberg"
    # (stop 101, rk60: s10002 is gutenberg too, tests/test_stop101_rk60.py)
    # (rk61: s10101, s10102 too, tests/test_stop101_rk61.py; stop 103, rk63: s10201,
    # tests/test_stop103_rk63.py)
    later = {"s10002", "s10101", "s10102", "s10201"}
    assert {s for s, g in loro.REGISTERS.items() if g == "gutenberg"} - later == {
        "s9701",
        "s9702",
        "s9801",
        "s9802",
        "s10001",
    }
    # near misses: the lost stop-99 slices are not named (stop 101, rk60: s10002, the next
    # slice, is now)
    for name in ("s9901", "s9902"):
        assert loro.register_of({"origin": f"blind-review:{name}:e"}) == loro.DEV
    assert "ab99" not in loro.AB_REGISTERS


def test_the_prior_is_refit_with_s10001() -> None:
    from pipeline.ranking.train_prior import MODEL

    data = json.loads(MODEL.read_text())
    # rk59's prior-4ca409b77355; the model-id pin moved to tests/test_stop101_rk60.py (rk60)
    assert data["model_id"].startswith("prior-")
    assert data["n_decisions"] == PRIOR_DECISIONS and data["feature_version"] == "9"
    assert data["trained_on"]["rows"]["blind-review:s10001:e"] == 303
    slices = {k.split(":")[1] for k in data["trained_on"]["rows"] if k.startswith("blind-review:")}
    assert len(slices) == PRIOR_SLICES  # rk59: 193
    # rk58's prior: 0.80419; the refit with s10001: 0.80436
    assert data["cv_auc"] >= 0.8044 - 0.003
    assert data["cv_auc"] >= PRIOR_CV_FLOOR
    # rk58's two features still weigh against a pair
    assert data["weights"]["impl.not_all_comma_subject"] < 0
    assert data["weights"]["presup.hyp_pronoun_named_before"] < 0
