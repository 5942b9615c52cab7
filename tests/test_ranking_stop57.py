"""Stop 57 (rk10): model variants of the keep prior on time-ordered held-out slices.

``benchmarks/time_ordered_prior.py`` scores each of the six newest blind slices by a fit on
NOPE's rows and the slices judged before it, on the rows ``blind_slice.py`` tallies (not a
control, not the flagged draw), for the shipped fit and each model variant (docs/review.md,
"Stop 57 (rk10)"). These tests hold what the measurement rests on: controls read from the
stored pair kinds agree with the review queue's own test on real mined pairs, no slice is ever
fit on itself or a later one, and the row-weight variants do what their reasons say."""

from __future__ import annotations

import functools
import sys
from pathlib import Path
from typing import Any

import pytest

from pipeline.ranking.features import FEATURE_VERSION
from pipeline.review.order import is_control_pair
from tests.phenomenon_support import featured_pairs

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))
import time_ordered_prior as top  # noqa: E402


@functools.cache
def _presupposition_pairs(text: str) -> list[tuple[dict, dict]]:
    return featured_pairs([text], "presupposition")


def test_controls_read_from_stored_kinds_match_the_queue() -> None:
    """A change-of-state trigger gives control pairs (premise under an operator, hypothesis the
    original sentence) and diagnostic ones; the benchmark's reading of ``kinds=`` agrees with
    ``review.order.is_control_pair`` on each mined pair, and both kinds occur."""
    pairs = _presupposition_pairs("The engineers stopped patching the old mail server last year.")
    seen = set()
    for pair, feats in pairs:
        row = {"features": feats}
        assert top.is_control_row(row) == is_control_pair(pair)
        seen.add(top.is_control_row(row))
    assert seen == {True, False}


def _row(name: str | None, i: int, phen: str, **feats: float) -> dict[str, Any]:
    return {
        "features": {f"phenomenon={phen}": 1.0, "x": float(i % 2), **feats},
        "label": i % 2,
        "origin": f"blind-review:{name}:e" if name else "nope:appropriate?",
        "phenomenon": phen,
        "weight": 10.0 if name else 0.25,
        "feature_version": FEATURE_VERSION,
    }


def test_flagged_and_control_rows_are_not_tallied() -> None:
    plain = _row("a", 1, "presupposition", **{"kinds=presupposition:negated>presupposition": 1})
    control = _row("a", 1, "presupposition", **{"kinds=presupposition:negated>original": 1})
    flagged = _row("a", 1, "conjunction", not_well_formed=1.0)
    assert top.tallied(plain)
    assert not top.tallied(control)
    assert not top.tallied(flagged)


def test_balanced_weights_equalise_kept_and_rejected_per_phenomenon() -> None:
    rows = [_row("a", 1, "implicature") for _ in range(6)] + [_row("a", 0, "implicature")]
    rows += [_row("a", i, "conjunction") for i in range(4)]
    w = top.balanced(rows, ["a"])
    for phen in ("implicature", "conjunction"):
        kept = sum(
            x for x, r in zip(w, rows, strict=True) if r["phenomenon"] == phen and r["label"]
        )
        lost = sum(
            x for x, r in zip(w, rows, strict=True) if r["phenomenon"] == phen and not r["label"]
        )
        assert kept == pytest.approx(lost)
    assert sum(w) == pytest.approx(sum(r["weight"] for r in rows))


def test_recency_halves_a_slice_per_half_life_and_leaves_nope() -> None:
    order = ["a", "b", "c", "d", "e", "f"]
    rows = [_row(s, 1, "conjunction") for s in order] + [_row(None, 1, "presupposition")]
    w = top.recency(5)(rows, order)
    assert w[-2] == pytest.approx(10.0)  # the newest slice
    assert w[0] == pytest.approx(5.0)  # five slices back
    assert w[-1] == pytest.approx(0.25)  # NOPE


def test_a_slice_is_scored_by_the_slices_before_it_only() -> None:
    """``x`` predicts keep on slices a and b and the opposite on c: scored by a fit on a and b,
    c's AUC is 0. Had c (or a later slice) been in its own fit it would not be."""
    rows = [_row(s, i, "conjunction") for s in ("a", "b") for i in range(40)]
    flipped = [_row("c", i, "conjunction") for i in range(40)]
    for r in flipped:
        r["label"] = 1 - r["label"]
    rows += flipped + [_row("d", i, "conjunction") for i in range(40)]
    out = top.run(rows, "baseline", ["c"])
    assert out["c"]["all"] == 0.0
    assert out["c"]["n"] == 40
