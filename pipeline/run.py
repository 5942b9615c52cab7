"""The local engine behind ``mine run``: read -> sentences -> shards -> process -> warehouse.

Documents stream from the source reader and are cut into shards of about ``shard_size`` sentences
(a document never straddles two shards). Each shard is processed by ``pipeline.process.process``
in a worker process (``--workers``), and its rows are written atomically under names derived from
the input shard, so a re-run rewrites the same files (idempotent) and a run killed at any point can
be resumed from its manifest of finished shards (``--resume``). At most ``2 * workers`` shards are
in flight, which bounds memory whatever the size of the input.
"""

from __future__ import annotations

import json
import multiprocessing as mp
import os
import time
import uuid
from collections import Counter
from collections.abc import Callable, Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from . import __version__, ids, parse, registry
from .errors import Errors, MineError
from .phenomena._base import RunContext
from .process import Selection, ShardResult, process
from .records import Document, Quarantined, Sentence
from .resources import samples_dir
from .sentences import sentences_of
from .warehouse import Warehouse, write_json_atomic

SAMPLE_FILES = {
    "wikipedia": "wikipedia.xml",
    "coca": "coca.txt",
    "mnli": "mnli.jsonl",
    "text": "text.txt",
    "jsonl": "jsonl.jsonl",
}


@dataclass
class RunOptions:
    source: str
    phenomena: list[str]
    warehouse: Path
    inputs: list[Path] = field(default_factory=list)
    subtypes: list[str] = field(default_factory=list)
    use_prefilter: bool = True
    parser: str = "dependency"
    parser_model: str | None = None
    model: str | None = None
    workers: int = 1
    shard_size: int = 2000
    source_options: dict[str, Any] = field(default_factory=dict)
    phenomenon_options: dict[str, Any] = field(default_factory=dict)
    resume: bool = False

    def resolved_inputs(self) -> list[Path]:
        if self.inputs:
            return [Path(p) for p in self.inputs]
        name = SAMPLE_FILES.get(self.source)
        if not name:
            raise MineError(Errors.E008, source=self.source)
        return [samples_dir() / name]

    def key(self, model: str, backend: str) -> str:
        """Identifies the work, not the occasion: same key -> same shards -> resumable."""
        return ids.stable_id(
            "run",
            self.source,
            [str(p.resolve()) for p in self.resolved_inputs()],
            sorted(self.phenomena),
            sorted(self.subtypes),
            self.use_prefilter,
            backend,
            model,
            self.shard_size,
            json.dumps(self.source_options, sort_keys=True, default=str),
            json.dumps(self.phenomenon_options, sort_keys=True, default=str),
        )


@dataclass
class Shard:
    key: str
    index: int
    sentences: list[Sentence]
    read_errors: list[Quarantined]
    n_documents: int


@dataclass
class RunSummary:
    run_id: str
    run_key: str
    warehouse: Path
    counts: Counter
    seconds: Counter
    wall_seconds: float
    model: str
    parser: str

    @property
    def sentences_per_second(self) -> float:
        return self.counts["sentences"] / self.wall_seconds if self.wall_seconds else 0.0


# -- reading -----------------------------------------------------------------------------------


def shards(opts: RunOptions, counts: Counter, seconds: Counter) -> Iterator[Shard]:
    """Stream the input as shards of whole documents, with reading errors attached."""
    reader = registry.sources.get(opts.source)
    source_options = dict(opts.source_options)
    inputs = opts.resolved_inputs()
    input_id = ids.stable_id(opts.source, [str(p.resolve()) for p in inputs], json.dumps(opts.source_options, sort_keys=True, default=str))
    buf: list[Sentence] = []
    errors: list[Quarantined] = []
    n_docs = 0
    index = 0
    t = time.perf_counter()
    stream = reader(inputs, source_options)
    while True:
        try:
            item: Document | Quarantined = next(stream)
        except StopIteration:
            break
        if isinstance(item, Quarantined):
            errors.append(item)
            counts["quarantined_read"] += 1
            continue
        counts["documents"] += 1
        n_docs += 1
        try:
            sents = sentences_of(item)
        except Exception as exc:  # noqa: BLE001 - one bad document never stops a run
            errors.append(
                Quarantined(
                    source=item.source,
                    location=item.location,
                    stage="sentences",
                    error=f"{type(exc).__name__}: {exc}",
                    doc_id=item.doc_id,
                )
            )
            counts["quarantined_read"] += 1
            continue
        buf.extend(sents)
        if len(buf) >= opts.shard_size:
            seconds["read"] += time.perf_counter() - t
            yield Shard(ids.stable_id(input_id, index), index, buf, errors, n_docs)
            t = time.perf_counter()
            buf, errors, n_docs, index = [], [], 0, index + 1
    for key, value in source_options.get("_skipped", {}).items():
        counts[f"skipped_{key}"] += value
    seconds["read"] += time.perf_counter() - t
    if buf or errors or index == 0:
        yield Shard(ids.stable_id(input_id, index), index, buf, errors, n_docs)


# -- workers -----------------------------------------------------------------------------------

_WORKER: dict[str, Any] = {}


def _init_worker(model: str, components: frozenset[str], parser: str, parser_model: str | None, selection_spec: tuple, options: dict) -> None:
    selection = Selection.build(*selection_spec)
    nlp = parse.load(model, components)
    backend = registry.parsers.get(parser)(parser_model)
    backend.configure(nlp)
    _WORKER.update(
        selection=selection,
        nlp=nlp,
        backend=backend if parser != "dependency" else None,
        ctx=RunContext(model=parse.model_label(nlp), parser=backend.label, options=options),
    )


def _work(sentences: list[Sentence], use_prefilter: bool) -> ShardResult:
    w = _WORKER
    return process(sentences, w["selection"], w["nlp"], w["ctx"], w["backend"], use_prefilter)


# -- writing -----------------------------------------------------------------------------------


def selection_key(selection: Selection) -> str:
    return ids.stable_id("selection", json.dumps(selection.key(), sort_keys=True), length=12)


def write_shard(wh: Warehouse, shard: Shard, result: ShardResult, selection: Selection, run_id: str) -> None:
    """All rows of one shard; each file is replaced atomically."""
    wh.write("sentences", shard.key, [s.to_row() for s in shard.sentences])
    for phen, subtypes in selection.items:
        wh.replace_subtypes(
            "candidates", f"{phen.name}/{shard.key}", [c.to_row() for c in result.candidates if c.phenomenon == phen.name], subtypes
        )
        wh.replace_subtypes(
            "pairs", f"{phen.name}/{shard.key}", [p.to_row() for p in result.pairs if p.phenomenon == phen.name], subtypes
        )
    wh.write("quarantine", f"read/{shard.key}", [dict(q.to_row(), run_id=run_id) for q in shard.read_errors])
    wh.write(
        "quarantine", f"{selection_key(selection)}/{shard.key}", [dict(q.to_row(), run_id=run_id) for q in result.quarantined]
    )


def _runs_row(
    run_id: str, opts: RunOptions, started: datetime, status: str, summary: RunSummary | None, model: str, parser: str
) -> dict[str, Any]:
    counts = summary.counts if summary else Counter()
    seconds = summary.seconds if summary else Counter()
    args = asdict(opts)
    args = json.loads(json.dumps(args, default=str))
    return {
        "run_id": run_id,
        "started_at": started.replace(tzinfo=None),
        "finished_at": datetime.now(UTC).replace(tzinfo=None) if summary else None,
        "status": status,
        "source": opts.source,
        "inputs": json.dumps([str(p) for p in opts.resolved_inputs()]),
        "phenomena": json.dumps(opts.phenomena),
        "subtypes": json.dumps(opts.subtypes),
        "arguments": json.dumps(args, sort_keys=True),
        "model": model,
        "parser": parser,
        "engine": "local",
        "workers": opts.workers,
        "mine_version": __version__,
        "stage_seconds": json.dumps({k: round(v, 3) for k, v in sorted(seconds.items())}),
        "counts": json.dumps(dict(sorted(counts.items()))),
        "n_documents": counts["documents"],
        "n_sentences": counts["sentences"],
        "n_prefiltered": counts["prefiltered"],
        "n_parsed": counts["parsed"],
        "n_candidates": counts["candidates"],
        "n_pairs": counts["pairs"],
        "n_quarantined": counts["quarantined_read"] + counts["quarantined"],
        "sentences_per_second": round(summary.sentences_per_second, 2) if summary else None,
    }


# -- the run -----------------------------------------------------------------------------------


ProgressCallback = Callable[[Counter], None]


def run(opts: RunOptions, progress: ProgressCallback | None = None) -> RunSummary:
    """Run the pipeline; returns counts and per-stage seconds (also written to ``runs``)."""
    t_start = time.perf_counter()
    started = datetime.now(UTC)
    selection = Selection.build(opts.phenomena, opts.subtypes)
    model = parse.resolve_model(opts.model)
    backend_cls = registry.parsers.get(opts.parser)
    backend = backend_cls(opts.parser_model)  # raises with install instructions when missing
    for path in opts.resolved_inputs():
        if not Path(path).exists():
            raise MineError(Errors.E005, path=path)
    wh = Warehouse(opts.warehouse)
    wh.ensure_writable()

    run_id = f"{started.strftime('%Y%m%dT%H%M%S')}-{uuid.uuid4().hex[:8]}"
    run_key = opts.key(model, backend.label)
    manifest_path = wh.path("manifests", f"{run_key}.json")
    done: dict[str, dict[str, Any]] = {}
    if opts.resume and manifest_path.exists():
        done = json.loads(manifest_path.read_text(encoding="utf-8")).get("shards", {})
    counts: Counter = Counter()
    seconds: Counter = Counter()
    model_label = parse.model_name_version(model)
    wh.write("runs", run_id, [_runs_row(run_id, opts, started, "running", None, model_label, backend.label)])

    init_args = (model, selection.components, opts.parser, opts.parser_model, (opts.phenomena, opts.subtypes), opts.phenomenon_options)
    manifest = {"run_key": run_key, "options": json.loads(json.dumps(asdict(opts), default=str)), "shards": dict(done)}

    def finish(shard: Shard, result: ShardResult) -> None:
        t = time.perf_counter()
        write_shard(wh, shard, result, selection, run_id)
        seconds["write"] += time.perf_counter() - t
        counts.update(result.counts)
        seconds.update(result.seconds)
        manifest["shards"][shard.key] = {"index": shard.index, "counts": dict(result.counts), "n_documents": shard.n_documents}
        write_json_atomic(manifest_path, manifest)
        if progress:
            progress(counts)

    def resumed(shard: Shard) -> bool:
        if shard.key in done:
            counts.update(done[shard.key]["counts"])
            counts["resumed_shards"] += 1
            return True
        return False

    status = "failed"
    try:
        if opts.workers <= 1:
            _init_worker(*init_args)
            for shard in shards(opts, counts, seconds):
                if not resumed(shard):
                    finish(shard, _work(shard.sentences, opts.use_prefilter))
        else:
            ctx = mp.get_context("spawn")
            with ProcessPoolExecutor(opts.workers, mp_context=ctx, initializer=_init_worker, initargs=init_args) as pool:
                inflight: list[tuple[Shard, Future[ShardResult]]] = []
                for shard in shards(opts, counts, seconds):
                    if resumed(shard):
                        continue
                    inflight.append((shard, pool.submit(_work, shard.sentences, opts.use_prefilter)))
                    while len(inflight) >= 2 * opts.workers:
                        s, fut = inflight.pop(0)
                        finish(s, fut.result())
                for s, fut in inflight:
                    finish(s, fut.result())
        status = "completed"
    finally:
        wall = time.perf_counter() - t_start
        seconds["total"] = wall
        summary = RunSummary(run_id, run_key, wh.root, counts, seconds, wall, model_label, backend.label)
        t = time.perf_counter()
        wh.refresh_views()
        seconds["views"] = time.perf_counter() - t
        wh.write("runs", run_id, [_runs_row(run_id, opts, started, status, summary, model_label, backend.label)])
        wh.refresh_views()
    return summary


def default_workers() -> int:
    return max(1, min(2, (os.cpu_count() or 1)))
