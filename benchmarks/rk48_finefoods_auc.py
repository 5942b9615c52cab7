"""Stop 91 (rk48): the keep prior on the next Amazon food-review slices (s1207a, s1207b).

rk47's ``rk47_finefoods_auc.py`` with the new slices:

1. Blind: the tallied pairs of each slice (``blind_slice.py tally``'s set: random and top draws,
   no controls) scored by a shipped prior (``--model-rev``, default the base e4812338,
   ``prior-2d40c7e0a3db``), features from the slice's stored rows (the records of its own
   warehouse); with ``key.csv``'s scores (the prior in force when the slice was drawn) beside it.
2. Leave-one-slice-out (rk44's loop, rk19's vectorised fit, the shipped C and weights) over
   rk46's eleven Bible and Austen slices, s1206a, s1206b and s1207a, s1207b; the A/B rows are in
   every fit; and over rk47's thirteen alone.
3. Leave the register out: the four review slices scored by a fit on every row whose text is not
   ``finefoods`` (``loro.text_register_of``: the slices and ab90, ab90b, ab91 held out).
4. ``--cv``: the shipped grouped 5-fold CV (``train_prior._weighted_cv``) with its AUC over all
   rows, over the rows rk47's prior was fit on, and over the new rows.

``--reviews REVIEWS`` (required) is the folder of the blind slices' folders (it is not part of the
repository). From the repository root::

    PYTHONPATH=$PWD python3 benchmarks/rk48_finefoods_auc.py --reviews REVIEWS --cv
"""

from __future__ import annotations

import argparse
import csv
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).parent))

from blind_slice import _flag, auc  # noqa: E402
from rk19_time_ordered import Matrix  # noqa: E402
from rk44_stray_quote import loso, show  # noqa: E402

from pipeline.ranking import loro  # noqa: E402
from pipeline.ranking import model as M  # noqa: E402
from pipeline.ranking.model import KeepModel  # noqa: E402
from pipeline.ranking.train_prior import PRIOR_C, _weighted_cv, read_rows_file  # noqa: E402

NEW = ("s1207a", "s1207b")
RK47_SLICES = (
    "s1205k,s1205l,s1205m,s1205p,s1205q,s1205r,s1205s,s1205t,s1205u,s1205v,s1205w,s1206a,s1206b"
)
NEW_ORIGINS = {f"blind-review:{s}:e" for s in NEW} | {"ab-review:ab91:e"}


def blind(rows: list[dict], model: KeepModel, reviews: Path) -> None:
    for s in NEW:
        d = reviews / s
        feats = {
            r["record"]["pair_id"]: r["features"]
            for r in rows
            if r["origin"] == f"blind-review:{s}:e"
        }
        verdicts = {
            v["item_id"].strip(): v
            for p in sorted(d.glob("verdicts-*.tsv"))
            for v in csv.DictReader(open(p), delimiter="\t")
        }
        # one score per item (a pair drawn as random and top is one item), as ``tally`` counts
        key_sc: dict[str, dict] = defaultdict(dict)
        new_sc: dict[str, dict] = defaultdict(dict)
        for k in csv.DictReader(open(d / "key.csv")):
            v = verdicts.get(k["item_id"])
            if v is None or k["draw"] in ("candidate", "flagged") or _flag(v["control"]) == 1:
                continue
            kept = _flag(v["e"])
            key_sc[k["phenomenon"]][k["item_id"]] = (float(k["score"] or 0), kept)
            new_sc[k["phenomenon"]][k["item_id"]] = (model.score(feats[k["pair_id"]]), kept)
        for name, sc in (("key.csv", key_sc), (model.model_id, new_sc)):
            everything = [x for xs in sc.values() for x in xs.values()]
            per = {p: round(auc(list(xs.values())), 3) for p, xs in sorted(sc.items())}
            print(f"{s} {name}: {len(everything)} tallied, AUC {auc(everything):.3f} {per}")


def leave_register_out(rows: list[dict], mat: Matrix) -> None:
    texts = [loro.text_register_of(r) for r in rows]
    tr = np.array([i for i, g in enumerate(texts) if g != "finefoods"])
    te = np.array(
        [i for i, g in enumerate(texts) if g == "finefoods" and loro.register_of(rows[i])]
    )
    w = np.array([float(r.get("weight", 1.0)) for r in rows])
    scores = mat.fit_score(tr, te, w[tr], PRIOR_C, None)
    by: dict[tuple[str, str], tuple[list, list]] = defaultdict(lambda: ([], []))
    for i, sc in zip(te, scores, strict=True):
        r = rows[i]
        for where in (r["origin"].split(":")[1], "both"):
            for what in ("all", r["phenomenon"]):
                by[(where, what)][0].append(int(r["label"]))
                by[(where, what)][1].append(float(sc))
    print("## finefoods held out (fit on every other register; all judged pairs)")
    for (where, what), (y, s) in sorted(by.items()):
        print(f"  {where} {what}: n={len(y)} AUC {M.auc(y, s):.4f}")


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--model-rev", default="e4812338")
    ap.add_argument("--cv", action="store_true")
    ap.add_argument(
        "--reviews", type=Path, required=True, help="the folder of the blind slices' folders"
    )
    args = ap.parse_args(argv)
    rows = read_rows_file()
    text = subprocess.check_output(
        ["git", "show", f"{args.model_rev}:pipeline/ranking/prior/model.json"], text=True
    )
    blind(rows, KeepModel.from_json(text), args.reviews)
    mat = Matrix(rows)
    leave_register_out(rows, mat)
    slices = [*RK47_SLICES.split(","), *NEW]
    show("leave-one-slice-out", loso(rows, mat, slices), slices)
    show("rk47's thirteen", loso(rows, mat, slices[:-2]), slices[:-2])
    if args.cv:
        oof = _weighted_cv(
            [r["features"] for r in rows],
            [int(r["label"]) for r in rows],
            [float(r.get("weight", 1.0)) for r in rows],
            [r["group"] for r in rows],
            PRIOR_C,
        )
        y = [int(r["label"]) for r in rows]
        old = [i for i, r in enumerate(rows) if r["origin"] not in NEW_ORIGINS]
        new = [i for i, r in enumerate(rows) if r["origin"] in NEW_ORIGINS]
        print(f"grouped CV: all {M.auc(y, oof):.5f}", end="")
        for name, idx in (("rk47's rows", old), ("new rows", new)):
            print(f"; {name} {M.auc([y[i] for i in idx], [oof[i] for i in idx]):.5f}", end="")
        print()


if __name__ == "__main__":
    main()
