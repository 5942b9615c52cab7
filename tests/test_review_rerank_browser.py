"""The review queue re-ranks after a reviewer's decisions, in real Chromium (issue #20).

A reviewer rejects every conjunction candidate and accepts the rest through the real page (keys
``r``/``a``); the server (``--rerank-every 16``) re-fits the real keep model in the background
and re-orders what the page has not shown yet; the page fetches the new order. Asserted: the
page's queue equals the server's, the decided and shown items kept their places, and the
conjunction candidates still to review moved down, as the re-fitted model predicts.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from pipeline.review import demo, order, store
from tests.review_support import CHROMIUM, fresh_copy, launch_chromium
from tests.test_review_browser import Served, current, open_page
from tests.test_review_order import PARAGRAPHS, PHENOMENA, REJECTED

pytest.importorskip("playwright.sync_api")
if not Path(CHROMIUM).exists():
    pytest.skip(
        "Debian chromium is not installed (apt-get install chromium)", allow_module_level=True
    )

#: 20: the stop-94 prior (rk52, 63,740 decisions) is moved by 16 picky decisions on this
#: fixture alike for every undecided item, so the order stays (the stop-89 prior needed 16, a
#: dozen before it; test_review_order has the same scenario and the measurement)
N = 20


@pytest.fixture(scope="module")
def base(nlp, tmp_path_factory):
    root = tmp_path_factory.mktemp("rerank-base") / "wh"
    demo.build_warehouse(root, demo.paragraph_sentences(PARAGRAPHS), PHENOMENA, nlp=nlp)
    return root


@pytest.fixture(scope="module")
def browser():
    yield from launch_chromium()


def wait_idle(page, timeout: float = 60_000) -> None:
    page.wait_for_function(
        "() => document.body.dataset.pending === '0' && !S.running && S.actions.length === 0",
        timeout=timeout,
    )


def page_queue(page) -> list[str]:
    return page.evaluate("S.state.queue.map((q) => q.candidate_id)")


def test_queue_order_changes_after_the_reviewers_decisions(base, tmp_path, browser):
    wh = fresh_copy(base, tmp_path / "wh")
    served = Served(wh, "ann", rerank_every=N)  # real pipeline.ranking.rescore, also on start
    try:
        app = served.server.app
        app.wait_for_ranking(60)  # the start-up re-rank (the prior: nothing decided yet)
        assert app.ranking["status"] == "done", app.ranking
        page = open_page(browser, served.url)
        start = page_queue(page)
        assert start == app.queue
        con = store.connect(wh)
        ph = dict(con.execute("SELECT candidate_id, phenomenon FROM candidates").fetchall())
        before = {it.candidate_id: it.score for it in order.queue_items(con, start)}
        con.close()
        for _ in range(N):
            cid = current(page)
            page.keyboard.press("r" if ph[cid] == REJECTED else "a")
            page.wait_for_function("cid => document.body.dataset.candidate !== cid", arg=cid)
            wait_idle(page)
        shown = current(page)
        # the N-th decision started the re-rank; the page polls and fetches the new order
        page.wait_for_function(
            "() => document.body.dataset.rankStatus === 'done' "
            "&& document.body.dataset.queueVersion !== '0'",
            timeout=60_000,
        )
        wait_idle(page)
        after = page_queue(page)
        assert after == app.queue and app.queue_version >= 1
        assert current(page) == shown  # the item on screen was not yanked away
        assert after.index(shown) == page.evaluate("S.index")
        fixed = len([c for c in start if c in app.served])
        assert after[:fixed] == start[:fixed] and fixed >= N + 1
        rest_before, rest_after = start[fixed:], after[fixed:]
        assert sorted(rest_after) == sorted(rest_before) and rest_after != rest_before
        sunk = [c for c in rest_after if ph[c] == REJECTED]
        assert sunk
        con = store.connect(wh)
        after_scores = {it.candidate_id: it.score for it in order.queue_items(con, rest_after)}

        def mean_rank(scores: dict[str, float]) -> float:
            ranked = sorted(rest_after, key=lambda c: -scores[c])
            return sum(ranked.index(c) for c in sunk) / len(sunk)

        # the rejected kind did not move up in the model's order of what is left. Ranks by
        # score, not queue places: a place also depends on the spread of sentences and the
        # control cap, which can hold or shift it when the score order moved (stop 29: the
        # places moved 9.5 -> 9.17 while the scores fell); the learning is asserted below
        assert mean_rank(after_scores) >= mean_rank(before)
        decided = store.statuses(con, "ann")
        con.close()
        # the rejected kind scores lower: in sum, and for most (more than half) of its candidates
        # the prior had above 0.2 (a model refitted on N decisions shares weights across kinds
        # and sentence features, so a few candidates may move up a little; a pair the prior put
        # near 0 may move either way)
        assert sum(after_scores[c] for c in sunk) < sum(before[c] for c in sunk)
        high = [c for c in sunk if before[c] >= 0.2]
        lower = [c for c in high if after_scores[c] < before[c]]
        assert len(lower) > len(high) / 2, [(before[c], after_scores[c]) for c in high]
        assert len(decided) == N  # every decision saved
        label = page.locator("#ranking").inner_text()
        assert "order: score" in label and "model wh-" in label and "AUC" in label
        keep = page.locator(".pair .keep").first.inner_text()  # each pair shows its keep_score
        assert keep.startswith("keep 0.") or keep in ("keep 1.00", "keep 0.00")
        assert not page.errors
        # the page keeps working on the new order: the next decision lands on the shown item
        page.keyboard.press("u")
        wait_idle(page)
        con = store.connect(wh)
        assert store.statuses(con, "ann")[shown] == "unsure"
        con.close()
    finally:
        served.stop()
