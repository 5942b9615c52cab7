"""Throughput, overhead, prefilter speed-up, memory and query latency of ``mine``, in one run.

Usage (from the repository root; needs the benchmark data folder, the
README's ``GOLD/`` with NOPE's ``coca_nope_outputs/``: ``--shared GOLD``, by
default the folder ``shared/benchmarks`` beside the repository; skips cleanly without it)::

    python benchmarks/bench.py --sentences 3000 --reps 3 --out benchmarks/results.json

On the same input (``--input coca-context``, the default: the context sentences of NOPE's COCA
extraction outputs, which NOPE did not select, detokenised; ``--input mixed``: NOPE's selected
sentences interleaved with ConjNLI's Wikipedia premises; written as a jsonl corpus, ten sentences
per document, one per line) it measures, as subprocesses with wall time and peak RSS (psutil, children included):

1. raw ``nlp.pipe`` over the very sentences ``mine`` parses (en_core_web_sm, 2 processes, NER
   disabled: the physical limit), and again with the components each phenomenon needs;
2. ``mine run --no-prefilter`` per phenomenon;
3. ``mine run`` with the prefilter per phenomenon, and for a narrow subtype (clefts);

and prints medians of ``--reps`` repetitions, sentences/second, the overhead (2)/(1), the
prefilter speed-up (2)/(3) next to its ideal 1/(share of sentences passing the prefilter), and
issue #13's table: (3)/(1) per phenomenon, and whether (2) and (3) wrote the same candidates and
pairs (counts and digests of their ids). Per phenomenon, (1), (2) and (3) are run interleaved,
repetition by repetition, and its ratios use that (1): on a shared machine the load drifts;
4. peak RSS of a narrow run on ``--rss-sizes`` sentences (is memory flat as input grows?);
5. DuckDB latency of the saved review queries and typical ad-hoc ones over a synthetic
   ``--duckdb-rows`` candidates table (10M by default).
"""

from __future__ import annotations

import argparse
import ast
import csv
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared" / "benchmarks"
MINE = [sys.executable, "-c", "from pipeline.cli import main; main()"]
NO_NER = "tok2vec,tagger,attribute_ruler,lemmatizer,parser"


# -- input ---------------------------------------------------------------------------------------


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
    seen: set[str] = set()
    csv.field_size_limit(1 << 24)
    for path in sorted((shared / "conjnli").glob("*.tsv")):
        with path.open(encoding="utf-8") as fh:
            for row in csv.DictReader(fh, delimiter="\t", quoting=csv.QUOTE_NONE):
                premise = (row.get("Premise") or row.get("premise") or "").strip()
                if premise and premise not in seen:
                    seen.add(premise)
                    conj.append(premise)
    # a fixed shuffle of COCA (its files are grouped by trigger) so any prefix is mixed
    coca = [coca[(i * 7919) % len(coca)] for i in range(len(coca))] if coca else coca
    out: list[str] = []
    for i in range(max(len(coca), len(conj))):
        if i < len(coca):
            out.append(coca[i])
        if i < len(conj):
            out.append(conj[i])
    return [s for s in out if s.strip()]


def context_sentences(shared: Path) -> list[str]:
    """The sentences NOPE did *not* select: ``context1``/``context2`` of its COCA extraction
    outputs, detokenised, distinct, in file order (issue #13's input: ordinary running text,
    where a phenomenon's trigger is as rare as it is in a corpus)."""
    from pipeline.sources.coca import detokenize

    out: dict[str, None] = {}
    for path in sorted((shared / "coca_nope_outputs").glob("*.jsonl")):
        with path.open(encoding="utf-8") as fh:
            for line in fh:
                if not line.strip():
                    continue
                rec = ast.literal_eval(line)
                for key in ("context1", "context2"):
                    text = detokenize(rec.get(key) or "").strip()
                    if len(text) > 1 and text != "#":
                        out.setdefault(text, None)
    return list(out)


def write_corpus(path: Path, sentences: list[str], n: int, per_doc: int = 10) -> None:
    """``n`` sentences (cycled when ``n`` exceeds the pool, with distinct doc ids)."""
    with path.open("w", encoding="utf-8") as fh:
        for d in range((n + per_doc - 1) // per_doc):
            lines = [sentences[(d * per_doc + i) % len(sentences)] for i in range(per_doc)]
            lines = lines[: n - d * per_doc]
            fh.write(json.dumps({"id": f"bench-{d:07d}", "text": "\n".join(lines)}) + "\n")


def mine_sentences(corpus: Path) -> list[str]:
    """The sentences ``mine run`` will see (same reader, same segmentation)."""
    from pipeline.registry import sources
    from pipeline.sentences import sentences_of

    out: list[str] = []
    for item in sources.get("jsonl")([corpus], {}):
        if hasattr(item, "segments"):
            out.extend(s.text for s in sentences_of(item))
    return out


# -- measuring -----------------------------------------------------------------------------------


def measure(cmd: list[str], cwd: Path | None = None) -> tuple[float, int, str]:
    """Wall seconds, peak RSS (bytes, process tree) and stdout of a command."""
    import psutil

    t = time.perf_counter()
    proc = subprocess.Popen(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    ps = psutil.Process(proc.pid)
    peak = 0
    while proc.poll() is None:
        try:
            tree = [ps, *ps.children(recursive=True)]
            peak = max(peak, sum(p.memory_info().rss for p in tree if p.is_running()))
        except psutil.Error:
            pass
        time.sleep(0.1)
    wall = time.perf_counter() - t
    out, err = proc.communicate()
    if proc.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd[:6])}... failed:\n{err.decode()[-3000:]}")
    return wall, peak, out.decode()


def raw_parse_main(texts_file: str, components: str, workers: int) -> None:
    """Subprocess body of the raw baseline: load, then nlp.pipe over every line."""
    import spacy

    from pipeline import parse

    name = parse.resolve_model()
    nlp = spacy.load(name)
    keep = set(components.split(","))
    for pipe in list(nlp.pipe_names):
        if pipe not in keep:
            nlp.disable_pipe(pipe)
    texts = Path(texts_file).read_text(encoding="utf-8").split("\n")
    t = time.perf_counter()
    n_tokens = sum(len(d) for d in nlp.pipe(texts, batch_size=256, n_process=workers))
    print(json.dumps({"tokens": n_tokens, "parse_seconds": time.perf_counter() - t}))


def output_digest(warehouse: Path) -> dict:
    """Counts and order-free digests of the candidate and pair ids (and pair flags), to show that
    the prefilter changes nothing."""
    from pipeline.warehouse import Warehouse

    con = Warehouse(warehouse).connect()
    out = {}
    for table, cols in (("candidates", "candidate_id"), ("pairs", "pair_id || well_formed")):
        n, digest = con.execute(f"select count(*), bit_xor(hash({cols})) from {table}").fetchone()
        out[table], out[f"{table}_digest"] = n, str(digest)
    con.close()
    return out


def runs_row(warehouse: Path) -> dict:
    from pipeline.warehouse import Warehouse

    con = Warehouse(warehouse).connect()
    cur = con.execute("select * from runs where status = 'completed' order by started_at desc")
    row = dict(zip([d[0] for d in cur.description], cur.fetchone(), strict=True))
    con.close()
    return row


def median_of(reps: int, fn) -> dict:
    return medians([fn(i) for i in range(reps)])


def medians(results: list[dict]) -> dict:
    out = dict(results[-1])
    out["wall"] = statistics.median(r["wall"] for r in results)
    out["walls"] = [round(r["wall"], 2) for r in results]
    out["peak_rss_mb"] = max(r["peak_rss_mb"] for r in results)
    return out


# -- the benchmark -------------------------------------------------------------------------------


def bench_throughput(args, work: Path, sentences: list[str]) -> dict:
    from pipeline.process import Selection
    from pipeline.registry import phenomena

    corpus = work / "corpus.jsonl"
    write_corpus(corpus, sentences, args.sentences)
    texts = mine_sentences(corpus)
    texts_file = work / "texts.txt"
    texts_file.write_text("\n".join(t.replace("\n", " ") for t in texts), encoding="utf-8")
    n = len(texts)
    print(f"input: {n:,} sentences from {corpus} ({args.workers} workers)", flush=True)
    report: dict = {"sentences": n, "workers": args.workers, "reps": args.reps}

    def raw_once(components: str, _=0) -> dict:
        cmd = [sys.executable, __file__, "--raw-parse", str(texts_file), components]
        cmd.append(str(args.workers))
        wall, peak, out = measure(cmd)
        return dict(json.loads(out.strip().splitlines()[-1]), wall=wall, peak_rss_mb=peak / 2**20)

    def raw_summary(results: list[dict]) -> dict:
        r = medians(results)
        r["sentences_per_s"] = n / r["wall"]
        r["tokens_per_s"] = r["tokens"] / r["wall"]
        return r

    def raw(components: str):
        return raw_summary([raw_once(components) for _ in range(args.reps)])

    report["raw"] = {"components": NO_NER, **raw(NO_NER)}
    print(f"(1) raw nlp.pipe (no NER): {report['raw']}", flush=True)

    def mine_once(phenomenon: str, extra: list[str], i: int) -> dict:
        return mine(phenomenon, extra, i, once_only=True)

    def mine(phenomenon: str, extra: list[str], rep: int = 0, once_only: bool = False):
        def once(i):
            wh = work / f"wh-{phenomenon}-{'-'.join(extra) or 'pf'}-{i}"
            shutil.rmtree(wh, ignore_errors=True)
            cmd = MINE + ["run", "--source", "jsonl", "--input", str(corpus)]
            cmd += ["--phenomenon", phenomenon, "--warehouse", str(wh)]
            cmd += ["--workers", str(args.workers), "--shard-size", str(args.shard_size), *extra]
            wall, peak, _ = measure(cmd)
            row = runs_row(wh)
            digest = output_digest(wh)
            shutil.rmtree(wh, ignore_errors=True)
            return {
                "wall": wall,
                "peak_rss_mb": peak / 2**20,
                "n_sentences": row["n_sentences"],
                "n_prefiltered": row["n_prefiltered"],
                "n_candidates": row["n_candidates"],
                "stage_seconds": json.loads(row["stage_seconds"]),
                **digest,
            }

        if once_only:
            return once(rep)
        r = median_of(args.reps, once)
        r["sentences_per_s"] = n / r["wall"]
        return r

    def mine_summary(results: list[dict]) -> dict:
        r = medians(results)
        r["sentences_per_s"] = n / r["wall"]
        return r

    report["phenomena"] = {}
    names = args.phenomena or phenomena.names()
    for name in names:
        comps = ",".join(sorted(Selection.build([name]).components))
        entry: dict = {"components": comps}
        entry["raw_same_components"] = raw(comps) if comps != NO_NER else report["raw"]
        # raw, --no-prefilter and prefilter runs interleaved, rep by rep: on a shared machine the
        # load drifts, and a ratio is only fair between runs made under the same load
        runs: dict[str, list[dict]] = {"raw": [], "no_prefilter": [], "prefilter": []}
        for i in range(args.reps):
            runs["raw"].append(raw_once(NO_NER))
            runs["no_prefilter"].append(mine_once(name, ["--no-prefilter"], i))
            runs["prefilter"].append(mine_once(name, [], i))
        entry["raw_interleaved"] = raw_summary(runs["raw"])
        entry["no_prefilter"] = mine_summary(runs["no_prefilter"])
        entry["prefilter"] = mine_summary(runs["prefilter"])
        np_, pf = entry["no_prefilter"], entry["prefilter"]
        share = pf["n_prefiltered"] / max(1, pf["n_sentences"])
        entry["overhead_vs_raw_no_ner"] = np_["wall"] / entry["raw_interleaved"]["wall"]
        entry["overhead_vs_raw_same_components"] = (
            np_["wall"] / entry["raw_same_components"]["wall"]
        )
        entry["prefilter_pass_share"] = share
        entry["prefilter_speedup"] = np_["wall"] / pf["wall"]
        entry["prefilter_ideal_speedup"] = 1 / share if share else float("inf")
        # parse cost grows with tokens, and the sentences that pass are the longer ones (they
        # contain a trigger word): 1/token share is the bound when nothing but parsing counted
        tshare = passed_token_share(texts, name)
        entry["prefilter_token_share"] = tshare
        entry["prefilter_ideal_by_tokens"] = 1 / tshare if tshare else float("inf")
        entry["mine_over_raw"] = pf["wall"] / entry["raw_interleaved"]["wall"]
        entry["same_output"] = all(
            np_[k] == pf[k] for k in ("candidates", "pairs", "candidates_digest", "pairs_digest")
        )
        report["phenomena"][name] = entry
        print(f"{name}: {json.dumps(summary_line(entry))}", flush=True)
    if args.narrow:
        phen, sub = args.narrow.split(":")
        if phen in names:
            nar = mine(phen, ["--subtype", sub])
            share = nar["n_prefiltered"] / max(1, nar["n_sentences"])
            np_ = report["phenomena"][phen]["no_prefilter"]
            report["narrow"] = {
                "selection": args.narrow,
                "prefilter": nar,
                "prefilter_pass_share": share,
                "prefilter_speedup": np_["wall"] / nar["wall"],
                "prefilter_ideal_speedup": 1 / share if share else float("inf"),
            }
            print(f"narrow {args.narrow}: {json.dumps(summary_line(report['narrow']))}", flush=True)
    return report


def passed_token_share(texts: list[str], phenomenon: str) -> float:
    """Share of the input's (whitespace) tokens in the sentences that pass the phenomenon's
    prefilter."""
    from pipeline import prefilter
    from pipeline.process import Selection

    pf = prefilter.build(Selection.build([phenomenon]).items)
    total = sum(len(t.split()) for t in texts)
    passed = sum(len(t.split()) for t in texts if pf.match(t))
    return passed / total if total else 0.0


def summary_line(entry: dict) -> dict:
    keep = (
        "overhead_vs_raw_no_ner",
        "overhead_vs_raw_same_components",
        "prefilter_pass_share",
        "prefilter_speedup",
        "prefilter_ideal_speedup",
        "prefilter_ideal_by_tokens",
    )
    out = {k: round(entry[k], 3) for k in keep if k in entry}
    for k in ("no_prefilter", "prefilter"):
        if k in entry:
            out[f"{k}_sent_per_s"] = round(entry[k]["sentences_per_s"], 1)
            out[f"{k}_wall"] = round(entry[k]["wall"], 2)
            out[f"{k}_peak_rss_mb"] = round(entry[k]["peak_rss_mb"])
    return out


def bench_memory(args, work: Path, sentences: list[str]) -> dict:
    """Peak RSS of the same narrow run on growing inputs: streaming means a flat curve."""
    # `--narrow ""` skips the narrow throughput run, not the memory curve: that uses the default
    phen, sub = (args.narrow or "presupposition:clefts").split(":")
    out = {}
    for size in args.rss_sizes:
        corpus = work / f"rss-{size}.jsonl"
        write_corpus(corpus, sentences, size)
        wh = work / f"wh-rss-{size}"
        cmd = MINE + ["run", "--source", "jsonl", "--input", str(corpus), "--phenomenon", phen]
        cmd += ["--subtype", sub, "--warehouse", str(wh), "--workers", str(args.workers)]
        wall, peak, _ = measure(cmd)
        row = runs_row(wh)
        out[size] = {"wall": wall, "peak_rss_mb": peak / 2**20, "n_sentences": row["n_sentences"]}
        print(f"memory {size:,} sentences: {out[size]}", flush=True)
        shutil.rmtree(wh, ignore_errors=True)
        corpus.unlink()
    return out


def bench_duckdb(args, work: Path) -> dict:
    """Latency of review queries over a synthetic candidates table of ``--duckdb-rows`` rows."""
    import duckdb

    from pipeline import resources
    from pipeline.warehouse import Warehouse

    root = work / "wh-duckdb"
    n = args.duckdb_rows
    n_sent = max(1, n // 3)
    (root / "candidates" / "synthetic").mkdir(parents=True, exist_ok=True)
    (root / "sentences").mkdir(parents=True, exist_ok=True)
    con = duckdb.connect()
    t = time.perf_counter()
    subtypes = "['and','or','but','nor','clefts','only','re_verbs','quantifiers','to','that']"
    phens = "['conjunction','conjunction','conjunction','conjunction','presupposition',"
    phens += "'presupposition','presupposition','implicature','verb_complement','verb_complement']"
    for part in range(10):
        lo, hi = part * n // 10, (part + 1) * n // 10
        con.execute(f"""
        COPY (
          SELECT md5(i::VARCHAR)[:16] AS candidate_id,
                 md5((i % {n_sent})::VARCHAR || 's')[:16] AS sentence_id,
                 'doc-' || (i % {n_sent} // 20)::VARCHAR AS doc_id,
                 ({phens})[i % 10 + 1] AS phenomenon,
                 ({subtypes})[i % 10 + 1] AS subtype,
                 'trig' || (i % 97)::VARCHAR AS trigger,
                 'trig' || (i % 97)::VARCHAR AS trigger_lemma,
                 (i % 50)::INTEGER AS char_start, (i % 50 + 5)::INTEGER AS char_end,
                 ((i * 7919) % 1000) / 1000.0 AS confidence,
                 '{{"has_negation": ' || CASE WHEN i % 7 = 0 THEN 'true' ELSE 'false' END
                   || ', "multiple_conjunctions": false}}' AS features,
                 'synthetic@0' AS extractor, 'en_core_web_sm@3.8.0' AS model,
                 'dependency' AS parser
          FROM range({lo}, {hi}) t(i)
        ) TO '{root}/candidates/synthetic/part-{part}.parquet' (FORMAT parquet, COMPRESSION zstd)
        """)
    con.execute(f"""
    COPY (
      SELECT md5(i::VARCHAR || 's')[:16] AS sentence_id, 'doc-' || (i // 20)::VARCHAR AS doc_id,
             'synthetic' AS source, (i % 20)::INTEGER AS sent_index,
             'Synthetic sentence number ' || i::VARCHAR || ' and its words.' AS text,
             NULL::VARCHAR AS context1, NULL::VARCHAR AS context2, NULL::VARCHAR AS speaker,
             NULL::VARCHAR AS parse
      FROM range({n_sent}) t(i)
    ) TO '{root}/sentences/synthetic.parquet' (FORMAT parquet, COMPRESSION zstd)
    """)
    con.close()
    gen = time.perf_counter() - t
    wh = Warehouse(root)
    wh.refresh_views()
    queries = {
        "count by phenomenon, subtype": "SELECT phenomenon, subtype, count(*) FROM candidates "
        "GROUP BY ALL ORDER BY 3 DESC",
        "top trigger lemmas of a subtype": "SELECT trigger_lemma, count(*) n FROM candidates "
        "WHERE subtype = 'clefts' GROUP BY 1 ORDER BY n DESC LIMIT 20",
        "review page: 50 candidates with sentence text": "SELECT c.candidate_id, s.text, "
        "c.trigger FROM candidates c JOIN sentences s USING (sentence_id) "
        "WHERE c.subtype = 'only' AND c.confidence > 0.9 ORDER BY c.candidate_id LIMIT 50",
        "feature filter (JSON)": "SELECT count(*) FROM candidates WHERE phenomenon = "
        "'conjunction' AND json_extract_string(features, '$.has_negation') = 'true'",
        "one candidate by id": "SELECT * FROM candidates WHERE candidate_id = "
        "(SELECT md5('123456')[:16])",
    }
    for path in sorted((resources.resource_dir("warehouse") / "queries").glob("*.sql")):
        queries[f"saved: {path.stem}"] = (
            f"SELECT count(*) FROM ({path.read_text(encoding='utf-8').strip().rstrip(';')})"
        )
    out: dict = {"rows": n, "sentences": n_sent, "generate_seconds": gen, "queries": {}}
    con = wh.connect()
    for name, sql in queries.items():
        times = []
        try:
            for _ in range(3):
                t = time.perf_counter()
                con.execute(sql).fetchall()
                times.append(time.perf_counter() - t)
        except duckdb.Error as exc:
            out["queries"][name] = {"error": str(exc).splitlines()[0]}
            continue
        out["queries"][name] = {"median_s": statistics.median(times), "first_s": times[0]}
        print(f"duckdb {name}: median {statistics.median(times):.3f}s", flush=True)
    con.close()
    shutil.rmtree(root, ignore_errors=True)
    return out


def markdown(report: dict) -> str:
    """The figures as Markdown tables (docs/scale.md)."""
    lines: list[str] = []
    tp = report.get("throughput")
    if tp:
        raw = tp["raw"]
        lines += issue13_table(tp) + [""]
        lines += [
            f"Input: {tp['sentences']:,} sentences, {tp['workers']} workers, medians of "
            f"{tp['reps']} runs (wall time of the whole command, start-up included).",
            "",
            "| run | sentences/s | wall s (runs) | peak RSS MB | overhead vs (1) | "
            "prefilter pass share | speed-up (2)/(3) | ideal 1/share |",
            "|---|---|---|---|---|---|---|---|",
            f"| (1) raw nlp.pipe, no NER ({raw['tokens_per_s']:,.0f} tokens/s) | "
            f"{raw['sentences_per_s']:,.1f} | {raw['wall']:.1f} ({raw['walls']}) | "
            f"{raw['peak_rss_mb']:,.0f} | 1.00 | | | |",
        ]
        for name, e in tp["phenomena"].items():
            same = e["raw_same_components"]
            if same is not raw and same.get("wall") != raw.get("wall"):
                lines.append(
                    f"| (1') raw nlp.pipe, {name} components | {same['sentences_per_s']:,.1f} | "
                    f"{same['wall']:.1f} ({same['walls']}) | {same['peak_rss_mb']:,.0f} | "
                    f"{same['wall'] / raw['wall']:.2f} | | | |"
                )
            np_, pf = e["no_prefilter"], e["prefilter"]
            lines.append(
                f"| (2) {name} --no-prefilter | {np_['sentences_per_s']:,.1f} | "
                f"{np_['wall']:.1f} ({np_['walls']}) | {np_['peak_rss_mb']:,.0f} | "
                f"{e['overhead_vs_raw_no_ner']:.2f} (vs 1': "
                f"{e['overhead_vs_raw_same_components']:.2f}) | | | |"
            )
            lines.append(
                f"| (3) {name} | {pf['sentences_per_s']:,.1f} | {pf['wall']:.1f} ({pf['walls']}) | "
                f"{pf['peak_rss_mb']:,.0f} | | {e['prefilter_pass_share']:.3f} | "
                f"{e['prefilter_speedup']:.2f} | {e['prefilter_ideal_speedup']:.2f} |"
            )
        nar = tp.get("narrow")
        if nar:
            pf = nar["prefilter"]
            lines.append(
                f"| (3) {nar['selection']} | {pf['sentences_per_s']:,.1f} | "
                f"{pf['wall']:.1f} ({pf['walls']}) | {pf['peak_rss_mb']:,.0f} | | "
                f"{nar['prefilter_pass_share']:.4f} | {nar['prefilter_speedup']:.2f} | "
                f"{nar['prefilter_ideal_speedup']:.1f} |"
            )
        lines += ["", "Stage seconds (summed over workers) of the last repetition:", ""]
        lines += ["| run | " + " | ".join(STAGES) + " |", "|---" * (len(STAGES) + 1) + "|"]
        for name, e in tp["phenomena"].items():
            for kind in ("no_prefilter", "prefilter"):
                st = e[kind]["stage_seconds"]
                cells = " | ".join(f"{st.get(k, 0):.1f}" for k in STAGES)
                lines.append(f"| {name} {kind} | {cells} |")
    mem = report.get("memory")
    if mem:
        lines += ["", "| input sentences | peak RSS MB | wall s |", "|---|---|---|"]
        for size, m in mem.items():
            lines.append(f"| {int(size):,} | {m['peak_rss_mb']:,.0f} | {m['wall']:.1f} |")
    db = report.get("duckdb")
    if db:
        lines += [
            "",
            f"DuckDB over {db['rows']:,} synthetic candidates and {db['sentences']:,} sentences:",
            "",
            "| query | median s | first s |",
            "|---|---|---|",
        ]
        for name, q in db["queries"].items():
            if "error" in q:
                lines.append(f"| {name} | error: {q['error']} | |")
            else:
                lines.append(f"| {name} | {q['median_s']:.3f} | {q['first_s']:.3f} |")
    return "\n".join(lines)


STAGES = ("read", "prefilter", "parse", "extract", "rewrite", "write", "total")


def issue13_table(tp: dict) -> list[str]:
    """Whole ``mine run`` against raw ``nlp.pipe`` (no NER) on the same sentences, start-up
    included on both sides, and the prefilter speed-up against its ideal (issue #13)."""
    raw = tp["raw"]
    lines = [
        f"`mine run` / raw `nlp.pipe` on the same {tp['sentences']:,} sentences "
        f"({tp['workers']} processes, raw: NER off, batch 256; medians of {tp['reps']}, raw "
        "and both mine runs interleaved per phenomenon):",
        "",
        "| phenomenon | raw s | mine run s | mine/raw | --no-prefilter s | prefilter speed-up "
        "| ideal (1/pass share) | ideal (1/token share) | same candidates and pairs |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for name, e in tp["phenomena"].items():
        np_, pf = e["no_prefilter"], e["prefilter"]
        lines.append(
            f"| {name} | {e.get('raw_interleaved', raw)['wall']:.1f} | {pf['wall']:.1f} | "
            f"{e['mine_over_raw']:.2f} | "
            f"{np_['wall']:.1f} | {e['prefilter_speedup']:.2f} | "
            f"{e['prefilter_ideal_speedup']:.2f} | "
            f"{e.get('prefilter_ideal_by_tokens', float('nan')):.2f} | "
            f"{'yes' if e.get('same_output') else 'NO'} |"
        )
    return lines


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--shared", type=Path, default=SHARED)
    ap.add_argument("--sentences", type=int, default=3000)
    ap.add_argument("--reps", type=int, default=3)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--shard-size", type=int, default=500)
    ap.add_argument(
        "--input",
        choices=("coca-context", "mixed"),
        default="coca-context",
        help="coca-context: the context sentences of NOPE's COCA outputs (issue #13); mixed: "
        "NOPE's selected sentences interleaved with ConjNLI premises",
    )
    ap.add_argument("--phenomenon", dest="phenomena", action="append")
    ap.add_argument("--narrow", default="presupposition:clefts")
    ap.add_argument(
        "--rss-sizes", type=lambda s: [int(x) for x in s.split(",")], default=[10_000, 100_000]
    )
    ap.add_argument("--duckdb-rows", type=int, default=10_000_000)
    ap.add_argument("--skip", action="append", default=[], help="throughput | memory | duckdb")
    ap.add_argument("--workdir", type=Path)
    ap.add_argument("--out", type=Path)
    ap.add_argument("--raw-parse", nargs=3, metavar=("TEXTS", "COMPONENTS", "WORKERS"))
    ap.add_argument("--render", type=Path, help="print a saved --out JSON as Markdown and exit")
    args = ap.parse_args(argv)
    if args.render:
        print(markdown(json.loads(args.render.read_text(encoding="utf-8"))))
        return 0
    if args.raw_parse:
        raw_parse_main(args.raw_parse[0], args.raw_parse[1], int(args.raw_parse[2]))
        return 0
    if not args.shared.is_dir():
        print(f"skipped: {args.shared} is not present (it only exists beside the dev clone)")
        return 0
    work = args.workdir or Path(tempfile.mkdtemp(prefix="mine-bench-"))
    work.mkdir(parents=True, exist_ok=True)
    sentences = (
        context_sentences(args.shared)
        if args.input == "coca-context"
        else real_sentences(args.shared)
    )
    print(f"{len(sentences):,} real sentences available; work dir {work}", flush=True)
    report: dict = {
        "cpus": os.cpu_count(),
        "input": args.input,
        "load_avg_start": os.getloadavg(),
    }
    if "throughput" not in args.skip:
        report["throughput"] = bench_throughput(args, work, sentences)
    if "memory" not in args.skip:
        report["memory"] = bench_memory(args, work, sentences)
    if "duckdb" not in args.skip:
        report["duckdb"] = bench_duckdb(args, work)
    report["load_avg_end"] = os.getloadavg()
    text = json.dumps(report, indent=1, default=str)
    if args.out:
        args.out.write_text(text, encoding="utf-8")
    print(text)
    print(markdown(report))
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(REPO))
    raise SystemExit(main())
