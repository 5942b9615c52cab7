"""A read-only warehouse (#21 item 7): saving a review and importing annotations give E090.

The warehouse is made read-only for real: the `mine` subprocess runs in a private mount namespace
(``unshare -m``) where the warehouse folder is bind-mounted onto itself and remounted read-only,
so every write fails with EROFS exactly as on a read-only disk. ``chmod`` cannot do this here:
the tests run as root, which writes through file modes. Skipped where mount namespaces are not
allowed (not root, or a container without CAP_SYS_ADMIN).
"""

from __future__ import annotations

import csv
import json
import os
import shutil
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from pipeline.review import store
from pipeline.review.export import export
from tests.review_support import build_base, fresh_copy

MINE = [sys.executable, "-c", "from pipeline.cli import main; main()"]
#: Bind-mount the folder ($1) onto itself read-only, then run the rest of the arguments.
READ_ONLY = 'mount --bind "$1" "$1" && mount -o remount,bind,ro "$1" "$1" && shift && exec "$@"'


def read_only(folder: Path, argv: list[str]) -> list[str]:
    """``argv`` run with ``folder`` read-only for that process only (private mount namespace)."""
    return ["unshare", "-m", "sh", "-c", READ_ONLY, "sh", str(folder), *argv]


@pytest.fixture(scope="module")
def can_mount(tmp_path_factory):
    folder = tmp_path_factory.mktemp("ro-probe")
    if shutil.which("unshare") is None:
        pytest.skip("unshare (util-linux) is not installed")
    probe = subprocess.run(
        read_only(folder, ["sh", "-c", f"touch '{folder}/x'"]), capture_output=True, text=True
    )
    if "Read-only file system" not in probe.stderr:
        pytest.skip(f"cannot make a read-only bind mount here: {probe.stderr.strip()}")
    assert not (folder / "x").exists()


@pytest.fixture(scope="module")
def base(nlp, tmp_path_factory):
    return build_base(nlp, tmp_path_factory.mktemp("readonly-base") / "wh")


def _files(root: Path) -> dict[str, int]:
    return {str(p.relative_to(root)): p.stat().st_mtime_ns for p in root.rglob("*")}


def _call(url: str, token: str, path: str, body: dict | None = None) -> tuple[int, dict]:
    req = urllib.request.Request(
        url + path,
        data=json.dumps(body).encode() if body is not None else None,
        headers={"X-Mine-Token": token, "Content-Type": "application/json"},
    )
    try:
        with urllib.request.urlopen(req, timeout=60) as resp:
            return resp.status, json.loads(resp.read())
    except urllib.error.HTTPError as exc:
        return exc.code, json.loads(exc.read())


def test_saving_a_review_on_a_read_only_warehouse_is_a_coded_error(can_mount, base, tmp_path):
    wh = fresh_copy(base, tmp_path / "wh")
    before = _files(wh.root)
    args = ["review", "--warehouse", str(wh.root), "--reviewer", "ann", "--port", "0"]
    proc = subprocess.Popen(
        read_only(wh.root, [*MINE, *args]),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1", "COLUMNS": "200"},
    )
    try:
        url = None
        deadline = time.monotonic() + 120
        while url is None and time.monotonic() < deadline:
            line = proc.stdout.readline()
            if not line:
                break
            if "http://127.0.0.1:" in line:
                url = line[line.index("http://") :].split()[0]
        assert url, proc.stderr.read() if proc.poll() is not None else "no URL printed"
        with urllib.request.urlopen(url, timeout=30) as resp:
            page = resp.read().decode()
        token = page.split('name="mine-token" content="')[1].split('"')[0]
        status, state = _call(url, token, "api/state")
        assert status == 200 and state["queue"]
        cid = state["queue"][0]["candidate_id"]
        status, body = _call(url, token, "api/decide", {"candidate_id": cid, "decision": "accept"})
        assert status == 503, body
        assert body["code"] == "E090"
        assert "Read-only file system" in body["error"] and "Nothing was saved" in body["error"]
        assert "Traceback" not in body["error"]
        # the server is still up and answers the next request
        assert _call(url, token, "api/state")[0] == 200
    finally:
        proc.terminate()
        _, err = proc.communicate(timeout=30)
    assert "Traceback" not in err, err
    assert _files(wh.root) == before


def test_import_annotations_into_a_read_only_warehouse_is_a_coded_error(can_mount, base, tmp_path):
    wh = fresh_copy(base, tmp_path / "wh")
    con = store.connect(wh)
    for cid in store.queue(con, "ann")[:3]:
        store.record_decision(wh, con, "ann", {"candidate_id": cid, "decision": "accept"})
    con.close()
    wh.refresh_views()
    con = store.connect(wh)  # views over the review files just written
    tasks = tmp_path / "tasks.json"
    export(con, "labelstudio", tasks)
    con.close()
    with (tmp_path / "tasks.json.key.csv").open(encoding="utf-8", newline="") as fh:
        tokens = [r["token"] for r in csv.DictReader(fh)]
    results = tmp_path / "results.csv"
    with results.open("w", encoding="utf-8", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["token", "annotation_id", "annotator", "label", "updated_at"])
        for n, token in enumerate(tokens, 1):
            w.writerow([token, n, "w1", "entailment", "2026-01-01T00:00:00"])
    before = _files(wh.root)
    argv = [*MINE, "import-annotations", str(results), "--format", "labelstudio"]
    argv += ["--key", str(tmp_path / "tasks.json.key.csv"), "--warehouse", str(wh.root)]
    res = subprocess.run(read_only(wh.root, argv), capture_output=True, text=True, timeout=300)
    out = res.stdout + res.stderr
    assert res.returncode == 2, out
    assert "E090" in out and "Read-only file system" in out, out
    assert "Traceback" not in out
    assert _files(wh.root) == before
    # the same import into the writable warehouse works: the file itself was valid
    ok = subprocess.run(argv, capture_output=True, text=True, timeout=300)
    assert ok.returncode == 0, ok.stdout + ok.stderr
