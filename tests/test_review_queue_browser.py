"""The review page types faster than the server answers (issue #17, item 4), in real Chromium.

Saves are slowed down by the server's documented test hook ``MINE_REVIEW_SAVE_DELAY`` (seconds
each decision waits before it is written), so keystrokes really arrive while a save is in flight.
Every assertion reads the ``reviews`` table / ``review_status`` view back from disk.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pipeline.review import store
from pipeline.review.server import SAVE_DELAY_ENV
from tests.review_support import CHROMIUM, build_base, fresh_copy, launch_chromium
from tests.test_review_browser import Served, current, open_page, review_rows, status

playwright_api = pytest.importorskip("playwright.sync_api")
if not Path(CHROMIUM).exists():
    pytest.skip(
        "Debian chromium is not installed (apt-get install chromium)", allow_module_level=True
    )


@pytest.fixture(scope="module")
def base(nlp, tmp_path_factory):
    return build_base(nlp, tmp_path_factory.mktemp("queue-base") / "wh")


@pytest.fixture()
def wh(base, tmp_path):
    return fresh_copy(base, tmp_path / "wh")


@pytest.fixture(scope="module")
def browser():
    yield from launch_chromium()


@pytest.fixture()
def serve(monkeypatch):
    started: list[Served] = []

    def _serve(wh, reviewer: str, delay: float = 0.0, **kw) -> Served:
        monkeypatch.setenv(SAVE_DELAY_ENV, str(delay))
        s = Served(wh, reviewer, **kw)
        started.append(s)
        return s

    yield _serve
    for s in started:
        s.stop()


def wait_idle(page, timeout: float = 60_000) -> None:
    """Until every queued key is applied and every save answered."""
    page.wait_for_function(
        "() => document.body.dataset.pending === '0' && !S.running && S.actions.length === 0",
        timeout=timeout,
    )


def candidate_decisions(wh, reviewer: str) -> dict[str, str]:
    con = store.connect(wh)
    try:
        return store.statuses(con, reviewer)
    finally:
        con.close()


def test_three_quick_presses_during_a_save_decide_three_items(wh, serve, browser):
    s = serve(wh, "ann", delay=0.4)
    queue = s.server.app.queue
    page = open_page(browser, s.url)
    for _ in range(3):  # 150 ms apart while each save takes 400 ms
        page.keyboard.press("u")
        page.wait_for_timeout(150)
    wait_idle(page)
    assert candidate_decisions(wh, "ann") == {c: "unsure" for c in queue[:3]}
    rows = sorted(review_rows(wh, "ann"), key=lambda r: r["reviewed_at"])
    order = list(dict.fromkeys(r["candidate_id"] for r in rows))
    assert order == queue[:3]  # written in the order the keys were pressed
    assert current(page) == queue[3]
    assert not page.errors


def test_next_item_shows_at_once_and_a_late_key_lands_on_it(wh, serve, browser):
    s = serve(wh, "ann", delay=2.0)
    queue = s.server.app.queue
    page = open_page(browser, s.url)
    assert current(page) == queue[0]
    page.keyboard.press("a")
    page.wait_for_function(
        "cid => document.body.dataset.candidate === cid", arg=queue[1], timeout=5_000
    )
    # the next item shows while the save of `a` is still running (2 s)
    assert page.evaluate("document.body.dataset.pending") == "1"
    page.wait_for_timeout(300)
    page.keyboard.press("r")  # pressed ~0.7 s after `a`, before its save returned
    page.keyboard.press("1")  # third item: first pair entailment
    page.keyboard.press("u")
    wait_idle(page)
    assert candidate_decisions(wh, "ann") == {
        queue[0]: "accept",
        queue[1]: "reject",
        queue[2]: "unsure",
    }
    con = store.connect(wh)
    first_pair = store.item(con, queue[2], "ann")["pairs"][0]["pair_id"]
    con.close()
    st = status(wh, "ann")
    assert st[f"{queue[2]}/{first_pair}"]["label"] == "entailment"
    assert page.locator("#progress-text").inner_text().startswith("3 / ")
    assert not page.errors


def test_undo_pressed_during_saves_reverts_the_last_decision(wh, serve, browser):
    s = serve(wh, "ann", delay=0.4)
    queue = s.server.app.queue
    page = open_page(browser, s.url)
    for key in ("a", "r", "z"):
        page.keyboard.press(key)
        page.wait_for_timeout(50)
    page.wait_for_function(
        "() => document.getElementById('message').textContent.startsWith('undone')"
    )
    wait_idle(page)
    assert candidate_decisions(wh, "ann") == {queue[0]: "accept"}
    assert current(page) == queue[1]
    page.wait_for_selector("#status .badge.none")
    decisions = {r["decision"] for r in review_rows(wh, "ann") if r["candidate_id"] == queue[1]}
    assert decisions == {"reject", "undone"}


def test_unsaved_changes_survive_navigation_and_reload(wh, serve, browser):
    s = serve(wh, "ann")
    page = open_page(browser, s.url)
    first = current(page)
    page.keyboard.press("1")
    assert page.locator("#status .badge.draft").count() == 1
    page.keyboard.press("1")  # label toggled off again: nothing unsaved
    assert page.locator("#status .badge.draft").count() == 0
    page.keyboard.press("1")  # label the first pair
    page.keyboard.press("s")  # flag small edits
    page.keyboard.press("e")
    page.keyboard.press("Control+A")
    page.keyboard.type("An edited hypothesis.")
    page.keyboard.press("Escape")
    page.keyboard.press("t")
    page.keyboard.type("check the second conjunct")
    page.keyboard.press("Escape")

    def assert_restored() -> None:
        assert current(page) == first
        assert (
            page.locator(".pair")
            .first.locator("button.label.on")
            .inner_text()
            .startswith("entailment")
        )
        assert page.locator("#flags button.flag.on").inner_text().startswith("small edits")
        hyp = page.locator("textarea[data-field='hypothesis']").first.input_value()
        assert hyp == "An edited hypothesis."
        assert page.locator("#note").input_value() == "check the second conjunct"
        assert page.locator("#status .badge.draft").count() == 1

    page.keyboard.press("l")
    wait_idle(page)
    assert current(page) != first
    assert page.locator("button.label.on").count() == 0  # the draft stays with its item
    page.keyboard.press("h")
    wait_idle(page)
    assert_restored()
    page.reload()
    page.wait_for_selector("body[data-ready='1']")
    assert_restored()
    assert review_rows(wh, "ann") == []  # a draft is not a decision

    page.keyboard.press("a")
    page.wait_for_function(
        "cid => document.getElementById('message').textContent.includes('saved: accept (' + cid)",
        arg=first,
    )
    rows = review_rows(wh, "ann")
    assert {r["candidate_id"] for r in rows} == {first}
    assert json.loads(rows[0]["flags"]) == ["small_edits"]
    assert rows[0]["note"] == "check the second conjunct"
    assert any(json.loads(r["edits"]) == {"hypothesis": "An edited hypothesis."} for r in rows)
    assert any(r["label"] == "entailment" for r in rows)
    page.reload()
    page.wait_for_selector("body[data-ready='1']")
    while current(page) != first:
        page.keyboard.press("h")
        wait_idle(page)
    page.wait_for_selector("#status .badge.accept")
    assert page.locator("#status .badge.draft").count() == 0  # the decision replaced the draft
    assert not page.errors


def test_leaving_with_a_save_in_flight_asks_first(wh, serve, browser):
    s = serve(wh, "ann", delay=3.0)
    page = open_page(browser, s.url)
    first = current(page)
    dialogs: list[str] = []

    def on_dialog(dialog) -> None:
        dialogs.append(dialog.type)
        dialog.dismiss()  # stay on the page

    page.on("dialog", on_dialog)
    page.keyboard.press("a")
    with pytest.raises(playwright_api.TimeoutError):  # the reviewer chose to stay
        page.reload(timeout=1500)
    assert dialogs == ["beforeunload"]
    page.wait_for_function(
        "cid => document.getElementById('message').textContent.includes('saved: accept (' + cid)",
        arg=first,
        timeout=30_000,
    )
    assert candidate_decisions(wh, "ann") == {first: "accept"}
    page.close()


def test_undo_reverts_only_this_sessions_decisions(wh, serve, browser):
    one, two = serve(wh, "ann"), serve(wh, "ann")  # same reviewer, two servers (two sessions)
    queue = one.server.app.queue
    p1 = open_page(browser, one.url)
    p2 = open_page(browser, two.url)
    p1.keyboard.press("a")  # session one decides queue[0]
    wait_idle(p1)
    p2.keyboard.press("l")  # session two decides queue[1], later
    wait_idle(p2)
    p2.keyboard.press("r")
    wait_idle(p2)
    assert candidate_decisions(wh, "ann") == {queue[0]: "accept", queue[1]: "reject"}

    p1.keyboard.press("z")
    p1.wait_for_function(
        "() => document.getElementById('message').textContent.startsWith('undone')"
    )
    assert p1.locator("#message").inner_text() == f"undone: last decision on {queue[0]}"
    assert candidate_decisions(wh, "ann") == {queue[1]: "reject"}  # the other session's stays
    p1.keyboard.press("z")
    p1.wait_for_function(
        "() => document.getElementById('message').textContent.startsWith('nothing to undo')"
    )
    assert candidate_decisions(wh, "ann") == {queue[1]: "reject"}
    undo_rows = [r for r in review_rows(wh, "ann") if r["decision"] == "undone"]
    assert {r["session_id"] for r in undo_rows} == {one.server.app.session_id}


def test_a_refused_save_comes_back_as_a_draft(wh, serve, browser):
    # adjudicating a candidate nobody reviewed is refused by the server (a real 400)
    s = serve(wh, "carl", adjudicate=True, where="true")
    queue = s.server.app.queue
    page = open_page(browser, s.url)
    assert current(page) == queue[0]
    page.keyboard.press("1")
    page.keyboard.press("a")
    wait_idle(page)
    assert "not saved" in page.locator("#message").inner_text()
    assert page.locator("#progress-text").inner_text().startswith("0 / ")
    page.keyboard.press("h")
    wait_idle(page)
    assert current(page) == queue[0]
    assert page.locator("#status .badge.draft").count() == 1
    assert (
        page.locator(".pair").first.locator("button.label.on").inner_text().startswith("entailment")
    )
    assert not (wh.root / "adjudications").exists()
