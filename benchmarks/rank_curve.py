"""Learning curve of keep_score: AUC on held-out verdicts after 0, 50, 100, 200 decisions.

    python benchmarks/rank_curve.py VERDICTS_DIR [--seeds 20] [--steps 0,50,100,200]

VERDICTS_DIR is a blind review (``verdicts.tsv``, ``items/``, ``wh/``; see
``pipeline/ranking/train_prior.py``). Its verdicts are replayed as review decisions in random
order, as ``mine rank`` would learn from them: for each seed, a held-out share of the source
sentences is set aside; the model after N decisions is ``pipeline.ranking.learn``: a prior refit
on the prior's rows without this review's own rows (so 0 decisions = a prior that never saw
them), moved by the first N decisions (``--weight`` per decision, default ``pipeline.ranking.WAREHOUSE_WEIGHT``). Printed: median (and quartiles) of the held-out AUC per
step over the seeds, overall and per phenomenon.

``--prior`` sets where the replay starts: ``shipped`` (the default: the shipped prior's rows
without this review's), ``nope`` (NOPE's expert trigger judgements only: a warehouse whose prior
knows presupposition triggers and nothing of the rewrites or the other phenomena) or ``none``
(no prior: every weight starts at 0 and is held to it by 1/C). The shipped prior is trained on
judges of the same kind as the replayed ones, so its curve can only stay flat; the other two show
what the decisions themselves teach.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pipeline import ranking  # noqa: E402
from pipeline.ranking.model import KeepModel, auc, fit, precision  # noqa: E402
from pipeline.ranking.train_prior import PRIOR_C, verdict_rows  # noqa: E402


def curve(
    directory: Path,
    seeds: int,
    steps: list[int],
    test_share: float,
    weight: float,
    start: str = "shipped",
) -> dict[str, object]:
    decisions = verdict_rows(directory)
    own = {r["origin"] for r in decisions}
    base = [r for r in ranking.prior_training_rows() if r["origin"] not in own]
    if start == "nope":
        base = [r for r in base if r["origin"].startswith("nope:")]
    if start == "none":
        base = []
        prior = KeepModel("no-prior", "prior", 0.0, {}, precision={})
    else:
        base_x = [r["features"] for r in base]
        base_y = [int(r["label"]) for r in base]
        base_w = [float(r.get("weight", 1.0)) for r in base]
        b0, w0 = fit(base_x, base_y, base_w, PRIOR_C)
        sure = precision(base_x, base_w, b0, w0, PRIOR_C)
        prior = KeepModel("prior-without-these", "prior", b0, w0, precision=sure)
    groups = sorted({r["group"] for r in decisions})
    per_step: dict[int, list[float]] = {s: [] for s in steps}
    per_phen: dict[str, dict[int, list[float]]] = {}
    for seed in range(seeds):
        rng = random.Random(seed)
        test_groups = set(rng.sample(groups, max(1, round(len(groups) * test_share))))
        test = [r for r in decisions if r["group"] in test_groups]
        pool = [r for r in decisions if r["group"] not in test_groups]
        rng.shuffle(pool)
        y = [r["label"] for r in test]
        for step in steps:
            if step > len(pool):
                continue
            if step == 0:
                model = prior
            else:
                seen = pool[:step]
                model = ranking.learn(
                    [r["features"] for r in seen], [r["label"] for r in seen], prior, weight
                )
            scores = [model.score(r["features"]) for r in test]
            a = auc(y, scores)
            if a is not None:
                per_step[step].append(a)
            for phen in {r["phenomenon"] for r in test}:
                idx = [i for i, r in enumerate(test) if r["phenomenon"] == phen]
                pa = auc([y[i] for i in idx], [scores[i] for i in idx])
                if pa is not None:
                    per_phen.setdefault(phen, {s: [] for s in steps})[step].append(pa)

    def stats(values: list[float]) -> dict[str, float | int] | None:
        if not values:
            return None
        q = statistics.quantiles(values, n=4) if len(values) > 1 else [values[0]] * 3
        return {"median": statistics.median(values), "q1": q[0], "q3": q[2], "n": len(values)}

    return {
        "verdicts": len(decisions),
        "kept": sum(r["label"] for r in decisions),
        "sentences": len(groups),
        "prior": start,
        "prior_rows_without_these": len(base),
        "test_share": test_share,
        "warehouse_weight": weight,
        "auc": {s: stats(v) for s, v in per_step.items()},
        "auc_per_phenomenon": {
            p: {s: stats(v) for s, v in d.items()} for p, d in sorted(per_phen.items())
        },
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("verdicts", type=Path)
    ap.add_argument("--seeds", type=int, default=20)
    ap.add_argument("--steps", default="0,50,100,200")
    ap.add_argument("--test-share", type=float, default=0.15)
    ap.add_argument("--weight", type=float, default=ranking.WAREHOUSE_WEIGHT)
    ap.add_argument("--prior", choices=("shipped", "nope", "none"), default="shipped")
    ap.add_argument("--json", type=Path, help="also write the report here")
    args = ap.parse_args()
    steps = [int(s) for s in args.steps.split(",")]
    report = curve(args.verdicts, args.seeds, steps, args.test_share, args.weight, args.prior)
    for step, st in report["auc"].items():  # type: ignore[union-attr]
        line = (
            "n/a (fewer decisions)"
            if st is None
            else (f"{st['median']:.3f} (q1 {st['q1']:.3f}, q3 {st['q3']:.3f}, {st['n']} seeds)")
        )
        print(f"after {step:>4} decisions: held-out AUC {line}")
    for phen, d in report["auc_per_phenomenon"].items():  # type: ignore[union-attr]
        cells = " ".join(
            f"{s}:{'n/a' if st is None else format(st['median'], '.2f')}" for s, st in d.items()
        )
        print(f"  {phen:16s} {cells}")
    if args.json:
        args.json.write_text(json.dumps(report, indent=1, default=str), encoding="utf-8")


if __name__ == "__main__":
    main()
