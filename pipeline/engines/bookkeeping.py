"""What every engine shares: options, reading into shards, worker set-up, atomic shard writes and
the run ledger (model resolution, manifest for ``--resume``, counts, the ``runs`` row).

The local engine (``engines/local.py``) and the Ray engine (``engines/ray.py``) differ only in
where ``process`` runs. Original notes on the local engine:

Documents stream from the source reader and are cut into shards of about ``shard_size`` sentences
(a document never straddles two shards). Each shard is processed by ``pipeline.process.process``
in a worker process (``--workers``), and its rows are written atomically under names derived from
the input shard, so a re-run rewrites the same files (idempotent) and a run killed at any point can
be resumed from its manifest of finished shards (``--resume``). At most ``2 * workers`` shards are
in flight, which bounds memory whatever the size of the input.

A worker that dies hard on some sentence (a segfault in a parser's C code, ``os._exit`` in a
plugin) breaks the process pool; the engine then redoes the shard alone in a fresh pool, and if it
breaks again bisects its sentences to find the culprits, quarantines them (stage ``parse``) and
processes the rest of the shard, so one poisonous sentence never stops a run of millions.

``RunLedger`` holds what every engine shares (options, model resolution, manifest, counts, the
``runs`` row); ``pipeline.engines.ray`` uses it with Ray Data instead of a process pool.
"""

from __future__ import annotations

import contextlib
import json
import sys
import time
import uuid
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

import duckdb

from .. import __version__, ids, ranking, registry
from ..errors import Errors, MineError
from ..records import Document, Quarantined, Sentence, Skipped
from ..resources import samples_dir
from ..sources._io import expand
from ..warehouse import Warehouse, write_json_atomic
from . import run_status

if TYPE_CHECKING:
    from ..process import Selection, ShardResult

# spaCy (and torch) are imported by the functions that need them (``parse``, ``process``,
# ``sentences``), not here: every `mine` command imports this module through `mine run`'s
# options, and `mine query` must not pay seconds of spaCy start-up.

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
    #: seconds to wait for another run's warehouse lock (0: refuse at once with E050)
    lock_wait: float = 0.0
    #: rebuild a corrupt pairs/candidates file from this run's subtypes only (E052 otherwise)
    force: bool = False

    def resolved_inputs(self) -> list[Path]:
        registry.sources.get(self.source)  # an unknown source is the first thing to report
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
    engine: str = "local"

    @property
    def sentences_per_second(self) -> float:
        return self.counts["sentences"] / self.wall_seconds if self.wall_seconds else 0.0


# -- reading -----------------------------------------------------------------------------------


class DocumentIdentities:
    """Makes every document of a run distinct, so no two rows ever share an id.

    A document that repeats an earlier one (same source, ``doc_id`` and text) is dropped and
    counted (``duplicate_documents``): mining it again would only repeat the same rows. A document
    that reuses an earlier ``doc_id`` with other text (two ``essay.txt`` in different folders) is
    kept under ``<doc_id>~<n>`` (counted as ``renamed_documents``). Holds two 64-bit hashes per
    document (about 100 bytes each), not the documents.
    """

    def __init__(self) -> None:
        self._seen: set[int] = set()  # hash(source, original doc_id, content)
        self._ids: set[int] = set()  # hash(source, doc_id) of every admitted document
        self.renamed = 0

    @staticmethod
    def _hash(*parts: object) -> int:
        return int(ids.stable_id(*parts), 16)

    def admit(self, doc: Document) -> Document | None:
        """``doc`` (renamed if its id is taken), or None when it repeats an earlier document."""
        content = [(s.text, s.speaker, s.parse, s.presplit) for s in doc.segments]
        whole = self._hash(doc.source, doc.doc_id, content)
        if whole in self._seen:
            return None
        self._seen.add(whole)
        if self._hash(doc.source, doc.doc_id) in self._ids:
            n = 2
            while self._hash(doc.source, f"{doc.doc_id}~{n}") in self._ids:
                n += 1
            doc.doc_id = f"{doc.doc_id}~{n}"
            self.renamed += 1
        self._ids.add(self._hash(doc.source, doc.doc_id))
        return doc


#: An input that fits in one shard is cut into up to this many shards of at least
#: ``MIN_SMALL_SHARD`` sentences, so that every worker gets some. A constant, not ``--workers``:
#: shard keys (hence the files a re-run rewrites) must not depend on how the run is spread.
SMALL_INPUT_SHARDS = 16
MIN_SMALL_SHARD = 50


def read_units(opts: RunOptions) -> list[list[Path]]:
    """The input cut into units that are read independently (and so in parallel): one per file
    when the source reader names its file suffixes (``SUFFIXES``, folders expanded), else the
    whole input as one unit (a plugin reader that streams several files as one)."""
    reader = registry.sources.get(opts.source)
    inputs = opts.resolved_inputs()
    suffixes = getattr(sys.modules.get(reader.__module__), "SUFFIXES", None)
    if not suffixes:
        return [inputs]
    seen: set[Path] = set()
    units: list[list[Path]] = []
    for path in expand(inputs, tuple(suffixes)):
        if path.resolve() not in seen:  # the same file named twice is read once
            seen.add(path.resolve())
            units.append([path])
    return units or [inputs]


def _split_small(shard: Shard, input_id: str) -> list[Shard]:
    """A whole input smaller than one shard, as up to ``SMALL_INPUT_SHARDS`` shards (see there).
    Reading errors and documents without sentences are kept with the first piece."""
    k = min(SMALL_INPUT_SHARDS, len(shard.sentences) // MIN_SMALL_SHARD)
    if k < 2:
        return [shard]
    size = -(-len(shard.sentences) // k)
    pieces = [shard.sentences[i : i + size] for i in range(0, len(shard.sentences), size)]
    first_piece: dict[str, int] = {}
    for i, piece in enumerate(pieces):
        for sent in piece:
            first_piece.setdefault(sent.doc_id, i)
    starts = Counter(first_piece.values())
    out = []
    for i, piece in enumerate(pieces):
        n_docs = starts[i] + (shard.n_documents - len(first_piece) if i == 0 else 0)
        errors = shard.read_errors if i == 0 else []
        out.append(Shard(ids.stable_id(input_id, i), i, piece, errors, n_docs))
    return out


def unit_shards(
    opts: RunOptions,
    paths: list[Path],
    counts: Counter,
    seconds: Counter,
    split_small: bool = False,
) -> Iterator[Shard]:
    """Stream one read unit (see ``read_units``) as shards of whole documents, with reading
    errors attached. Shard keys derive from the unit's files and the source options only, so a
    unit gives the same shards however many units are read beside it, in whatever order."""
    from ..sentences import sentences_and_rejects

    reader = registry.sources.get(opts.source)
    source_options = dict(opts.source_options)
    input_id = ids.stable_id(
        opts.source,
        [str(p.resolve()) for p in paths],
        json.dumps(opts.source_options, sort_keys=True, default=str),
    )
    buf: list[Sentence] = []
    errors: list[Quarantined] = []
    identities = DocumentIdentities()
    n_docs = 0
    index = 0
    t = time.perf_counter()
    stream = reader(paths, source_options)
    while True:
        try:
            item: Document | Quarantined | Skipped = next(stream)
        except StopIteration:
            break
        if isinstance(item, Skipped):  # not a document, not an error: counted only
            counts[f"skipped_{item.reason}"] += 1
            continue
        if isinstance(item, Quarantined):
            errors.append(item)
            counts["quarantined_read"] += 1
            continue
        item = identities.admit(item)
        if item is None:
            counts["duplicate_documents"] += 1
            continue
        counts["documents"] += 1
        n_docs += 1
        try:
            sents, rejects = sentences_and_rejects(item)
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
        errors.extend(rejects)
        counts["quarantined_read"] += len(rejects)
        buf.extend(sents)
        if len(buf) >= opts.shard_size:
            seconds["read"] += time.perf_counter() - t
            yield Shard(ids.stable_id(input_id, index), index, buf, errors, n_docs)
            t = time.perf_counter()
            buf, errors, n_docs, index = [], [], 0, index + 1
    if identities.renamed:
        counts["renamed_documents"] += identities.renamed
    seconds["read"] += time.perf_counter() - t
    if buf or errors or index == 0:
        last = Shard(ids.stable_id(input_id, index), index, buf, errors, n_docs)
        yield from _split_small(last, input_id) if split_small and index == 0 else [last]


def shards(opts: RunOptions, counts: Counter, seconds: Counter) -> Iterator[Shard]:
    """Stream the whole input as shards, one read unit after the other (see ``unit_shards``).
    An input of one unit that fits in one shard is cut smaller (``SMALL_INPUT_SHARDS``)."""
    units = read_units(opts)
    for paths in units:
        yield from unit_shards(opts, paths, counts, seconds, split_small=len(units) == 1)


# -- workers -----------------------------------------------------------------------------------

_WORKER: dict[str, Any] = {}

#: What a worker needs to rebuild the run's selection and parser. Phenomenon and backend classes
#: travel by reference (module + name), so components registered outside the package (a plugin,
#: a notebook, a test module) work in spawned workers and Ray actors too.
InitArgs = tuple[
    str,
    frozenset[str],
    str,
    type,
    str | None,
    tuple[tuple[type, frozenset[str]], ...],
    dict[str, Any],
]


def selection_spec(selection: Selection) -> tuple[tuple[type, frozenset[str]], ...]:
    return tuple((type(p), subs) for p, subs in selection.items)


def selection_from_spec(spec: tuple[tuple[type, frozenset[str]], ...]) -> Selection:
    from ..process import Selection

    return Selection(tuple((cls(), subs) for cls, subs in spec))


def _init_worker(
    model: str,
    components: frozenset[str],
    parser: str,
    backend_cls: type,
    parser_model: str | None,
    spec: tuple[tuple[type, frozenset[str]], ...],
    options: dict,
) -> None:
    from .. import parse
    from ..phenomena._base import RunContext

    selection = selection_from_spec(spec)
    nlp = parse.load(model, components)
    backend = backend_cls(parser_model)
    backend.configure(nlp)
    _WORKER.update(
        selection=selection,
        nlp=nlp,
        backend=backend if parser != "dependency" else None,
        ctx=RunContext(model=parse.model_label(nlp), parser=backend.label, options=options),
    )


def _work(sentences: list[Sentence], use_prefilter: bool) -> ShardResult:
    from ..process import process

    w = _WORKER
    return process(sentences, w["selection"], w["nlp"], w["ctx"], w["backend"], use_prefilter)


# -- writing -----------------------------------------------------------------------------------


def selection_key(selection: Selection) -> str:
    return ids.stable_id("selection", json.dumps(selection.key(), sort_keys=True), length=12)


def write_shard(
    wh: Warehouse,
    shard: Shard,
    result: ShardResult,
    selection: Selection,
    run_id: str,
    force: bool = False,
) -> None:
    """All rows of one shard; each file is replaced atomically (a corrupt one is rebuilt, see
    ``Warehouse.replace_subtypes``)."""
    sentence_rows = [s.to_row() for s in shard.sentences]
    wh.write("sentences", shard.key, sentence_rows)
    # keep_score of the model in force (pipeline.ranking), from the shard's own rows
    candidate_rows = [c.to_row() for c in result.candidates]
    pair_rows = ranking.score_rows(
        ranking.current_model(wh), [p.to_row() for p in result.pairs], candidate_rows, sentence_rows
    )
    for phen, subtypes in selection.items:
        complete = set(subtypes) >= set(phen.subtypes)
        for table, rows in (("candidates", candidate_rows), ("pairs", pair_rows)):
            wh.replace_subtypes(
                table,
                f"{phen.name}/{shard.key}",
                [r for r in rows if r["phenomenon"] == phen.name],
                subtypes,
                complete=complete,
                force=force,
            )
    wh.write(
        "quarantine",
        f"read/{shard.key}",
        [dict(q.to_row(), run_id=run_id) for q in shard.read_errors],
    )
    wh.write(
        "quarantine",
        f"{selection_key(selection)}/{shard.key}",
        [dict(q.to_row(), run_id=run_id) for q in result.quarantined],
    )


def _runs_row(
    run_id: str,
    opts: RunOptions,
    started: datetime,
    status: str,
    summary: RunSummary | None,
    model: str,
    parser: str,
    engine: str = "local",
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
        "engine": engine,
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


# -- what every engine shares --------------------------------------------------------------------


ProgressCallback = Callable[[Counter], None]


class RunLedger:
    """One run's bookkeeping, independent of how shards are processed.

    Resolves the selection, spaCy model and parser backend (failing early with coded errors),
    opens the warehouse, writes the ``running`` row in ``runs``, loads the manifest for
    ``--resume``, and after each finished shard updates counts, stage seconds and the manifest
    (always *after* the shard's files are in place, so a kill between the two only redoes work).
    """

    def __init__(
        self, opts: RunOptions, engine: str = "local", progress: ProgressCallback | None = None
    ) -> None:
        from .. import parse
        from ..process import Selection

        self.t_start = time.perf_counter()
        self.started = datetime.now(UTC)
        self.opts = opts
        self.engine = engine
        self.progress = progress
        self.selection = Selection.build(opts.phenomena, opts.subtypes)
        self.model = parse.resolve_model(opts.model)
        self.backend_cls = registry.parsers.get(opts.parser)
        # raises with install instructions when the backend's model is missing
        self.backend = self.backend_cls(opts.parser_model)
        for path in opts.resolved_inputs():
            if not Path(path).exists():
                raise MineError(Errors.E005, path=path)
        self.wh = Warehouse(opts.warehouse)
        self.wh.ensure_writable()
        self.run_id = f"{self.started.strftime('%Y%m%dT%H%M%S')}-{uuid.uuid4().hex[:8]}"
        # One writer at a time (see pipeline.warehouse); released in close(), or by the OS.
        self.run_key = opts.key(self.model, self.backend.label)
        self.manifest_path = self.wh.path("manifests", f"{self.run_key}.json")
        self.done: dict[str, dict[str, Any]] = {}
        if opts.resume and self.manifest_path.exists():
            manifest = json.loads(self.manifest_path.read_text(encoding="utf-8"))
            self.done = manifest.get("shards", {})
        self.counts: Counter = Counter()
        self.seconds: Counter = Counter()
        self.model_label = parse.model_name_version(self.model)
        # One writer at a time (see pipeline.warehouse); released in close(), or by the OS.
        self.lock = self.wh.acquire_lock(opts.lock_wait, holder=self.run_id)
        try:
            self.wh.remove_partial_files()  # left by a run killed mid-write
            self.wh.reserve()  # freed in close(): room to record the end on a full disk
            run_status.mark_interrupted(self.wh)  # earlier runs that died show `interrupted`
            run_status.claim(self.wh, self.run_id)
            self.wh.write("runs", self.run_id, [self._row("running", None)])
            # Views exist from the start, so even a killed first run leaves a queryable warehouse.
            with contextlib.suppress(MineError):  # E051: this run repairs or refuses the file
                self.wh.refresh_views()
        except BaseException:
            self.wh.release_reserve()
            self.wh.release_lock(self.lock)
            raise
        self.manifest = {
            "run_key": self.run_key,
            "options": json.loads(json.dumps(asdict(opts), default=str)),
            "shards": dict(self.done),
        }

    @property
    def init_args(self) -> InitArgs:
        return (
            self.model,
            self.selection.components,
            self.opts.parser,
            self.backend_cls,
            self.opts.parser_model,
            selection_spec(self.selection),
            self.opts.phenomenon_options,
        )

    def _row(self, status: str, summary: RunSummary | None) -> dict[str, Any]:
        return _runs_row(
            self.run_id,
            self.opts,
            self.started,
            status,
            summary,
            self.model_label,
            self.backend.label,
            self.engine,
        )

    def resumed(self, shard_key: str) -> bool:
        """True (and its counts taken from the manifest) when a killed run finished the shard."""
        if shard_key in self.done:
            self.counts.update(self.done[shard_key]["counts"])
            self.counts["resumed_shards"] += 1
            return True
        return False

    def record(self, key: str, index: int, n_documents: int, result_counts, result_seconds) -> None:
        """Account for a shard whose files are written; then mark it done in the manifest."""
        self.counts.update(result_counts)
        self.seconds.update(result_seconds)
        self.manifest["shards"][key] = {
            "index": index,
            "counts": dict(result_counts),
            "n_documents": n_documents,
        }
        write_json_atomic(self.manifest_path, self.manifest)
        if self.progress:
            self.progress(self.counts)

    def finish(self, shard: Shard, result: ShardResult) -> None:
        """Write a processed shard (in this process) and record it."""
        t = time.perf_counter()
        try:
            write_shard(self.wh, shard, result, self.selection, self.run_id, self.opts.force)
            self.seconds["write"] += time.perf_counter() - t
            self.record(shard.key, shard.index, shard.n_documents, result.counts, result.seconds)
        except OSError as exc:  # a full or read-only disk: coded, the run is marked failed
            raise MineError(Errors.E053, error=exc, path=self.wh.root) from exc

    def close(self, status: str) -> RunSummary:
        """Refresh the views and write the final ``runs`` row."""
        wall = time.perf_counter() - self.t_start
        self.seconds["total"] = wall
        summary = RunSummary(
            self.run_id,
            self.run_key,
            self.wh.root,
            self.counts,
            self.seconds,
            wall,
            self.model_label,
            self.backend.label,
            self.engine,
        )
        error: MineError | None = None
        self.wh.release_reserve()
        try:
            t = time.perf_counter()
            try:
                self.wh.refresh_views()  # before the final row: a run whose views fail failed
            except MineError as exc:
                error = exc if status == "completed" else None  # E051 names a corrupt file
            except (OSError, duckdb.Error) as exc:
                if status == "completed":
                    status, error = "failed", MineError(Errors.E053, error=exc, path=self.wh.root)
            self.seconds["views"] = time.perf_counter() - t
            try:
                self.wh.write("runs", self.run_id, [self._row(status, summary)])
            except OSError as exc:
                if status == "completed":
                    error = MineError(Errors.E053, error=exc, path=self.wh.root)
                # else the run failed already (a full disk, say): its own error is reported
        finally:
            run_status.release(self.wh, self.run_id)
            self.wh.release_lock(self.lock)
        if error is not None:
            raise error
        return summary
