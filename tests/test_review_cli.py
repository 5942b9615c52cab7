"""``mine review`` as a user starts it: a real subprocess serving a real warehouse."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import time
import urllib.error
import urllib.request

import pytest

from tests.review_support import build_base

MINE = [sys.executable, "-c", "from pipeline.cli import main; main()"]


@pytest.fixture(scope="module")
def wh_root(nlp, tmp_path_factory):
    return build_base(nlp, tmp_path_factory.mktemp("review-cli") / "wh")


def test_mine_review_serves_and_mine_query_sees_decisions(wh_root):
    env = os.environ | {"PYTHONUNBUFFERED": "1", "COLUMNS": "200"}
    args = [
        "review",
        "--warehouse",
        str(wh_root),
        "--reviewer",
        "ann",
        "--where",
        "subtype = 'and'",
        "--port",
        "0",
    ]
    proc = subprocess.Popen(
        [*MINE, *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env
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
        with urllib.request.urlopen(url, timeout=30) as resp:  # the page carries the token
            token = re.search(r'name="mine-token" content="([^"]+)"', resp.read().decode())[1]
        auth = {"X-Mine-Token": token}
        with urllib.request.urlopen(
            urllib.request.Request(url + "api/state", headers=auth), timeout=30
        ) as resp:
            state = json.loads(resp.read())
        assert state["reviewer"] == "ann" and state["queue"]
        assert state["selection"] == "where subtype = 'and'"
        cid = state["queue"][0]["candidate_id"]
        req = urllib.request.Request(
            url + "api/decide",
            data=json.dumps({"candidate_id": cid, "decision": "accept"}).encode(),
            headers={"Content-Type": "application/json", **auth},
        )
        with urllib.request.urlopen(req, timeout=30) as resp:
            assert json.loads(resp.read())["action_id"]
        bad = urllib.request.Request(
            url + "api/decide",
            data=json.dumps({"candidate_id": cid, "decision": "maybe"}).encode(),
            headers={"Content-Type": "application/json", **auth},
        )
        with pytest.raises(urllib.error.HTTPError) as err:
            urllib.request.urlopen(bad, timeout=30)
        assert err.value.code == 400
    finally:
        proc.terminate()
        proc.wait(timeout=30)
    # the server re-pointed mine.duckdb's views after the first decision: `mine query` sees it
    res = subprocess.run(
        [*MINE, "query", "--warehouse", str(wh_root), "--format", "csv",
         "SELECT reviewer, candidate_id, decision FROM review_status GROUP BY ALL"],
        capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert res.returncode == 0, res.stderr
    assert res.stdout.splitlines() == ["reviewer,candidate_id,decision", f"ann,{cid},accept"]
