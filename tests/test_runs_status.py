"""Run bookkeeping as a user sees it: dead runs become `interrupted`, `mine runs` fits 80 columns,
the run summary names what was skipped in words. Real `mine run` subprocesses on the bundled
Wikipedia sample (it holds redirects and non-article pages, which the reader skips)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pyarrow.parquet as pq
import pytest

from pipeline.warehouse import Warehouse, write_atomic

MINE = [sys.executable, "-c", "from pipeline.cli import main; main()"]


def mine(*args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, COLUMNS="80", TERM="xterm")
    return subprocess.run([*MINE, *args], capture_output=True, text=True, env=env, timeout=600)


def _statuses(root) -> dict[str, str]:
    con = Warehouse(root).connect()
    try:
        return dict(con.execute("SELECT run_id, status FROM runs").fetchall())
    finally:
        con.close()


def _plant_running(root, run_id: str, pid: int) -> None:
    """A `running` row as a run leaves it when it is killed, with its owner file."""
    first = next((root / "runs").glob("*.parquet"))
    table = pq.read_table(first)
    table = table.set_column(table.schema.get_field_index("run_id"), "run_id", [[run_id]])
    table = table.set_column(table.schema.get_field_index("status"), "status", [["running"]])
    write_atomic(root / "runs" / f"{run_id}.parquet", table)
    (root / "runs" / f"{run_id}.owner.json").write_text(
        json.dumps({"pid": pid, "host": os.uname().nodename})
    )


@pytest.fixture(scope="module")
def warehouse(tmp_path_factory):
    root = tmp_path_factory.mktemp("runs") / "wh"
    res = mine("run", "--source", "wikipedia", "--phenomenon", "conjunction",
               "--warehouse", str(root))  # fmt: skip
    assert res.returncode == 0, res.stderr[-2000:]
    return root, res.stdout


def test_summary_names_skipped_pages_in_words(warehouse):
    _, out = warehouse
    line = " ".join(out.split())
    assert "skipped: 2 non-article namespace pages, 1 redirect" in line
    assert "{" not in line and "skipped_" not in line


def test_dead_running_rows_become_interrupted_when_a_later_run_starts(warehouse):
    root, _ = warehouse
    dead = subprocess.Popen(["true"])
    dead.wait()
    _plant_running(root, "20260101T000000-deadbeef", dead.pid)
    _plant_running(root, "20260101T000001-a11fe000", os.getpid())  # still alive: untouched
    res = mine("run", "--source", "wikipedia", "--phenomenon", "conjunction",
               "--warehouse", str(root))  # fmt: skip
    assert res.returncode == 0, res.stderr[-2000:]
    status = _statuses(root)
    assert status["20260101T000000-deadbeef"] == "interrupted"
    assert status["20260101T000001-a11fe000"] == "running"
    assert sorted(status.values()).count("completed") == 2
    assert not (root / "runs" / "20260101T000000-deadbeef.owner.json").exists()
    owners = [p.name for p in (root / "runs").glob("*.owner.json")]
    assert owners == ["20260101T000001-a11fe000.owner.json"]  # finished runs released theirs

    res = mine("runs", "--warehouse", str(root))
    assert res.returncode == 0, res.stderr
    lines = res.stdout.splitlines()
    assert max(len(x) for x in lines) <= 80
    for run_id, st in status.items():
        assert any(run_id in x and st in x for x in lines), (run_id, res.stdout)
    wide = mine("runs", "--warehouse", str(root), "--wide")
    assert wide.returncode == 0 and "parser" in wide.stdout
