"""Flag audit: how often a flagged pair was judged bad in blind review slices.

A flag is a promise that the pair is bad (``docs/flags.md``). This script checks the promise on
judged blind slices: for every flag, over every judged pair that carries it, how many the judge
kept as is (``e=1``), and for the rejected ones whether the judged defect is the sentence the flag
is about (``b=0``: premise judged bad; ``c=0``: hypothesis judged bad).

A slice folder holds ``key.csv`` (item_id, draw, phenomenon), ``verdicts.tsv`` (item_id, a, b,
c, d, e, ...), ``items/*.txt`` (the pair texts, ``[item-id]`` then ``premise (kind): ...`` and
``hypothesis (kind): ...`` lines) and ``wh/`` (the warehouse the items were drawn from). Items
are matched to warehouse pairs by premise and hypothesis text.

An A/B draw's output folder (``benchmarks/ab_draw.py``: ``key.csv`` with ``draw`` old/new,
``items/``, ``verdicts.tsv``) is read too: its items match the pairs of the warehouse beside it
that wrote them (``../wh_old`` or ``../wh_main`` for ``old``, ``../wh_new`` for ``new``). Its
items are well-formed pairs, so only warning flags can show up there.

    python benchmarks/flag_audit.py SLICE [SLICE ...] [--json OUT] [--min-n 5] [--pooled]

``--pooled`` counts each flag over all phenomena and sorts worst (lowest precision) first;
``--defects`` counts a flag on a pair only where it is a defect there (the promise: a warning
on a well-formed pair promises nothing).

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
_SENTENCE = re.compile(r"^\s+sentence: (?P<text>.*)$")


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


def read_sentences(folder: Path) -> dict[str, str]:
    """item_id -> the source sentence shown with the item (``sentence:`` line), where given."""
    out: dict[str, str] = {}
    for path in sorted((folder / "items").glob("*.txt")):
        current = None
        for line in path.read_text(encoding="utf-8").splitlines():
            head = _ITEM.match(line)
            if head:
                current = head.group("id")
                continue
            sentence = _SENTENCE.match(line)
            if current and sentence:
                out.setdefault(current, sentence.group("text"))
    return out


def read_verdicts(folder: Path) -> dict[str, dict[str, str]]:
    with open(folder / "verdicts.tsv", encoding="utf-8", newline="") as fh:
        return {r["item_id"]: r for r in csv.DictReader(fh, delimiter="\t")}


def read_phenomena(folder: Path) -> dict[str, str]:
    with open(folder / "key.csv", encoding="utf-8", newline="") as fh:
        return {r["item_id"]: r["phenomenon"] for r in csv.DictReader(fh)}


def read_draws(folder: Path) -> dict[str, str]:
    with open(folder / "key.csv", encoding="utf-8", newline="") as fh:
        return {r["item_id"]: r.get("draw", "") for r in csv.DictReader(fh)}


def ab_warehouse(folder: Path, side: str) -> Path | None:
    """The warehouse beside an A/B output folder that wrote the ``side`` draw."""
    names = ("wh_old", "wh_main") if side == "old" else ("wh_new",)
    for name in names:
        if (folder.parent / name / "mine.duckdb").exists():
            return folder.parent / name
    return None


def warehouse_pairs(folder: Path, side: str = "") -> dict[tuple[str, str], list[dict[str, Any]]]:
    wh = folder / "wh" if (folder / "wh").is_dir() else ab_warehouse(folder, side)
    if wh is None:
        return {}
    return pairs_of(wh)


def pairs_of(wh: Path) -> dict[tuple[str, str], list[dict[str, Any]]]:
    """(premise, hypothesis) -> the warehouse's pair rows with that text."""
    table = query(
        wh,
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
        if not (folder / "verdicts.tsv").exists():
            continue  # drawn, not judged yet
        items, verdicts = read_items(folder), read_verdicts(folder)
        sentences = read_sentences(folder)
        phen, draws = read_phenomena(folder), read_draws(folder)
        by_side: dict[str, dict] = {}
        for item_id, verdict in verdicts.items():
            texts = items.get(item_id)
            if texts is None:
                continue  # a candidate-level item (trigger precision): no pair to match
            side = draws.get(item_id, "") if not (folder / "wh").is_dir() else ""
            if side not in by_side:
                by_side[side] = warehouse_pairs(folder, side)
            rows = by_side[side].get(texts, [])
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
                    "well_formed": all(r["well_formed"] for r in rows),
                    "sentence": sentences.get(item_id, ""),
                    "premise": texts[0],
                    "hypothesis": texts[1],
                    "note": verdict.get("note") or "",
                    "b": verdict.get("b") == "1",
                    "c": verdict.get("c") == "1",
                    "e": verdict.get("e") == "1",
                }
            )
    return records, unmatched


def defect_flags(rec: dict[str, Any]) -> list[str]:
    return [
        f
        for f in rec["flags"]
        if flag_registry.severity(f, rec["phenomenon"], rec["kind"]) == "defect"
    ]


def rematch(
    records: list[dict[str, Any]], wh: Path
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The records with their flags as the warehouse ``wh`` writes them (the judged sentences mined
    again with another checkout), matched by (phenomenon, premise, hypothesis). Returns the
    re-matched records and those whose pair ``wh`` no longer writes."""
    pairs = pairs_of(wh)
    found, gone = [], []
    for rec in records:
        rows = [
            r
            for r in pairs.get((rec["premise"], rec["hypothesis"]), [])
            if r["phenomenon"] == rec["phenomenon"]
        ]
        if not rows:
            gone.append(rec)
            continue
        found.append(
            {
                **rec,
                "kind": rows[0]["hypothesis_kind"],
                "flags": sorted({f for r in rows for f in r["flags"]}),
                "well_formed": all(r["well_formed"] for r in rows),
            }
        )
    return found, gone


def tabulate(
    records: list[dict[str, Any]], pooled: bool = False, defects: bool = False
) -> list[dict[str, Any]]:
    """Per (phenomenon, flag) and per flag family: n, kept as is, precision, defects seen.
    ``pooled``: per flag over all phenomena (phenomenon ``*``), worst first."""
    counts: dict[tuple[str, str], dict[str, int]] = defaultdict(
        lambda: {"n": 0, "kept": 0, "premise_bad": 0, "hypothesis_bad": 0}
    )
    for rec in records:
        flags = defect_flags(rec) if defects else rec["flags"]
        names = set(flags) | {f.split(":", 1)[0] + ":*" for f in flags if ":" in f}
        for name in names:
            c = counts[("*" if pooled else rec["phenomenon"], name)]
            c["n"] += 1
            c["kept"] += rec["e"]
            c["premise_bad"] += not rec["b"]
            c["hypothesis_bad"] += not rec["c"]
    rows = []
    for (phenomenon, name), c in sorted(counts.items()):
        severity = "" if name.endswith(":*") or pooled else flag_registry.severity(name, phenomenon)
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
    if pooled:
        rows.sort(key=lambda r: (r["precision"], -r["n"]))
    return rows


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("slices", nargs="+", type=Path, help="judged blind-review slice folders")
    ap.add_argument("--json", type=Path, help="also write the table as JSON here")
    ap.add_argument("--min-n", type=int, default=1, help="only flags on at least N judged pairs")
    ap.add_argument("--pooled", action="store_true", help="per flag over all phenomena")
    ap.add_argument("--defects", action="store_true", help="count a flag only where a defect")
    ap.add_argument(
        "--items",
        action="append",
        default=[],
        metavar="FLAG",
        help="list the judged items carrying FLAG (a defect there with --defects; repeatable; "
        "'source:*' takes the family): kept or not, sentence, premise, hypothesis, judge's note",
    )
    ap.add_argument(
        "--sentences",
        type=Path,
        help="write the judged items' source sentences (those carrying an --items flag, else "
        "every flagged item) as JSONL for re-mining with another checkout",
    )
    ap.add_argument(
        "--against",
        type=Path,
        help="recompute: take each judged item's flags from this warehouse (the --sentences "
        "file mined with another checkout) instead of the slice's; items it no longer writes "
        "are counted and left out",
    )
    args = ap.parse_args(argv)
    records, unmatched = judged_flags(args.slices)

    def carries(rec: dict[str, Any], name: str) -> bool:
        flags = defect_flags(rec) if args.defects else rec["flags"]
        if name.endswith(":*"):
            return any(f.startswith(name[:-1]) for f in flags)
        return name in flags

    if args.sentences:
        chosen = [
            r
            for r in records
            if (any(carries(r, n) for n in args.items) if args.items else r["flags"])
            and r["sentence"]
        ]
        texts = sorted({r["sentence"] for r in chosen})
        with open(args.sentences, "w", encoding="utf-8") as fh:
            for i, text in enumerate(texts):
                fh.write(json.dumps({"id": f"j{i:05d}", "text": text}) + "\n")
        print(f"wrote {len(texts)} sentences of {len(chosen)} judged items to {args.sentences}")
        return 0
    if args.against:
        chosen = (
            [r for r in records if any(carries(r, n) for n in args.items)]
            if args.items
            else records
        )
        records, gone = rematch(chosen, args.against)
        print(f"re-matched against {args.against}: {len(records)}, no longer written: {len(gone)}")
        for rec in gone:
            print(f"  gone: {rec['slice']}/{rec['item_id']} kept={int(rec['e'])}")
    for name in args.items:
        print(f"\n### `{name}`")
        for rec in records:
            if not carries(rec, name):
                continue
            print(
                f"- {rec['slice']}/{rec['item_id']} {rec['phenomenon']}/{rec['kind']} "
                f"{'KEPT' if rec['e'] else 'rejected'} wf={int(rec['well_formed'])} "
                f"flags={','.join(rec['flags'])}\n  S: {rec['sentence']}\n"
                f"  P: {rec['premise']}\n  H: {rec['hypothesis']}\n  note: {rec['note']}"
            )
        print()
    rows = [r for r in tabulate(records, args.pooled, args.defects) if r["n"] >= args.min_n]
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
