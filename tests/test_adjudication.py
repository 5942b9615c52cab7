"""Adjudication (issue #17, item 5): disagreements per pair, the reviewers' versions side by side
in real Chromium, the adjudicated decision as a row of its own, and ``mine review --adjudicate``.

Reviews are recorded through the real review store into a real warehouse built from real
sentences; assertions read the tables and views back from disk.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import time
import urllib.request

import pytest

from pipeline.review import store
from pipeline.review.agreement import agreement
from tests.review_support import build_base, fresh_copy, launch_chromium
from tests.test_review_browser import Served, current, open_page

MINE = [sys.executable, "-c", "from pipeline.cli import main; main()"]
E, N, C = "entailment", "neutral", "contradiction"


@pytest.fixture(scope="module")
def base(nlp, tmp_path_factory):
    return build_base(nlp, tmp_path_factory.mktemp("adjudication-base") / "wh")


def _record(wh, con, reviewer: str, cid: str, decision: str, labels: list[str | None], **kw):
    pairs = store.item(con, cid, reviewer)["pairs"]
    store.record_decision(
        wh,
        con,
        reviewer,
        {
            "candidate_id": cid,
            "decision": decision,
            "pairs": [
                {"pair_id": p["pair_id"], "label": lab}
                for p, lab in zip(pairs, labels, strict=False)
            ],
        }
        | kw,
    )


@pytest.fixture()
def reviewed(base, tmp_path):
    """ann and bob reviewed four multi-pair candidates; returns (warehouse, {role: candidate})."""
    wh = fresh_copy(base, tmp_path / "wh")
    con = store.connect(wh)
    multi = [c for c in store.queue(con, "ann") if len(store.item(con, c, "ann")["pairs"]) >= 2]
    assert len(multi) >= 5, "the base warehouse needs candidates with two or more pairs"
    same, label_split, decision_split, alone, scheme_only = multi[:5]
    # identical decisions and labels per pair (labels differ from pair to pair)
    _record(wh, con, "ann", same, "accept", [E, N, C])
    _record(wh, con, "bob", same, "accept", [E, N, C])
    # same decision, the first pair's label differs
    _record(wh, con, "ann", label_split, "accept", [E, N])
    _record(wh, con, "bob", label_split, "accept", [C, N])
    # the decision differs
    _record(wh, con, "ann", decision_split, "accept", [E, E])
    _record(wh, con, "bob", decision_split, "reject", [None, None])
    # one reviewer only
    _record(wh, con, "ann", alone, "unsure", [N, N])
    # 3-way entailment against INLI's explicit entailment: the same 3-way label
    _record(wh, con, "ann", scheme_only, "accept", [E, N])
    _record(wh, con, "bob", scheme_only, "accept", ["explicit_entailment", N], label_scheme="inli4")
    con.close()
    wh.refresh_views()
    return wh, {
        "same": same,
        "label_split": label_split,
        "decision_split": decision_split,
        "alone": alone,
        "scheme_only": scheme_only,
    }


def test_disagreements_compare_reviewers_per_pair(reviewed):
    wh, c = reviewed
    con = store.connect(wh)
    got = store.queue(con, "carl", query="disagreements")
    assert set(got) == {c["label_split"], c["decision_split"]}
    conf = dict(con.execute("SELECT candidate_id, confidence FROM candidates").fetchall())
    assert [conf[x] for x in got] == sorted((conf[x] for x in got), reverse=True)
    cur = con.execute(
        "SELECT candidate_id, reviewers, decisions, labels, decisions_differ, labels_differ "
        "FROM review_disagreements ORDER BY candidate_id, pair_id"
    )
    rows = cur.fetchall()
    con.close()
    split = [r for r in rows if r[0] == c["label_split"]]
    assert len(split) == 1  # only the first pair, where the labels differ
    assert split[0][1:] == (["ann", "bob"], ["accept", "accept"], [E, C], False, True)
    assert {r[0] for r in rows if r[4]} == {c["decision_split"]}


@pytest.fixture(scope="module")
def browser():
    yield from launch_chromium()


def _rows(wh, sql: str, params=None) -> list[dict]:
    con = store.connect(wh)
    try:
        cur = con.execute(sql, params or [])
        cols = [d[0] for d in cur.description]
        return [dict(zip(cols, r, strict=True)) for r in cur.fetchall()]
    finally:
        con.close()


def test_adjudication_page_shows_versions_and_records_its_own_rows(reviewed, browser):
    wh, c = reviewed
    con = store.connect(wh)
    agreement_before = agreement(con)
    con.close()
    served = Served(wh, "carl", adjudicate=True)
    try:
        app = served.server.app
        assert set(app.queue) == {c["label_split"], c["decision_split"]}
        page = open_page(browser, served.url)
        while current(page) != c["label_split"]:
            page.keyboard.press("l")
            page.wait_for_timeout(100)
        assert page.locator(".brand").inner_text() == "mine adjudicate"
        first_pair = page.locator(".pair").first
        versions = first_pair.locator("table.pair-versions tr.version")
        assert versions.count() == 2
        ann_row, bob_row = versions.nth(0), versions.nth(1)
        assert ann_row.get_attribute("data-reviewer") == "ann"
        assert ann_row.locator(".v-label").inner_text() == E
        assert bob_row.locator(".v-label").inner_text() == C
        assert "differs" in (ann_row.locator(".v-label").get_attribute("class") or "")
        # the second pair, where both said neutral, is prefilled and not marked as differing
        second = page.locator(".pair").nth(1)
        assert second.locator("button.label.on").inner_text().startswith(N)
        assert second.locator("td.differs").count() == 0
        assert page.locator("#versions tr.version").count() == 2  # candidate-level versions

        page.keyboard.press("Shift+2")  # take bob's version of the first pair
        assert first_pair.locator("button.label.on").inner_text().startswith(C)
        cid = current(page)
        page.keyboard.press("a")
        page.wait_for_function(
            "cid => document.getElementById('message').textContent.includes('saved: accept (' + cid)",
            arg=cid,
        )
        adj = _rows(wh, "SELECT * FROM adjudication_status WHERE candidate_id = ?", [cid])
        assert {r["reviewer"] for r in adj} == {"carl"}
        assert {json.loads(r["reviewers"])[0] for r in adj} == {"ann"}
        assert all(json.loads(r["reviewers"]) == ["ann", "bob"] for r in adj)
        assert sorted(r["label"] for r in adj if r["label"]) == sorted([C, N])
        assert {r["decision"] for r in adj} == {"accept"}
        # the reviews are untouched: no adjudicator in review_status, agreement unchanged
        assert not _rows(wh, "SELECT * FROM review_status WHERE reviewer = 'carl'")
        con = store.connect(wh)
        assert agreement(con) == agreement_before
        con.close()
        # undo reverts the adjudication (append-only), in this session
        page.keyboard.press("z")
        page.wait_for_function(
            "() => document.getElementById('message').textContent.startsWith('undone')"
        )
        assert not _rows(wh, "SELECT * FROM adjudication_status WHERE candidate_id = ?", [cid])
        assert len(_rows(wh, "SELECT * FROM adjudications WHERE decision = 'undone'")) == len(adj)
        assert not page.errors
    finally:
        served.stop()


def _page_token(url: str) -> str:
    """The per-session token the server writes into the page (every API call must carry it)."""
    with urllib.request.urlopen(url, timeout=30) as resp:
        return re.search(r'name="mine-token" content="([^"]+)"', resp.read().decode())[1]


def test_review_page_stays_blind(reviewed):
    wh, c = reviewed
    served = Served(wh, "carl")
    try:
        url = served.url + "api/item?id=" + c["label_split"]
        req = urllib.request.Request(url, headers={"X-Mine-Token": served.server.token})
        with urllib.request.urlopen(req, timeout=30) as resp:
            item = json.loads(resp.read())
        assert "versions" not in item and item["status"] is None
    finally:
        served.stop()


def test_mine_review_adjudicate_serves_the_disagreements(reviewed):
    wh, c = reviewed
    env = os.environ | {"PYTHONUNBUFFERED": "1", "COLUMNS": "200"}
    args = ["review", "--warehouse", str(wh.root), "--reviewer", "carl", "--adjudicate"]
    proc = subprocess.Popen(
        [*MINE, *args, "--port", "0"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    try:
        url, lines = None, []
        deadline = time.monotonic() + 120
        while url is None and time.monotonic() < deadline:
            line = proc.stdout.readline()
            if not line:
                break
            lines.append(line)
            if "http://127.0.0.1:" in line:
                url = line[line.index("http://") :].split()[0]
        assert url, proc.stderr.read() if proc.poll() is not None else "no URL printed"
        assert any(x.startswith("Adjudicating 2 candidates as carl") for x in lines), lines
        auth = {"X-Mine-Token": _page_token(url)}
        with urllib.request.urlopen(
            urllib.request.Request(url + "api/state", headers=auth), timeout=30
        ) as resp:
            state = json.loads(resp.read())
        assert state["mode"] == "adjudicate"
        assert {q["candidate_id"] for q in state["queue"]} == {
            c["label_split"],
            c["decision_split"],
        }
        cid = c["decision_split"]
        req = urllib.request.Request(url + "api/item?id=" + cid, headers=auth)
        with urllib.request.urlopen(req, timeout=30) as resp:
            item = json.loads(resp.read())
        assert [v["reviewer"] for v in item["versions"]] == ["ann", "bob"]
        assert [v["decision"] for v in item["versions"]] == ["accept", "reject"]
        req = urllib.request.Request(
            url + "api/decide",
            data=json.dumps({"candidate_id": cid, "decision": "reject"}).encode(),
            headers={"Content-Type": "application/json", **auth},
        )
        with urllib.request.urlopen(req, timeout=30) as resp:
            assert json.loads(resp.read())["action_id"]
    finally:
        proc.terminate()
        proc.wait(timeout=30)
    adj = _rows(wh, "SELECT DISTINCT candidate_id, decision, reviewer FROM adjudication_status")
    assert adj == [{"candidate_id": cid, "decision": "reject", "reviewer": "carl"}]


def _adjudicate(wh, con, cid: str, decision: str, labels: list[str | None], **pair_kw):
    pairs = store.item(con, cid, "carl")["pairs"]
    given = [{"pair_id": p["pair_id"], "label": lab} for p, lab in zip(pairs, labels, strict=False)]
    given[0] |= pair_kw
    store.record_adjudication(
        wh, con, "carl", {"candidate_id": cid, "decision": decision, "pairs": given}
    )
    return [p["pair_id"] for p in pairs]


def test_export_reads_the_adjudication_first(reviewed, tmp_path):
    """Adjudicated decisions, labels and texts override the reviewers' split (#17/#21)."""
    from pipeline.review.export import export

    wh, c = reviewed
    con = store.connect(wh)
    # ann accepted, bob rejected: not exported until carl accepts it, with his label and edit
    split_pairs = _adjudicate(
        wh, con, c["decision_split"], "accept", [C, None], hypothesis="Carl's hypothesis."
    )
    # both accepted, first-pair labels E vs C (no majority): carl settles on E
    label_pairs = _adjudicate(wh, con, c["label_split"], "accept", [E, None])
    # both accepted with identical labels, but carl rejects it
    same_pairs = [p["pair_id"] for p in store.item(con, c["same"], "carl")["pairs"]]
    _adjudicate(wh, con, c["same"], "reject", [None] * len(same_pairs))
    # an adjudicated "unsure" settles nothing: the reviewers' rule stays in force
    scheme_pairs = _adjudicate(wh, con, c["scheme_only"], "unsure", [C, C])
    con.close()
    out = tmp_path / "gold.jsonl"
    con = store.connect(wh)
    export(con, "jsonl", out)
    con.close()
    got = {r["pair_id"]: r for r in map(json.loads, out.read_text().splitlines())}
    first = got[split_pairs[0]]
    assert (first["gold_label"], first["label_source"]) == (C, "adjudication")
    assert first["sentence2"] == "Carl's hypothesis." and first["edited"]
    assert first["adjudicator"] == "carl"
    # carl gave no label to the second pair: the reviewers' labels on the same text count
    second = got[split_pairs[1]]
    assert (second["gold_label"], second["label_source"]) == (E, "review")
    assert (got[label_pairs[0]]["gold_label"], got[label_pairs[0]]["label_source"]) == (
        E,
        "adjudication",
    )
    assert not set(same_pairs) & set(got)
    assert got[scheme_pairs[0]]["label_source"] == "review"
    assert got[scheme_pairs[0]]["gold_label"] == E
