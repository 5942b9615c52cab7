"""The local engine behind ``mine run``: shards processed in a pool of worker processes.

Workers are forked from the run's process after it has loaded the spaCy pipeline, as spaCy's own
``nlp.pipe(n_process=...)`` does, so no worker imports spaCy and torch or loads the model again
(seconds per process, more on a loaded machine: docs/scale.md). Where fork is unavailable, or a
parser backend runs a neural model of its own (threads are not fork-safe), workers are spawned
and load everything themselves; ``MINE_START_METHOD=spawn`` forces that (same output either way).

At most ``2 * workers`` shards are in flight, which bounds memory whatever the size of the input.
A worker that dies hard on some sentence (a segfault in a parser's C code, ``os._exit`` in a
plugin) breaks the process pool; the engine then redoes the shard alone in a fresh pool, and if it
breaks again bisects its sentences to find the culprits, quarantines them (stage ``parse``) and
processes the rest of the shard, so one poisonous sentence never stops a run of millions.
"""

from __future__ import annotations

import gc
import multiprocessing as mp
import os
import pickle
import queue
import signal
import sys
import threading
import time
from collections import Counter, deque
from collections.abc import Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..records import Quarantined, Sentence
from ..sources._io import READ_PROGRESS
from .bookkeeping import (
    _WORKER,
    InitArgs,
    ProgressCallback,
    RunLedger,
    RunOptions,
    RunSummary,
    Shard,
    _init_worker,
    _work,
    read_units,
    shards,
    unit_shards,
)

if TYPE_CHECKING:
    from ..process import ShardResult

# -- signals and orphaned workers ----------------------------------------------------------------


def _exit_when_orphaned(parent: int, interval: float = 0.5) -> None:
    """Worker side: end this process as soon as the run that started it is gone (SIGKILL, OOM
    killer), instead of living on with a parser loaded (~250 MB each)."""
    while True:
        time.sleep(interval)
        if os.getppid() != parent:
            os._exit(1)


def _init_local_worker(*init_args) -> None:
    parent = os.getppid()
    threading.Thread(target=_exit_when_orphaned, args=(parent,), daemon=True).start()
    _init_worker(*init_args)


#: Parser backends whose workers may be forked: they add no model with threads of its own.
FORK_SAFE_PARSERS = frozenset({"dependency", "provided"})
START_METHOD_ENV = "MINE_START_METHOD"


def start_method(parser: str) -> str:
    """``fork`` where the platform has it and ``parser`` is fork-safe, else ``spawn``;
    ``$MINE_START_METHOD`` (``fork`` or ``spawn``) overrides the choice."""
    forced = os.environ.get(START_METHOD_ENV, "").strip().lower()
    available = mp.get_all_start_methods()
    if forced in ("fork", "spawn") and forced in available:
        return forced
    return "fork" if "fork" in available and parser in FORK_SAFE_PARSERS else "spawn"


def _after_fork() -> None:
    """Child side of a fork: undo what the run's process set up for itself. SIGTERM must kill a
    worker again (the run maps it to KeyboardInterrupt), and the standard streams get fresh
    objects, since a thread of the parent (the progress bar) may have held their locks."""
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    signal.signal(signal.SIGINT, signal.default_int_handler)
    for name, fd in (("stdout", 1), ("stderr", 2)):
        try:
            setattr(sys, name, open(fd, "w", buffering=1, closefd=False))  # noqa: SIM115
        except OSError:
            pass


def _warm_up(init_args: InitArgs) -> None:
    """Before forking: load the model and the selection's tables in this process."""
    from ..process import warm_up

    _init_worker(*init_args)
    warm_up(_WORKER["selection"])


def _init_forked_worker(*init_args) -> None:
    _after_fork()
    _init_local_worker(*init_args)  # the model is already loaded: parse.load is cached


def _terminated(signum, frame) -> None:
    raise KeyboardInterrupt(f"signal {signum}")


@contextmanager
def sigterm_as_interrupt() -> Iterator[None]:
    """SIGTERM is handled like SIGINT (Ctrl-C): the run stops through the same path, its
    temporary files are removed and its ``runs`` row is closed."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = signal.signal(signal.SIGTERM, _terminated)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)


# -- parallel reading ----------------------------------------------------------------------------

#: Shards a reader process may have read ahead of the parser pool (per reader).
READ_AHEAD = 2


def _reader(
    opts: RunOptions, units: list[list[Path]], tasks: Any, results: Any, forked: bool = False
) -> None:
    """Reader process: read the units named on ``tasks`` (None ends), one after the other, and
    put ``("shard", shard, counts, seconds)`` per shard and ``("done", unit, counts, seconds)``
    per unit on ``results`` (bounded: a reader waits when the parsers are behind)."""
    if forked:
        _after_fork()
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent stops readers itself
    parent = os.getppid()
    threading.Thread(target=_exit_when_orphaned, args=(parent,), daemon=True).start()
    while (unit := tasks.get()) is not None:
        counts: Counter = Counter()
        seconds: Counter = Counter()
        try:
            for shard in unit_shards(opts, units[unit], counts, seconds):
                results.put(("shard", shard, dict(counts), dict(seconds)))
                counts.clear()
                seconds.clear()
            results.put(("done", unit, dict(counts), dict(seconds)))
        except BaseException as exc:  # noqa: BLE001 - reported to the parent, which raises it
            try:
                pickle.dumps(exc)
            except Exception:  # noqa: BLE001
                exc = RuntimeError(f"{type(exc).__name__}: {exc}")
            results.put(("error", unit, exc, {}))
            return


def reader_count(opts: RunOptions) -> int:
    """Reader processes beside ``opts.workers`` parsers: half as many, since parsing needs the
    cores (on 2 vCPUs, 2 readers beside 2 parsers made a full-parse run slower: docs/scale.md)."""
    return max(1, opts.workers // 2)


def parallel_shards(
    opts: RunOptions, counts: Counter, seconds: Counter, readers: int
) -> Iterator[Shard]:
    """The shards of every read unit (``read_units``), read by ``readers`` processes at once;
    falls back to ``shards`` (in this process) for one unit or one reader. Shards of different
    units interleave in arrival order; their keys do not depend on it."""
    units = read_units(opts)
    readers = min(readers, len(units))
    if readers <= 1:
        yield from shards(opts, counts, seconds)
        return
    method = start_method(opts.parser)
    if method == "fork":
        from ..sentences import sentences_and_rejects  # noqa: F401 - imported once, then forked
    ctx = mp.get_context(method)
    tasks = ctx.Queue()
    results = ctx.Queue(maxsize=READ_AHEAD * readers)
    for i in range(len(units)):
        tasks.put(i)
    for _ in range(readers):
        tasks.put(None)
    procs = [
        ctx.Process(
            target=_reader, args=(opts, units, tasks, results, method == "fork"), daemon=True
        )
        for _ in range(readers)
    ]
    for proc in procs:
        proc.start()
    t = time.perf_counter()
    try:
        remaining = len(units)
        while remaining:
            try:
                kind, item, unit_counts, unit_seconds = results.get(timeout=1.0)
            except queue.Empty:
                if not any(proc.is_alive() for proc in procs):
                    raise RuntimeError("reader processes ended before the input was read") from None
                continue
            counts.update(unit_counts)
            read_seconds = unit_seconds.pop("read", 0.0)
            seconds.update(unit_seconds)
            # the run's read stage is wall time waiting for readers, not their summed CPU time
            seconds["read_cpu"] += read_seconds
            if kind == "error":
                raise item
            if kind == "done":
                remaining -= 1
                # the progress bar counts bytes read in this process: add the finished file's
                READ_PROGRESS.done += sum(p.stat().st_size for p in units[item] if p.is_file())
                continue
            seconds["read"] += time.perf_counter() - t
            yield item
            t = time.perf_counter()
        seconds["read"] += time.perf_counter() - t
    finally:
        for proc in procs:
            if proc.is_alive():
                proc.terminate()
        for proc in procs:
            proc.join(timeout=5)
        results.cancel_join_thread()
        tasks.cancel_join_thread()


# -- the process pool, with crash isolation -----------------------------------------------------


class _Pool:
    """A process pool that can be replaced when a worker dies (see ``start_method``)."""

    def __init__(self, workers: int, init_args: InitArgs) -> None:
        self.workers = workers
        self.init_args = init_args
        self.method = start_method(init_args[2])
        if self.method == "fork":
            _warm_up(init_args)  # load once here; every worker inherits it
        self.executor = self._new(workers)

    def _new(self, workers: int) -> ProcessPoolExecutor:
        executor = ProcessPoolExecutor(
            workers,
            mp_context=mp.get_context(self.method),
            initializer=_init_forked_worker if self.method == "fork" else _init_local_worker,
            initargs=self.init_args,
        )
        if self.method == "fork":
            # fork every worker now, before the run's reading and writing start threads here;
            # the inherited objects are frozen out of the workers' garbage collection, which
            # would otherwise scan (and copy, page by page) the whole heap of this process
            gc.collect()
            gc.freeze()
            try:
                executor.submit(os.getpid)
            finally:
                gc.unfreeze()
        return executor

    def submit(self, sentences: list[Sentence], use_prefilter: bool) -> Future[ShardResult]:
        return self.executor.submit(_work, sentences, use_prefilter)

    def renew(self) -> None:
        self.shutdown()
        self.start()

    def start(self) -> None:
        self.executor = self._new(self.workers)

    def shutdown(self) -> None:
        self.executor.shutdown(wait=True, cancel_futures=True)

    def kill(self) -> None:
        """Stop the workers now (an interrupted run must not wait for their current shards)."""
        terminate = getattr(self.executor, "terminate_workers", None)  # Python >= 3.14
        if terminate is not None:
            terminate()
            return
        for proc in list((getattr(self.executor, "_processes", None) or {}).values()):
            proc.terminate()
        self.executor.shutdown(wait=True, cancel_futures=True)


def _crash_quarantine(sentence: Sentence, error: str) -> Quarantined:
    return Quarantined(
        source=sentence.source,
        location=f"{sentence.doc_id}#{sentence.sent_index}",
        stage="parse",
        error=error,
        doc_id=sentence.doc_id,
        sentence_id=sentence.sentence_id,
        excerpt=sentence.text[:300],
    )


def isolate(shard: Shard, init_args: InitArgs, use_prefilter: bool) -> ShardResult:
    """Process a shard whose worker died: alone, then bisected down to the sentences that kill.

    Every probe runs in a one-worker pool that is replaced after each crash. The culprits are
    quarantined (stage ``parse``) and the rest of the shard is processed together, so its rows
    are the ones a run without the culprits would give. Counts reconcile: culprits count as
    sentences and as quarantined, like over-long sentences.
    """
    pool = _Pool(1, init_args)
    try:

        def attempt(sentences: list[Sentence]) -> ShardResult | None:
            try:
                return pool.submit(sentences, use_prefilter).result()
            except BrokenProcessPool:
                pool.renew()
                return None

        whole = attempt(shard.sentences)
        if whole is not None:
            return whole
        if attempt([]) is None:  # the worker cannot even start: the run cannot proceed
            raise RuntimeError("parser worker processes die on start-up (see the log above)")

        def culprits(sentences: list[Sentence]) -> list[Sentence]:
            if attempt(sentences) is not None:
                return []
            if len(sentences) == 1:
                return sentences
            mid = len(sentences) // 2
            return culprits(sentences[:mid]) + culprits(sentences[mid:])

        bad: list[Sentence] = []
        rest = list(shard.sentences)
        while True:
            found = culprits(rest)
            bad.extend(found)
            ids_bad = {s.sentence_id for s in found}
            rest = [s for s in rest if s.sentence_id not in ids_bad]
            result = attempt(rest)
            if result is not None:
                break
        error = "worker process died (BrokenProcessPool) while processing this sentence"
        order = {s.sentence_id: i for i, s in enumerate(shard.sentences)}
        result.quarantined.extend(_crash_quarantine(s, error) for s in bad)
        result.quarantined.sort(key=lambda q: order.get(q.sentence_id or "", -1))
        result.counts["sentences"] += len(bad)
        result.counts["quarantined"] += len(bad)
        result.counts["worker_crashes"] += len(bad)
        return result
    finally:
        pool.shutdown()


def _run_pool(ledger: RunLedger) -> None:
    opts = ledger.opts
    pool = _Pool(opts.workers, ledger.init_args)
    inflight: deque[tuple[Shard, Future[ShardResult]]] = deque()

    def settle_head() -> None:
        shard, fut = inflight.popleft()
        try:
            result = fut.result()
        except BrokenProcessPool:
            # Every unfinished future of the pool fails with it; the culprit may be any of them.
            pool.shutdown()
            result = isolate(shard, ledger.init_args, opts.use_prefilter)
            ledger.counts["pool_restarts"] += 1
            pool.start()
            for i, (s, f) in enumerate(inflight):
                if f.cancelled() or not f.done() or f.exception() is not None:
                    inflight[i] = (s, pool.submit(s.sentences, opts.use_prefilter))
        ledger.finish(shard, result)

    try:
        for shard in parallel_shards(opts, ledger.counts, ledger.seconds, reader_count(opts)):
            if ledger.resumed(shard.key):
                continue
            inflight.append((shard, pool.submit(shard.sentences, opts.use_prefilter)))
            while len(inflight) >= 2 * opts.workers:
                settle_head()
        while inflight:
            settle_head()
    except BaseException:
        pool.kill()
        raise
    finally:
        pool.shutdown()


# -- the run -----------------------------------------------------------------------------------


def run(opts: RunOptions, progress: ProgressCallback | None = None) -> RunSummary:
    """Run the pipeline; returns counts and per-stage seconds (also written to ``runs``)."""
    with sigterm_as_interrupt():
        ledger = RunLedger(opts, "local", progress)
        status = "failed"
        try:
            if opts.workers <= 1:
                _init_worker(*ledger.init_args)
                for shard in shards(opts, ledger.counts, ledger.seconds):
                    if not ledger.resumed(shard.key):
                        ledger.finish(shard, _work(shard.sentences, opts.use_prefilter))
            else:
                _run_pool(ledger)
            status = "completed"
        finally:
            summary = ledger.close(status)
    return summary


def default_workers() -> int:
    return max(1, min(2, (os.cpu_count() or 1)))
