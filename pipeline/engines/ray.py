"""``mine run --engine ray``: the pipeline's stages on Ray Data, on one machine or a cluster.

Stages (one Ray Data operator each, streaming with Ray's backpressure):

1. read + sentences: a datasource with one read task per input file (``bookkeeping.read_units``),
   each streaming ``bookkeeping.unit_shards`` (the very generator of the local engine, hence the
   same shard keys and ``--resume`` manifest); files are read in parallel;
2. prefilter -> parse -> extract -> rewrite: ``pipeline.process.process`` in an actor pool
   (``ActorPoolStrategy``) that loads the spaCy model (and the benepar/stanza backend, with
   ``num_gpus=--gpus-per-worker``) once per actor;
3. write: ``pipeline.engines.bookkeeping.write_shard`` in small tasks (Parquet, atomic, same file names);
4. the driver records each written shard in the manifest and the counts in ``runs``.

Sizing (the known pitfall): an actor pool that reserves every CPU starves the read and write
tasks and the job hangs. Actors therefore ask for a fraction of a CPU so that
``RESERVED_CPUS`` always stay free for the other operators.

On a cluster (``--address ray://head:10001`` or ``auto``) every node needs this package and
the spaCy model installed, and ``--warehouse`` must be a path every node can write (a shared
filesystem), because the write tasks run where the data is.
"""

from __future__ import annotations

import functools
import logging
import pickle
import time
import warnings
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np

from ..warehouse import Warehouse
from .bookkeeping import (
    InitArgs,
    ProgressCallback,
    RunLedger,
    RunOptions,
    RunSummary,
    Shard,
    _init_worker,
    _work,
    read_units,
    selection_from_spec,
    selection_spec,
    unit_shards,
    write_shard,
)

logger = logging.getLogger(__name__)

#: CPUs kept free of parser actors for the read and write operators (see the module docstring).
RESERVED_CPUS = 0.5
READ_CPUS = 0.25
WRITE_CPUS = 0.25
#: Object store of a local Ray instance: shards are small, keep the footprint small.
LOCAL_OBJECT_STORE_BYTES = 200 * 1024 * 1024


def _counter_delta(now: Counter, before: Counter) -> dict[str, float]:
    return {k: v - before.get(k, 0) for k, v in now.items() if v != before.get(k, 0)}


def _read_shards(
    opts: RunOptions, paths: list[Path], split_small: bool, done: frozenset[str]
) -> Iterator[Any]:
    """Read task of one read unit (a file): stream its shards as one-row Arrow blocks (payload
    pickled)."""
    import pyarrow as pa

    counts: Counter = Counter()
    seconds: Counter = Counter()
    seen_counts: Counter = Counter()
    seen_seconds: Counter = Counter()
    for shard in unit_shards(opts, paths, counts, seconds, split_small):
        read = {
            "counts": _counter_delta(counts, seen_counts),
            "seconds": _counter_delta(seconds, seen_seconds),
        }
        seen_counts, seen_seconds = Counter(counts), Counter(seconds)
        skip = shard.key in done
        payload = pickle.dumps(
            {"shard": None if skip else shard, "resumed": skip, "read": read, "key": shard.key},
            protocol=pickle.HIGHEST_PROTOCOL,
        )
        yield pa.table({"key": [shard.key], "payload": [payload]})
    # counts the reader adds after its last document (skipped redirects, ...) and the task's
    # own count (``read_tasks`` in the run's counts): bookkeeping only
    tail = {"counts": dict(_counter_delta(counts, seen_counts), read_tasks=1), "seconds": {}}
    payload = pickle.dumps({"shard": None, "resumed": False, "read": tail, "key": ""})
    yield pa.table({"key": [""], "payload": [payload]})


def _datasource(opts: RunOptions, done: frozenset[str]):
    from ray.data import Datasource, ReadTask
    from ray.data.block import BlockMetadata

    units = read_units(opts)
    split_small = len(units) == 1  # as ``bookkeeping.shards``: the same shards, the same keys

    class ShardSource(Datasource):
        """One read task per read unit (a file; see ``bookkeeping.read_units``): each file is a
        sequential stream (a .bz2 dump part, a COCA file), several files are read at once."""

        def estimate_inmemory_data_size(self) -> int | None:
            return None

        def get_read_tasks(self, parallelism: int, **_: Any) -> list[ReadTask]:
            tasks = []
            for paths in units:
                meta = BlockMetadata(
                    num_rows=None,
                    size_bytes=None,
                    exec_stats=None,
                    input_files=[str(p) for p in paths],
                )
                read = functools.partial(_read_shards, opts, paths, split_small, done)
                tasks.append(ReadTask(read, meta))
            logger.info("%d read tasks for %d input files", len(tasks), len(units))
            return tasks

    return ShardSource()


class ShardProcessor:
    """Actor: loads the model once, then runs ``pipeline.process.process`` on each shard."""

    def __init__(self, init_args: InitArgs, use_prefilter: bool) -> None:
        _init_worker(*init_args)
        self.use_prefilter = use_prefilter

    def __call__(self, batch: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
        out = []
        for payload in batch["payload"]:
            item = pickle.loads(payload)
            shard: Shard | None = item["shard"]
            item["result"] = None if shard is None else _work(shard.sentences, self.use_prefilter)
            out.append(pickle.dumps(item, protocol=pickle.HIGHEST_PROTOCOL))
        return {"key": batch["key"], "payload": np.array(out, dtype=object)}


def _write(batch: dict[str, np.ndarray], root: str, spec: Any, run_id: str) -> dict[str, Any]:
    """Write task: the shard's rows via ``write_shard``; only bookkeeping goes back."""
    wh = Warehouse(root)
    selection = selection_from_spec(spec)
    infos = []
    for payload in batch["payload"]:
        item = pickle.loads(payload)
        shard, result = item["shard"], item["result"]
        info = {"key": item["key"], "resumed": item["resumed"], "read": item["read"]}
        if shard is not None:
            t = time.perf_counter()
            write_shard(wh, shard, result, selection, run_id)
            info.update(
                index=shard.index,
                n_documents=shard.n_documents,
                counts=dict(result.counts),
                seconds=dict(result.seconds, write=time.perf_counter() - t),
            )
        infos.append(pickle.dumps(info))
    return {"key": batch["key"], "info": np.array(infos, dtype=object)}


def _cluster_cpus() -> float:
    import ray

    return float(ray.cluster_resources().get("CPU", 1.0))


def actor_cpus(total_cpus: float, actors: int) -> float:
    """CPUs per parser actor so that ``RESERVED_CPUS`` stay free (at most 1, at least 0.1)."""
    return max(0.1, min(1.0, (total_cpus - RESERVED_CPUS) / max(1, actors)))


def run_ray(
    opts: RunOptions,
    address: str | None = None,
    gpus_per_worker: float = 0.0,
    num_cpus: int | None = None,
    progress: ProgressCallback | None = None,
) -> RunSummary:
    """Run ``opts`` on Ray Data; rows are identical to ``pipeline.engines.bookkeeping.run`` on the same input.

    ``address=None`` starts a private local Ray instance (loopback only, no dashboard, small
    object store; ``num_cpus`` defaults to the machine's) and stops it afterwards; otherwise the
    run joins that cluster. ``opts.workers`` is the number of parser actors.
    """
    import ray

    logging.getLogger("ray.data").setLevel(logging.WARNING)
    warnings.filterwarnings("ignore", message=".*minimum number of concurrent actors.*")
    ledger = RunLedger(opts, "ray", progress)
    started_here = False
    status = "failed"
    try:
        if not ray.is_initialized():
            if address:
                ray.init(address=address, log_to_driver=False)
            else:
                ray.init(
                    num_cpus=num_cpus,
                    object_store_memory=LOCAL_OBJECT_STORE_BYTES,
                    include_dashboard=False,
                    _node_ip_address="127.0.0.1",
                    log_to_driver=False,
                    configure_logging=False,
                )
            started_here = True
        ctx = ray.data.DataContext.get_current()
        ctx.enable_progress_bars = False
        ctx.verbose_stats_logs = False
        actors = max(1, opts.workers)
        cpus = actor_cpus(_cluster_cpus(), actors)
        ds = ray.data.read_datasource(_datasource(opts, frozenset(ledger.done)), num_cpus=READ_CPUS)
        ds = ds.map_batches(
            ShardProcessor,
            fn_constructor_args=(ledger.init_args, opts.use_prefilter),
            batch_size=1,
            compute=ray.data.ActorPoolStrategy(size=actors),
            num_cpus=cpus,
            num_gpus=gpus_per_worker or None,
        )
        ds = ds.map_batches(
            _write,
            fn_args=(str(ledger.wh.root), selection_spec(ledger.selection), ledger.run_id),
            batch_size=1,
            num_cpus=WRITE_CPUS,
        )
        for row in ds.iter_rows():
            info = pickle.loads(row["info"])
            ledger.counts.update(info["read"]["counts"])
            ledger.seconds.update(info["read"]["seconds"])
            if info["resumed"]:
                ledger.resumed(info["key"])
                continue
            if "index" not in info:  # the reader's closing counts
                continue
            ledger.record(
                info["key"], info["index"], info["n_documents"], info["counts"], info["seconds"]
            )
        status = "completed"
    finally:
        summary = ledger.close(status)
        if started_here:
            ray.shutdown()
    return summary
