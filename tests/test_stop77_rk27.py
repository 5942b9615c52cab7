"""Stop 77 (rk27): the prior refit with the blind verdicts of the two GnuCash-manual slices
s1204p and s1204q (docs/review.md, "Stop 77 (rk27)"; pipeline/ranking/prior/README.md, "One
hundred and forty-two slices").

These tests hold that the shipped rows carry each slice once, with records (so a later
``FEATURE_VERSION`` change can refeaturise them without the warehouse), that the shipped model
was fit on them, and that the leave-one-register-out measurement holds them out together as
one register (GnuCash) rather than keeping them in every fit as development slices.
"""

from __future__ import annotations

import json
from collections import Counter

import pytest

from pipeline.ranking import loro
from pipeline.ranking.loso import slice_of
from pipeline.ranking.train_prior import MODEL, read_rows_file
from tests.ranking_support import PRIOR_DECISIONS, PRIOR_SLICES

#: (rows, kept, rows per phenomenon) of each slice's judged pair items (column ``e``).
SLICES = {
    "s1204p": (
        282,
        200,
        {"conjunction": 90, "presupposition": 85, "verb_complement": 79, "implicature": 28},
    ),
    "s1204q": (
        302,
        208,
        {"conjunction": 90, "presupposition": 87, "verb_complement": 79, "implicature": 46},
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
    # appended once: no pair of the slice twice
    assert max(Counter(r["record"]["pair_id"] for r in new).values()) == 1
    assert Counter(r["phenomenon"] for r in new) == by_phen


def test_the_rows_count_144_slices(rows: list[dict]) -> None:
    # stop 78 (rk28): + s1204r, s1204s (tests/test_stop78_rk28.py)
    # stop 82 (rk35): + s1205g, s1205h (591 rows, two slices)
    # stop 82 (rk36): + s1205i (297 rows, one slice)
    # stop 80: + s1204w/x/y; 81: + z, 1205a/b, c/d/e; 82: + f (rk34)
    assert len(rows) == PRIOR_DECISIONS
    assert len({s for r in rows if (s := slice_of(r))}) == PRIOR_SLICES  # stop 82 (rk34): + s1205f


def test_the_prior_is_fit_on_both_slices() -> None:
    model = json.loads(MODEL.read_text())
    for name, (n, _, _) in SLICES.items():
        assert model["trained_on"]["rows"][f"blind-review:{name}:e"] == n
    # stop 82 (rk36): + s1205i
    # stop 80 (rk30, rk31), 81 (rk32, rk33), 82 (rk34, rk35)
    assert model["n_decisions"] == PRIOR_DECISIONS


def test_the_gnucash_slices_are_held_out_together() -> None:
    row = {"origin": "blind-review:s1204p:e", "features": {}, "label": 1}
    assert loro.register_of(row) == "gnucash"
    assert loro.register_of(row | {"origin": "blind-review:s1204q:e"}) == "gnucash"
    # the Python-documentation slice drawn before them stays where it was
    assert loro.register_of(row | {"origin": "blind-review:s1204o:e"}) == "pydoc"
