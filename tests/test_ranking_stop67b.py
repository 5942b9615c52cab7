"""Stop 67 (rk19): the time-ordered measurement of the keep prior's fitting variants.

``benchmarks/rk19_time_ordered.py`` scores the last eleven slices (s1202m-w), each by a fit on
NOPE and the slices judged before it, for rk18's feature candidate, recency weights and a C
chosen by time-ordered validation (docs/review.md, "Stop 67 (rk19)"). These tests hold what
the tables rest on: the vectorise-once fit is ``model.fit`` (a feature the training rows lack
stays at 0; defect weights stay <= 0; a warm start reaches the same optimum), the choice of C
for a slice reads no verdict of that slice or a later one, and the keep rule is the task's."""

from __future__ import annotations

import math
import random
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))
import rk19_time_ordered as rk  # noqa: E402

from pipeline.ranking import model as M  # noqa: E402


def _rows(n: int, seed: int) -> list[dict]:
    """Rows whose label depends on two features; one defect feature that goes with keeping
    (noise says a defect helps: the bound must hold it at 0); a per-phenomenon feature."""
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        phen = rng.choice(("presupposition", "verb_complement"))
        f: dict[str, float] = {f"phenomenon={phen}": 1.0}
        a, b = rng.random() < 0.5, rng.random() < 0.3
        if a:
            f["src.len_bin=long"] = 1.0
        if b:
            f["hyp.starts_pronoun"] = 1.0
        z = 0.8 - 1.2 * a + 0.6 * b + rng.gauss(0, 1)
        label = int(z > 0)
        if label and rng.random() < 0.2:
            f["hyp.dangling_end"] = 1.0
        out.append({"features": f, "label": label})
    return out


def test_the_matrix_fit_is_model_fit() -> None:
    """The same rows, the same weights: the scores of held-out rows agree with ``model.fit``
    and ``KeepModel.score``, including on a feature only the held-out rows carry (the matrix
    has its column; the training rows' zeros keep its weight at 0, as leaving it out does)."""
    train, test = _rows(400, 1), _rows(100, 2)
    test[0]["features"]["hyp.unseen_feature"] = 1.0
    rows = train + test
    mat = rk.Matrix(rows)
    weights = np.array([1.0 + (i % 3) for i in range(len(train))])
    logits = mat.fit_score(np.arange(400), np.arange(400, 500), weights, 0.1)
    b, w = M.fit([r["features"] for r in train], [r["label"] for r in train], list(weights), 0.1)
    assert "hyp.unseen_feature" not in w
    assert w.get("hyp.dangling_end", 0.0) <= 0.0  # a defect feature is bounded at <= 0
    ref = M.KeepModel("t", "prior", b, w)
    for z, r in zip(logits, test, strict=True):
        assert abs(1 / (1 + math.exp(-z)) - ref.score(r["features"])) < 1e-4


def test_a_warm_start_reaches_the_cold_optimum() -> None:
    """Starting from another fit's weights changes the solver's path, not where it ends."""
    rows = _rows(500, 3)
    mat = rk.Matrix(rows)
    cold = mat.fit_score(np.arange(450), np.arange(450, 500), np.ones(450), 0.03)
    mat.fit_score(np.arange(300), np.arange(450, 500), np.ones(300), 0.03)
    warm = mat.fit_score(np.arange(450), np.arange(450, 500), np.ones(450), 0.03, mat.last)
    assert np.max(np.abs(cold - warm)) < 1e-3


def test_the_choice_of_c_reads_no_verdict_of_the_slice_or_later() -> None:
    """The C that scores slice t is chosen on the K slices judged before t: changing every
    AUC of t and of the slices after it changes no choice up to t."""
    order = [f"s{i:02d}" for i in range(12)]
    slices = tuple(order[rk.VALIDATION_K :])
    rng = random.Random(4)
    grid = {c: {s: {"all": rng.random()} for s in order} for c in (0.003, 0.01, 0.03)}
    first = rk.chosen_c(grid, order, slices)["chosen"]
    for k, t in enumerate(slices):
        changed = {
            c: {s: ({"all": rng.random()} if s >= t else v) for s, v in cells.items()}
            for c, cells in grid.items()
        }
        again = rk.chosen_c(changed, order, slices)["chosen"]
        assert again[t] == first[t], t
        assert all(again[s] == first[s] for s in slices[:k])


def test_the_keep_rule() -> None:
    """A weak phenomenon's median up by >= 0.01 and no slice x phenomenon down by > 0.02."""
    slices = ("a", "b", "c")
    phen = ("all", *rk.PHENOMENA)

    def res(vals: dict[str, list[float]]) -> dict:
        r = {s: {p: vals.get(p, [0.7] * 3)[i] for p in phen} for i, s in enumerate(slices)}
        return rk.medians(r, slices)

    base = res({})
    assert rk.verdict(base, res({"presupposition": [0.7, 0.711, 0.72]}), slices)[0]
    assert not rk.verdict(base, res({"presupposition": [0.7, 0.709, 0.72]}), slices)[0]
    up_but_falls = res({"verb_complement": [0.75, 0.75, 0.75], "implicature": [0.7, 0.679, 0.7]})
    ok, why = rk.verdict(base, up_but_falls, slices)
    assert not ok and "b implicature" in why
