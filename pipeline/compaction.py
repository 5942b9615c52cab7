"""``mine compact``: merge a warehouse's many small shard files into a few large batch files.

A run writes several Parquet files per shard; a corpus of millions of sentences leaves tens of
thousands of them, and a query then spends its time opening files. Compaction rewrites the rows
of the per-shard tables (``COMPACTED_TABLES``) into batches of about ``BATCH_BYTES`` under
``compacted/<table>/``, each row tagged with the shard file it came from (``_member``), and
removes the shard files. Nothing else changes for writers (see ``pipeline.warehouse``): a shard
written again supersedes its compacted rows.

Safe at every point: it holds the writer lock; batches are written atomically with their
checksums; ``compacted/index.json`` switches to the new batches in one rename; only then are the
views refreshed and the old files forgotten (tombstones in ``checksums.jsonl``), removed, and
the views refreshed again (a query in the few milliseconds between may fail; re-run it). A
compaction killed before the switch leaves unused batch files (removed by the next one); killed
after it, shard files that still exist supersede their copies, and the next compaction finishes
the job. Each compaction rewrites the whole of a table it compacts (old batches included).
"""

from __future__ import annotations

import contextlib
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path

import duckdb

from .warehouse import (
    COMPACTED,
    COMPACTED_TABLES,
    MEMBER,
    Warehouse,
    write_atomic_with,
    write_json_atomic,
)

#: Input bytes (compressed Parquet) per batch file: large enough that a query opens few files,
#: small enough that a ``--subtype`` re-run that reads a compacted shard's rows stays quick.
BATCH_BYTES = 128 * 1024 * 1024


@dataclass
class CompactionSummary:
    files_before: int = 0
    batches: int = 0
    removed: int = 0
    seconds: float = 0.0
    tables: dict[str, int] = field(default_factory=dict)  # table -> shard files compacted


def _sql_list(paths: list[Path]) -> str:
    return "[" + ", ".join("'" + str(p).replace("'", "''") + "'" for p in paths) + "]"


def _groups(paths: list[Path], limit: int) -> list[list[Path]]:
    groups: list[list[Path]] = [[]]
    size = 0
    for path in paths:
        if groups[-1] and size >= limit:
            groups.append([])
            size = 0
        groups[-1].append(path)
        size += path.stat().st_size
    return [g for g in groups if g]


def _write_batch(
    wh: Warehouse, con: duckdb.DuckDBPyConnection, sources: list[Path], target: Path
) -> int:
    """One batch from shard files and old batches (rows of superseded members left out)."""
    from_files = substr = f"substr(filename, {len(str(wh.root)) + 2})"
    has_batch = any(p.parent.parent.name == COMPACTED for p in sources)
    if has_batch:
        from_files = f"coalesce({MEMBER}, {substr})"
    sql = (
        f"SELECT * EXCLUDE (filename{', ' + MEMBER if has_batch else ''}), "
        f"{from_files} AS {MEMBER} "
        f"FROM read_parquet({_sql_list(sources)}, union_by_name = true, filename = true, "
        f"hive_partitioning = false)"
    )
    if has_batch:  # rows of an old batch whose shard file exists again are superseded by it
        sql += f" WHERE {MEMBER} IS NULL OR {MEMBER} NOT IN (SELECT rel FROM superseded)"

    def copy(tmp: Path) -> None:
        dest = str(tmp).replace("'", "''")
        con.execute(f"COPY ({sql}) TO '{dest}' (FORMAT parquet, COMPRESSION zstd)")

    written = write_atomic_with(target, copy)
    wh.record(written)
    return 1


def compact(wh: Warehouse, lock_wait: float = 0.0, batch_bytes: int = BATCH_BYTES):
    """Compact every per-shard table of ``wh`` that has more than one file; see the module doc."""
    t0 = time.perf_counter()
    summary = CompactionSummary()
    lock = wh.acquire_lock(lock_wait, holder="mine compact")
    try:
        wh.remove_partial_files()
        wh.ensure_intact()  # never copy a corrupt file's rows into a batch: E051 names it
        old = wh.compaction_index()
        index = {"batches": dict(old["batches"]), "members": dict(old["members"])}
        stamp = f"{time.strftime('%Y%m%dT%H%M%S')}-{uuid.uuid4().hex[:8]}"
        remove: list[Path] = []
        con = duckdb.connect()
        con.execute("SET enable_progress_bar = false")
        try:
            for table in COMPACTED_TABLES:
                base = wh.root / table
                files = sorted(base.rglob("*.parquet")) if base.is_dir() else []
                files = [f for f in files if not f.name.startswith((".", "_"))]
                batches = [b for b in wh.compacted_batches(table) if b.exists()]
                summary.files_before += len(files) + len(batches)
                if len(files) + len(batches) <= 1 or not files:
                    continue
                rels = [f.relative_to(wh.root).as_posix() for f in files]
                con.execute("CREATE OR REPLACE TEMP TABLE superseded (rel VARCHAR)")
                con.executemany("INSERT INTO superseded VALUES (?)", [[r] for r in rels])
                new: list[str] = []
                for i, group in enumerate(_groups(batches + files, batch_bytes)):
                    target = wh.root / COMPACTED / table / f"{stamp}-{i:05d}.parquet"
                    _write_batch(wh, con, group, target)
                    new.append(target.relative_to(wh.root).as_posix())
                members = {
                    m: b for m, b in index["members"].items() if not m.startswith(f"{table}/")
                }
                members.update(_member_batches(con, wh, new))
                index["members"] = members
                index["batches"][table] = new
                summary.batches += len(new)
                summary.tables[table] = len(files)
                remove += batches + files
        finally:
            con.close()
        if not remove:
            summary.seconds = time.perf_counter() - t0
            return summary
        write_json_atomic(wh.compaction_index_path, index)  # the switch
        wh.refresh_views()
        current = {wh.root / rel for rels in index["batches"].values() for rel in rels}
        orphans = [
            p
            for p in (wh.root / COMPACTED).rglob("*.parquet")
            if p not in current and not p.name.startswith(".")
        ]
        wh.forget(remove + orphans)
        for path in remove + orphans:
            with contextlib.suppress(FileNotFoundError):
                path.unlink()
                summary.removed += 1
        _remove_empty_dirs(wh)
        wh.refresh_views()  # without the shard files now gone (a view over none would fail)
    finally:
        wh.release_lock(lock)
    summary.seconds = time.perf_counter() - t0
    return summary


def _member_batches(con: duckdb.DuckDBPyConnection, wh: Warehouse, new: list[str]) -> dict:
    """``{shard relpath: batch relpath}`` for the new batches, read back from their rows."""
    out: dict[str, str] = {}
    for rel in new:
        path = str(wh.root / rel).replace("'", "''")
        for (member,) in con.execute(
            f"SELECT DISTINCT {MEMBER} FROM read_parquet('{path}')"
        ).fetchall():
            out[member] = rel
    return out


def _remove_empty_dirs(wh: Warehouse) -> None:
    for table in COMPACTED_TABLES:
        base = wh.root / table
        if not base.is_dir():
            continue
        for d in sorted((p for p in base.rglob("*") if p.is_dir()), reverse=True):
            with contextlib.suppress(OSError):
                d.rmdir()  # only when empty
