"""Stop 54 (rk6): the time-ordered evaluation of the prior on a new register.

Each slice is scored by a fit on NOPE's rows and the slices judged *before* it, never on a
slice judged after it (``holdout.time_ordered``)."""

from __future__ import annotations

from typing import Any

import pytest

from pipeline.ranking import holdout


def _rows() -> list[dict[str, Any]]:
    """Four slices in judging order a, b, c, d plus NOPE rows; feature ``x`` predicts the
    keep verdict in a, b, c and the opposite in d (a fit that saw d would rank c worse)."""
    rows: list[dict[str, Any]] = []
    for i in range(20):
        rows.append(
            {"features": {"bias.all": 1.0, "x": float(i % 2)}, "label": i % 2, "origin": "nope:x"}
        )
    for name in ["a", "b", "c", "d"]:
        for i in range(30):
            label = i % 2 if name != "d" else 1 - i % 2
            rows.append(
                {
                    "features": {"bias.all": 1.0, "x": float(i % 2), "y": float(i % 3 == 0)},
                    "label": label,
                    "origin": f"blind-review:{name}:e",
                    "phenomenon": "conjunction",
                }
            )
    return rows


def test_slice_order_is_the_order_rows_first_appear() -> None:
    rows = _rows()
    assert holdout.slice_order(rows) == ["a", "b", "c", "d"]
    assert holdout.slice_order(rows[::-1]) == ["d", "c", "b", "a"]


def test_time_ordered_trains_only_on_earlier_slices(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: dict[int, set] = {}

    def fake(train: list, test: list, c: float) -> list[float]:
        seen[len(seen)] = {r["origin"] for r in train}
        return [0.5] * len(test)

    monkeypatch.setattr(holdout, "_fit_score", fake)
    out = holdout.time_ordered(_rows(), ["c", "blind-review:d:e"], 0.1)
    assert seen[0] == {"nope:x", "blind-review:a:e", "blind-review:b:e"}
    assert seen[1] == {"nope:x", "blind-review:a:e", "blind-review:b:e", "blind-review:c:e"}
    assert out["n_train"] == {"c": 80, "d": 110}


def test_time_ordered_scores_with_a_real_fit() -> None:
    out = holdout.time_ordered(_rows(), ["c", "d"], 1.0)
    # c: the earlier slices taught x -> keep, which holds on c; d reverses it
    assert out["slices"]["c"]["all"]["auc"] > 0.9
    assert out["slices"]["d"]["all"]["auc"] < 0.1
    assert out["slices"]["c"]["conjunction"]["n"] == 30


def test_time_ordered_unknown_slice() -> None:
    with pytest.raises(ValueError, match="no rows of the slice e"):
        holdout.time_ordered(_rows(), ["e"], 0.1)


def test_cli_time_ordered_table(capsys: pytest.CaptureFixture[str], tmp_path: Any) -> None:
    from pipeline.ranking.train_prior import write_rows

    path = tmp_path / "rows.jsonl.gz"
    rows = _rows()
    from pipeline.ranking.features import FEATURE_VERSION

    for r in rows:
        r["feature_version"] = FEATURE_VERSION
    write_rows(rows, path)
    holdout.main(["--rows", str(path), "--time-ordered", "b,c", "--cs", "1"])
    out = capsys.readouterr().out
    assert "| b | " in out and "| c | " in out and "pooled" not in out
