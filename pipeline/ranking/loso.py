"""Leave-one-slice-out evaluation of the prior: the honest figure for "text nobody tuned on".

Each blind review (origin ``blind-review:<slice>:e``) is one slice of fresh text. For every
slice in turn, the prior is trained on the NOPE rows plus the *other* slices and scores the
held-out slice; the AUC of those scores against the slice's keep verdicts is reported per
phenomenon and overall. Grouped 5-fold CV within the rows (``train_prior.train``) splits by
sentence but still mixes slices, so it is optimistic: a slice shares its source, its code version
and its judge, which a new slice does not.

The inverse regularisation ``C`` is chosen without the held-out slice: for each rotation, every
candidate ``C`` is scored by leaving out each *training* slice in turn (nested), and the ``C``
with the best mean inner AUC is used for the outer fit.

    python -m pipeline.ranking.loso [--rows prior/training_rows.jsonl.gz] [--cs 0.1,0.3,1]
        [--exclude-origins s1130e,s1130f]   (the development rows only: see ``holdout.py``)
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from .model import C, KeepModel, auc, fit

BLIND = "blind-review:"


def slice_of(row: dict[str, Any]) -> str | None:
    """The slice a row's label came from (None for rows that are not a blind verdict)."""
    origin = str(row.get("origin", ""))
    return origin.split(":")[1] if origin.startswith(BLIND) else None


def _fit_score(
    train: Sequence[dict[str, Any]], test: Sequence[dict[str, Any]], c: float
) -> list[float]:
    b, w = fit(
        [r["features"] for r in train],
        [int(r["label"]) for r in train],
        [float(r.get("weight", 1.0)) for r in train],
        c,
    )
    model = KeepModel("loso", "prior", b, w)
    return [model.score(r["features"]) for r in test]


#: How many pairs of a phenomenon a reviewer reads first: #20's second target is the keep rate
#: of the first ``FIRST_N`` pairs of the review order against the rate of a random draw.
FIRST_N = 40


def first_n_lift(labels: Sequence[int], scores: Sequence[float], n: int = FIRST_N) -> dict:
    """``{"lift", "max"}``: the keep rate of the ``n`` best-scored pairs over the keep rate of
    all of them (#20's "first 40 / random"), and the most it can be, ``1 / keep rate`` (stop 54:
    at a keep rate of 0.85 no order reaches 1.5x). ``None`` for both without a kept pair."""
    kept = sum(labels)
    if not labels or kept == 0:
        return {"lift": None, "max": None}
    rate = kept / len(labels)
    top = sorted(range(len(labels)), key=lambda i: -scores[i])[:n]
    return {"lift": sum(labels[i] for i in top) / len(top) / rate, "max": 1 / rate}


def _auc_table(test: Sequence[dict[str, Any]], scores: Sequence[float]) -> dict[str, Any]:
    """``all`` and per phenomenon: ``n``, ``kept``, ``auc`` and the first-40 lift
    (``first_n_lift``: ``first40``, ``first40_max``)."""
    labels = [int(r["label"]) for r in test]

    def cell(y: list[int], s: list[float]) -> dict[str, Any]:
        lift = first_n_lift(y, s)
        return {
            "n": len(y),
            "kept": sum(y),
            "auc": auc(y, s),
            "first40": lift["lift"],
            "first40_max": lift["max"],
        }

    out: dict[str, Any] = {"all": cell(labels, list(scores))}
    for phen in sorted({str(r.get("phenomenon", "")) for r in test}):
        idx = [i for i, r in enumerate(test) if r.get("phenomenon") == phen]
        out[phen] = cell([labels[i] for i in idx], [scores[i] for i in idx])
    return out


def choose_c(rows: Sequence[dict[str, Any]], cs: Sequence[float]) -> tuple[float, dict]:
    """The ``C`` with the best mean leave-one-slice-out AUC on ``rows`` (and the scan)."""
    slices = sorted({s for r in rows if (s := slice_of(r))})
    if len(slices) < 2:
        return C, {}
    scan = {}
    for c in cs:
        aucs = []
        for held in slices:
            test = [r for r in rows if slice_of(r) == held]
            train = [r for r in rows if slice_of(r) != held]
            a = auc([int(r["label"]) for r in test], _fit_score(train, test, c))
            if a is not None:
                aucs.append(a)
        scan[c] = sum(aucs) / len(aucs) if aucs else 0.0
    best = max(cs, key=lambda c: (scan[c], -abs(c - C)))
    return best, scan


def leave_one_slice_out(
    rows: Sequence[dict[str, Any]], cs: Sequence[float] = (C,)
) -> dict[str, Any]:
    """Per held-out slice: the chosen ``C``, the inner scan and the AUC table; plus ``pooled``,
    the AUC of all held-out scores together, and ``scores``: ``(row index, score)`` per row."""
    slices = sorted({s for r in rows if (s := slice_of(r))})
    out: dict[str, Any] = {"slices": {}}
    pooled_rows: list[dict[str, Any]] = []
    pooled_scores: list[float] = []
    held_scores: dict[int, float] = {}
    for held in slices:
        test_idx = [i for i, r in enumerate(rows) if slice_of(r) == held]
        train = [r for r in rows if slice_of(r) != held]
        c, scan = choose_c(train, cs) if len(cs) > 1 else (cs[0], {})
        test = [rows[i] for i in test_idx]
        scores = _fit_score(train, test, c)
        out["slices"][held] = {"C": c, "scan": scan, "auc": _auc_table(test, scores)}
        pooled_rows += test
        pooled_scores += scores
        held_scores.update(zip(test_idx, scores, strict=True))
    out["pooled"] = _auc_table(pooled_rows, pooled_scores)
    out["scores"] = held_scores
    return out


def top_shares(
    rows: Sequence[dict[str, Any]], scores: dict[int, float], shares: Sequence[float] = (0.25, 0.5)
) -> dict[str, dict[str, Any]]:
    """Keep rate of the best-scored ``share`` of each held-out slice, per phenomenon: the top
    share is taken within each slice (a review orders one warehouse), counts summed over slices.
    ``{phenomenon: {"top25": (kept, n), "top50": ..., "all": (kept, n)}}``, "all" phenomena too."""
    from .evaluate import top_share

    out: dict[str, dict[str, Any]] = {}
    slices = sorted({s for r in rows if (s := slice_of(r))})
    phens = sorted({str(r.get("phenomenon")) for r in rows if slice_of(r)})
    for phen in [*phens, "all"]:
        acc: dict[str, list[int]] = {}
        for held in slices:
            idx = [
                i
                for i, r in enumerate(rows)
                if slice_of(r) == held and phen in ("all", r.get("phenomenon")) and i in scores
            ]
            if not idx:
                continue
            y = [int(rows[i]["label"]) for i in idx]
            s = [scores[i] for i in idx]
            for share in shares:
                t = top_share(y, s, share)
                k, n = acc.setdefault(f"top{round(share * 100)}", [0, 0])
                acc[f"top{round(share * 100)}"] = [k + t["kept"], n + t["n"]]
            k, n = acc.setdefault("all", [0, 0])
            acc["all"] = [k + sum(y), n + len(y)]
        out[phen] = {key: tuple(v) for key, v in acc.items()}
    return out


def top_share_by_slice(
    rows: Sequence[dict[str, Any]], scores: dict[int, float], share: float
) -> dict[str, dict[str, tuple[int, int, int, int]]]:
    """The replay of one review per held-out slice: its judged pairs ranked by their
    leave-one-slice-out score, ``(kept, n)`` of the best ``share`` and ``(kept, n)`` of all, per
    phenomenon: ``{slice: {phenomenon: (top_kept, top_n, all_kept, all_n)}}``."""
    from .evaluate import top_share

    out: dict[str, dict[str, tuple[int, int, int, int]]] = {}
    for held in sorted({s for r in rows if (s := slice_of(r))}):
        for phen in sorted({str(r.get("phenomenon")) for r in rows if slice_of(r) == held}):
            idx = [
                i
                for i, r in enumerate(rows)
                if slice_of(r) == held and r.get("phenomenon") == phen and i in scores
            ]
            y = [int(rows[i]["label"]) for i in idx]
            t = top_share(y, [scores[i] for i in idx], share)
            out.setdefault(held, {})[phen] = (t["kept"], t["n"], sum(y), len(y))
    return out


def format_table(result: dict[str, Any]) -> str:
    """A markdown table: one line per held-out slice (and pooled), one column per phenomenon."""
    phens = sorted({p for s in result["slices"].values() for p in s["auc"] if p != "all"})
    head = ["held-out slice", "C", "all", *phens]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]

    def cell(t: dict[str, Any]) -> str:
        a = t.get("auc")
        return "n/a" if a is None else f"{a:.3f} ({t['n']})"

    for name, s in result["slices"].items():
        cells = [cell(s["auc"][p]) if p in s["auc"] else "" for p in ["all", *phens]]
        lines.append(f"| {name} | {s['C']} | " + " | ".join(cells) + " |")
    pooled = result["pooled"]
    cells = [cell(pooled[p]) if p in pooled else "" for p in ["all", *phens]]
    lines.append("| pooled | | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> None:
    from .train_prior import PRIOR_C, ROWS, read_rows_file

    ap = argparse.ArgumentParser(prog="python -m pipeline.ranking.loso", description=__doc__)
    ap.add_argument("--rows", type=Path, default=ROWS)
    ap.add_argument("--cs", default=str(PRIOR_C), help="comma-separated C values (nested choice)")
    ap.add_argument("--json", action="store_true")
    ap.add_argument(
        "--exclude-origins",
        default="",
        help="comma-separated slices left out of every fit and score (e.g. the held-out register"
        " of ``holdout.py``: leave-one-slice-out on the development rows only)",
    )
    ap.add_argument(
        "--replay-share",
        type=float,
        default=0.4,
        help="per held-out slice: keep rate of this best-scored share vs all (replay of a review)",
    )
    args = ap.parse_args(argv)
    rows = read_rows_file(args.rows)
    if args.exclude_origins:
        from .holdout import split

        rows, _ = split(rows, args.exclude_origins.split(","))
    result = leave_one_slice_out(rows, [float(c) for c in args.cs.split(",")])
    tops = top_shares(rows, result["scores"])
    replay = top_share_by_slice(rows, result["scores"], args.replay_share)
    if args.json:
        out = {k: v for k, v in result.items() if k != "scores"} | {
            "top_shares": tops,
            "replay": {"share": args.replay_share, "slices": replay},
        }
        print(json.dumps(out, indent=1))
        return
    print(format_table(result))
    print("\n| phenomenon | top 25% kept | top 50% kept | all kept |\n|---|---|---|---|")
    for phen, t in tops.items():
        cells = [
            f"{t[k][0]}/{t[k][1]} = {t[k][0] / t[k][1]:.2f}" for k in ("top25", "top50", "all")
        ]
        print(f"| {phen} | " + " | ".join(cells) + " |")
    phens = sorted({p for s in replay.values() for p in s})
    share = f"top {round(args.replay_share * 100)}%"
    print("\n| held-out slice | " + " | ".join(phens) + f" |  ({share} kept vs all kept)")
    print("|" + "---|" * (len(phens) + 1))
    for held, by_phen in replay.items():
        cells = ["{}/{} vs {}/{}".format(*by_phen[p]) if p in by_phen else "" for p in phens]
        print(f"| {held} | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
