"""Flag audit: how often a flagged pair was judged bad in blind review slices.

A flag is a promise that the pair is bad (``docs/flags.md``). This script checks the promise on
judged blind slices: for every flag, over every judged pair that carries it, how many the judge
kept as is (``e=1``), and for the rejected ones whether the judged defect is the sentence the flag
is about (``b=0``: premise judged bad; ``c=0``: hypothesis judged bad).

A slice folder holds ``key.csv`` (item_id, draw, phenomenon), ``verdicts.tsv`` (item_id, a, b,
c, d, e, ...), ``items/*.txt`` (the pair texts, ``[item-id]`` then ``premise (kind): ...`` and
``hypothesis (kind): ...`` lines) and ``wh/`` (the warehouse the items were drawn from). Items
are matched to warehouse pairs by premise and hypothesis text.

    python benchmarks/flag_audit.py SLICE [SLICE ...] [--json OUT] [--min-n 5]

Parameterised flags are reported by family too (``source:*``, ``npi:*``; the part before ``:``).
"""

from __future__ import annotations

import argparse
import csv
import json
import re
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

from pipeline import flags as flag_registry
from pipeline.query import query

_ITEM = re.compile(r"^\[(?P<id>[^\]]+)\]")
_SIDE = re.compile(r"^\s+(?P<side>premise|hypothesis) \((?P<kind>[^)]*)\): (?P<text>.*)$")


def read_items(folder: Path) -> dict[str, tuple[str, str]]:
    """item_id -> (premise, hypothesis) from the slice's ``items/*.txt``."""
    out: dict[str, tuple[str, str]] = {}
    for path in sorted((folder / "items").glob("*.txt")):
        current, sides = None, {}
        for line in path.read_text(encoding="utf-8").splitlines():
            head = _ITEM.match(line)
            if head:
                current, sides = head.group("id"), {}
                continue
            side = _SIDE.match(line)
            if current and side:
                sides[side.group("side")] = side.group("text")
                if len(sides) == 2:
                    out[current] = (sides["premise"], sides["hypothesis"])
    return out


def read_verdicts(folder: Path) -> dict[str, dict[str, str]]:
    with open(folder / "verdicts.tsv", encoding="utf-8", newline="") as fh:
        return {r["item_id"]: r for r in csv.DictReader(fh, delimiter="\t")}


def read_phenomena(folder: Path) -> dict[str, str]:
    with open(folder / "key.csv", encoding="utf-8", newline="") as fh:
        return {r["item_id"]: r["phenomenon"] for r in csv.DictReader(fh)}


def warehouse_pairs(folder: Path) -> dict[tuple[str, str], list[dict[str, Any]]]:
    table = query(
        folder / "wh",
        "select phenomenon, premise, hypothesis, hypothesis_kind, well_formed, "
        "json_extract(features, '$.flags') as flags from pairs",
    )
    out: dict[tuple[str, str], list[dict[str, Any]]] = defaultdict(list)
    for row in table.to_pylist():
        row["flags"] = json.loads(row["flags"]) if row["flags"] else []
        out[(row["premise"], row["hypothesis"])].append(row)
    return out


def judged_flags(folders: list[Path]) -> tuple[list[dict[str, Any]], int]:
    """One record per judged item that matched a warehouse pair: its flags and verdicts.
    Returns the records and the number of judged items that matched no pair."""
    records: list[dict[str, Any]] = []
    unmatched = 0
    for folder in folders:
        items, verdicts = read_items(folder), read_verdicts(folder)
        phen, pairs = read_phenomena(folder), warehouse_pairs(folder)
        for item_id, verdict in verdicts.items():
            texts = items.get(item_id)
            if texts is None:
                continue  # a candidate-level item (trigger precision): no pair to match
            rows = pairs.get(texts, [])
            rows = [r for r in rows if r["phenomenon"] == phen.get(item_id, r["phenomenon"])]
            if not rows:
                unmatched += 1
                continue
            flags = sorted({f for r in rows for f in r["flags"]})
            records.append(
                {
                    "slice": folder.name,
                    "item_id": item_id,
                    "phenomenon": rows[0]["phenomenon"],
                    "kind": rows[0]["hypothesis_kind"],
                    "flags": flags,
                    "b": verdict.get("b") == "1",
                    "c": verdict.get("c") == "1",
                    "e": verdict.get("e") == "1",
                }
            )
    return records, unmatched


def tabulate(records: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Per (phenomenon, flag) and per flag family: n, kept as is, precision, defects seen."""
    counts: dict[tuple[str, str], dict[str, int]] = defaultdict(
        lambda: {"n": 0, "kept": 0, "premise_bad": 0, "hypothesis_bad": 0}
    )
    for rec in records:
        names = set(rec["flags"]) | {f.split(":", 1)[0] + ":*" for f in rec["flags"] if ":" in f}
        for name in names:
            c = counts[(rec["phenomenon"], name)]
            c["n"] += 1
            c["kept"] += rec["e"]
            c["premise_bad"] += not rec["b"]
            c["hypothesis_bad"] += not rec["c"]
    rows = []
    for (phenomenon, name), c in sorted(counts.items()):
        severity = "" if name.endswith(":*") else flag_registry.severity(name, phenomenon)
        if not name.endswith(":*") and any(
            name in names and p == phenomenon
            for (p, _), names in flag_registry.DEMOTED_BY_KIND.items()
        ):
            severity += (
                " (warning for "
                + ", ".join(
                    k
                    for (p, k), names in flag_registry.DEMOTED_BY_KIND.items()
                    if p == phenomenon and name in names
                )
                + ")"
            )
        rows.append(
            {
                "phenomenon": phenomenon,
                "flag": name,
                **c,
                "precision": round((c["n"] - c["kept"]) / c["n"], 2),
                "severity": severity,
            }
        )
    return rows


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("slices", nargs="+", type=Path, help="judged blind-review slice folders")
    ap.add_argument("--json", type=Path, help="also write the table as JSON here")
    args = ap.parse_args(argv)
    records, unmatched = judged_flags(args.slices)
    rows = tabulate(records)
    print(f"judged items matched: {len(records)}, unmatched: {unmatched}")
    print("| phenomenon | flag | n | kept | precision | premise bad | hypothesis bad | severity |")
    print("|---|---|---:|---:|---:|---:|---:|---|")
    for r in rows:
        print(
            f"| {r['phenomenon']} | `{r['flag']}` | {r['n']} | {r['kept']} | {r['precision']:.2f}"
            f" | {r['premise_bad']} | {r['hypothesis_bad']} | {r['severity']} |"
        )
    if args.json:
        args.json.write_text(json.dumps(rows, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
