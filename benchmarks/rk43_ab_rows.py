"""Stop 88 (rk43): should the blind A/B verdicts join the keep prior's training rows?

An A/B directory (``AB/abN``, AB the maintainers' folder of A/B directories) holds a blind review of the pairs two code versions write
*differently* on one text (``out/key.csv``: ``draw`` old|new; the pair's warehouse is
``wh_main`` for old, ``wh_new`` for new; ``out/verdicts.tsv`` column ``e``: 1 = kept as is).
They are not a random sample of what the product writes, so they join the rows only if the
held-out AUC on the blind slices does not drop (pipeline/ranking/prior/README.md, "Stop 88: rk43").

``--build OUT``: the A/B rows (``train_prior.verdict_rows`` with the inputs matched per draw;
origin ``ab-review:abN:e``, group ``ab:abN:SENTENCE_ID``, weight 10 as a blind verdict, records
kept). ``--compare``: the time-ordered AUC (rk19's vectorised fit, warm-started; rk41's mean and
pooled summary) of the last ``--last`` slices in judging order, the shipped rows with the A/B
rows at weight 0 (= left out) against the same rows with the A/B rows at their weight. An A/B
row is no blind slice (``loso.slice_of`` is None), so it is in every fit of the "with" run,
including fits for slices judged before it (its text is disjoint from every slice's).

    PYTHONPATH=$PWD python3 benchmarks/rk43_ab_rows.py \\
        --build /tmp/rk43/ab_rows.jsonl.gz AB/ab87 AB/ab87b
    PYTHONPATH=$PWD python3 benchmarks/rk43_ab_rows.py \\
        --compare /tmp/rk43/ab_rows.jsonl.gz --last 12 --json /tmp/rk43/compare.json
"""

from __future__ import annotations

import argparse
import csv
import json
import sys
import time
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent))

from rk19_time_ordered import Matrix  # noqa: E402
from rk41_implicature import show, time_ordered  # noqa: E402
from time_ordered_prior import shipped_weights  # noqa: E402

from pipeline.ranking.holdout import slice_order  # noqa: E402
from pipeline.ranking.train_prior import (  # noqa: E402
    _verdict,
    item_pair,
    read_items,
    read_rows_file,
    stored_pair_index,
    verdict_rows,
    write_rows,
)

AB = "ab-review:"
WAREHOUSE = {"old": "wh_main", "new": "wh_new"}
#: stop 92's ab92c/ab92d name the old draw's warehouse ``wh_old`` (rk50)
OLD_WAREHOUSE_ALIASES = ("wh_main", "wh_old")


def warehouse_dir(ab_dir: Path, draw: str) -> Path:
    """The warehouse of ``draw`` in ``ab_dir``: ``wh_new``, or ``wh_main`` / ``wh_old``."""
    if draw == "old":
        for name in OLD_WAREHOUSE_ALIASES:
            if (ab_dir / name).is_dir():
                return ab_dir / name
    return ab_dir / WAREHOUSE[draw]


def ab_inputs(ab_dir: Path) -> list[dict[str, Any]]:
    """``verdict_inputs`` of one A/B directory: each judged item matched to a pair of the
    warehouse of its draw (``{"row", "label", "group", "origin", "draw"}``)."""
    out_dir = ab_dir / "out"
    with open(out_dir / "verdicts.tsv", newline="", encoding="utf-8") as fh:
        verdicts = list(csv.DictReader(fh, delimiter="\t"))
    with open(out_dir / "key.csv", newline="", encoding="utf-8") as fh:
        draw = {r["item_id"]: r["draw"] for r in csv.DictReader(fh)}
    items = read_items(out_dir / "items")
    index = {d: stored_pair_index(warehouse_dir(ab_dir, d)) for d in WAREHOUSE}
    out, missing = [], Counter()
    for v in verdicts:
        item_id = (v.get("item_id") or "").strip()
        item, label, d = items.get(item_id), _verdict(v.get("e")), draw.get(item_id)
        if item is None or label is None or d not in index:
            missing["no item, verdict or draw"] += 1
            continue
        r = item_pair(index[d], item)
        if r is None:
            missing[f"no pair in {warehouse_dir(ab_dir, d).name}"] += 1
            continue
        out.append(
            {
                "row": r,
                "label": label,
                "group": f"ab:{ab_dir.name}:{r['sentence_id']}",
                "origin": f"{AB}{ab_dir.name}:e",
                "draw": d,
            }
        )
    if missing:
        print(f"{ab_dir}: {dict(missing)} verdicts not used")
    return out


def is_ab(row: dict[str, Any]) -> bool:
    return str(row.get("origin", "")).startswith(AB)


def without_ab(train: Sequence[dict[str, Any]], order: list[str]) -> list[float]:
    """The shipped weights, the A/B rows at 0 (a row of weight 0 adds nothing to the loss)."""
    return [
        0.0 if is_ab(r) else w for r, w in zip(train, shipped_weights(train, order), strict=True)
    ]


def main(argv: Sequence[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--build", type=Path, help="write the A/B rows of the given dirs here")
    ap.add_argument("dirs", nargs="*", type=Path)
    ap.add_argument("--compare", type=Path, help="A/B rows to compare the fits with and without")
    ap.add_argument("--last", type=int, default=12)
    ap.add_argument("--json")
    args = ap.parse_args(argv)
    if args.build:
        rows = []
        for d in args.dirs:
            inputs = ab_inputs(d)
            built = verdict_rows(d, inputs, keep_records=True)
            for r, x in zip(built, inputs, strict=True):
                r["draw"] = x["draw"]
            print(
                d.name,
                len(built),
                "kept",
                sum(r["label"] for r in built),
                dict(Counter((r["phenomenon"], r["draw"], r["label"]) for r in built)),
            )
            rows += built
        write_rows(rows, args.build)
        return
    rows = read_rows_file()
    ab = read_rows_file(args.compare)
    allrows = rows + ab
    slices = slice_order(rows)[-args.last :]
    t0 = time.time()
    mat = Matrix(allrows)
    print(f"rows {len(rows)} + A/B {len(ab)}, slices {slices[0]}..{slices[-1]}", flush=True)
    compare_weighings(
        allrows, mat, slices, (("without", without_ab), ("with", shipped_weights)), args.json, t0
    )


def compare_weighings(
    rows: list[dict[str, Any]],
    mat: Matrix,
    slices: list[str],
    runs: Sequence[tuple[str, Any]],
    json_path: str | None,
    t0: float,
) -> dict[str, Any]:
    """Time-ordered AUC over ``slices`` for each (name, weigher) of ``runs``, printed as it
    goes and written to ``json_path`` after each run (also used by rk45_ab88_rows)."""
    results: dict[str, Any] = {}
    for run, weigher in runs:
        if hasattr(mat, "last"):
            del mat.last
        results[run] = time_ordered(rows, mat, slices, weigher=weigher)
        show(run, results[run], slices)
        print(f"    ({time.time() - t0:.0f}s)", flush=True)
        if json_path:
            Path(json_path).write_text(json.dumps(results, indent=1, default=str))
    return results


if __name__ == "__main__":
    main()
