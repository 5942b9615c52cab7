"""Scaling, measured: 1 vs 2 workers on the local engine and on a local Ray instance, and
``mine query`` over a warehouse of 20,000 shard files before and after ``mine compact``.

Usage (from the repository root; ``workers`` needs the benchmark data folder, the
README's ``GOLD/`` with NOPE's ``coca_nope_outputs/``: ``--shared
GOLD``, by default the folder ``shared/benchmarks`` beside the repository; it skips without it)::

    python3 benchmarks/scale.py workers [--files 8] [--per-file 2500] [--engines local,ray]
    python3 benchmarks/scale.py query [--files 20000]

``workers`` writes N JSON-lines files (10-sentence documents of COCA and ConjNLI sentences, the
real-text inputs of benchmarks/bench.py), runs one phenomenon (verb_complement by default)
without the prefilter (every sentence parsed: the full-parse case) and prints wall time, speed-up and the stage
seconds (read, parse, extract, rewrite, write; parse/extract/rewrite are summed over workers).
``query`` synthesizes the warehouse through the Warehouse API (no parser) and times the CLI.
"""

from __future__ import annotations

import argparse
import ast
import csv
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
SHARED = REPO.parent / "shared" / "benchmarks"
MINE = [sys.executable, "-c", "from pipeline.cli import main; main()"]
GROUPED = "select phenomenon, subtype, count(*) as n from candidates group by all order by all"


def real_sentences(shared: Path) -> list[str]:
    """COCA (NOPE outputs, detokenised) interleaved with unique ConjNLI premises."""
    from pipeline.sources.coca import detokenize

    coca: list[str] = []
    for path in sorted((shared / "coca_nope_outputs").glob("*.jsonl")):
        with path.open(encoding="utf-8") as fh:
            coca.extend(
                detokenize(ast.literal_eval(line)["sentence"]) for line in fh if line.strip()
            )
    conj: list[str] = []
    csv.field_size_limit(1 << 24)
    for path in sorted((shared / "conjnli").glob("*.tsv")):
        with path.open(encoding="utf-8") as fh:
            for row in csv.DictReader(fh, delimiter="\t", quoting=csv.QUOTE_NONE):
                premise = (row.get("Premise") or row.get("premise") or "").strip()
                if premise:
                    conj.append(premise)
    conj = list(dict.fromkeys(conj))
    coca = [coca[(i * 7919) % len(coca)] for i in range(len(coca))] if coca else coca
    out = [s for pair in zip(coca, conj, strict=False) for s in pair]
    return [s for s in out if s.strip() and len(s) < 600]


def write_inputs(folder: Path, sentences: list[str], files: int, per_file: int) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    for f in range(files):
        chunk = sentences[f * per_file : (f + 1) * per_file]
        with open(folder / f"part{f:02d}.jsonl", "w", encoding="utf-8") as fh:
            for d in range(0, len(chunk), 10):
                text = " ".join(chunk[d : d + 10])
                fh.write(json.dumps({"id": f"p{f}d{d}", "text": text}) + "\n")


def one_run(engine: str, workers: int, folder: Path, root: Path, phenomenon: str) -> dict:
    from pipeline.engines.bookkeeping import RunOptions

    opts = RunOptions(
        source="jsonl",
        phenomena=[phenomenon],
        inputs=[folder],
        warehouse=root,
        workers=workers,
        use_prefilter=False,
    )
    t = time.perf_counter()
    if engine == "ray":
        from pipeline.engines.ray import run_ray

        summary = run_ray(opts, num_cpus=os.cpu_count())
    else:
        from pipeline.engines.local import run

        summary = run(opts)
    wall = time.perf_counter() - t
    return {
        "engine": engine,
        "workers": workers,
        "wall_s": round(wall, 2),
        "sentences": summary.counts["sentences"],
        "sentences_per_s": round(summary.counts["sentences"] / wall, 1),
        "read_tasks": summary.counts.get("read_tasks", 0),
        "stages_s": {
            k: round(v, 2)
            for k, v in sorted(summary.seconds.items())
            if k in ("read", "read_cpu", "prefilter", "parse", "extract", "rewrite", "write")
        },
    }


def workers_bench(args) -> dict:
    if not args.shared.is_dir():
        print(f"skipped: {args.shared} is not present (it only exists beside the dev clone)")
        return {}
    sentences = real_sentences(args.shared)
    need = args.files * args.per_file
    sentences = (sentences * (need // max(1, len(sentences)) + 1))[:need]
    out: dict = {"load_before": os.getloadavg(), "cpus": os.cpu_count(), "runs": []}
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "in"
        write_inputs(folder, sentences, args.files, args.per_file)
        for engine in args.engines.split(","):
            base = None
            for workers in (1, 2):
                wh = Path(tmp) / f"wh-{engine}-{workers}"
                res = one_run(engine, workers, folder, wh, args.phenomenon)
                base = base or res["wall_s"]
                res["speedup"] = round(base / res["wall_s"], 2)
                out["runs"].append(res)
                print(json.dumps(res), flush=True)
    out["load_after"] = os.getloadavg()
    return out


def synth_warehouse(root: Path, files: int) -> None:
    """``files`` candidates files of 10 rows each, written one by one through the Warehouse API
    (atomic writes with checksums, as a run's writers do)."""
    from pipeline.warehouse import Warehouse

    wh = Warehouse(root)
    phens = ["conjunction", "presupposition", "implicature", "verb_complement"]
    for i in range(files):
        phen = phens[i % 4]
        rows = [
            {
                "candidate_id": f"c{i}-{j}",
                "sentence_id": f"s{i}-{j}",
                "doc_id": f"d{i}",
                "phenomenon": phen,
                "subtype": f"sub{j % 3}",
                "trigger": "and",
                "trigger_lemma": "and",
                "char_start": j,
                "char_end": j + 3,
                "confidence": 1.0,
                "features": "{}",
                "extractor": "x@1",
                "model": "m@1",
                "parser": "dependency",
            }
            for j in range(10)
        ]
        wh.write("candidates", f"{phen}/shard{i:06d}", rows)
    wh.refresh_views()


def timed_query(root: Path, repeat: int = 3) -> tuple[float, str]:
    best, out = float("inf"), ""
    for _ in range(repeat):
        t = time.perf_counter()
        res = subprocess.run(
            [*MINE, "query", GROUPED, "--warehouse", str(root), "-f", "csv"],
            capture_output=True,
            text=True,
            check=True,
        )
        best = min(best, time.perf_counter() - t)
        out = res.stdout
    return best, out


def in_process_query(root: Path, repeat: int = 3) -> float:
    """The query alone (``pipeline.query.query``: checks, views, DuckDB), without the CLI's
    Python start-up."""
    from pipeline.query import query

    best = float("inf")
    for _ in range(repeat):
        t = time.perf_counter()
        query(root, GROUPED)
        best = min(best, time.perf_counter() - t)
    return best


def query_bench(args) -> dict:
    with tempfile.TemporaryDirectory() as tmp:
        root = args.root or Path(tmp) / "wh"
        t = time.perf_counter()
        if args.build_only or not (root / "candidates").is_dir():
            synth_warehouse(root, args.files)
        build = time.perf_counter() - t
        if args.build_only:
            print(f"built {root} in {build:.0f} s")
            return {}
        if args.root:  # time on a copy (copy2 keeps the mtimes checksums.jsonl records)
            shutil.copytree(args.root, Path(tmp) / "wh")
            root = Path(tmp) / "wh"
        t = time.perf_counter()
        subprocess.run([*MINE, "--help"], capture_output=True, check=True)
        startup = time.perf_counter() - t
        before, rows_before = timed_query(root)
        before_in = in_process_query(root)
        t = time.perf_counter()
        done = subprocess.run(
            [*MINE, "compact", "--warehouse", str(root)], capture_output=True, text=True
        )
        compact_s = time.perf_counter() - t
        after, rows_after = timed_query(root)
        after_in = in_process_query(root)
        assert rows_before == rows_after, "compaction changed the answer"
        out = {
            "files": args.files,
            "build_s": round(build, 1),
            "cli_startup_s": round(startup, 2),
            "query_before_s": round(before, 2),
            "query_before_in_process_s": round(before_in, 3),
            "compact_s": round(compact_s, 1),
            "compact_output": " ".join(done.stdout.split()),
            "query_after_s": round(after, 2),
            "query_after_in_process_s": round(after_in, 3),
            "load": os.getloadavg(),
        }
    print(json.dumps(out))
    return out


def estimate(args) -> dict:
    """English Wikipedia on N vCPUs, from the per-stage seconds of the measured 1-worker local run.

    CPU seconds per sentence c = read + parse/extract/rewrite + write. The run is bound by the
    CPUs (N / c sentences/s) or by reading (each read task is one sequential stream: ``tasks``
    streams of ``1 / read`` sentences/s each, ``xml`` times slower for Wikipedia's XML than for
    the benchmark's JSON lines). One read task is the old engine; one per dump part is now.
    """
    runs = json.loads(args.results.read_text())["runs"]
    base = next(r for r in runs if r["engine"] == "local" and r["workers"] == 1)
    n, st = base["sentences"], base["stages_s"]
    read = st.get("read", 0.0) / n * args.xml
    proc = sum(st.get(k, 0.0) for k in ("prefilter", "parse", "extract", "rewrite")) / n
    write = st.get("write", 0.0) / n
    c = read + proc + write
    rows = []
    for vcpus in (16, 64, 256):
        for tasks in (1, args.parts):
            cpu_rate = vcpus / c
            read_rate = min(tasks, vcpus) / read if read else float("inf")
            rate = min(cpu_rate, read_rate)
            hours = args.sentences / rate / 3600
            rows.append(
                {
                    "vcpus": vcpus,
                    "read_tasks": tasks,
                    "bound": "read" if read_rate < cpu_rate else "cpu",
                    "sentences_per_s": round(rate),
                    "wall_h": round(hours, 2),
                    "cost_usd": round(hours * vcpus * args.price, 1),
                }
            )
    print(
        f"per sentence: read {read * 1e3:.3f} ms (x{args.xml} for XML), process "
        f"{proc * 1e3:.3f} ms, write {write * 1e3:.3f} ms; CPU {c * 1e3:.3f} ms"
    )
    print("| vCPUs | read tasks | bound | sentences/s | wall (h) | cost ($) |")
    print("|---|---|---|---|---|---|")
    for r in rows:
        print(
            f"| {r['vcpus']} | {r['read_tasks']} | {r['bound']} | {r['sentences_per_s']:,} | "
            f"{r['wall_h']} | {r['cost_usd']} |"
        )
    return {
        "per_sentence_ms": {"read": read * 1e3, "process": proc * 1e3, "write": write * 1e3},
        "rows": rows,
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = ap.add_subparsers(dest="what", required=True)
    w = sub.add_parser("workers")
    w.add_argument("--shared", type=Path, default=SHARED)
    w.add_argument("--files", type=int, default=8)
    w.add_argument("--per-file", type=int, default=2500)
    w.add_argument("--phenomenon", default="verb_complement")
    w.add_argument("--engines", default="local,ray")
    q = sub.add_parser("query")
    q.add_argument("--files", type=int, default=20_000)
    q.add_argument("--root", type=Path, help="build the warehouse here (kept) or reuse it")
    q.add_argument("--build-only", action="store_true", help="build --root, time nothing")
    e = sub.add_parser("estimate")
    e.add_argument("results", type=Path, help="JSON written by `workers --out`")
    e.add_argument("--sentences", type=float, default=150e6, help="English Wikipedia")
    e.add_argument("--parts", type=int, default=60, help="dump parts (pages-articles*.bz2)")
    e.add_argument("--xml", type=float, default=3.0, help="XML read cost / JSON-lines read cost")
    e.add_argument("--price", type=float, default=0.045, help="$ per vCPU-hour")
    ap.add_argument("--out", type=Path, default=None, help="also write the figures as JSON")
    args = ap.parse_args(argv)
    run = {"workers": workers_bench, "query": query_bench, "estimate": estimate}[args.what]
    result = run(args)
    if args.out and result:
        args.out.write_text(json.dumps(result, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
