"""The review page in a real headless Chromium (Debian's package, driven by Playwright).

The real server runs in a thread on 127.0.0.1 (port 0) over a real warehouse built from real
sentences; every assertion reads the ``reviews`` table / ``review_status`` view back from disk.
"""

from __future__ import annotations

import json
import threading
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from pipeline.review import store
from pipeline.review.server import make_server
from tests.review_support import CHROMIUM, build_base, fresh_copy, launch_chromium

playwright_api = pytest.importorskip("playwright.sync_api")
if not Path(CHROMIUM).exists():
    pytest.skip(
        "Debian chromium is not installed (apt-get install chromium)", allow_module_level=True
    )


@pytest.fixture(scope="module")
def base(nlp, tmp_path_factory):
    return build_base(nlp, tmp_path_factory.mktemp("review-base") / "wh")


@pytest.fixture()
def wh(base, tmp_path):
    return fresh_copy(base, tmp_path / "wh")


@pytest.fixture(scope="module")
def browser():
    yield from launch_chromium()


class Served:
    """A review server in a background thread; stopped by the fixture."""

    def __init__(self, wh, reviewer: str, **kw) -> None:
        self.server = make_server(wh, reviewer, **kw)
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    @property
    def url(self) -> str:
        return self.server.url

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture()
def serve():
    started: list[Served] = []

    def _serve(wh, reviewer: str, **kw) -> Served:
        s = Served(wh, reviewer, **kw)
        started.append(s)
        return s

    yield _serve
    for s in started:
        s.stop()


def open_page(browser, url: str):
    page = browser.new_page(viewport={"width": 1200, "height": 900})
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(url)
    page.wait_for_selector("body[data-ready='1']")
    page.errors = errors  # type: ignore[attr-defined]
    return page


def current(page) -> str:
    return page.evaluate("document.body.dataset.candidate")


def press_and_wait_saved(page, key: str) -> str:
    """Press a decision key and wait until the page reports the save of the current candidate."""
    cid = current(page)
    page.keyboard.press(key)
    page.wait_for_function(
        "cid => document.getElementById('message').textContent.startsWith('saved')"
        " && document.getElementById('message').textContent.includes(cid)",
        arg=cid,
    )
    return cid


def review_rows(wh, reviewer: str | None = None) -> list[dict]:
    con = store.connect(wh)
    try:
        sql = "SELECT * FROM reviews" + (" WHERE reviewer = ?" if reviewer else "")
        cur = con.execute(sql, [reviewer] if reviewer else [])
        cols = [d[0] for d in cur.description]
        return [dict(zip(cols, r, strict=True)) for r in cur.fetchall()]
    finally:
        con.close()


def status(wh, reviewer: str) -> dict[str, dict]:
    con = store.connect(wh)
    try:
        cur = con.execute("SELECT * FROM review_status WHERE reviewer = ?", [reviewer])
        cols = [d[0] for d in cur.description]
        return {r[cols.index("item_id")]: dict(zip(cols, r, strict=True)) for r in cur.fetchall()}
    finally:
        con.close()


def test_page_shows_candidate_with_highlights_and_pairs(wh, serve, browser):
    s = serve(wh, "ann")
    page = open_page(browser, s.url)
    cid = current(page)
    con = store.connect(wh)
    item = store.item(con, cid, "ann")
    con.close()
    trigger = page.locator("#sentence .hl-trigger")
    assert trigger.first.inner_text() == item["candidate"]["trigger"]
    # conjunct spans from features are highlighted too
    assert page.locator("#sentence [class*='hl-span']").count() >= 1
    assert page.locator(".pair").count() == len(item["pairs"])
    first_hyp = page.locator("textarea[data-field='hypothesis']").first.input_value()
    assert first_hyp == item["pairs"][0]["hypothesis"]
    assert page.locator("#progress-text").inner_text() == f"0 / {len(s.server.app.queue)} decided"
    assert not page.errors


def test_keyboard_accept_edit_and_reload(wh, serve, browser):
    s = serve(wh, "ann")
    page = open_page(browser, s.url)
    first = current(page)
    page.keyboard.press("1")  # first pair: entailment
    page.keyboard.press("j")
    page.keyboard.press("3")  # second pair: contradiction
    page.keyboard.press("e")  # edit the hypothesis of the second pair
    page.keyboard.press("Control+A")
    page.keyboard.type("The Rhine is a river in Europe.")
    page.keyboard.press("Escape")
    page.keyboard.press("s")  # flag: small edits
    assert press_and_wait_saved(page, "a") == first
    assert current(page) != first  # moved on to the next undecided candidate

    rows = [r for r in review_rows(wh, "ann") if r["candidate_id"] == first]
    con = store.connect(wh)
    pairs = store.item(con, first, "ann")["pairs"]
    con.close()
    assert len(rows) == len(pairs) and {r["decision"] for r in rows} == {"accept"}
    by_pair = {r["pair_id"]: r for r in rows}
    assert by_pair[pairs[0]["pair_id"]]["label"] == "entailment"
    assert by_pair[pairs[1]["pair_id"]]["label"] == "contradiction"
    assert json.loads(by_pair[pairs[1]["pair_id"]]["edits"]) == {
        "hypothesis": "The Rhine is a river in Europe."
    }
    assert json.loads(by_pair[pairs[0]["pair_id"]]["edits"]) == {}
    assert json.loads(rows[0]["flags"]) == ["small_edits"]

    # reload: progress counts it, and going back shows the stored decision and edit
    page.reload()
    page.wait_for_selector("body[data-ready='1']")
    assert page.locator("#progress-text").inner_text().startswith("1 / ")
    while current(page) != first:
        page.keyboard.press("h")
        page.wait_for_timeout(50)
    page.wait_for_selector("#status .badge.accept")
    assert (
        page.locator("textarea[data-field='hypothesis']").nth(1).input_value()
        == "The Rhine is a river in Europe."
    )
    assert (
        page.locator(".pair")
        .nth(1)
        .locator("button.label.on")
        .inner_text()
        .startswith("contradiction")
    )
    assert not page.errors


def test_undo_appends_and_restores(wh, serve, browser):
    s = serve(wh, "ann")
    page = open_page(browser, s.url)
    first = press_and_wait_saved(page, "r")
    second = press_and_wait_saved(page, "a")
    page.keyboard.press("z")  # undo the accept of `second`
    page.wait_for_function(
        "() => document.getElementById('message').textContent.startsWith('undone')"
    )
    assert current(page) == second
    page.wait_for_selector("#status .badge.none")
    st = status(wh, "ann")
    assert {k.split("/")[0] for k in st} == {first}  # second is undecided again
    rows = review_rows(wh, "ann")
    assert {r["decision"] for r in rows if r["candidate_id"] == second} == {"accept", "undone"}
    # nothing was deleted: every written row is still there
    assert sum(r["decision"] == "undone" for r in rows) == sum(
        r["decision"] == "accept" for r in rows
    )
    # deciding again after undo is the decision in force
    press_and_wait_saved(page, "u")
    st = status(wh, "ann")
    assert {v["decision"] for k, v in st.items() if k.startswith(second)} == {"unsure"}


def test_two_reviewers_at_once_lose_nothing(wh, serve, browser):
    ann, bob = serve(wh, "ann"), serve(wh, "bob")
    queue = ann.server.app.queue
    assert queue == bob.server.app.queue and len(queue) >= 4
    pa, pb = open_page(browser, ann.url), open_page(browser, bob.url)
    n = 3
    for _ in range(n):  # interleaved keyboard decisions in two pages
        press_and_wait_saved(pa, "a")
        press_and_wait_saved(pb, "r")

    # and both servers hammered concurrently through the API
    tokens = {s.url: s.server.token for s in (ann, bob)}

    def post(url: str, cid: str, decision: str) -> dict:
        req = urllib.request.Request(
            url + "api/decide",
            data=json.dumps({"candidate_id": cid, "decision": decision}).encode(),
            headers={"Content-Type": "application/json", "X-Mine-Token": tokens[url]},
        )
        with urllib.request.urlopen(req, timeout=60) as resp:
            return json.loads(resp.read())

    jobs = [(ann.url, cid, "unsure") for cid in queue[n:]] + [
        (bob.url, cid, "accept") for cid in queue[n:]
    ]
    with ThreadPoolExecutor(max_workers=6) as pool:
        actions = list(pool.map(lambda j: post(*j)["action_id"], jobs))
    assert len(set(actions)) == len(jobs)

    rows = review_rows(wh)
    assert {r["action_id"] for r in rows} >= set(actions)
    assert len({r["action_id"] for r in rows}) == 2 * n + len(jobs)
    files = list(Path(wh.root, "reviews").rglob("*.parquet"))
    assert len(files) == 2 * n + len(jobs)  # one file per decision, none overwritten
    for reviewer, early, late in (("ann", "accept", "unsure"), ("bob", "reject", "accept")):
        st = status(wh, reviewer)
        per_candidate = {}
        for v in st.values():
            per_candidate.setdefault(v["candidate_id"], set()).add(v["decision"])
        assert set(per_candidate) == set(queue)
        assert all(per_candidate[c] == {early} for c in queue[:n])
        assert all(per_candidate[c] == {late} for c in queue[n:])


def test_saved_query_and_where_select_the_queue(wh, serve):
    con = store.connect(wh)
    subtypes = dict(con.execute("SELECT candidate_id, subtype FROM candidates").fetchall())
    con.close()
    s = serve(wh, "ann", where="subtype = 'but'")
    assert s.server.app.queue and all(subtypes[c] == "but" for c in s.server.app.queue)
    everything = serve(wh, "ann", query="unreviewed").server.app.queue
    assert set(everything) == set(subtypes)
    with pytest.raises(store.ReviewError):
        serve(wh, "ann", query="no_such_query")
