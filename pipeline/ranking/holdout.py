"""Held-out-register evaluation of the prior: fit on every row but those of the named blind
slices, score those slices.

Leave-one-slice-out (``loso.py``) and the cross-corpus split (``cross_corpus.py``) both stay
inside the development corpora (COCA and Wikipedia). The slices of another register (the State of
the Union pool, ``benchmarks/sotu_pool.py``: ``s1130e``, ``s1130f``, ``s1130g``) are the honest
test of whether the prior's weights describe a pair's quality rather than the development text:
hold them *all* out (a slice of the register left in training would teach the others), fit on
NOPE's rows and every other slice, and report the AUC on each held-out slice and pooled, per
phenomenon. Rows of a slice that is not in the shipped rows yet can be added with
``--extra-rows`` (same format, ``train_prior.write_rows``); they are held out like the others
when their slice is named, and trained on otherwise.

    python -m pipeline.ranking.holdout --holdout-origins s1130e,s1130f,s1130g \\
        [--extra-rows s1130g-rows.jsonl.gz] [--cs 0.03,0.01] [--json]

Time-ordered (stop 54): ``--time-ordered s1201i,s1201j`` scores each named slice with a fit on
NOPE's rows and every slice *before* it in the rows' order (the order the slices were judged,
``slice_order``), so no later verdict (and no slice of the same review round judged after it)
teaches the fit. It is the honest figure for a new register: on the nlp-corpus slices the blind
reviews came in order s1201g, s1201h, s1201i, s1201j, and a prior is only ever used on text
judged after every row it was fit on.

    python -m pipeline.ranking.holdout --time-ordered s1201i,s1201j [--cs 0.01]

With ``--json`` each cell also has ``first40`` and ``first40_max`` (stop 56,
``loso.first_n_lift``): #20's first-40 keep rate over the slice's, and the most an order reaches.
"""

from __future__ import annotations

import argparse
import gzip
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from .loso import _auc_table, _fit_score, slice_of


def held_name(origin: str) -> str:
    """``s1130e`` for ``s1130e`` or ``blind-review:s1130e:e`` (both spellings are accepted)."""
    parts = origin.strip().split(":")
    return parts[1] if len(parts) >= 2 and parts[0] == "blind-review" else parts[0]


def split(
    rows: Sequence[dict[str, Any]], origins: Sequence[str]
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """``(train, held)``: the rows of the named slices are held, every other row (NOPE's too)
    trains. E.g. ``split(rows, ["s1130e", "blind-review:s1130f:e"])``."""
    names = {held_name(o) for o in origins}
    held = [r for r in rows if slice_of(r) in names]
    train = [r for r in rows if slice_of(r) not in names]
    return train, held


def holdout(rows: Sequence[dict[str, Any]], origins: Sequence[str], c: float) -> dict[str, Any]:
    """``{"slices": {name: AUC table}, "pooled": AUC table, "n_train": int}`` of one fit on the
    rows outside ``origins`` (``loso._auc_table``: ``all`` and per phenomenon, with counts)."""
    train, held = split(rows, origins)
    names = sorted({held_name(o) for o in origins})
    missing = [n for n in names if not any(slice_of(r) == n for r in held)]
    if missing:
        raise ValueError(f"no rows of the held-out slice(s) {', '.join(missing)}")
    scores = _fit_score(train, held, c)
    out: dict[str, Any] = {"slices": {}, "n_train": len(train)}
    for name in names:
        idx = [i for i, r in enumerate(held) if slice_of(r) == name]
        out["slices"][name] = _auc_table([held[i] for i in idx], [scores[i] for i in idx])
    out["pooled"] = _auc_table(held, scores)
    return out


def slice_order(rows: Sequence[dict[str, Any]]) -> list[str]:
    """The blind slices in the order their rows first appear (``train_prior`` appends each
    newly judged slice at the end, so this is the order they were judged)."""
    order: list[str] = []
    for r in rows:
        s = slice_of(r)
        if s is not None and s not in order:
            order.append(s)
    return order


def time_ordered(
    rows: Sequence[dict[str, Any]], targets: Sequence[str], c: float
) -> dict[str, Any]:
    """``{"slices": {name: AUC table}, "n_train": {name: int}}``: each target slice scored by a
    fit on the rows that are not a blind verdict (NOPE) and on every slice judged before it
    (``slice_order``); e.g. ``time_ordered(rows, ["s1201i", "s1201j"], 0.01)``."""
    order = slice_order(rows)
    out: dict[str, Any] = {"slices": {}, "n_train": {}}
    for name in (held_name(t) for t in targets):
        if name not in order:
            raise ValueError(f"no rows of the slice {name}")
        before = set(order[: order.index(name)])
        train = [r for r in rows if slice_of(r) is None or slice_of(r) in before]
        test = [r for r in rows if slice_of(r) == name]
        out["slices"][name] = _auc_table(test, _fit_score(train, test, c))
        out["n_train"][name] = len(train)
    return out


def read_extra_rows(path: Path) -> list[dict[str, Any]]:
    """Rows stored like ``training_rows.jsonl.gz`` (gzipped or plain JSON lines), checked for
    the feature version as the shipped rows are."""
    from . import check_feature_version

    opener = gzip.open if path.suffix == ".gz" else open
    with opener(path, "rt", encoding="utf-8") as fh:
        rows = [json.loads(line) for line in fh if line.strip()]
    for version in {r.get("feature_version") for r in rows}:
        check_feature_version(path, version)
    return rows


def format_table(result: dict[str, Any], c: float) -> str:
    """One markdown line per held-out slice and pooled: ``AUC (n)`` overall and per phenomenon."""
    pooled = [("pooled", result["pooled"])] if "pooled" in result else []
    tables = [*result["slices"].values(), *(t for _, t in pooled)]
    phens = sorted({p for t in tables for p in t if p != "all"})
    lines = [
        "| held-out (C = " + f"{c}) | all | " + " | ".join(phens) + " |",
        "|" + "---|" * (len(phens) + 2),
    ]

    def cell(t: dict[str, Any] | None) -> str:
        if t is None:
            return ""
        return "n/a" if t["auc"] is None else f"{t['auc']:.3f} ({t['n']})"

    for name, t in [*result["slices"].items(), *pooled]:
        lines.append(f"| {name} | " + " | ".join(cell(t.get(p)) for p in ["all", *phens]) + " |")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> None:
    from .train_prior import PRIOR_C, ROWS, read_rows_file

    ap = argparse.ArgumentParser(prog="python -m pipeline.ranking.holdout", description=__doc__)
    ap.add_argument("--rows", type=Path, default=ROWS)
    ap.add_argument(
        "--extra-rows", type=Path, action="append", default=[], help="rows not in --rows yet"
    )
    ap.add_argument(
        "--holdout-origins",
        help="comma-separated slices (s1130e or blind-review:s1130e:e) held out together",
    )
    ap.add_argument(
        "--time-ordered",
        help="comma-separated slices, each scored by a fit on the slices judged before it",
    )
    ap.add_argument("--cs", default=str(PRIOR_C), help="comma-separated C values")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    rows = read_rows_file(args.rows)
    for path in args.extra_rows:
        rows += read_extra_rows(path)
    if bool(args.holdout_origins) == bool(args.time_ordered):
        ap.error("give one of --holdout-origins and --time-ordered")
    origins = [o for o in (args.holdout_origins or args.time_ordered).split(",") if o.strip()]
    out = {}
    for c in (float(x) for x in args.cs.split(",")):
        if args.time_ordered:
            out[str(c)] = time_ordered(rows, origins, c)
        else:
            out[str(c)] = holdout(rows, origins, c)
        if not args.json:
            print(format_table(out[str(c)], c) + "\n", flush=True)
    if args.json:
        print(json.dumps(out, indent=1))


if __name__ == "__main__":
    main()
