"""``mine compact``: same rows before and after, writers keep working, every crash point safe.

Real runs, real files, the real CLI in subprocesses for ``mine compact`` and ``mine verify``.
"""

from __future__ import annotations

import shutil
import subprocess
import sys

import pytest

from pipeline.compaction import compact
from pipeline.engines.bookkeeping import RunOptions
from pipeline.engines.local import run
from pipeline.errors import MineError
from pipeline.warehouse import Warehouse

from . import doubles  # noqa: F401 - registers the test_coordination phenomenon
from .test_scale import _dump, _folder
from .test_warehouse import cand


def _mine(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-c", "from pipeline.cli import main; main()", *args],
        capture_output=True,
        text=True,
        timeout=300,
    )


def _opts(root, folder, **kw) -> RunOptions:
    return RunOptions(
        source="jsonl",
        phenomena=["test_coordination"],
        inputs=[folder],
        warehouse=root,
        workers=1,
        shard_size=20,
        **kw,
    )


def _shard_files(root) -> list:
    return [
        p
        for t in ("sentences", "candidates", "pairs", "quarantine")
        for p in (root / t).rglob("*.parquet")
    ]


@pytest.fixture
def warehouse(tmp_path):
    folder = _folder(tmp_path, n_files=3, n_docs=12)  # 3 files x 60 sentences, shards of 20
    root = tmp_path / "wh"
    run(_opts(root, folder))
    return root, folder


def test_compact_keeps_rows_removes_shard_files_and_verifies(warehouse):
    root, folder = warehouse
    before = _dump(root)
    n_files = len(_shard_files(root))
    assert n_files > 20
    done = _mine("compact", "--warehouse", str(root))
    assert done.returncode == 0, done.stderr
    assert f"{n_files} shard files" in " ".join(done.stdout.split())
    assert _shard_files(root) == []
    assert _dump(root) == before
    verified = _mine("verify", "--warehouse", str(root))
    assert verified.returncode == 0, verified.stdout + verified.stderr
    assert "unrecorded" not in verified.stdout and "before checksums" not in verified.stdout
    # again: nothing to do
    again = _mine("compact", "--warehouse", str(root))
    assert again.returncode == 0 and "Nothing to compact" in " ".join(again.stdout.split())

    # a re-run of the same input after compaction: its shard files supersede the batch rows
    run(_opts(root, folder))
    assert _dump(root) == before
    compact(Warehouse(root))
    assert _shard_files(root) == []
    assert _dump(root) == before
    assert _mine("verify", "--warehouse", str(root)).returncode == 0


def test_a_subtype_rerun_after_compaction_keeps_the_other_subtypes(tmp_path):
    """``replace_subtypes`` reads a compacted shard's old rows from its batch."""
    wh = Warehouse(tmp_path / "wh")
    both = [cand("a", "and"), cand("o", "or")]
    wh.replace_subtypes("candidates", "conjunction/s0", both, {"and", "or"})
    wh.replace_subtypes("candidates", "conjunction/s1", [cand("b", "and")], {"and", "or"})
    compact(wh)
    assert not (tmp_path / "wh" / "candidates" / "conjunction" / "s0.parquet").exists()
    wh.replace_subtypes("candidates", "conjunction/s0", [cand("a2", "and")], {"and"})  # narrower
    wh.replace_subtypes("candidates", "conjunction/s0", [cand("a2", "and")], {"and"})  # again
    wh.refresh_views()
    con = wh.connect()
    rows = con.execute("select candidate_id, subtype from candidates order by 1").fetchall()
    assert rows == [("a2", "and"), ("b", "and"), ("o", "or")]


def test_every_crash_point_is_consistent(warehouse, tmp_path):
    root, _ = warehouse
    before = _dump(root)
    saved = tmp_path / "saved"
    shutil.copytree(root / "sentences", saved)
    compact(Warehouse(root))
    # killed after the switch, before the shard files were removed: they supersede the batch
    shutil.copytree(saved, root / "sentences", dirs_exist_ok=True)
    Warehouse(root).refresh_views()
    assert _dump(root) == before
    # killed before the switch: a batch nobody indexes is ignored, then removed
    stray = root / "compacted" / "sentences" / "stray.parquet"
    shutil.copy(next((root / "compacted" / "sentences").glob("*.parquet")), stray)
    assert _dump(root) == before
    compact(Warehouse(root))
    assert not stray.exists()
    assert _dump(root) == before
    assert Warehouse(root).verify()[0] == []


def test_compaction_takes_the_writer_lock(warehouse):
    root, _ = warehouse
    wh = Warehouse(root)
    lock = wh.acquire_lock(holder="a run")
    try:
        with pytest.raises(MineError) as err:
            compact(Warehouse(root))
        assert "E050" in str(err.value)
    finally:
        wh.release_lock(lock)


def _write_many(args) -> int:
    root, worker, n = args
    wh = Warehouse(root)
    for i in range(n):
        wh.write("candidates", f"conjunction/w{worker}-{i}", [cand(f"c{worker}-{i}", "and")])
    return n


def test_many_concurrent_writers_into_one_warehouse_clash_on_nothing(tmp_path):
    """Ray write tasks: several processes write shard files and append checksums at once."""
    import multiprocessing as mp

    root = tmp_path / "wh"
    with mp.get_context("spawn").Pool(6) as pool:
        assert sum(pool.map(_write_many, [(root, w, 40) for w in range(6)])) == 240
    wh = Warehouse(root)
    problems, n, unrecorded = wh.verify()
    assert (problems, n, unrecorded) == ([], 240, 0)
    compact(wh)
    con = wh.connect()
    assert con.execute("select count(distinct candidate_id) from candidates").fetchone() == (240,)
    assert wh.verify()[:2] == ([], 1)
