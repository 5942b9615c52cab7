"""Can a threshold on the keep prior's score promise a bad pair? Measured forward in time (stop 81, rk32).

A flag is a promise: the issue bar is that >= 90% of flagged pairs are judged bad. The prior
(``pipeline/ranking/prior``) ranks with AUC ~.8 on fresh slices, but a ranking says nothing
about whether its lowest-scored pairs are bad often enough to flag them. This script measures
it the way the flag would be used, on slices nobody chose the threshold on:

1. for each of the newest ``--n`` blind slices in judging order (``holdout.slice_order``), the
   training rows are NOPE's and every slice judged before it;
2. the threshold is chosen on those EARLIER slices from grouped 5-fold cross-validated scores
   (``train_prior._weighted_cv``: folds by source sentence, never in-sample): per phenomenon,
   the highest ``t`` whose flagged set (tallied rows scoring below ``t``: non-control, not the
   flagged draw, ``time_ordered_prior.tallied``) holds at least ``--min-n`` rows and is at
   least ``--target`` (0.93) rejected; none qualifies -> no threshold;
3. the model fit on all training rows scores the held-out slice; its random draw
   (``key.csv`` ``draw=random``, the judge's control column not 1, tallied) below ``t`` is the
   flagged set: its size, how many were kept (``e`` = 1), the precision (share rejected), the
   share of the slice's random pairs and of its rejected random pairs it removes.

The gate for shipping a flag for a phenomenon: pooled held-out precision >= 0.90 over the
slices, and no slice with n >= 4 below 0.75.

``--draw-scores SLICE,...`` reads instead the score each judged random pair had when its slice
was drawn (``key.csv`` ``score``: the prior in force then, fit before the slice was judged, so
held out by construction) and prints, per phenomenon, the reject share of the lowest 2/5/10/20%.

``--ship`` instead chooses the thresholds by step 2 on ALL stored rows (cross-validated scores)
and prints them as JSON (what ``prior/flag_thresholds.json`` stores).

``--reviews DIR`` (required but for ``--ship``) is the folder holding the blind slices' folders
(``DIR/NAME/key.csv`` and ``verdicts.tsv``); it is not part of the repository. From the
repository root::

    PYTHONPATH=$PWD:$PWD/benchmarks python3 \\
        benchmarks/keep_flag_time_ordered.py --reviews REVIEWS [--n 8] [--target 0.93] [--min-n 20] [--json OUT]
    ... benchmarks/keep_flag_time_ordered.py --ship
    ... benchmarks/keep_flag_time_ordered.py --reviews REVIEWS --draw-scores s1204o,s1204p,...,s1205b
"""

from __future__ import annotations

import argparse
import csv
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from time_ordered_prior import PHENOMENA, tallied

from pipeline.ranking.holdout import slice_order
from pipeline.ranking.loso import _fit_score, slice_of
from pipeline.ranking.train_prior import PRIOR_C, _weighted_cv, read_rows_file


def cv_scores(rows: Sequence[dict[str, Any]]) -> list[float]:
    """Out-of-fold keep scores of ``rows`` (grouped 5-fold, as ``train_prior.train``)."""
    return _weighted_cv(
        [r["features"] for r in rows],
        [int(r["label"]) for r in rows],
        [float(r.get("weight", 1.0)) for r in rows],
        [r["group"] for r in rows],
        PRIOR_C,
    )


def choose_threshold(
    scored: Sequence[tuple[float, int]], target: float, min_n: int
) -> dict[str, Any] | None:
    """The highest ``t`` whose set ``{score < t}`` has >= ``min_n`` members and a reject share
    >= ``target``; ``t`` halfway between the last flagged and the first unflagged score."""
    ranked = sorted(scored)
    best = None
    kept = 0
    for k, (_, label) in enumerate(ranked, start=1):
        kept += label
        if k >= min_n and (k - kept) / k >= target:
            nxt = ranked[k][0] if k < len(ranked) else ranked[-1][0] + 1e-6
            if nxt > ranked[k - 1][0]:  # a tie with the next score cannot be split
                best = {"t": (ranked[k - 1][0] + nxt) / 2, "n": k, "kept": kept}
    return best


def thresholds(
    rows: Sequence[dict[str, Any]], scores: Sequence[float], target: float, min_n: int
) -> dict[str, dict[str, Any] | None]:
    """Per phenomenon, ``choose_threshold`` over the tallied blind rows (NOPE's rows judge a
    trigger, not a pair, and are left out)."""
    out: dict[str, dict[str, Any] | None] = {}
    for p in PHENOMENA:
        scored = [
            (s, int(r["label"]))
            for r, s in zip(rows, scores, strict=True)
            if slice_of(r) is not None and r.get("phenomenon") == p and tallied(r)
        ]
        out[p] = choose_threshold(scored, target, min_n)
    return out


def random_draw(name: str, reviews: Path) -> set[str]:
    """Pair ids of the slice's random draw that the judge did not mark a control."""
    folder = reviews / name
    with open(folder / "key.csv", newline="", encoding="utf-8") as fh:
        key = {r["item_id"]: r for r in csv.DictReader(fh)}
    with open(folder / "verdicts.tsv", newline="", encoding="utf-8") as fh:
        control = {
            r["item_id"]: (r.get("control") or "").strip() == "1"
            for r in csv.DictReader(fh, delimiter="\t")
        }
    return {
        k["pair_id"]
        for i, k in key.items()
        if k.get("draw") == "random" and not control.get(i, False)
    }


def held_out(
    rows: Sequence[dict[str, Any]], name: str, target: float, min_n: int, reviews: Path
) -> dict[str, Any]:
    """Thresholds from the slices before ``name`` (CV scores), applied to ``name``'s random
    draw scored by the fit on those slices."""
    order = slice_order(rows)
    before = set(order[: order.index(name)])
    train = [r for r in rows if slice_of(r) is None or slice_of(r) in before]
    chosen = thresholds(train, cv_scores(train), target, min_n)
    draw = random_draw(name, reviews)
    test = [
        r
        for r in rows
        if slice_of(r) == name and tallied(r) and (r.get("record") or {}).get("pair_id") in draw
    ]
    score = dict(zip(map(id, test), _fit_score(train, test, PRIOR_C), strict=True))
    out: dict[str, Any] = {"thresholds": chosen}
    for p in PHENOMENA:
        mine = [r for r in test if r["phenomenon"] == p]
        t = chosen[p]["t"] if chosen[p] else None
        flagged = [r for r in mine if t is not None and score[id(r)] < t]
        out[p] = {
            "random": len(mine),
            "rejected": sum(1 for r in mine if not r["label"]),
            "flagged": len(flagged),
            "kept": sum(int(r["label"]) for r in flagged),
        }
    return out


def draw_scores(names: Sequence[str], reviews: Path) -> dict[str, list[tuple[float, int]]]:
    """``{phenomenon: [(score at draw time, e), ...]}`` of the judged random draw of ``names``
    (the judge's control column not 1)."""
    out: dict[str, list[tuple[float, int]]] = {p: [] for p in PHENOMENA}
    for name in names:
        folder = reviews / name
        with open(folder / "key.csv", newline="", encoding="utf-8") as fh:
            key = {r["item_id"]: r for r in csv.DictReader(fh)}
        with open(folder / "verdicts.tsv", newline="", encoding="utf-8") as fh:
            for v in csv.DictReader(fh, delimiter="\t"):
                k = key.get(v["item_id"])
                e = (v.get("e") or "").strip()
                if not k or k["draw"] != "random" or (v.get("control") or "").strip() == "1":
                    continue
                if e in ("0", "1") and k.get("score"):
                    out[k["phenomenon"]].append((float(k["score"]), int(e)))
    return out


def floor_table(scored: dict[str, list[tuple[float, int]]]) -> list[str]:
    """Per phenomenon, the reject share of the lowest-scored 2/5/10/20% of the random draw."""
    fracs = (0.02, 0.05, 0.1, 0.2)
    lines = [
        "| phenomenon | random (kept) | " + " | ".join(f"lowest {f:.0%}" for f in fracs) + " |",
        "|---|---|" + "---|" * len(fracs),
    ]
    for p, xs in scored.items():
        xs = sorted(xs)
        cells = []
        for f in fracs:
            m = max(1, int(len(xs) * f))
            cells.append(_ratio(m - sum(e for _, e in xs[:m]), m) if xs else "-")
        lines.append(f"| {p} | {len(xs)} ({sum(e for _, e in xs)}) | " + " | ".join(cells) + " |")
    return lines


def _ratio(a: int, b: int) -> str:
    return f"{a}/{b} = {a / b:.2f}" if b else "-"


def table(results: dict[str, Any]) -> list[str]:
    """Markdown rows per phenomenon and slice, then pooled."""
    lines = [
        "| phenomenon | slice | t | flagged | kept | precision | of random | of rejected |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for p in [*PHENOMENA, "all"]:
        tot = {"random": 0, "rejected": 0, "flagged": 0, "kept": 0}
        for name, res in results.items():
            cells = (
                [res[p]] if p != "all" else [res[q] for q in PHENOMENA]  # pooled over phenomena
            )
            c = {k: sum(x[k] for x in cells) for k in tot}
            for k in tot:
                tot[k] += c[k]
            thr = res["thresholds"].get(p) if p != "all" else None
            lines.append(f"| {p} | {name} | {thr['t']:.3f} |" if thr else f"| {p} | {name} | - |")
            lines[-1] += (
                f" {c['flagged']} | {c['kept']} | {_ratio(c['flagged'] - c['kept'], c['flagged'])}"
                f" | {_ratio(c['flagged'], c['random'])}"
                f" | {_ratio(c['flagged'] - c['kept'], c['rejected'])} |"
            )
        lines.append(
            f"| **{p}** | pooled | | {tot['flagged']} | {tot['kept']} | "
            f"{_ratio(tot['flagged'] - tot['kept'], tot['flagged'])} | "
            f"{_ratio(tot['flagged'], tot['random'])} | "
            f"{_ratio(tot['flagged'] - tot['kept'], tot['rejected'])} |"
        )
    return lines


def main(argv: Sequence[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--n", type=int, default=8, help="the newest N slices are held out")
    ap.add_argument("--slices", default="", help="or these slices, comma-separated")
    ap.add_argument("--target", type=float, default=0.93)
    ap.add_argument("--min-n", type=int, default=20)
    ap.add_argument("--json")
    ap.add_argument("--ship", action="store_true", help="thresholds on all rows, as JSON")
    ap.add_argument("--draw-scores", default="", help="slices: the scores at draw time, no fit")
    ap.add_argument(
        "--reviews", type=Path, help="the folder of the blind slices' folders (all but --ship)"
    )
    args = ap.parse_args(argv)
    if args.reviews is None and not args.ship:
        ap.error("--reviews is required (the folder of the blind slices' folders)")
    if args.draw_scores:
        print("\n".join(floor_table(draw_scores(args.draw_scores.split(","), args.reviews))))
        return
    rows = read_rows_file()
    if args.ship:
        chosen = thresholds(rows, cv_scores(rows), args.target, args.min_n)
        print(json.dumps(chosen, indent=1))
        return
    names = args.slices.split(",") if args.slices else slice_order(rows)[-args.n :]
    results: dict[str, Any] = {}
    for name in names:
        results[name] = held_out(rows, name, args.target, args.min_n, args.reviews)
        print(name, json.dumps(results[name]), flush=True)
        if args.json:
            Path(args.json).write_text(json.dumps(results, indent=1))
    print("\n".join(table(results)))


if __name__ == "__main__":
    main()
