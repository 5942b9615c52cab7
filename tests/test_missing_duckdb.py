"""Data files but no ``mine.duckdb`` (a first run killed before writing it, #21): every reader
builds its views in memory, as `mine query` does, instead of saying E006 "no DuckDB database".

Real warehouse (real sentences, candidates, pairs and reviews), real `mine` subprocesses.
"""

from __future__ import annotations

import csv
import json
import os
import subprocess
import sys
import time

import pytest

from pipeline.review import store
from tests.review_support import build_base, fresh_copy

MINE = [sys.executable, "-c", "from pipeline.cli import main; main()"]


def mine(*args: str) -> subprocess.CompletedProcess:
    env = os.environ | {"COLUMNS": "200"}
    return subprocess.run([*MINE, *args], capture_output=True, text=True, timeout=300, env=env)


@pytest.fixture(scope="module")
def base(nlp, tmp_path_factory):
    return build_base(nlp, tmp_path_factory.mktemp("missing-db-base") / "wh")


@pytest.fixture()
def reviewed_without_db(base, tmp_path):
    """ann and bob accepted the same three candidates; then ``mine.duckdb`` is deleted."""
    wh = fresh_copy(base, tmp_path / "wh")
    con = store.connect(wh)
    cids = store.queue(con, "ann")[:3]
    for reviewer in ("ann", "bob"):
        for cid in cids:
            store.record_decision(wh, con, reviewer, {"candidate_id": cid, "decision": "accept"})
    con.close()
    wh.db_path.unlink()
    return wh


def test_readers_rebuild_views_when_the_duckdb_file_is_missing(reviewed_without_db, tmp_path):
    wh = reviewed_without_db
    res = mine("agreement", "--warehouse", str(wh.root), "--measure", "decision")
    assert res.returncode == 0, res.stdout + res.stderr
    assert "E006" not in res.stdout + res.stderr and "ann" in res.stdout

    out = tmp_path / "tasks.json"
    res = mine("export", "--warehouse", str(wh.root), "--format", "labelstudio", "--out", str(out))
    assert res.returncode == 0, res.stdout + res.stderr
    tasks = json.loads(out.read_text(encoding="utf-8"))
    assert tasks  # the reviews were read from their Parquet files

    with (tmp_path / "tasks.json.key.csv").open(encoding="utf-8", newline="") as fh:
        tokens = [r["token"] for r in csv.DictReader(fh)]
    results = tmp_path / "results.csv"
    with results.open("w", encoding="utf-8", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["token", "annotation_id", "annotator", "label", "updated_at"])
        for n, token in enumerate(tokens, 1):
            w.writerow([token, n, "w1", "neutral", "2026-01-01T00:00:00"])
    key = str(tmp_path / "tasks.json.key.csv")
    res = mine(
        "import-annotations", str(results), "--format", "labelstudio", "--key", key,
        "--warehouse", str(wh.root),
    )  # fmt: skip
    assert res.returncode == 0, res.stdout + res.stderr
    assert f"{len(tokens)} annotations" in res.stdout

    wh.db_path.unlink(missing_ok=True)  # the import refreshed it; review without it too
    proc = subprocess.Popen(
        [*MINE, "review", "--warehouse", str(wh.root), "--reviewer", "carl", "--port", "0"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=os.environ | {"PYTHONUNBUFFERED": "1", "COLUMNS": "200"},
    )
    try:
        lines: list[str] = []
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            line = proc.stdout.readline()
            if not line:
                break
            lines.append(line)
            if "http://127.0.0.1:" in line:
                break
        assert any(x.startswith("Reviewing ") for x in lines), (lines, proc.stderr)
    finally:
        proc.terminate()
        _, err = proc.communicate(timeout=30)
    assert "E006" not in err


def test_an_empty_folder_is_still_e006(tmp_path):
    (tmp_path / "empty").mkdir()
    for args in (
        ["agreement"],
        ["export", "--format", "jsonl", "--out", str(tmp_path / "x.jsonl")],
        ["review", "--reviewer", "ann"],
    ):
        res = mine(*args, "--warehouse", str(tmp_path / "empty"))
        assert res.returncode == 2 and "E006" in res.stderr, (args, res.stdout, res.stderr)
