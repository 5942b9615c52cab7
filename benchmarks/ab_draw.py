"""A/B draw: the pairs two versions of the code write differently on the same sentences, for blind
judging; then the keep rates of each side.

Fresh blind slices of the same code differ by about ±0.15 in keep rate (their sentences and their
judges differ), so a before/after comparison over a few slices cannot see a change of a few
points. This benchmark compares the two versions on *one* set of sentences: it runs both (or reads
warehouses they already wrote), takes the well-formed non-control pairs only one of them writes
(a pair is its sentence, phenomenon, premise, hypothesis and label: a rewritten hypothesis, a new
label or a pair newly flagged all count as a difference), and writes a sample of both sides,
shuffled and unmarked, in the blind-review item format. Which side an item came from is in
``key.csv``. ``tally`` then prints, per phenomenon, the keep rate of old-only and new-only pairs
and the estimated change in kept pairs per 1,000 sentences.

    python benchmarks/ab_draw.py draw OUT --input in.jsonl --old OLD --new NEW [--per 40]
    python benchmarks/ab_draw.py tally OUT VERDICTS.tsv

OLD and NEW are each a warehouse folder (one that ``mine run --source jsonl --input in.jsonl``
wrote) or a checkout of the code, which is then run on ``--input`` for all four phenomena.
"""

from __future__ import annotations

import argparse
import csv
import json
import os
import random
import subprocess
import sys
from collections import Counter
from pathlib import Path

PHENOMENA = ("conjunction", "presupposition", "verb_complement", "implicature")

_PAIRS = (
    "select p.phenomenon, p.subtype, c.trigger, s.text, p.premise_kind, p.premise, "
    "p.hypothesis_kind, p.hypothesis, p.heuristic_label from pairs p "
    "join candidates c using (candidate_id) join sentences s on s.sentence_id = c.sentence_id "
    "where p.well_formed and not (p.hypothesis_kind = 'original' and p.premise_kind <> 'original')"
)
_FIELDS = (
    "phenomenon",
    "subtype",
    "trigger",
    "text",
    "premise_kind",
    "premise",
    "hypothesis_kind",
    "hypothesis",
    "heuristic_label",
)


def warehouse_for(version: Path, inputs: Path, out: Path) -> Path:
    """``version`` if it is a warehouse, else the warehouse ``out`` that checkout writes for
    ``inputs`` (run in a subprocess so that each version imports its own code)."""
    if (version / "mine.duckdb").exists():
        return version
    if not (version / "pipeline").is_dir():
        sys.exit(f"{version}: neither a warehouse (mine.duckdb) nor a checkout (pipeline/)")
    args = ["run", "--source", "jsonl", "--input", str(inputs), "--warehouse", str(out)]
    for phenomenon in PHENOMENA:
        args += ["--phenomenon", phenomenon]
    code = "import sys; from pipeline.cli import main; sys.argv[0] = 'mine'; sys.exit(main())"
    env = {**os.environ, "PYTHONPATH": str(version.resolve())}
    subprocess.run([sys.executable, "-c", code, *args], check=True, env=env, cwd=version)
    return out


def well_formed_pairs(warehouse: Path) -> dict[tuple, dict]:
    """The warehouse's well-formed non-control pairs, keyed by ``_FIELDS`` but subtype/trigger."""
    from pipeline.warehouse import Warehouse

    con = Warehouse(warehouse).connect()
    try:
        rows = [dict(zip(_FIELDS, r, strict=True)) for r in con.execute(_PAIRS).fetchall()]
    finally:
        con.close()
    return {
        tuple(
            _typography(r[f])
            for f in ("text", "phenomenon", "premise", "hypothesis", "heuristic_label")
        ): r
        for r in rows
    }


def _typography(value: str) -> str:
    """A curly apostrophe is the ASCII one (stop 52 straightens it in contractions): a pair that
    differs only there is the same pair, not a change to judge."""
    return value.replace("\u2019", "'") if isinstance(value, str) else value


def item_block(item_id: str, r: dict) -> str:
    """One pair in the blind-review item format."""
    return (
        f"[{item_id}] subtype={r['subtype']} trigger={r['trigger']!r}\n"
        f"  sentence: {r['text']}\n"
        f"  premise ({r['premise_kind']}): {r['premise']}\n"
        f"  hypothesis ({r['hypothesis_kind']}): {r['hypothesis']}\n"
        f"  heuristic label: {r['heuristic_label']}"
    )


def draw(out: Path, inputs: Path, old: Path, new: Path, per: int, seed: str) -> None:
    out.mkdir(parents=True, exist_ok=True)
    (out / "items").mkdir(exist_ok=True)
    sides = {
        "old": well_formed_pairs(warehouse_for(old, inputs, out / "old_wh")),
        "new": well_formed_pairs(warehouse_for(new, inputs, out / "new_wh")),
    }
    sentences = sum(1 for line in open(inputs) if line.strip())
    counts: dict = {"sentences": sentences}
    key = []
    rng = random.Random(seed)
    for phenomenon in PHENOMENA:
        mine = {
            s: {k for k, r in rows.items() if r["phenomenon"] == phenomenon}
            for s, rows in sides.items()
        }
        only = {"old": sorted(mine["old"] - mine["new"]), "new": sorted(mine["new"] - mine["old"])}
        counts[phenomenon] = {
            "old": len(mine["old"]),
            "new": len(mine["new"]),
            "shared": len(mine["old"] & mine["new"]),
            "only_old": len(only["old"]),
            "only_new": len(only["new"]),
        }
        picked = [
            (side, k)
            for side in ("old", "new")
            for k in rng.sample(only[side], min(per, len(only[side])))
        ]
        rng.shuffle(picked)
        blocks = []
        for n, (side, k) in enumerate(picked):
            item_id = f"{phenomenon[:4]}-{n:03d}"
            blocks.append(item_block(item_id, sides[side][k]))
            key.append((item_id, side, phenomenon))
        (out / "items" / f"{phenomenon}.txt").write_text("\n\n".join(blocks) + "\n")
        print(f"{phenomenon}: {counts[phenomenon]}; {len(picked)} items")
    with open(out / "key.csv", "w", newline="") as f:
        csv.writer(f).writerows([("item_id", "draw", "phenomenon"), *key])
    (out / "counts.json").write_text(json.dumps(counts, indent=1) + "\n")


def tally(out: Path, verdicts: Path) -> None:
    key = {r["item_id"]: r for r in csv.DictReader(open(out / "key.csv"))}
    counts = json.loads((out / "counts.json").read_text())
    judged: dict[tuple[str, str], Counter] = {}
    for r in csv.DictReader(open(verdicts), delimiter="\t"):
        k = key.get(r["item_id"])
        if k is None or (r.get("control") or "").strip() == "1":
            continue
        c = judged.setdefault((k["phenomenon"], k["draw"]), Counter())
        c["judged"] += 1
        c["kept"] += (r.get("e") or "").strip() == "1"
    per_k = 1000 / counts["sentences"]
    for phenomenon in PHENOMENA:
        n = counts.get(phenomenon)
        if not n:
            continue
        line = [f"{phenomenon}: shared {n['shared']}"]
        kept_est = {}
        for side in ("old", "new"):
            c = judged.get((phenomenon, side), Counter())
            rate = c["kept"] / c["judged"] if c["judged"] else float("nan")
            # no pair on this side: nothing to estimate, and 0 kept, not "unknown"
            kept_est[side] = rate * n[f"only_{side}"] if n[f"only_{side}"] else 0.0
            line.append(
                f"{side}-only {n[f'only_{side}']} (judged {c['judged']}, kept {c['kept']} = {rate:.2f})"
            )
        delta_kept = (kept_est["new"] - kept_est["old"]) * per_k
        delta_bad = ((n["only_new"] - kept_est["new"]) - (n["only_old"] - kept_est["old"])) * per_k
        line.append(f"per 1,000 sentences: kept {delta_kept:+.1f}, not kept {delta_bad:+.1f}")
        print("; ".join(line))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    d = sub.add_parser("draw")
    d.add_argument("out", type=Path)
    d.add_argument("--input", type=Path, required=True)
    d.add_argument("--old", type=Path, required=True)
    d.add_argument("--new", type=Path, required=True)
    d.add_argument("--per", type=int, default=40, help="items per side and phenomenon")
    d.add_argument("--seed", default="ab")
    t = sub.add_parser("tally")
    t.add_argument("out", type=Path)
    t.add_argument("verdicts", type=Path)
    args = parser.parse_args(argv)
    if args.command == "draw":
        draw(args.out, args.input, args.old, args.new, args.per, args.seed)
    else:
        tally(args.out, args.verdicts)
    return 0


if __name__ == "__main__":
    sys.exit(main())
