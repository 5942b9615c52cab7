"""Stop 80 (rk30): the GIMP slices s1204w and s1204x in the prior's rows, and
``benchmarks/time_ordered_prior.py --without PREFIX`` (docs/review.md, "Stop 80: rk30").

rk30's three source-defect features (``features_fluency.py``) were measured and dropped at rk31
(no held-out gain for one extra parse per source sentence); ``tests/test_stop80_rk31.py`` checks
that they are gone.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

from pipeline.ranking.loso import slice_of
from pipeline.ranking.train_prior import read_rows_file

BENCH = Path(__file__).resolve().parents[1] / "benchmarks" / "time_ordered_prior.py"


def _bench():
    spec = importlib.util.spec_from_file_location("time_ordered_prior_rk30", BENCH)
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod
    spec.loader.exec_module(mod)
    return mod


def test_the_rows_hold_s1204w_and_s1204x_with_records() -> None:
    rows = read_rows_file()
    for name, n, kept in (("s1204w", 299, 203), ("s1204x", 311, 223)):
        new = [r for r in rows if slice_of(r) == name]
        assert len(new) == n and sum(r["label"] for r in new) == kept
        assert all(r.get("record") for r in new)


def test_without_drops_the_features_of_a_prefix_and_nothing_else() -> None:
    rows = [{"label": 1, "features": {"fl.a": 1.0, "flags.n": 2.0, "flag=x": 1.0, "cand.b": 1.0}}]
    out = _bench().without(rows, ["fl."])
    assert out[0]["features"] == {"flags.n": 2.0, "flag=x": 1.0, "cand.b": 1.0}
    assert rows[0]["features"]["fl.a"] == 1.0  # the input rows are not changed
