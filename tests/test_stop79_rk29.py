"""Stop 79 (rk29): the prior refit with the blind verdicts of the three GIMP User Manual slices
s1204t, s1204u (judged at stop 78's 91d927ea and d98c1146) and s1204v (lines 3,201-4,800 of the
pool, judged at main 53d2bac2) (docs/review.md, "Stop 79 (rk29)";
pipeline/ranking/prior/README.md, "One hundred and forty-seven slices").

These tests hold that the shipped rows carry each slice's judged pair items once, with records
(so a later ``FEATURE_VERSION`` change can refeaturise them without the warehouse), that the
shipped model was fit on them, and that leave-one-register-out holds the three out together as
one register.
"""

from __future__ import annotations

import json
from collections import Counter

import pytest

from pipeline.ranking import loro
from pipeline.ranking.loso import slice_of
from pipeline.ranking.train_prior import MODEL, read_rows_file
from tests.ranking_support import PRIOR_DECISIONS, PRIOR_SLICES

#: (rows, kept, rows per phenomenon) of each slice's judged pair items (column ``e``; the
#: candidate items have no ``e`` and give no row). No item of these slices was judged twice.
SLICES = {
    "s1204t": (
        311,
        210,
        {"conjunction": 90, "presupposition": 87, "verb_complement": 79, "implicature": 55},
    ),
    "s1204u": (
        312,
        215,
        {"conjunction": 88, "presupposition": 86, "verb_complement": 86, "implicature": 52},
    ),
    "s1204v": (
        306,
        212,
        {"conjunction": 89, "presupposition": 87, "verb_complement": 87, "implicature": 43},
    ),
}


@pytest.fixture(scope="module")
def rows() -> list[dict]:
    return read_rows_file()


@pytest.mark.parametrize("name", sorted(SLICES))
def test_the_rows_hold_the_slice_once_with_records(rows: list[dict], name: str) -> None:
    n, kept, by_phen = SLICES[name]
    new = [r for r in rows if slice_of(r) == name]
    assert len(new) == n and sum(r["label"] for r in new) == kept
    assert all(r.get("record") for r in new)
    # appended once: no pair occurs twice
    assert max(Counter(r["record"]["pair_id"] for r in new).values()) == 1
    assert Counter(r["phenomenon"] for r in new) == by_phen


def test_the_rows_count_147_slices(rows: list[dict]) -> None:
    # stop 82 (rk35): + s1205g, s1205h (591 rows, two slices)
    # stop 82 (rk36): + s1205i (297 rows, one slice)
    # stop 80: + s1204w/x/y; 81: + z, 1205a/b, c/d/e; 82: + f (rk34)
    assert len(rows) == PRIOR_DECISIONS
    assert len({s for r in rows if (s := slice_of(r))}) == PRIOR_SLICES  # stop 82 (rk34): + s1205f


def test_the_prior_is_fit_on_the_three_slices() -> None:
    model = json.loads(MODEL.read_text())
    for name, (n, _, _) in SLICES.items():
        assert model["trained_on"]["rows"][f"blind-review:{name}:e"] == n
    # stop 82 (rk36): + s1205i
    # stop 80 (rk30, rk31), 81 (rk32, rk33), 82 (rk34, rk35)
    assert model["n_decisions"] == PRIOR_DECISIONS


def test_the_gimp_slices_are_held_out_together() -> None:
    row = {"origin": "blind-review:s1204t:e", "features": {}, "label": 1}
    for name in ("s1204t", "s1204u", "s1204v"):
        assert loro.register_of(row | {"origin": f"blind-review:{name}:e"}) == "gimp"
    # the slices around them keep their registers
    assert loro.register_of(row | {"origin": "blind-review:s1204s:e"}) == "gnucash"
    assert loro.register_of(row | {"origin": "blind-review:s1204r:e"}) == "debian"
