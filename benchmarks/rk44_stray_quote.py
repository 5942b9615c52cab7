"""Stop 88 (rk44): a stray closing single quote in a pair's text, measured leave-one-slice-out.
pipeline/ranking/prior/README.md, "Stop 88: rk44".

Three of s1205t's top-scored implicature rejects carry a closing single quote whose opening
quote is not in the text ("He didn't call more than ten servants of his.'"): the sentence
splitter cut a quotation inside a quotation (the World English Bible nests '...' in "..."), and
the rewrite copies the mark. ``_shape``'s ``.unbalanced_quotes`` counts double quotes only.
Quotation marks come in pairs (Quirk et al. 1985, Appendix III.30-III.33), so a closing single
quote after sentence punctuation (``[.,;:!?]'``) with fewer opening single quotes before a word
is a cut quotation, read from the text of every pair (no word list, no parse).

For each slice in ``--slices`` the prior is fitted on every other row (NOPE, the other slices,
the A/B rows; rk19's vectorised fit, the shipped C and weights) and scores the held-out slice's
tallied rows, once with the stored features and once with ``hyp.stray_single_quote`` /
``prem.stray_single_quote`` added to every row with a record (bounded <= 0 as a defect). Rows
without a record (NOPE) cannot carry it, and NOPE rows carry no rewrite feature anyway.

    PYTHONPATH=$PWD python3 benchmarks/rk44_stray_quote.py
"""

from __future__ import annotations

import argparse
import re
import statistics
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).parent))

from rk19_time_ordered import Matrix  # noqa: E402
from time_ordered_prior import PHENOMENA, auc_cells, tallied  # noqa: E402

from pipeline.ranking import model as M  # noqa: E402
from pipeline.ranking.loso import slice_of  # noqa: E402
from pipeline.ranking.train_prior import PRIOR_C, read_rows_file  # noqa: E402

#: An opening single quote: at the start or after a space, bracket or double quote, before a word.
_OPEN = re.compile(r"(?:^|(?<=[\s(\[\"“]))['‘](?=\w)")
#: A closing single quote right after sentence punctuation, before a space, a closing mark or
#: the end (a possessive "Jesus'" has no punctuation before it).
_CLOSE = re.compile(r"(?<=[.,;:!?])['’](?=[\s\"”)]|$)")

NAMES = ("hyp.stray_single_quote", "prem.stray_single_quote")
DEFAULT_SLICES = "s1204k,s1205a,s1205p,s1205q,s1205r,s1205s,s1205t"


def stray_single_quote(text: str) -> bool:
    """More closing single quotes after sentence punctuation than opening ones."""
    return len(_CLOSE.findall(text or "")) > len(_OPEN.findall(text or ""))


def with_feature(row: dict[str, Any]) -> dict[str, Any]:
    rec = row.get("record")
    if not rec:
        return row
    feats = dict(row["features"])
    for name, field in zip(NAMES, ("hypothesis", "premise"), strict=True):
        if stray_single_quote(rec.get(field) or ""):
            feats[name] = 1.0
    return row | {"features": feats}


def loso(rows: list[dict[str, Any]], mat: Matrix, slices: list[str]) -> dict[str, Any]:
    sl = [slice_of(r) for r in rows]
    wts_all = np.array([float(r.get("weight", 1.0)) for r in rows])
    res: dict[str, Any] = {}
    for name in slices:
        tr = np.array([i for i, s in enumerate(sl) if s != name])
        te = np.array([i for i, s in enumerate(sl) if s == name])
        t = time.time()
        scores = mat.fit_score(tr, te, wts_all[tr], PRIOR_C, getattr(mat, "last", None))
        test = [rows[i] for i in te]
        res[name] = auc_cells(test, list(scores))
        res[name]["scored"] = [
            (r.get("phenomenon"), int(r["label"]), float(sc))
            for r, sc in zip(test, scores, strict=True)
            if tallied(r)
        ]
        print(f"  {name} all={res[name]['all']:.4f} ({time.time() - t:.0f}s)", flush=True)
    return res


def show(label: str, res: dict[str, Any], slices: list[str]) -> None:
    print(f"## {label}")
    print("| slice | all | " + " | ".join(PHENOMENA) + " |")
    fmt = lambda v: "n/a" if v is None or v != v else f"{v:.3f}"  # noqa: E731
    for s in slices:
        print(f"| {s} | " + " | ".join(fmt(res[s][p]) for p in ("all", *PHENOMENA)) + " |")
    for p in ("all", *PHENOMENA):
        vals = [res[s][p] for s in slices if res[s][p] is not None and res[s][p] == res[s][p]]
        sc = [x for s in slices for x in res[s]["scored"] if p == "all" or x[0] == p]
        pooled = M.auc([x[1] for x in sc], [x[2] for x in sc])
        print(f"  {p}: mean {statistics.mean(vals):.4f} pooled {pooled:.4f} (n={len(sc)})")


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--slices", default=DEFAULT_SLICES)
    args = ap.parse_args(argv)
    slices = args.slices.split(",")
    rows = read_rows_file()
    fired = [r for r in map(with_feature, rows) if any(n in r["features"] for n in NAMES)]
    print(
        f"rows {len(rows)}; with a stray single quote {len(fired)}, kept "
        f"{sum(r['label'] for r in fired)}; slices {sorted({slice_of(r) for r in fired})}"
    )
    for label, rs in (
        ("stored features", rows),
        ("+ stray_single_quote", [with_feature(r) for r in rows]),
    ):
        mat = Matrix(rs)
        for n in NAMES:
            if n in mat.names:
                mat.defect[mat.names.index(n)] = True
        show(label, loso(rs, mat, slices), slices)


if __name__ == "__main__":
    main()
