"""Stop 86 (rk41): why implicature ranks below chance on the newest blind slices, and remedies
measured by the time-ordered AUC (never by in-sample AUC). docs/review.md, "Stop 86: rk41".

For each of the last ``N`` (20) slices in judging order (``holdout.slice_order``), the prior is
fitted on NOPE's rows and every slice judged before it, and scores that slice's tallied rows
(``time_ordered_prior.auc_cells``: non-control, not the flagged draw). Reported per phenomenon:
the mean of the per-slice AUCs (slices where the phenomenon has both classes) and the pooled AUC
(every slice's rows scored by that slice's fit, pooled: the small implicature cells, n = 10-40,
are noisy one by one). The fit is rk19's vectorised ``Matrix`` (the same loss, bounds and
penalty as ``model.fit``), extended by a per-feature penalty.

Runs (``--runs``):

- ``baseline``: the shipped fit (C = ``PRIOR_C``, the rows' own weights);
- ``recH``: a slice's rows weigh ``0.5 ** (age / H)`` (``time_ordered_prior.recency``);
- ``imprecH``: the same, for implicature rows only;
- ``unwritten``: rows whose pair today's code no longer writes from the recorded sentence
  weigh 0 (``--written FILE``: ``{phenomenon: {sentence: [[premise, hypothesis], ...]}}``
  from ``pipeline.process.run_texts``; rows without a record are kept, no evidence either way);
- ``impCK``: the implicature-specific features (``implicature_feature``) penalised K times the
  others (per-phenomenon regularisation: implicature has the fewest rows and the most
  rewrite-specific features);
- ``coef``: not a run: the implicature features' weights fitted on the slices before the
  last ``N`` against those fitted on the last ``N`` alone (NOPE's rows in both), with the
  features' summed contribution on the last ``N`` slices' implicature rows, to show which carry
  the score and which flip sign.

    PYTHONPATH=$PWD python3 benchmarks/rk41_implicature.py \\
        --runs baseline,rec20,unwritten --written /tmp/rk41/written_implicature.json --json OUT
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).parent))

from rk19_time_ordered import Matrix  # noqa: E402
from rk19_time_ordered import time_ordered as rk19_time_ordered  # noqa: E402
from time_ordered_prior import PHENOMENA, recency, shipped_weights, tallied  # noqa: E402

from pipeline.ranking import model as M  # noqa: E402
from pipeline.ranking.holdout import slice_order  # noqa: E402
from pipeline.ranking.loso import slice_of  # noqa: E402
from pipeline.ranking.train_prior import PRIOR_C, read_rows_file  # noqa: E402

N_SLICES = 20


def implicature_feature(name: str) -> bool:
    """A feature only implicature rows carry: its per-phenomenon interaction, subtype, lemma,
    rule or scale features (names that say ``implicature``)."""
    return "implicature" in name


def phenomenon_recency(phenomenon: str, half_life: float):
    """``recency(half_life)`` for the rows of ``phenomenon``; the others keep their weight."""
    rec = recency(half_life)

    def w(train: Sequence[dict[str, Any]], order: list[str]) -> list[float]:
        base = shipped_weights(train, order)
        aged = rec(train, order)
        return [
            a if r.get("phenomenon") == phenomenon else b
            for r, a, b in zip(train, aged, base, strict=True)
        ]

    return w


def still_written(row: dict[str, Any], written: dict[str, dict[str, list]]) -> bool | None:
    """Whether today's code writes the row's pair from its recorded sentence (None: the row
    keeps no record, or its phenomenon was not regenerated)."""
    rec = row.get("record")
    phen = row.get("phenomenon")
    if not rec or phen not in written or not rec.get("sentence_text"):
        return None
    pairs = written[phen].get(rec["sentence_text"], [])
    key = [(rec.get("premise") or "").strip(), (rec.get("hypothesis") or "").strip()]
    return key in pairs


def unwritten_zero(written: dict[str, dict[str, list]]):
    """Rows whose pair today's code no longer writes weigh 0 (a dropped row)."""

    def w(train: Sequence[dict[str, Any]], order: list[str]) -> list[float]:
        base = shipped_weights(train, order)
        return [
            0.0 if still_written(r, written) is False else b
            for r, b in zip(train, base, strict=True)
        ]

    return w


class PenaltyMatrix(Matrix):
    """rk19's ``Matrix`` with its per-feature penalty multiplier set (``scale`` on the features
    ``pick`` names; 1 elsewhere)."""

    def set_penalty(self, pick: Callable[[str], bool] | None, scale: float = 1.0) -> None:
        self.penalty = np.array([scale if pick and pick(n) else 1.0 for n in self.names])


def time_ordered(rows, mat, slices, weigher=shipped_weights, c=PRIOR_C) -> dict[str, Any]:
    """Per slice: auc cells, and the tallied rows' (phenomenon, label, score) for pooling
    (rk19's loop, each fit warm-started from the previous optimum; a row of weight 0 adds
    nothing to the loss, so the "unwritten" run's zero weights drop those rows)."""
    return rk19_time_ordered(rows, mat, tuple(slices), c=c, weigher=weigher, warm=True)


def summary(res: dict[str, Any], slices: Sequence[str]) -> dict[str, Any]:
    """Per phenomenon and overall: mean per-slice AUC, pooled AUC, and n."""
    out: dict[str, Any] = {}
    for p in ("all", *PHENOMENA):
        vals = [res[s][p] for s in slices if res[s][p] is not None and not math.isnan(res[s][p])]
        sc = [x for s in slices for x in res[s]["scored"] if p == "all" or x[0] == p]
        out[p] = {
            "mean": statistics.mean(vals) if vals else None,
            "pooled": M.auc([x[1] for x in sc], [x[2] for x in sc]),
            "n": len(sc),
        }
    return out


def show(label: str, res: dict[str, Any], slices: Sequence[str]) -> None:
    summ = summary(res, slices)
    res["summary"] = summ
    print(f"## {label}")
    print("| slice | all | " + " | ".join(PHENOMENA) + " |")
    for s in slices:
        cells = [res[s]["all"], *(res[s][p] for p in PHENOMENA)]
        print(
            f"| {s} | "
            + " | ".join("n/a" if v is None or math.isnan(v) else f"{v:.3f}" for v in cells)
            + " |"
        )
    for k in ("mean", "pooled"):
        print(
            f"| {k} | "
            + " | ".join(
                "n/a" if summ[p][k] is None else f"{summ[p][k]:.4f}" for p in ("all", *PHENOMENA)
            )
            + " |",
            flush=True,
        )


def coefficients(rows, mat: PenaltyMatrix, slices: Sequence[str], top: int = 30) -> None:
    """The implicature features' weights: fitted on the slices before ``slices`` (old) and on
    ``slices`` alone (new), both with NOPE's rows; ``carry`` = the feature's summed |w x| over
    the newest slices' tallied implicature rows under the old fit (what scores them)."""
    sl = [slice_of(r) for r in rows]
    recent = set(slices)
    old = np.array([i for i, s in enumerate(sl) if s is None or s not in recent])
    new = np.array([i for i, s in enumerate(sl) if s is None or s in recent])
    imp = np.array(
        [
            i
            for i, s in enumerate(sl)
            if s in recent and rows[i].get("phenomenon") == "implicature" and tallied(rows[i])
        ]
    )
    w = {}
    for label, tr in (("old", old), ("new", new)):
        mat.fit_score(tr, imp, np.array([float(rows[i].get("weight", 1.0)) for i in tr]), PRIOR_C)
        w[label] = mat.last[:-1].copy()
    x = mat.x[imp]
    y = mat.y[imp]
    used = np.asarray((x != 0).sum(axis=0)).ravel()
    carry = np.asarray(abs(x.multiply(w["old"])).sum(axis=0)).ravel()
    kept_mean = np.asarray(x[y == 1].mean(axis=0)).ravel()
    rej_mean = np.asarray(x[y == 0].mean(axis=0)).ravel()
    idx = np.argsort(-carry)[:top]
    print(f"implicature rows of the last {len(slices)} slices: {len(imp)}, kept {int(y.sum())}")
    print("| feature | rows | carry | w old | w new | flip | kept-rejected mean |")
    for j in idx:
        flip = "yes" if w["old"][j] * w["new"][j] < 0 and abs(w["new"][j]) > 0.02 else ""
        print(
            f"| {mat.names[j]} | {used[j]} | {carry[j]:.1f} | {w['old'][j]:+.3f} | "
            f"{w['new'][j]:+.3f} | {flip} | {kept_mean[j] - rej_mean[j]:+.3f} |"
        )
    # features whose old weight points against the newest rows' keep/reject difference
    print("wrong-way features (old weight's sign against the newest rows' difference):")
    diff = kept_mean - rej_mean
    wrong = [
        j
        for j in range(len(mat.names))
        if used[j] >= 5 and w["old"][j] * diff[j] < 0 and abs(w["old"][j] * diff[j]) > 0.005
    ]
    for j in sorted(wrong, key=lambda j: w["old"][j] * diff[j])[:20]:
        print(
            f"|   {mat.names[j]} | {used[j]} | w old {w['old'][j]:+.3f} | w new "
            f"{w['new'][j]:+.3f} | diff {diff[j]:+.3f} |"
        )


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--runs", default="baseline")
    ap.add_argument("--n", type=int, default=N_SLICES)
    ap.add_argument("--written", help="JSON of the pairs today's code writes (unwritten run)")
    ap.add_argument("--json")
    args = ap.parse_args(argv)
    rows = read_rows_file()
    slices = slice_order(rows)[-args.n :]
    t0 = time.time()
    mat = PenaltyMatrix(rows)
    print(f"rows {len(rows)}, features {len(mat.names)} ({time.time() - t0:.0f}s)", flush=True)
    written = json.loads(Path(args.written).read_text()) if args.written else {}
    results: dict[str, Any] = {}
    for run in args.runs.split(","):
        t = time.time()
        mat.set_penalty(None)
        mat.last = None
        if run == "coef":
            coefficients(rows, mat, slices)
            continue
        if run == "baseline":
            r = time_ordered(rows, mat, slices)
        elif run.startswith("imprec"):
            r = time_ordered(rows, mat, slices, phenomenon_recency("implicature", float(run[6:])))
        elif run.startswith("rec"):
            r = time_ordered(rows, mat, slices, recency(float(run[3:])))
        elif run == "unwritten":
            n = sum(still_written(r, written) is False for r in rows)
            print(f"  rows whose pair is no longer written: {n}", flush=True)
            r = time_ordered(rows, mat, slices, unwritten_zero(written))
        elif run.startswith("impC"):
            mat.set_penalty(implicature_feature, float(run[4:]))
            r = time_ordered(rows, mat, slices)
        else:
            raise SystemExit(f"unknown run {run}")
        show(run, r, slices)
        print(f"    ({time.time() - t:.0f}s)", flush=True)
        results[run] = r
        if args.json:
            Path(args.json).write_text(json.dumps(results, indent=1, default=str))


if __name__ == "__main__":
    main()
