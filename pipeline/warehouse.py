"""The warehouse: Parquet files per table and shard, plus a DuckDB file with views over them.

Layout under ``DIR``::

    mine.duckdb                         views (one per table in warehouse/tables/, plus warehouse/views/)
    sentences/<shard>.parquet           overwritten when the same input shard is read again
    candidates/<phenomenon>/<shard>.parquet
    pairs/<phenomenon>/<shard>.parquet  rows of the subtypes a run covers replace that run's subtypes
    quarantine/read/<shard>.parquet     reading errors of the shard
    quarantine/<selection>/<shard>.parquet  processing errors of a phenomenon/subtype selection
    runs/<run_id>.parquet               one file per run (append-only)
    manifests/<run_key>.json            shards finished, for --resume
    checksums.jsonl                     content hash of every data file written (append-only log)
    compacted/<table>/<batch>.parquet   ``mine compact``: many shard files' rows in one file
    compacted/index.json                which batches are current, and which shard file went where
    .mine.lock, .mine.lock.json         the writer lock and who holds it

Idempotency comes from the file names: a file is keyed by what produced it (input shard,
phenomenon), so re-running the same input rewrites the same files with the same content-derived
IDs instead of adding rows. Atomicity comes from writing to a hidden temporary file in the same
folder and ``os.replace``-ing it; queries only read ``*.parquet``.

One writer at a time: ``mine run`` holds ``.mine.lock`` (an OS file lock, released even when the
process is killed) for its whole run, because a shard's pairs file is read, merged and rewritten
(``replace_subtypes``); a second run refuses with E050 or waits (``--wait-for-lock``). Readers
never take it and never block a writer: ``mine.duckdb`` holds only views, and a writer builds it
anew beside the old one and renames it into place, so an open ``mine sql`` keeps the old file.

Compaction (``mine compact``, ``pipeline.compaction``): the rows of many shard files are merged
into a few batch files, each row tagged with the shard file it came from (``_member``). Writers
do not change: a shard file written again after compaction *supersedes* its rows in the batch
(the views skip batch rows whose shard file exists on disk), and ``replace_subtypes`` reads a
compacted shard's old rows from its batch. So every crash point of a compaction is consistent.

Integrity: every data file's BLAKE2b digest, size and mtime go to ``checksums.jsonl`` when it is
written. Read paths compare size and mtime (a stat) and hash only files that changed; ``mine
verify`` hashes everything. A file whose content does not match is named in a coded error.
"""

from __future__ import annotations

import contextlib
import getpass
import hashlib
import json
import os
import re
import socket
import time
import uuid
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import cache
from pathlib import Path
from typing import Any

import duckdb
import pyarrow as pa
import pyarrow.parquet as pq
from filelock import FileLock, Timeout

from . import resources
from .errors import Errors, MineError

DB_NAME = "mine.duckdb"
DEFAULT_DIR = "mine-warehouse"
CHECKSUMS = "checksums.jsonl"
LOCK_NAME = ".mine.lock"
#: Test hook: seconds to sleep inside every data-file write, as a slow or network disk would
#: (the concurrency tests use it to widen the window in which two writers could clash).
WRITE_DELAY_ENV = "MINE_TEST_WRITE_DELAY"
#: Disk space a run keeps in reserve to record its end when the disk fills up.
RESERVE_BYTES = 256 * 1024
#: Tables whose files are data (checked and hashed); ``manifests/`` holds JSON bookkeeping.
_HIDDEN = (".", "_")
#: ``mine compact``: folder of batch files, their index, the per-row origin column, the tables
#: compacted (the per-shard ones; ``runs`` rows are rewritten by later runs, see run_status).
COMPACTED = "compacted"
COMPACTION_INDEX = "index.json"
MEMBER = "_member"
COMPACTED_TABLES = ("sentences", "candidates", "pairs", "quarantine")
#: Tables whose files are read through a view of another name, because a view in
#: ``warehouse/views/`` of the table's own name adds to them (``pairs`` adds the keep_score of
#: the ranking model in force, see ``warehouse/views/pairs.sql``).
STORED_VIEWS = {"pairs": "pairs_stored"}
_TABLE_NAME = re.compile(r"CREATE\s+TABLE\s+(\w+)", re.IGNORECASE)


@cache
def table_ddl() -> dict[str, str]:
    """``{table: CREATE TABLE ...}`` from ``warehouse/tables/*.sql``, the one place schemas live."""
    out: dict[str, str] = {}
    for path in sorted((resources.resource_dir("warehouse") / "tables").glob("*.sql")):
        text = path.read_text(encoding="utf-8")
        match = _TABLE_NAME.search(text)
        if match:
            out[match.group(1)] = text
    return out


@cache
def views_digest() -> str:
    """Digest of every table and view definition: a ``mine.duckdb`` written by another version
    of them (an upgrade added a column or a view) is stale and readers rebuild the views."""
    h = hashlib.blake2b(digest_size=8)
    base = resources.resource_dir("warehouse")
    for path in sorted([*(base / "tables").glob("*.sql"), *(base / "views").glob("*.sql")]):
        h.update(path.name.encode() + b"\0" + path.read_bytes() + b"\0")
    h.update(json.dumps(STORED_VIEWS, sort_keys=True).encode())
    return h.hexdigest()


@cache
def schema(table: str) -> pa.Schema:
    """Arrow schema of a warehouse table, derived from its DDL by DuckDB itself."""
    con = duckdb.connect()
    con.execute(table_ddl()[table])
    return con.sql(f"SELECT * FROM {table} LIMIT 0").to_arrow_table().schema


def to_arrow(table: str, rows: Sequence[dict[str, Any]]) -> pa.Table:
    sch = schema(table)
    cols = {name: [r.get(name) for r in rows] for name in sch.names}
    return pa.Table.from_pydict(cols, schema=sch)


def file_digest(path: Path) -> str:
    with open(path, "rb") as fh:
        return hashlib.file_digest(fh, "blake2b").hexdigest()[:32]


@dataclass(frozen=True)
class Written:
    """What ``write_atomic`` put in place: the checksum record of the file."""

    path: Path
    digest: str
    size: int
    mtime_ns: int


def write_atomic(path: Path, data: pa.Table) -> Written:
    """Write a Parquet file so that readers see either the old file or the complete new one."""
    return write_atomic_with(path, lambda tmp: pq.write_table(data, tmp, compression="zstd"))


def write_atomic_with(path: Path, write: Any) -> Written:
    """``write_atomic`` for any writer: ``write(tmp)`` fills a temporary file beside ``path``
    (a DuckDB ``COPY`` in ``mine compact``); it is synced, hashed and renamed into place."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.parent / f".{path.name}.{uuid.uuid4().hex}.part"
    try:
        write(tmp)
        delay = float(os.environ.get(WRITE_DELAY_ENV) or 0)
        if delay:
            time.sleep(delay)
        with open(tmp, "rb") as fh:
            os.fsync(fh.fileno())
        st = tmp.stat()
        written = Written(path, file_digest(tmp), st.st_size, st.st_mtime_ns)
        os.replace(tmp, path)
        return written
    finally:
        with contextlib.suppress(FileNotFoundError):
            tmp.unlink()


def write_json_atomic(path: Path, obj: Any) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.parent / f".{path.name}.{uuid.uuid4().hex}.part"
    try:
        tmp.write_text(json.dumps(obj, indent=1, sort_keys=True), encoding="utf-8")
        os.replace(tmp, path)
    finally:
        with contextlib.suppress(FileNotFoundError):
            tmp.unlink()


@dataclass(frozen=True)
class FileProblem:
    """A data file that is not what was written: ``problem`` says how."""

    path: Path
    problem: str

    def __str__(self) -> str:
        return f"{self.path}: {self.problem}"


class Warehouse:
    def __init__(self, root: str | Path) -> None:
        self.root = Path(root).resolve()

    @property
    def db_path(self) -> Path:
        return self.root / DB_NAME

    def path(self, table: str, *parts: str) -> Path:
        return self.root.joinpath(table, *parts)

    # -- writing ---------------------------------------------------------------------------------

    def ensure_writable(self) -> None:
        try:
            self.root.mkdir(parents=True, exist_ok=True)
            probe = self.root / f".probe-{uuid.uuid4().hex}"
            probe.write_text("")
            probe.unlink()
        except OSError as exc:
            raise MineError(Errors.E010, path=self.root, error=exc) from exc

    def write(self, table: str, relpath: str, rows: Sequence[dict[str, Any]]) -> Path:
        """Write ``rows`` as the whole content of ``<table>/<relpath>.parquet`` (atomic)."""
        path = self.path(table, f"{relpath}.parquet")
        self.record(write_atomic(path, to_arrow(table, rows)))
        return path

    def replace_subtypes(
        self,
        table: str,
        relpath: str,
        rows: Sequence[dict[str, Any]],
        subtypes: Iterable[str],
        complete: bool = False,
        force: bool = False,
    ) -> Path:
        """Replace the rows of ``subtypes`` in ``<table>/<relpath>.parquet``, keeping the others.

        A run restricted to some subtypes (``--subtype clefts``) must not erase what an earlier run
        of the same input found for other subtypes, and must not duplicate what it finds again.
        A corrupt existing file is rebuilt from ``rows`` when they are ``complete`` (every subtype
        of the phenomenon) or with ``force``; otherwise the run stops with E052, since the other
        subtypes' rows in it cannot be recovered.
        """
        path = self.path(table, f"{relpath}.parquet")
        new = to_arrow(table, rows)
        batch = None if path.exists() else self.compacted_batch(path)
        if path.exists() or batch is not None:
            source = path if batch is None else batch
            old, problem = None, self.check_file(source, deep=False)
            if problem is None:
                try:
                    old = self._old_rows(path, batch)
                except (OSError, pa.ArrowException) as exc:
                    problem = FileProblem(source, f"unreadable: {exc}")
            if problem is not None and not (complete or force):
                raise MineError(Errors.E052, problem=problem)
            if old is not None:
                keep = [s not in set(subtypes) for s in old.column("subtype").to_pylist()]
                old = old.filter(pa.array(keep, type=pa.bool_()))
                for name in new.schema.names:  # a column added to the DDL since it was written
                    if name not in old.schema.names:
                        old = old.append_column(
                            name, pa.nulls(old.num_rows, new.schema.field(name).type)
                        )
                old = old.select(new.schema.names).cast(new.schema)
                new = pa.concat_tables([old, new]) if old.num_rows else new
        self.record(write_atomic(path, new))
        return path

    def _old_rows(self, path: Path, batch: Path | None) -> pa.Table:
        if batch is None:
            return pq.read_table(path)
        rel = path.relative_to(self.root).as_posix()
        return pq.read_table(batch, filters=[(MEMBER, "==", rel)]).drop_columns([MEMBER])

    # -- compaction (see pipeline.compaction) ----------------------------------------------------

    @property
    def compaction_index_path(self) -> Path:
        return self.root / COMPACTED / COMPACTION_INDEX

    def compaction_index(self) -> dict[str, Any]:
        """``{"batches": {table: [relpath]}, "members": {shard relpath: batch relpath}}``."""
        try:
            stamp = self.compaction_index_path.stat().st_mtime_ns
        except FileNotFoundError:
            return {"batches": {}, "members": {}}
        cached = getattr(self, "_index_cache", None)
        if cached is None or cached[0] != stamp:  # a run rewriting many shards reads it once
            index = json.loads(self.compaction_index_path.read_text(encoding="utf-8"))
            self._index_cache = cached = (stamp, index)
        return cached[1]

    def compacted_batches(self, table: str) -> list[Path]:
        return [self.root / rel for rel in self.compaction_index()["batches"].get(table, [])]

    def compacted_batch(self, path: Path) -> Path | None:
        """The batch holding the rows of shard file ``path`` (gone since compaction), if any."""
        if not self.compaction_index_path.exists():
            return None
        rel = self.compaction_index()["members"].get(path.relative_to(self.root).as_posix())
        return None if rel is None else self.root / rel

    def forget(self, paths: Iterable[Path]) -> None:
        """Record that ``paths`` are removed on purpose (compaction), before removing them."""
        lines = [
            json.dumps({"path": p.relative_to(self.root).as_posix(), "deleted": True})
            for p in paths
        ]
        if lines:
            with open(self.checksums_path, "a", encoding="utf-8") as fh:
                fh.write("\n".join(lines) + "\n")

    # -- integrity -------------------------------------------------------------------------------

    @property
    def checksums_path(self) -> Path:
        return self.root / CHECKSUMS

    def record(self, written: Written) -> None:
        """Append the file's checksum; O_APPEND lines this short are atomic, even across the
        processes of a Ray run."""
        line = json.dumps(
            {
                "path": written.path.relative_to(self.root).as_posix(),
                "blake2b": written.digest,
                "size": written.size,
                "mtime_ns": written.mtime_ns,
            }
        )
        with open(self.checksums_path, "a", encoding="utf-8") as fh:
            fh.write(line + "\n")

    def checksums(self) -> dict[str, dict[str, Any]]:
        """The latest checksum record per file (a torn last line, from a kill, is ignored)."""
        out: dict[str, dict[str, Any]] = {}
        if not self.checksums_path.exists():
            return out
        with open(self.checksums_path, encoding="utf-8") as fh:
            for line in fh:
                try:
                    rec = json.loads(line)
                    if rec.get("deleted"):
                        out.pop(rec["path"], None)
                    else:
                        out[rec["path"]] = rec
                except (ValueError, KeyError, TypeError, AttributeError):
                    continue
        return out

    def data_files(self) -> Iterator[Path]:
        """Every Parquet data file (temporary ``.part`` files and hidden folders excluded)."""
        for table in [*self.tables(), COMPACTED]:
            base = self.root / table
            if base.is_dir():
                for path in sorted(base.rglob("*.parquet")):
                    rel = path.relative_to(self.root).parts
                    if not any(part.startswith(_HIDDEN) for part in rel):
                        yield path

    def check_file(
        self, path: Path, deep: bool, records: dict[str, dict[str, Any]] | None = None
    ) -> FileProblem | None:
        """None when ``path`` is what was written. Cheap (a stat) unless it changed or ``deep``."""
        records = self.checksums() if records is None else records
        rec = records.get(path.relative_to(self.root).as_posix())
        try:
            st = path.stat()
        except FileNotFoundError:
            return FileProblem(path, "missing (recorded in checksums.jsonl, not on disk)")
        if rec is None:
            return None  # written before checksums existed, or by hand: nothing to compare
        if not deep and st.st_size == rec["size"] and st.st_mtime_ns == rec["mtime_ns"]:
            return None
        if st.st_size != rec["size"]:
            return FileProblem(
                path, f"size {st.st_size:,} bytes, {rec['size']:,} written (truncated or modified)"
            )
        if file_digest(path) != rec["blake2b"]:
            return FileProblem(path, "content does not match its checksum (modified on disk)")
        return None

    def verify(self, deep: bool = True) -> tuple[list[FileProblem], int, int]:
        """``(problems, files checked, files without a checksum)`` over every data file; deep
        also opens each file as Parquet and reports recorded files that are gone."""
        records = self.checksums()
        problems: list[FileProblem] = []
        n = unrecorded = 0
        seen: set[str] = set()
        for path in self.data_files():
            n += 1
            rel = path.relative_to(self.root).as_posix()
            seen.add(rel)
            unrecorded += rel not in records
            problem = self.check_file(path, deep, records)
            if problem is None and deep:
                try:
                    pq.read_metadata(path)
                except (OSError, pa.ArrowException) as exc:
                    problem = FileProblem(path, f"not a readable Parquet file: {exc}")
            if problem is not None:
                problems.append(problem)
        if deep:
            for rel in sorted(set(records) - seen):
                if not (self.root / rel).exists():
                    problems.append(
                        FileProblem(
                            self.root / rel, "missing (recorded in checksums.jsonl, not on disk)"
                        )
                    )
        return problems, n, unrecorded

    def ensure_intact(self) -> None:
        """The cheap check of every read path: E051 naming the files that changed on disk."""
        problems, _, _ = self.verify(deep=False)
        if problems:
            raise MineError(
                Errors.E051,
                path=self.root,
                problems="\n".join(f"  {p}" for p in problems[:20])
                + (f"\n  ... and {len(problems) - 20} more" if len(problems) > 20 else ""),
            )

    def remove_partial_files(self, older_than: float = 60.0) -> int:
        """Delete temporary files of interrupted writes (``.*.part``, their WALs). Only the lock
        holder calls this; files younger than ``older_than`` seconds are left, in case a
        review being saved (which takes no lock) is writing one right now."""
        n = 0
        cutoff = time.time() - older_than
        for path in self.root.rglob(".*.part*"):
            with contextlib.suppress(OSError):
                if path.stat().st_mtime < cutoff:
                    path.unlink()
                    n += 1
        return n

    @property
    def reserve_path(self) -> Path:
        return self.root / ".mine.reserve"

    def reserve(self, size: int = RESERVE_BYTES) -> None:
        """Set aside ``size`` bytes (random, so no filesystem compresses them away) that the
        lock holder frees when it closes, so that even on a full disk it can still mark its run
        failed. Best effort: no reserve on a disk that is already full."""
        try:
            with open(self.reserve_path, "wb") as fh:
                fh.write(os.urandom(size))
        except OSError:
            self.release_reserve()

    def release_reserve(self) -> None:
        with contextlib.suppress(OSError):
            self.reserve_path.unlink()

    # -- the writer lock -------------------------------------------------------------------------

    @property
    def lock_info_path(self) -> Path:
        return self.root / f"{LOCK_NAME}.json"

    def acquire_lock(self, wait: float = 0.0, holder: str = "") -> FileLock:
        """The warehouse's writer lock; E050 (saying who holds it) if not free within ``wait``
        seconds. An OS lock: it goes with the process that holds it, however that one ends."""
        lock = FileLock(self.root / LOCK_NAME, timeout=max(wait, 0.0))
        try:
            lock.acquire()
        except Timeout:
            try:
                info = json.loads(self.lock_info_path.read_text(encoding="utf-8"))
                who = ", ".join(f"{k} {v}" for k, v in info.items())
            except (OSError, ValueError):
                who = "holder unknown"
            raise MineError(Errors.E050, path=self.root, holder=who, wait=wait) from None
        with contextlib.suppress(OSError):
            write_json_atomic(
                self.lock_info_path,
                {
                    "pid": os.getpid(),
                    "host": socket.gethostname(),
                    "user": getpass.getuser(),
                    "run": holder,
                    "since": datetime.now(UTC).isoformat(timespec="seconds"),
                },
            )
        return lock

    def release_lock(self, lock: FileLock) -> None:
        with contextlib.suppress(OSError):
            self.lock_info_path.unlink()
        lock.release()

    # -- views -----------------------------------------------------------------------------------

    def _glob(self, table: str) -> str:
        return str(self.root / table / "**" / "*.parquet").replace("'", "''")

    def _has_files(self, table: str) -> bool:
        base = self.root / table
        return base.is_dir() and any(base.rglob("*.parquet"))

    def _has_rows(self, table: str) -> bool:
        """Shard files or compacted batches."""
        return self._has_files(table) or bool(self.compacted_batches(table))

    def define_views(self, con: duckdb.DuckDBPyConnection, check: bool = True) -> None:
        """(Re)create one view per table over its Parquet files, then the views in ``views/``.

        With ``check`` (every reader) the data files are checked first (``ensure_intact``), so
        a corrupt file is an E051 that names it, not a wrong row or a DuckDB traceback."""
        if check:
            self.ensure_intact()
        for table, ddl in table_ddl().items():
            empty = f"_empty_{table}"
            con.execute(f"DROP VIEW IF EXISTS {table}")
            con.execute(f"DROP TABLE IF EXISTS {empty}")
            con.execute(_TABLE_NAME.sub(f"CREATE TABLE {empty}", ddl, count=1))
            parts = []
            if self._has_files(table):
                parts.append(
                    f"SELECT * FROM read_parquet('{self._glob(table)}', "
                    f"union_by_name = true, hive_partitioning = false)"
                )
            batches = [b for b in self.compacted_batches(table) if b.exists()]
            if batches:
                files = ", ".join("'" + str(b).replace("'", "''") + "'" for b in batches)
                root = str(self.root).replace("'", "''")
                # a shard file written again after compaction supersedes its rows in the batch
                parts.append(
                    f"SELECT * EXCLUDE ({MEMBER}) FROM read_parquet([{files}], "
                    f"union_by_name = true, hive_partitioning = false) "
                    f"WHERE '{root}/' || {MEMBER} NOT IN "
                    f"(SELECT file FROM glob('{self._glob(table)}'))"
                )
            # the empty table first: every column of the DDL exists (NULL in files written
            # before it was added) and keeps its declared type and order
            view = STORED_VIEWS.get(table, table)
            con.execute(f"DROP VIEW IF EXISTS {view}")
            con.execute(
                f"CREATE VIEW {view} AS "
                + " UNION ALL BY NAME ".join([f"SELECT * FROM {empty}", *parts])
            )
        pending = sorted((resources.resource_dir("warehouse") / "views").glob("*.sql"))
        # Views may build on each other: retry failures until no progress is made.
        while pending:
            failed: list[Path] = []
            errors: list[str] = []
            for path in pending:
                try:
                    con.execute(path.read_text(encoding="utf-8"))
                except duckdb.Error as exc:
                    failed.append(path)
                    errors.append(f"{path.name}: {exc}")
            if len(failed) == len(pending):
                raise RuntimeError("cannot create views:\n" + "\n".join(errors))
            pending = failed
        # tables without shard files: when one gets some, readers rebuild the views (``connect``)
        empty = [t for t in table_ddl() if not self._has_files(t)]
        con.execute(
            "CREATE OR REPLACE TABLE _meta AS "
            "SELECT ? AS root, now() AS refreshed_at, ? AS empty_tables, ? AS views_digest",
            [str(self.root), json.dumps(empty), views_digest()],
        )

    def refresh_views(self) -> None:
        """Write the views into ``mine.duckdb``: built in a new file beside it, then renamed
        into place, so readers (an open ``mine sql``) never block it and a failure leaves the
        previous file whole (no half-defined views, no stray WAL)."""
        self.root.mkdir(parents=True, exist_ok=True)
        tmp = self.root / f".{DB_NAME}.{uuid.uuid4().hex}.part"
        try:
            con = duckdb.connect(str(tmp))
            try:
                self.define_views(con, check=False)
                con.execute("CHECKPOINT")
            except duckdb.Error:
                self.ensure_intact()  # a corrupt data file: E051 naming it
                raise
            finally:
                con.close()
            os.replace(tmp, self.db_path)
        finally:
            for leftover in (tmp, Path(f"{tmp}.wal")):
                with contextlib.suppress(FileNotFoundError):
                    leftover.unlink()

    def _has_data(self) -> bool:
        return any(self._has_rows(t) for t in self.tables())

    def _empty_tables(self, con: duckdb.DuckDBPyConnection) -> set[str]:
        rows = con.execute("SELECT empty_tables FROM _meta").fetchall()
        return set(json.loads(rows[0][0])) if rows and rows[0][0] else set()

    def require_data(self) -> None:
        """E006 unless there is something to read: the DuckDB file or any table's data files.

        Every reader builds its views in memory when ``mine.duckdb`` is missing (a first run was
        killed before writing it), so only a warehouse with neither is "nothing here yet"."""
        if not self.db_path.exists() and not self._has_data():
            raise MineError(Errors.E006, path=self.root)

    def connect(self, read_only: bool = True) -> duckdb.DuckDBPyConnection:
        """A connection whose views point at this warehouse's files.

        Read-only by default (``mine query``). Every data file is checked first (a stat each; see
        ``ensure_intact``). When the DuckDB file is missing (a first run was killed), stale (a
        table that was empty when its views were made has files now), written for another path
        (the folder was moved or copied) or unreadable, the views are built in memory over the
        same Parquet files instead.
        """
        self.require_data()
        self.ensure_intact()
        if read_only:
            if self.db_path.exists():
                try:
                    con = duckdb.connect(str(self.db_path), read_only=True)
                    # (an older file has no views_digest column: a Binder error, rebuilt below)
                    meta = con.execute("SELECT root, views_digest FROM _meta").fetchall()
                    root = meta[0] if meta else None
                    # stale: a table that was empty when the views were made has files now, or
                    # the views were made by other table/view definitions (an upgrade)
                    stale = any(self._has_files(t) for t in self._empty_tables(con))
                    stale = stale or (root is not None and root[1] != views_digest())
                    if root and root[0] == str(self.root) and not stale:
                        return con
                    con.close()
                except duckdb.Error:
                    pass
            con = duckdb.connect()
            self.define_views(con, check=False)
            return con
        con = duckdb.connect(str(self.db_path))
        self.define_views(con, check=False)
        return con

    def tables(self) -> list[str]:
        return list(table_ddl())
