"""Blind-review slices drawn from a sentence pool, and their tally (docs/blind_review.md).

A slice is a range of lines of a pool (``fresh_pools.py``, ``sotu_pool.py``, ...) mined with all
four phenomena. Per phenomenon the draw takes 40 random well-formed pairs, the first 40 of the
review order (``pairs.keep_score``, highest first, controls capped at 25% of every prefix as in
``mine export`` and the queue), 10 pairs flagged ``well_formed = false`` and
40 candidates, shuffles them under neutral ids and writes ``OUT/items/<phenomenon>.txt`` for the
judge. Which draw an item came from, its pair id and its score are in ``OUT/key.csv``, which the
judge never sees. ``judge_prompt.md`` (beside this file) is the instruction a judge gets.

    python benchmarks/blind_slice.py draw OUT --pool POOL.jsonl --lines 5101-7100 [--seed S]
    python benchmarks/blind_slice.py prompts OUT JUDGE_DIR --rubric RUBRIC --seeds SEEDS [--forbid DIR ...]
    python benchmarks/blind_slice.py tally OUT        # OUT/verdicts-<phenomenon>.tsv, one per judge

``prompts`` copies the items away from ``key.csv`` into ``JUDGE_DIR/items`` and writes
``JUDGE_DIR/<phenomenon>.prompt``: ``judge_prompt.md`` filled in for one judge, whose verdict files
land in ``JUDGE_DIR`` (copy them into ``OUT`` before ``tally``).

``tally`` merges the judges' files into ``OUT/verdicts.tsv`` (the layout the prior's
``train_prior --verdicts`` reads), prints keep rates per draw on non-control pairs, the flag and
trigger precision, the AUC of the score against the keep verdicts, the keep rate per premise
kind, and writes ``OUT/rejects-<phenomenon>.txt``: every judged pair not kept, with the judge's
marks and note, for whoever fixes the next error classes.
"""

from __future__ import annotations

import argparse
import csv
import json
import random
import re
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

from ab_draw import item_block

PHENOMENA = ("conjunction", "presupposition", "implicature", "verb_complement")
VERDICT_COLUMNS = ("item_id", "a", "b", "c", "d", "e", "e_edit", "control", "note")
_PAIRS = (
    "select p.pair_id, {score} as score, p.phenomenon, p.subtype, c.trigger, s.text, "
    "p.premise_kind, p.premise, p.hypothesis_kind, p.hypothesis, p.heuristic_label "
    "from pairs p join candidates c using (candidate_id) "
    "join sentences s on s.sentence_id = c.sentence_id where p.phenomenon = '{phenomenon}' "
)


def mine(*args: object) -> None:
    code = "import sys; from pipeline.cli import main; sys.argv[0] = 'mine'; sys.exit(main())"
    subprocess.run([sys.executable, "-c", code, *map(str, args)], check=True)


def rows(con, sql: str) -> list[dict]:
    cur = con.execute(sql)
    names = [d[0] for d in cur.description]
    return [dict(zip(names, r, strict=True)) for r in cur.fetchall()]


def draw(out: Path, pool: Path, lines: str, seed: str, *, mine_first: bool = True) -> None:
    from pipeline.review.order import CONTROL_SHARE, cap_controls, is_control_pair
    from pipeline.warehouse import Warehouse

    (out / "items").mkdir(parents=True, exist_ok=True)
    wh = out / "wh"
    if mine_first:
        first, last = map(int, lines.split("-"))
        with open(pool, encoding="utf-8") as src, open(out / "in.jsonl", "w") as dst:
            for n, line in enumerate(src, 1):
                if first <= n <= last:
                    r = json.loads(line)
                    dst.write(json.dumps({"id": r["id"], "text": r["text"]}) + "\n")
        args = ["run", "--source", "jsonl", "--input", out / "in.jsonl", "--warehouse", wh]
        for phenomenon in PHENOMENA:
            args += ["--phenomenon", phenomenon]
        mine(*args)
    con = Warehouse(wh).connect()
    key = []
    try:
        cols = {r[0] for r in con.execute("select column_name from (describe pairs)").fetchall()}
        score = "p.keep_score" if "keep_score" in cols else "c.confidence"
        rnd = f"hash(p.pair_id || '{seed}')"
        for phenomenon in PHENOMENA:
            base = _PAIRS.format(score=score, phenomenon=phenomenon)
            # the first 40 pairs as the product hands them out (`mine export`, the queue): best
            # score first, controls capped at CONTROL_SHARE of every prefix
            ranked = rows(con, f"{base} and p.well_formed order by {score} desc, {rnd}")
            draws = {
                "random": rows(con, f"{base} and p.well_formed order by {rnd} limit 40"),
                "top": cap_controls(ranked, CONTROL_SHARE, is_control_pair)[:40],
                "flagged": rows(con, f"{base} and not p.well_formed order by {rnd} limit 10"),
            }
            candidates = rows(
                con,
                "select c.candidate_id, c.subtype, c.trigger, s.text from candidates c "
                "join sentences s on s.sentence_id = c.sentence_id "
                f"where c.phenomenon = '{phenomenon}' "
                f"order by hash(c.candidate_id || '{seed}') limit 40",
            )
            by_pair: dict[str, dict] = {}
            draws_of: dict[str, list[str]] = defaultdict(list)
            for name, picked in draws.items():
                for r in picked:  # a pair in two draws is judged once, counted in both
                    by_pair.setdefault(r["pair_id"], r)
                    draws_of[r["pair_id"]].append(name)
            order = sorted(by_pair)
            random.Random(seed).shuffle(order)
            blocks = []
            for n, pair_id in enumerate(order):
                item_id = f"{phenomenon[:4]}-{n:03d}"
                blocks.append(item_block(item_id, by_pair[pair_id]))
                score_value = by_pair[pair_id]["score"]
                key += [(item_id, d, phenomenon, pair_id, score_value) for d in draws_of[pair_id]]
            for n, c in enumerate(candidates):
                item_id = f"{phenomenon[:4]}-cand-{n:02d}"
                key.append((item_id, "candidate", phenomenon, c["candidate_id"], ""))
                blocks.append(
                    f"[{item_id}] CANDIDATE subtype={c['subtype']} trigger={c['trigger']!r}\n"
                    f"  sentence: {c['text']}"
                )
            (out / "items" / f"{phenomenon}.txt").write_text("\n\n".join(blocks) + "\n")
            print(f"{phenomenon}: {len(by_pair)} pairs, {len(candidates)} candidates")
    finally:
        con.close()
    with open(out / "key.csv", "w", newline="") as f:
        csv.writer(f).writerows([("item_id", "draw", "phenomenon", "pair_id", "score"), *key])
    print(f"review order by {score}; the judge gets {out / 'items'} only")


def _flag(value: str | None) -> int:
    value = (value or "").strip()
    return int(value) if value in ("0", "1") else 0


def auc(scored: list[tuple[float, int]]) -> float:
    """Probability that a kept pair outscores a pair not kept (ties count half)."""
    pos = [s for s, y in scored if y]
    neg = [s for s, y in scored if not y]
    if not pos or not neg:
        return float("nan")
    wins = sum((p > q) + 0.5 * (p == q) for p in pos for q in neg)
    return wins / (len(pos) * len(neg))


def tally(out: Path) -> None:
    verdicts = [
        r
        for path in sorted(out.glob("verdicts-*.tsv"))
        for r in csv.DictReader(open(path), delimiter="\t")
    ]
    with open(out / "verdicts.tsv", "w", newline="") as f:
        w = csv.writer(f, delimiter="\t")
        w.writerow(VERDICT_COLUMNS)
        w.writerows([[r.get(c) or "" for c in VERDICT_COLUMNS] for r in verdicts])
    by_id = {r["item_id"].strip(): r for r in verdicts}
    items = {}
    for path in (out / "items").glob("*.txt"):
        for block in path.read_text().split("\n\n"):
            if m := re.match(r"\[([^\]]+)\]", block.strip()):
                items[m.group(1)] = block.strip()
    key = list(csv.DictReader(open(out / "key.csv")))
    counts: dict[tuple[str, str], list[int]] = defaultdict(lambda: [0, 0])
    scored: dict[str, dict[str, tuple[float, int]]] = defaultdict(dict)
    by_kind: dict[tuple[str, str], list[int]] = defaultdict(lambda: [0, 0])
    rejects: dict[str, list[str]] = defaultdict(list)

    def add(phenomenon: str, what: str, hit: int) -> None:
        counts[(phenomenon, what)][0] += hit
        counts[(phenomenon, what)][1] += 1

    for k in key:
        v = by_id.get(k["item_id"])
        if v is None:
            continue
        ph, d, kept = k["phenomenon"], k["draw"], _flag(v["e"])
        item, note = items.get(k["item_id"], ""), (v.get("note") or "").strip()
        if d == "candidate":
            add(ph, "candidates: trigger right", _flag(v["a"]))
            if not _flag(v["a"]):
                rejects[ph].append(f"CANDIDATE WITHOUT A REAL TRIGGER:\n{item}\n  judge: {note}")
        elif d == "flagged":
            add(ph, "flagged: not kept as is", 1 - kept)
            add(ph, "flagged: not kept after edit", 1 - _flag(v["e_edit"]))
            if kept:
                rejects[ph].append(f"FLAGGED BUT KEPT:\n{item}\n  judge: {note}")
        elif _flag(v["control"]) != 1:
            add(ph, f"{d}: kept as is", kept)
            add(ph, f"{d}: kept after edit", _flag(v["e_edit"]))
            if k["item_id"] not in scored[ph]:
                scored[ph][k["item_id"]] = (float(k["score"] or 0), kept)
                m = re.search(r"premise \((\w+)\)", item)
                by_kind[(ph, m.group(1) if m else "?")][0] += kept
                by_kind[(ph, m.group(1) if m else "?")][1] += 1
                if not kept:
                    marks = " ".join(f"{c}={v.get(c, '')}" for c in "abcd")
                    rejects[ph].append(f"{item}\n  judge: {marks} edit={v['e_edit']} {note}")
    for (ph, what), (hit, n) in sorted(counts.items()):
        print(f"{ph:16} {what:30} {hit:3d}/{n:<3d} {hit / n if n else 0:.2f}")
    for d in ("random", "top"):
        hit = sum(counts[(ph, f"{d}: kept as is")][0] for ph in PHENOMENA)
        n = sum(counts[(ph, f"{d}: kept as is")][1] for ph in PHENOMENA)
        print(f"{d}: kept as is {hit}/{n}")
    everything = [x for per in scored.values() for x in per.values()]
    per_phenomenon = {ph: round(auc(list(scored[ph].values())), 3) for ph in PHENOMENA}
    print(
        f"AUC of the score, {len(everything)} judged pairs: {auc(everything):.3f} {per_phenomenon}"
    )
    print(
        "kept as is by premise kind:",
        ", ".join(f"{ph[:4]}:{kind} {h}/{n}" for (ph, kind), (h, n) in sorted(by_kind.items())),
    )
    for ph in PHENOMENA:
        (out / f"rejects-{ph}.txt").write_text("\n\n".join(rejects[ph]) + "\n")


def prompts(
    out: Path, judge_dir: Path, rubric: Path, seeds: Path, forbid: list[Path]
) -> list[Path]:
    """One filled-in ``judge_prompt.md`` per phenomenon of the slice ``out``.

    The judge's folder holds a copy of the items only: the key (which draw an item came from, its
    score) and the warehouse stay in ``out``, which the prompt forbids with the code."""
    out, judge_dir = out.resolve(), judge_dir.resolve()
    template = (Path(__file__).with_name("judge_prompt.md")).read_text(encoding="utf-8")
    template = template.split("-->", 1)[1].lstrip("\n")
    items = judge_dir / "items"
    items.mkdir(parents=True, exist_ok=True)
    forbidden = ", ".join(str(p) for p in [out, *forbid])
    written = []
    for src in sorted((out / "items").glob("*.txt")):
        (items / src.name).write_text(src.read_text(encoding="utf-8"), encoding="utf-8")
        text = template
        for key, value in (
            ("RUBRIC", str(rubric)),
            ("SEEDS", str(seeds)),
            ("ITEMS", str(items)),
            ("OUT/", f"{judge_dir}/"),
            (
                "FORBIDDEN",
                f"FORBIDDEN ({forbidden}; in {judge_dir}, every file but your own items file and outputs)",
            ),
            ("PHEN", src.stem),
        ):
            text = text.replace(key, value)
        prompt = judge_dir / f"{src.stem}.prompt"
        prompt.write_text(text, encoding="utf-8")
        written.append(prompt)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    d = sub.add_parser("draw")
    d.add_argument("out", type=Path)
    d.add_argument("--pool", type=Path, required=True)
    d.add_argument("--lines", required=True, help="FIRST-LAST, 1-based, inclusive")
    d.add_argument("--seed", help="default: the folder's name")
    d.add_argument(
        "--no-mine", action="store_true", help="draw again from OUT/wh (pool and lines unused)"
    )
    p = sub.add_parser("prompts", help="one judge instruction per phenomenon")
    p.add_argument("out", type=Path)
    p.add_argument("judge_dir", type=Path)
    p.add_argument("--rubric", type=Path, required=True)
    p.add_argument("--seeds", type=Path, required=True)
    p.add_argument(
        "--forbid", type=Path, action="append", default=[], help="folders to keep out of"
    )
    t = sub.add_parser("tally")
    t.add_argument("out", type=Path)
    args = parser.parse_args(argv)
    if args.command == "prompts":
        for prompt in prompts(args.out, args.judge_dir, args.rubric, args.seeds, args.forbid):
            print(prompt)
    elif args.command == "draw":
        seed = args.seed or args.out.name
        draw(args.out, args.pool, args.lines, seed, mine_first=not args.no_mine)
    else:
        tally(args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
