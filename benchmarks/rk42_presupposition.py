"""Stop 86 (rk42): why presupposition ranks at chance on s1205r. pipeline/ranking/prior/README.md,
"Stop 86: rk42"; docs/review.md, "Stop 86: rk42".

Scores a blind slice's judged pairs with a given prior (the one in force when the slice was judged
is the blind view: ``git show REV:pipeline/ranking/prior/model.json > FILE``), prints the AUC per
phenomenon on the tallied pairs (non-control, not the flagged draw: the figures the queues report)
and, for one phenomenon, the ``--top`` highest-scored rejected and lowest-scored kept tallied pairs
with the features that move their score most (weight x value, interactions included) and the
judge's note.

    git show ca52cb11:pipeline/ranking/prior/model.json > /tmp/old.json
    PYTHONPATH=$PWD python3 benchmarks/rk42_presupposition.py REVIEWS/s1205r \\
        --model /tmp/old.json --phenomenon presupposition

(``REVIEWS`` is the maintainers' folder of the blind slices, not part of the repository.)
"""

from __future__ import annotations

import argparse
import csv
from collections import defaultdict
from pathlib import Path

from sklearn.metrics import roc_auc_score

from pipeline.ranking import features_of
from pipeline.ranking.model import KeepModel, with_interactions
from pipeline.ranking.train_prior import verdict_inputs


def contributions(model: KeepModel, features: dict[str, float], n: int) -> list[tuple[str, float]]:
    x = with_interactions(features)
    c = [(k, model.weights.get(k, 0.0) * v) for k, v in x.items()]
    return sorted((kv for kv in c if kv[1]), key=lambda kv: -abs(kv[1]))[:n]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument(
        "review", type=Path, help="a blind review directory (verdicts.tsv, key.csv, wh/)"
    )
    ap.add_argument("--model", type=Path, required=True, help="a prior's model.json")
    ap.add_argument("--phenomenon", default="presupposition")
    ap.add_argument("--top", type=int, default=10)
    ap.add_argument("--features", type=int, default=6)
    args = ap.parse_args()

    model = KeepModel.from_json(args.model.read_text(encoding="utf-8"))
    with open(args.review / "key.csv", newline="", encoding="utf-8") as fh:
        key = {r["item_id"]: r for r in csv.DictReader(fh)}
    with open(args.review / "verdicts.tsv", newline="", encoding="utf-8") as fh:
        verdicts = {r["item_id"]: r for r in csv.DictReader(fh, delimiter="\t")}
    by_pair = {x["row"]["pair_id"]: x for x in verdict_inputs(args.review)}

    cells: dict[str, tuple[list[int], list[float]]] = defaultdict(lambda: ([], []))
    listed = []
    for item_id, k in key.items():
        v = verdicts.get(item_id)
        x = by_pair.get(k["pair_id"])
        if v is None or x is None or k["draw"] == "flagged" or v["control"].strip() == "1":
            continue
        feats = features_of(x["row"])
        s = model.score(feats)
        for g in ("all", x["row"]["phenomenon"]):
            cells[g][0].append(x["label"])
            cells[g][1].append(s)
        if x["row"]["phenomenon"] == args.phenomenon:
            listed.append((s, x["label"], item_id, x["row"], feats, v.get("note", "")))

    print(f"model {model.model_id} on {args.review.name} (tallied pairs):")
    for g, (y, s) in cells.items():
        auc = roc_auc_score(y, s) if 0 < sum(y) < len(y) else float("nan")
        print(f"  {g}: n={len(y)} kept={sum(y)} AUC={auc:.3f}")
    rejected = sorted((r for r in listed if r[1] == 0), key=lambda r: -r[0])[: args.top]
    kept = sorted((r for r in listed if r[1] == 1), key=lambda r: r[0])[: args.top]
    for title, group in (("top-scored rejected", rejected), ("bottom-scored kept", kept)):
        print(f"\n## {args.phenomenon}: {title}")
        for s, _label, item_id, row, feats, note in group:
            print(
                f"\n{item_id} score={s:.3f} lemma={row.get('trigger_lemma')} "
                f"subtype={row.get('subtype')} kind={row.get('premise_kind')}/"
                f"{row.get('hypothesis_kind')}"
            )
            print(f"  P: {row['premise']}")
            print(f"  H: {row['hypothesis']}")
            if note:
                print(f"  judge: {note}")
            print(
                "  "
                + ", ".join(f"{k} {c:+.2f}" for k, c in contributions(model, feats, args.features))
            )


if __name__ == "__main__":
    main()
