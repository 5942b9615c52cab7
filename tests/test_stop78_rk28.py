"""Stop 78 (rk28): the prior refit with the blind verdicts of the Debian Developer's Reference
slice s1204r and the third GnuCash-manual slice s1204s (docs/review.md, "Stop 78 (rk28)";
pipeline/ranking/prior/README.md, "One hundred and forty-four slices").

These tests hold that the shipped rows carry each slice's judged pair items once, with records
(so a later ``FEATURE_VERSION`` change can refeaturise them without the warehouse), that the
shipped model was fit on them, and that leave-one-register-out holds s1204r out with the other
Debian documentation slice and s1204s with the other GnuCash slices.
"""

from __future__ import annotations

import json
from collections import Counter

import pytest

from pipeline.ranking import loro
from pipeline.ranking.loso import slice_of
from pipeline.ranking.train_prior import MODEL, read_rows_file
from tests.ranking_support import PRIOR_DECISIONS, PRIOR_SLICES

#: (rows, kept, rows per phenomenon, pairs judged twice) of each slice's judged pair items
#: (column ``e``). s1204s's items pres-051/pres-071 and pres-055/pres-073 show the same premise
#: and hypothesis (two warehouse pairs of one "only" sentence with identical text); both were
#: judged, and ``verdict_rows`` matches an item to the first stored pair with its text, so
#: those two pairs carry two verdicts each (all four kept).
SLICES = {
    "s1204r": (
        305,
        234,
        {"conjunction": 89, "presupposition": 88, "verb_complement": 82, "implicature": 46},
        0,
    ),
    "s1204s": (
        292,
        192,
        {"conjunction": 88, "presupposition": 89, "verb_complement": 78, "implicature": 37},
        2,
    ),
}


@pytest.fixture(scope="module")
def rows() -> list[dict]:
    return read_rows_file()


@pytest.mark.parametrize("name", sorted(SLICES))
def test_the_rows_hold_the_slice_once_with_records(rows: list[dict], name: str) -> None:
    n, kept, by_phen, twice = SLICES[name]
    new = [r for r in rows if slice_of(r) == name]
    assert len(new) == n and sum(r["label"] for r in new) == kept
    assert all(r.get("record") for r in new)
    # appended once: only the pairs judged twice occur twice, none more often
    counts = Counter(r["record"]["pair_id"] for r in new)
    assert max(counts.values()) <= 2
    assert sum(1 for v in counts.values() if v == 2) == twice
    assert Counter(r["phenomenon"] for r in new) == by_phen


def test_the_rows_count_144_slices(rows: list[dict]) -> None:
    # stop 82 (rk35): + s1205g, s1205h (591 rows, two slices)
    # stop 82 (rk36): + s1205i (297 rows, one slice)
    # stop 80: + s1204w/x/y; 81: + z, 1205a/b, c/d/e; 82: + f (rk34)
    assert len(rows) == PRIOR_DECISIONS
    assert len({s for r in rows if (s := slice_of(r))}) == PRIOR_SLICES  # stop 82 (rk34): + s1205f


def test_the_prior_is_fit_on_both_slices() -> None:
    model = json.loads(MODEL.read_text())
    for name, (n, _, _, _) in SLICES.items():
        assert model["trained_on"]["rows"][f"blind-review:{name}:e"] == n
    # stop 82 (rk36): + s1205i
    # stop 80 (rk30, rk31), 81 (rk32, rk33), 82 (rk34, rk35)
    assert model["n_decisions"] == PRIOR_DECISIONS


def test_the_new_slices_are_held_out_with_their_registers() -> None:
    row = {"origin": "blind-review:s1204r:e", "features": {}, "label": 1}
    assert loro.register_of(row) == "debian"
    # the Debian Administrator's Handbook slice of stop 57 is the same register
    assert loro.register_of(row | {"origin": "blind-review:s1202d:e"}) == "debian"
    for name in ("s1204p", "s1204q", "s1204s"):
        assert loro.register_of(row | {"origin": f"blind-review:{name}:e"}) == "gnucash"
