"""Stop 81 (rk32): the prior refit with the stop-80 slices s1204z (GIMP), s1205a and s1205b
(Python documentation), and the time-ordered measurement of a keep-score flag
(docs/review.md, "Stop 81: rk32")."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from pipeline.ranking import loro
from pipeline.ranking.loso import slice_of
from pipeline.ranking.train_prior import MODEL, read_rows_file

#: slice -> (rows, kept, rows per phenomenon: conjunction, implicature, presupposition, vc)
SLICES = {
    "s1204z": (302, 229, (90, 50, 84, 78)),
    "s1205a": (306, 235, (88, 50, 88, 80)),
    "s1205b": (324, 252, (90, 66, 85, 83)),
}
PHENOMENA = ("conjunction", "implicature", "presupposition", "verb_complement")


@pytest.fixture(scope="module")
def rows() -> list[dict]:
    return read_rows_file()


@pytest.mark.parametrize("name", sorted(SLICES))
def test_the_rows_hold_the_slice_once_with_records(rows: list[dict], name: str) -> None:
    n, kept, per = SLICES[name]
    new = [r for r in rows if slice_of(r) == name]
    assert len(new) == n and sum(r["label"] for r in new) == kept
    assert all(r.get("record") for r in new)
    by_phen = Counter(r["phenomenon"] for r in new)
    assert tuple(by_phen[p] for p in PHENOMENA) == per
    assert len({r["record"]["pair_id"] for r in new}) == n  # no pair judged twice


def test_the_new_slices_come_last_in_judging_order(rows: list[dict]) -> None:
    from pipeline.ranking.holdout import slice_order

    assert slice_order(rows)[-4:] == ["s1204y", "s1204z", "s1205a", "s1205b"]


def test_the_prior_is_fit_on_the_three_slices() -> None:
    model = json.loads(MODEL.read_text())
    for name, (n, _, _) in SLICES.items():
        assert model["trained_on"]["rows"][f"blind-review:{name}:e"] == n
    assert model["n_decisions"] == 54_460


def test_the_slices_are_held_out_with_their_registers() -> None:
    assert loro.register_of({"origin": "blind-review:s1204z:e"}) == "gimp"
    for name in ("s1205a", "s1205b"):
        assert loro.register_of({"origin": f"blind-review:{name}:e"}) == "pydoc"
    assert loro.register_of({"origin": "blind-review:s1204o:e"}) == "pydoc"
