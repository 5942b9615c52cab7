"""Stop 67 (rk19): the keep prior's time-ordered AUC on the last eleven slices (s1202m-w) for
(1) rk18's passing feature candidate (``weak:cut+tail+quant``, ``rk18_weak_phenomena``),
(2) recency weights (a slice's weight halves every N slices back from the newest trained on),
(3) the L2 strength C chosen by time-ordered validation (for each scored slice, the C of a
grid whose fits scored best on the K slices judged just before it, each of those scored by a
fit on what came before *it*: the choice for slice t reads no verdict of t or later).
docs/review.md, "Stop 67 (rk19)".

Same fit and the same tallied rows as ``time_ordered_prior.fit_score`` / ``auc_cells`` (the
loss, the bounds, the start point of ``model.fit``), but the rows are vectorised once per
feature set and each fit takes a row subset of that matrix: a feature a training subset lacks
has an all-zero column, so its gradient is ``w / C`` alone and it stays at 0, as when
``model.fit`` leaves it out. ``--check`` compares one slice with ``fit_score``.

    PYTHONPATH=$PWD python3 benchmarks/rk19_time_ordered.py \\
        --runs baseline,cand,rec5,rec10,rec20,cgrid [--json OUT]
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).parent))

from rk18_weak_phenomena import WEAK, with_candidates  # noqa: E402
from time_ordered_prior import (  # noqa: E402
    PHENOMENA,
    auc_cells,
    recency,
    shipped_weights,
    tallied,
)

from pipeline.ranking import model as M  # noqa: E402
from pipeline.ranking.holdout import slice_order  # noqa: E402
from pipeline.ranking.loso import slice_of  # noqa: E402
from pipeline.ranking.train_prior import PRIOR_C, read_rows_file  # noqa: E402

SLICES = tuple(f"s1202{c}" for c in "mnopqrstuvw")
#: the slices a time-ordered choice of C may validate on before s1202m (K of them per slice)
VALIDATION_K = 5
C_GRID = (0.001, 0.003, 0.01, 0.03, 0.1)


class Matrix:
    """All rows vectorised once (``with_interactions``, ``is_unfit`` left out)."""

    def __init__(self, rows: list[dict[str, Any]]) -> None:
        from sklearn.feature_extraction import DictVectorizer

        vec = DictVectorizer(sparse=True)
        self.x = vec.fit_transform(
            [
                {k: v for k, v in M.with_interactions(r["features"]).items() if not M.is_unfit(k)}
                for r in rows
            ]
        ).tocsr()
        self.names = [str(n) for n in vec.get_feature_names_out()]
        self.y = np.array([float(r["label"]) for r in rows])
        self.defect = np.array([M.is_defect(n) for n in self.names])
        #: per-feature penalty multiplier (1 = the shipped L2 penalty; rk41 raises some)
        self.penalty = np.ones(len(self.names))

    def fit_score(
        self,
        train: np.ndarray,
        test: np.ndarray,
        weights: np.ndarray,
        c: float,
        start: np.ndarray | None = None,
    ) -> np.ndarray:
        from scipy.optimize import minimize

        x, y, s = self.x[train], self.y[train], weights
        d = x.shape[1]
        loss = M.logistic_objective(x, y, s, self.penalty / c, np.zeros(d))

        bounds = [(None, 0.0) if dfc else (None, None) for dfc in self.defect] + [(None, None)]
        res = minimize(
            loss,
            np.zeros(d + 1)
            if start is None
            else np.minimum(start, np.r_[np.where(self.defect, 0.0, np.inf), np.inf]),
            jac=True,
            method="L-BFGS-B",
            bounds=bounds,
            options={"maxiter": 5000},
        )
        w, b = res.x[:d], res.x[d]
        self.last = res.x
        return np.clip(self.x[test] @ w + b, -40, 40)


def time_ordered(
    rows: list[dict[str, Any]],
    mat: Matrix,
    slices: tuple[str, ...],
    *,
    c: float = PRIOR_C,
    weigher=shipped_weights,
    warm: bool = False,
) -> dict[str, Any]:
    """``warm``: each fit starts from the previous slice's optimum (one more slice of rows:
    the same optimum to the solver's tolerance, reached in fewer steps)."""
    order = slice_order(rows)
    sl = [slice_of(r) for r in rows]
    res: dict[str, Any] = {}
    for name in slices:
        before = set(order[: order.index(name)])
        tr = np.array([i for i, s in enumerate(sl) if s is None or s in before])
        te = np.array([i for i, s in enumerate(sl) if s == name])
        wts = np.array(weigher([rows[i] for i in tr], order))
        t = time.time()
        start = getattr(mat, "last", None) if warm and res else None
        scores = mat.fit_score(tr, te, wts, c, start)
        test = [rows[i] for i in te]
        res[name] = auc_cells(test, list(scores))
        # the tallied rows' (phenomenon, label, score), for pooling across slices (rk41)
        res[name]["scored"] = [
            [r.get("phenomenon"), int(r["label"]), float(sc)]
            for r, sc in zip(test, scores, strict=True)
            if tallied(r)
        ]
        print(f"  {name} c={c} all={res[name]['all']:.4f} ({time.time() - t:.0f}s)", flush=True)
    return res


def medians(res: dict[str, Any], slices: tuple[str, ...]) -> dict[str, Any]:
    res["median"] = statistics.median(res[s]["all"] for s in slices)
    for p in PHENOMENA:
        vals = [res[s][p] for s in slices if res[s][p] is not None and not math.isnan(res[s][p])]
        res[f"median:{p}"] = statistics.median(vals)
    return res


def chosen_c(grid: dict[float, dict[str, Any]], order: list[str], slices) -> dict[str, Any]:
    """Per scored slice t, the C whose time-ordered fits had the best mean overall AUC on the
    ``VALIDATION_K`` slices judged just before t; t is scored by that C's fit."""
    res: dict[str, Any] = {"chosen": {}}
    for t in slices:
        i = order.index(t)
        val = order[i - VALIDATION_K : i]
        best = max(
            grid, key=lambda c: (statistics.mean(grid[c][v]["all"] for v in val), -abs(c - PRIOR_C))
        )
        res["chosen"][t] = best
        res[t] = grid[best][t]
    return res


def verdict(base: dict[str, Any], new: dict[str, Any], slices) -> tuple[bool, str]:
    """The rk19 rule: the median rises by >= 0.01 for presupposition or verb_complement, no
    slice x phenomenon falls by more than 0.02."""
    worst = (0.0, "")
    for s in slices:
        for p in ("all", *PHENOMENA):
            a, b = base[s][p], new[s][p]
            if a is None or b is None or math.isnan(a) or math.isnan(b):
                continue
            if b - a < worst[0]:
                worst = (b - a, f"{s} {p}")
    gains = {p: new[f"median:{p}"] - base[f"median:{p}"] for p in WEAK}
    ok = any(g >= 0.01 for g in gains.values()) and worst[0] >= -0.02
    g = ", ".join(f"{p} {v:+.4f}" for p, v in gains.items())
    return ok, f"median {g}; worst fall {worst[0]:+.3f} ({worst[1] or '-'})"


def show(label: str, r: dict[str, Any], slices) -> None:
    cells = " | ".join(f"{r[s]['all']:.4f}" for s in slices)
    print(f"| {label} | {cells} | {r['median']:.4f} |", flush=True)
    for p in PHENOMENA:
        pc = " | ".join(
            "n/a" if r[s][p] is None or math.isnan(r[s][p]) else f"{r[s][p]:.3f}" for s in slices
        )
        print(f"|   {p} | {pc} | {r[f'median:{p}']:.4f} |", flush=True)


def show_merged(files: str, slices) -> None:
    """``--merge A.json,B.json`` of the per-phenomenon benchmarks (rk20, rk21): the runs of
    separate processes tabulated against their ``baseline`` with rk19's rule (``verdict``)."""
    merged: dict[str, Any] = {}
    for f in files.split(","):
        merged |= json.loads(Path(f).read_text())
    base = medians(merged["baseline"], slices)
    for run, r in merged.items():
        r = medians(r, slices)
        show(run, r, slices)
        if run != "baseline":
            print("    keep={} {}".format(*verdict(base, r, slices)))


def report_run(
    results: dict[str, Any], run: str, r: dict[str, Any], slices, t: float, json_out: str | None
) -> None:
    """One run of a per-phenomenon benchmark (rk20, rk21): kept in ``results``, shown, judged
    against the baseline run if there is one, timed from ``t``; all runs so far to ``json_out``."""
    results[run] = r
    show(run, r, slices)
    if run != "baseline" and "baseline" in results:
        print("    keep={} {}".format(*verdict(results["baseline"], r, slices)), flush=True)
    print(f"    ({time.time() - t:.0f}s)", flush=True)
    if json_out:
        Path(json_out).write_text(json.dumps(results, indent=1, default=str))


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--runs", default="baseline,cand,rec5,rec10,rec20,cgrid")
    ap.add_argument("--json")
    ap.add_argument("--check", action="store_true")
    ap.add_argument("--warm", action="store_true", help="warm-start each slice's fit")
    ap.add_argument("--span", default="", help="cgrid: the slices to fit (default K + 11)")
    ap.add_argument("--cgrid", default=",".join(map(str, C_GRID)), help="the grid of C")
    ap.add_argument("--merge", help="JSON files of earlier runs (comma-separated): report only")
    args = ap.parse_args(argv)
    slices = SLICES
    if args.merge:
        merged: dict[str, Any] = {}
        for f in args.merge.split(","):
            merged |= json.loads(Path(f).read_text())
        grid = {float(k[1:]): v for k, v in merged.items() if k.startswith("c0")}
        if PRIOR_C in grid and "baseline" in merged:  # the baseline is the C = PRIOR_C fit
            grid[PRIOR_C] = {**merged["baseline"], **grid[PRIOR_C]}
        order = sorted({s for v in grid.values() for s in v if s.startswith("s1")})
        if grid:
            merged["cgrid"] = medians(chosen_c(grid, order, slices), slices)
            print("chosen C:", merged["cgrid"]["chosen"])
        base = merged["baseline"]
        for run, r in merged.items():
            if not set(slices) <= set(r):
                continue
            r = medians(r, slices)
            show(run, r, slices)
            if run != "baseline":
                print("    keep={} {}".format(*verdict(base, r, slices)))
        return
    rows = read_rows_file()
    order = slice_order(rows)
    t0 = time.time()
    mat = Matrix(rows)
    print(f"rows {len(rows)}, features {len(mat.names)} ({time.time() - t0:.0f}s)", flush=True)
    if args.check:
        from time_ordered_prior import fit_score

        name = slices[-1]
        before = set(order[: order.index(name)])
        tr = [r for r in rows if slice_of(r) is None or slice_of(r) in before]
        te = [r for r in rows if slice_of(r) == name]
        print("fit_score", auc_cells(te, fit_score(tr, te, order)), flush=True)
        print("matrix  ", time_ordered(rows, mat, (name,))[name], flush=True)
        return
    results: dict[str, Any] = {}
    for run in args.runs.split(","):
        t = time.time()
        if run == "baseline":
            r = time_ordered(rows, mat, slices, warm=args.warm)
        elif run == "cand":
            crow = with_candidates(rows, ["cut", "tail", "quant"], WEAK)
            r = time_ordered(crow, Matrix(crow), slices, warm=args.warm)
        elif run.startswith("rec"):
            r = time_ordered(rows, mat, slices, weigher=recency(float(run[3:])), warm=args.warm)
        elif run == "cgrid":
            first = order.index(slices[0])
            span = tuple(order[first - VALIDATION_K : first]) + slices
            if args.span:
                span = tuple(args.span.split(","))
            grid = {}
            for c in map(float, args.cgrid.split(",")):
                grid[c] = time_ordered(rows, mat, span, c=c, warm=args.warm)
                results[f"c{c}"] = grid[c]
                if args.json:
                    Path(args.json).write_text(json.dumps(results, indent=1, default=str))
                if set(slices) <= set(span):
                    show(f"c{c}", medians(grid[c], slices), slices)
                print(f"    ({time.time() - t:.0f}s)", flush=True)
            if not set(slices) <= set(span) or len(grid) < 2:
                continue
            r = chosen_c(grid, order, slices)
            print("    chosen C:", r["chosen"], flush=True)
        else:
            raise SystemExit(f"unknown run {run}")
        r = medians(r, slices)
        results[run] = r
        show(run, r, slices)
        if run != "baseline" and "baseline" in results:
            ok, why = verdict(results["baseline"], r, slices)
            r["keep"] = ok
            print(f"    keep={ok} {why}", flush=True)
        print(f"    ({time.time() - t:.0f}s)", flush=True)
        if args.json:
            Path(args.json).write_text(json.dumps(results, indent=1, default=str))


if __name__ == "__main__":
    main()
