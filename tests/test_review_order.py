"""Review queue order (issue #20): score / uncertain / random, spreading, export --top.

Real warehouse: a few paragraphs through the real spaCy model and four phenomena, so that one
sentence yields several candidates and one sentence is repeated in another document. Where a
test needs ``keep_score`` values of its own choosing, ``with_keep_scores`` replaces the column in
the ``pairs`` view of that connection (the ranking model writes it for real, see
``test_rerank_with_the_real_model``; here the values must be known to the test).
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import time
import urllib.request
from itertools import pairwise
from pathlib import Path

import pytest

from pipeline.review import demo, order, store
from pipeline.review.export import accepted_items, export
from pipeline.review.server import ReviewApp
from tests.review_support import fresh_copy

PARAGRAPHS = (
    "Marie Curie was born in Warsaw. She stopped working on radium and then she studied physics "
    "and mathematics in Paris. She won two Nobel prizes, but she never patented her methods.",
    "The bakery opens at six. It was the owner who realised that customers can pay in cash or by "
    "card. The owners neither advertise nor offer discounts, and some customers managed to leave "
    "early.",
    "The bakery opens at six. Some customers pay in cash or by card.",
    "The committee met on Monday and approved the budget. It was the mayor who proposed the new "
    "park. Some residents objected, but most of them supported the plan.",
    "Tom forgot to lock the door. He managed to catch the last train and then he called his "
    "sister. She knew that he had lost his keys again.",
    "The river flooded the valley in spring. The farmers stopped planting rice, and they began to "
    "grow wheat or barley instead. Not all of the fields recovered.",
)
PHENOMENA = ["conjunction", "presupposition", "implicature", "verb_complement"]


@pytest.fixture(scope="module")
def base(nlp, tmp_path_factory):
    root = tmp_path_factory.mktemp("order-base") / "wh"
    demo.build_warehouse(root, demo.paragraph_sentences(PARAGRAPHS), PHENOMENA, nlp=nlp)
    return root


@pytest.fixture()
def wh(base, tmp_path):
    return fresh_copy(base, tmp_path / "wh")


@pytest.fixture()
def con(wh):
    c = store.connect(wh)
    yield c
    c.close()


def with_keep_scores(con, expr: str) -> None:
    """Replace the ``keep_score`` of this connection's ``pairs`` view by ``expr``."""
    con.execute(
        f"CREATE OR REPLACE TABLE _scored AS SELECT * REPLACE ({expr} AS keep_score) FROM pairs"
    )
    con.execute("CREATE OR REPLACE VIEW pairs AS SELECT * FROM _scored")


def violations(items: dict[str, order.QueueItem], ids: list[str], gap: int) -> list[tuple]:
    return [
        (i, j)
        for i in range(len(ids))
        for j in range(i + 1, min(len(ids), i + gap))
        if order.near_duplicates(items[ids[i]], items[ids[j]])
    ]


def same_sentence_back_to_back(items: dict[str, order.QueueItem], ids: list[str]) -> int:
    return sum(items[a].sentence_id == items[b].sentence_id for a, b in pairwise(ids))


# -- spreading ----------------------------------------------------------------------------------


def test_score_order_never_puts_one_sentence_back_to_back(con):
    # scores fixed by the test, not by whichever model is shipped: every candidate of a sentence
    # gets that sentence's score, so a plain sort puts them next to each other
    with_keep_scores(con, "(hash(sentence_id) % 997) / 997.0")
    spread = store.queue(con, "ann", order="score")
    items = {it.candidate_id: it for it in order.queue_items(con, spread)}
    assert len(items) >= 15
    by_score = sorted(spread, key=lambda c: (-items[c].keep_score, c))  # the order unspread
    assert same_sentence_back_to_back(items, by_score) >= 2  # the problem is real
    assert sorted(spread) == sorted(store.queue(con, "ann"))  # nothing lost, nothing added
    assert same_sentence_back_to_back(items, spread) == 0
    # near-duplicates are DEFAULT_GAP apart where the queue allows; where it does not (a dense
    # tail of few sentences) they are still never next to each other
    bad = violations(items, spread, order.DEFAULT_GAP)
    assert len(bad) < len(violations(items, by_score, order.DEFAULT_GAP))
    assert all(j - i > 1 for i, j in bad), bad
    assert all(i >= len(spread) // 2 for i, _ in bad), bad


def test_spread_moves_an_item_only_as_far_as_needed(con):
    items = order.queue_items(con, store.queue(con, "ann"))
    by_sentence: dict[str, list[order.QueueItem]] = {}
    for it in items:
        by_sentence.setdefault(it.sentence_id, []).append(it)
    twins = next(v for v in by_sentence.values() if len(v) >= 2)[:2]
    others = [it for it in items if not any(order.near_duplicates(it, t) for t in twins)]
    others = [
        o for k, o in enumerate(others) if not any(order.near_duplicates(o, p) for p in others[:k])
    ][:3]
    assert len(others) == 3
    ranked = [twins[0], twins[1], *others]
    got = order.spread(ranked, gap=2)
    assert [it.candidate_id for it in got] == [
        x.candidate_id for x in (twins[0], others[0], twins[1], others[1], others[2])
    ]
    # no conflicts: the ranking is left exactly as it was
    assert order.spread([twins[0], *others], gap=4) == [twins[0], *others]
    # gap 3: the twin waits two places
    got3 = [it.candidate_id for it in order.spread(ranked, gap=3)]
    assert got3.index(twins[1].candidate_id) == 3


def test_near_duplicate_hypotheses_differ_by_a_token_or_two():
    t = order.tokens
    assert order.near_texts(t("Some customers pay by card."), t("Some customers pay in cash."))
    assert order.near_texts(t("She won two Nobel prizes."), t("She won three Nobel prizes."))
    assert not order.near_texts(t("She won two Nobel prizes."), t("The bakery opens at six."))
    assert not order.near_texts(t("It rained."), t("It was late."))
    a = order.QueueItem("a", "s1", "The bakery opens at six.", ("The bakery was closed before.",))
    b = order.QueueItem("b", "s2", "The bakery opens at six!", ("Nothing alike here at all.",))
    assert order.near_duplicates(a, b)  # the same sentence in two documents


# -- the three orders ---------------------------------------------------------------------------


def test_without_keep_score_the_candidate_confidence_orders(con):
    with_keep_scores(con, "CAST(NULL AS DOUBLE)")  # pairs written before ranking existed
    everything = store.queue(con, "ann")
    ids = order.order_candidates(con, everything, "score", gap=1)  # unspread
    conf = dict(con.execute("SELECT candidate_id, confidence FROM candidates").fetchall())
    assert [conf[c] for c in ids] == sorted(conf.values(), reverse=True)
    spread = store.queue(con, "ann", order="score")
    assert conf[spread[0]] == max(conf.values())


def test_score_order_puts_high_keep_score_first_and_uncertain_the_middle(con):
    with_keep_scores(
        con,
        "CASE subtype WHEN 'and' THEN 0.9 WHEN 'or' THEN 0.52 ELSE 0.05 END",
    )
    assert order.has_keep_score(con)
    sub = dict(con.execute("SELECT candidate_id, subtype FROM candidates").fetchall())
    n_and = sum(v == "and" for v in sub.values())
    n_or = sum(v == "or" for v in sub.values())
    assert n_and >= 2 and n_or >= 2
    everything = store.queue(con, "ann")
    by_score = order.order_candidates(con, everything, "score", gap=1)
    assert {sub[c] for c in by_score[:n_and]} == {"and"}
    assert {sub[c] for c in by_score[n_and : n_and + n_or]} == {"or"}
    by_uncertainty = order.order_candidates(con, everything, "uncertain", gap=1)
    assert {sub[c] for c in by_uncertainty[:n_or]} == {"or"}
    assert {sub[c] for c in by_uncertainty[n_or : n_or + n_and]} == {"and"}
    # spread, the keepers still lead: the first places go to "and" candidates
    spread = store.queue(con, "ann", order="score")
    assert sub[spread[0]] == "and" and sum(sub[c] == "and" for c in spread[:n_and]) >= n_and - 2


def test_cap_controls_keeps_controls_under_their_share_of_every_prefix():
    items = [order.QueueItem(f"c{i}", sentence_id=f"s{i}", control=i < 12) for i in range(20)]
    capped = order.cap_controls(items, 0.25)  # ranked: the 12 controls first
    assert sorted(it.candidate_id for it in capped) == sorted(it.candidate_id for it in items)
    flags = [it.control for it in capped]
    last_other = max(i for i, f in enumerate(flags) if not f)
    assert last_other == 9  # 8 non-controls and 2 controls (one per 4 places) fill the first 10
    for n in range(1, last_other + 2):  # while non-controls are left, no prefix is over the share
        assert sum(flags[:n]) <= 0.25 * n
    assert flags[10:] == [True] * 10  # what is left over follows, in rank order
    assert [it.candidate_id for it in capped if it.control] == [f"c{i}" for i in range(12)]
    assert order.cap_controls(items, 1.0) == items


def test_score_order_ranks_a_candidate_by_its_diagnostic_pairs_not_its_controls(con):
    """Controls (embedded premise, the original sentence as hypothesis) are kept more often, so
    keep_score alone ranks a presupposition candidate by them; the score order takes the best
    diagnostic pair's score, and still never puts one sentence back to back."""
    with_keep_scores(
        con,
        "CASE WHEN hypothesis_kind = 'original' AND premise_kind <> 'original' THEN 0.99 "
        "WHEN phenomenon = 'presupposition' THEN 0.1 ELSE 0.5 END",
    )
    everything = store.queue(con, "ann")
    phen = dict(
        con.execute("SELECT candidate_id, any_value(phenomenon) FROM pairs GROUP BY 1").fetchall()
    )
    items = {it.candidate_id: it for it in order.queue_items(con, everything)}
    # a candidate whose drafts were all refused has controls only: it is ranked by them (0.99)
    control_only = {
        c
        for (c,) in con.execute(
            "SELECT candidate_id FROM pairs GROUP BY 1 "
            "HAVING bool_and(hypothesis_kind = 'original' AND premise_kind <> 'original')"
        ).fetchall()
    }
    assert {c for c, it in items.items() if it.control} == control_only
    diagnostic = [c for c in everything if c in phen and c not in control_only]
    n_presup = sum(phen[c] == "presupposition" for c in diagnostic)
    assert n_presup >= 4
    ranked = order.order_candidates(con, everything, "score", gap=1)
    scored = [c for c in ranked if c in diagnostic]
    assert {phen[c] for c in scored[-n_presup:]} == {"presupposition"}  # 0.1: last
    spread = store.queue(con, "ann", order="score")
    assert same_sentence_back_to_back(items, spread) == 0


def test_random_order_is_seeded_and_stable(con):
    everything = store.queue(con, "ann")
    r1 = store.queue(con, "ann", order="random", seed=1)
    assert r1 == store.queue(con, "ann", order="random", seed=1)
    assert r1 != store.queue(con, "ann", order="random", seed=2)
    assert sorted(r1) == sorted(everything) and r1 != everything
    # a narrower selection keeps the same relative order (a candidate's place is its own)
    ands = store.queue(con, "ann", where="subtype = 'and'", order="random", seed=1)
    assert ands == [c for c in r1 if c in set(ands)]


def test_a_saved_query_keeps_its_order_unless_an_order_is_given(wh):
    plain = ReviewApp(wh, "ann", query="unreviewed")
    assert plain.effective_order is None
    con = store.connect(wh)
    try:
        assert plain.queue == store.queue(con, "ann", query="unreviewed")
    finally:
        con.close()
    shuffled = ReviewApp(wh, "ann", query="unreviewed", order="random", seed=3)
    assert sorted(shuffled.queue) == sorted(plain.queue) and shuffled.queue != plain.queue
    assert ReviewApp(wh, "ann").effective_order == "score"


def test_unknown_order_is_a_coded_error(wh):
    from pipeline.errors import MineError

    with pytest.raises(MineError) as exc:
        ReviewApp(wh, "ann", order="best")
    assert exc.value.code == "E150"
    with pytest.raises(MineError) as exc:
        ReviewApp(wh, "ann", rerank_every=-1)
    assert exc.value.code == "E151"


# -- re-ranking in the server -------------------------------------------------------------------


def test_a_failing_rerank_is_shown_and_loses_no_decision(wh, capsys):
    def broken(_wh):
        raise RuntimeError("model exploded")

    app = ReviewApp(wh, "ann", rerank_every=1, rescore=broken)
    before = list(app.queue)
    out = app.decide({"candidate_id": before[0], "decision": "accept"})
    app.wait_for_ranking(30)
    assert out["action_id"]
    con = store.connect(wh)
    try:
        assert store.statuses(con, "ann") == {before[0]: "accept"}
    finally:
        con.close()
    assert app.ranking["status"] == "failed"
    assert "E152" in app.ranking["error"] and "model exploded" in app.ranking["error"]
    assert "model exploded" in capsys.readouterr().err
    assert app.queue == before and app.state()["ranking"]["status"] == "failed"


# -- export --top -------------------------------------------------------------------------------


def _accept_all(wh) -> None:
    con = store.connect(wh)
    try:
        for cid in store.queue(con, "ann"):
            store.record_decision(wh, con, "ann", {"candidate_id": cid, "decision": "accept"})
    finally:
        con.close()


def test_export_top_k_takes_the_highest_keep_scores(wh, tmp_path):
    _accept_all(wh)
    con = store.connect(wh)
    try:
        with_keep_scores(con, "(hash(pair_id) % 1000) / 1000.0")
        scores = dict(con.execute("SELECT pair_id, keep_score FROM pairs").fetchall())
        items = accepted_items(con)
        # default: highest keep_score first, controls capped (order.cap_controls, as in review)
        by_score = sorted(items, key=lambda it: -scores[it["pair_id"]])
        assert items == order.cap_controls(by_score, order.CONTROL_SHARE, order.is_control_pair)
        for kind in (True, False):
            got = [scores[it["pair_id"]] for it in items if order.is_control_pair(it) == kind]
            assert got == sorted(got, reverse=True)
        out = tmp_path / "top.jsonl"
        result = export(con, "jsonl", out, top=5)
        rows = [json.loads(x) for x in out.read_text(encoding="utf-8").splitlines()]
        assert result.n_items == 5
        assert [r["keep_score"] for r in rows] == [scores[it["pair_id"]] for it in items[:5]]
        rand = accepted_items(con, order="random", top=5, seed=7)
        assert rand == accepted_items(con, order="random", top=5, seed=7)
        assert [it["pair_id"] for it in rand] != [it["pair_id"] for it in items[:5]]
    finally:
        con.close()


def _control_share_ok(flags: list[bool], share: float = 0.25) -> bool:
    """No prefix holds more than ``share`` controls while non-controls are still to come."""
    last_other = max((i for i, f in enumerate(flags) if not f), default=-1)
    return all(sum(flags[:n]) <= share * n for n in range(1, last_other + 2))


def test_review_score_order_caps_control_only_candidates_in_the_queue(con):
    """`mine review --order score` (store.queue, as the server builds it): candidates made of
    controls only, scored above everything else, still take at most 25% of every prefix."""
    with_keep_scores(
        con,
        "CASE WHEN hypothesis_kind = 'original' AND premise_kind <> 'original' THEN 0.99 "
        "ELSE 0.5 END",
    )
    queue = store.queue(con, "ann", order="score")
    items = {it.candidate_id: it for it in order.queue_items(con, queue)}
    flags = [items[c].control for c in queue if c in items]
    assert sum(flags) >= 2  # the fixture has control-only candidates
    assert not flags[0] and _control_share_ok(flags)


def test_export_top_k_caps_controls_like_the_review_queue(wh, tmp_path):
    """Controls (embedded premise, the original sentence as hypothesis) are kept more often and
    score highest; `--top k` in the score order holds at most 25% of them in every prefix, the
    random order is left as drawn."""
    _accept_all(wh)
    con = store.connect(wh)
    try:
        with_keep_scores(
            con,
            "CASE WHEN hypothesis_kind = 'original' AND premise_kind <> 'original' THEN 0.99 "
            "ELSE (hash(pair_id) % 1000) / 2000.0 END",
        )
        top = accepted_items(con, top=12)
        flags = [order.is_control_pair(it) for it in top]
        assert sum(flags) == 3 and _control_share_ok(flags)  # 3 of 12, the rest non-controls
        assert all(it["keep_score"] == 0.99 for it in top if order.is_control_pair(it))
        out = tmp_path / "top.jsonl"
        export(con, "jsonl", out, top=8)
        rows = [json.loads(x) for x in out.read_text(encoding="utf-8").splitlines()]
        assert [r["keep_score"] for r in rows].count(0.99) == 2
    finally:
        con.close()


def test_export_cli_top_and_order(wh, tmp_path):
    _accept_all(wh)
    env = os.environ | {"PYTHONPATH": str(Path(__file__).resolve().parents[1])}
    out = tmp_path / "top.jsonl"
    mine = [sys.executable, "-c", "from pipeline.cli import main; main()"]
    done = subprocess.run(
        [*mine, "export", "-f", "jsonl", "-o", str(out), "--warehouse", str(wh.root), "--top", "3"],
        capture_output=True,
        text=True,
        env=env,
    )
    assert done.returncode == 0, done.stderr
    rows = [json.loads(x) for x in out.read_text(encoding="utf-8").splitlines()]
    con = store.connect(wh)
    try:
        best = con.execute(
            "SELECT max(keep_score) FROM pairs WHERE NOT (hypothesis_kind = 'original' "
            "AND premise_kind <> 'original')"
        ).fetchone()
    finally:
        con.close()
    assert (
        len(rows) == 3
        and max(r["keep_score"] for r in rows) == best[0]
        or any(order.is_control_pair(r) for r in rows)
    )
    con = store.connect(wh)
    try:  # the CLI gives the in-process order: highest keep_score first, controls capped
        expected = accepted_items(con, top=3)
    finally:
        con.close()
    assert [r["keep_score"] for r in rows] == [it["keep_score"] for it in expected]
    bad = subprocess.run(
        [*mine, "export", "-f", "jsonl", "-o", str(tmp_path / "x.jsonl"),
         "--warehouse", str(wh.root), "--order", "best"],
        capture_output=True,
        text=True,
        env=env,
    )  # fmt: skip
    assert bad.returncode == 2 and "E150" in bad.stdout + bad.stderr
    assert "Traceback" not in bad.stdout + bad.stderr
    zero = subprocess.run(
        [*mine, "export", "-f", "jsonl", "-o", str(tmp_path / "z.jsonl"),
         "--warehouse", str(wh.root), "--top", "0"],
        capture_output=True,
        text=True,
        env=env,
    )  # fmt: skip
    assert zero.returncode == 2 and "E151" in zero.stdout + zero.stderr
    assert not (tmp_path / "z.jsonl").exists()


#: The phenomenon the picky reviewer rejects (its candidates sit early in the rest of the queue).
REJECTED = "conjunction"


def _decide_like_a_picky_reviewer(app: ReviewApp, n: int, ph: dict[str, str]) -> list[str]:
    """Fetch (as the page does) and decide the first ``n`` items: every ``REJECTED`` candidate
    rejected, everything else accepted."""
    decided = list(app.queue[:n])
    for cid in decided:
        app.item(cid)
        verdict = "reject" if ph[cid] == REJECTED else "accept"
        app.decide({"candidate_id": cid, "decision": verdict})
    return decided


def test_rerank_with_the_real_model_reorders_only_what_the_page_has_not_seen(wh):
    # 20 decisions: the stop-94 prior (63,740 decisions, rk52) is moved less by 16 on this
    # 32-item fixture than its rejected kind needs to fall behind an accepted one (16 shift every
    # score alike and keep the order, queue_version stays 0; measured at int94; the stop-89 prior
    # needed 16); the claim is unchanged
    n = 20
    app = ReviewApp(wh, "ann", rerank_every=n)  # real pipeline.ranking.rescore
    con = store.connect(wh)
    ph = dict(con.execute("SELECT candidate_id, phenomenon FROM candidates").fetchall())
    before_scores = {it.candidate_id: it.score for it in order.queue_items(con, app.queue)}
    con.close()
    before = list(app.queue)
    decided = _decide_like_a_picky_reviewer(app, n, ph)
    app.item(before[n])  # shown (or prefetched) by the page: must stay where it is
    app.wait_for_ranking(120)
    assert app.ranking["status"] == "done", app.ranking
    assert app.ranking["model_id"].startswith("wh-") and app.ranking["n_decisions"] >= 20
    assert app.ranking["cv_auc"] is not None
    assert app.queue_version == 1 and app.state()["queue_version"] == 1
    assert app.queue[: n + 1] == before[: n + 1]  # decided and shown items stay put
    rest = app.queue[n + 1 :]
    assert sorted(rest) == sorted(before[n + 1 :]) and rest != before[n + 1 :]
    con = store.connect(wh)
    try:
        new_order = order.order_candidates(con, rest, "score", after=app.queue[: n + 1])
        assert rest == new_order  # the new model's order, spread after what stays
        after_scores = {it.candidate_id: it.score for it in order.queue_items(con, rest)}
    finally:
        con.close()
    # the model learnt the reviewer's taste: the rejected kind falls behind what was accepted
    pres = [c for c in rest if ph[c] == REJECTED]
    other = [c for c in rest if ph[c] != REJECTED]
    assert pres and other
    drop = {c: after_scores[c] - before_scores[c] for c in rest}
    assert sum(drop[c] for c in pres) / len(pres) < sum(drop[c] for c in other) / len(other)

    # ... and ranks lower among the undecided items. Ranks by score, not queue positions: the
    # spread (no two items of one sentence back to back) can hold a position even when the score
    # order moved.
    def mean_rank(scores: dict[str, float]) -> float:
        ranked = sorted(rest, key=lambda c: -scores[c])
        return sum(ranked.index(c) for c in pres) / len(pres)

    # not up (a dozen decisions on this small fixture may leave the mean rank in place: since
    # stop 29 it ties at 10.83; the learning itself is asserted on the scores above)
    assert mean_rank(after_scores) >= mean_rank(before_scores)
    assert set(decided) <= set(store.statuses(store.connect(wh), "ann"))


def test_review_cli_refuses_an_unknown_order_and_a_negative_rerank(wh):
    env = os.environ | {"PYTHONPATH": str(Path(__file__).resolve().parents[1])}
    mine = [sys.executable, "-c", "from pipeline.cli import main; main()"]
    args = ["review", "--reviewer", "ann", "--warehouse", str(wh.root), "--port", "0"]
    for extra, code in ((["--order", "best"], "E150"), (["--rerank-every", "-1"], "E151")):
        done = subprocess.run([*mine, *args, *extra], capture_output=True, text=True, env=env)
        out = done.stdout + done.stderr
        assert done.returncode == 2 and code in out and "Traceback" not in out, out


def test_mine_review_re_ranks_on_start_and_serves_the_order(wh):
    """`mine review` as a user starts it: default order score, the start-up re-fit shown by
    /api/rank, and --order random --seed giving the same order as the store."""
    env = os.environ | {
        "PYTHONPATH": str(Path(__file__).resolve().parents[1]),
        "PYTHONUNBUFFERED": "1",
        "COLUMNS": "200",
    }
    mine = [sys.executable, "-c", "from pipeline.cli import main; main()"]

    def serve(*extra: str):
        args = ["review", "--warehouse", str(wh.root), "--reviewer", "ann", "--port", "0"]
        proc = subprocess.Popen(
            [*mine, *args, *extra], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
            env=env,
        )  # fmt: skip
        lines, url = [], None
        deadline = time.monotonic() + 120
        while url is None and time.monotonic() < deadline:
            line = proc.stdout.readline()
            if not line:
                break
            lines.append(line)
            if "http://127.0.0.1:" in line:
                url = line[line.index("http://") :].split()[0]
        assert url, proc.stderr.read() if proc.poll() is not None else "no URL printed"
        with urllib.request.urlopen(url, timeout=30) as resp:
            token = re.search(r'name="mine-token" content="([^"]+)"', resp.read().decode())[1]

        def get(path: str) -> dict:
            req = urllib.request.Request(url + path, headers={"X-Mine-Token": token})
            with urllib.request.urlopen(req, timeout=30) as resp:
                return json.loads(resp.read())

        return proc, "".join(lines), get

    proc, out, get = serve()
    try:
        assert "order: score" in out and "every 25 decisions" in out
        deadline = time.monotonic() + 90
        rank = get("api/rank")
        while rank["ranking"]["status"] in ("running", "off") and time.monotonic() < deadline:
            time.sleep(0.5)
            rank = get("api/rank")
        assert rank["ranking"]["status"] == "done", rank
        assert rank["ranking"]["kind"] == "prior" and rank["ranking"]["model_id"]
        assert rank["order"] == "score"
    finally:
        proc.terminate()
        _, err = proc.communicate(timeout=30)
    assert "Traceback" not in err, err
    proc, out, get = serve("--order", "random", "--seed", "5", "--rerank-every", "0")
    try:
        state = get("api/state")
        assert state["order"] == "random (seed 5)" and state["ranking"]["status"] == "off"
        con = store.connect(wh)
        try:
            expected = store.queue(con, "ann", order="random", seed=5)
        finally:
            con.close()
        assert [q["candidate_id"] for q in state["queue"]] == expected
    finally:
        proc.terminate()
        proc.communicate(timeout=30)


def test_spreading_keeps_the_control_cap():
    """`spread` moves items to keep one sentence's items apart; it must not move a control into
    a prefix that already holds its share (stop 29: a control-only candidate of the fixture came
    4th of 15 with 3 controls before it, after `cap_controls` had placed it lower)."""

    def item(cid: str, sid: str, score: float, control: bool = False) -> order.QueueItem:
        return order.QueueItem(cid, sid, keep_score=score, confidence=0.9, control=control)

    items = [
        item("c1", "s2", 0.95, control=True),
        item("n1", "s1", 0.9),
        item("n2", "s1", 0.85),
        item("n3", "s1", 0.8),
        item("n4", "s3", 0.3),
        item("n5", "s4", 0.2),
        item("n6", "s5", 0.1),
        item("n7", "s6", 0.05),
    ]
    ids = order.ordered(items, "score")
    flags = [i.startswith("c") for i in ids]
    # before: n1, c1, n4, ... (n2 and n3 share n1's sentence, so the control moved up)
    assert _control_share_ok(flags) and ids[:2] == ["n1", "n4"], ids


def test_a_candidate_without_pairs_goes_last_in_a_scored_warehouse(con):
    # stop 48: a candidate the rewriters wrote no pair for used to sort by its extraction
    # confidence (0.9-1.0), ahead of pairs the model scored lower
    with_keep_scores(con, "0.6")
    paired = {r[0] for r in con.execute("SELECT DISTINCT candidate_id FROM pairs").fetchall()}
    everything = store.queue(con, "ann")
    pairless = [c for c in everything if c not in paired]
    if not pairless:  # make one: drop every pair of the first candidate
        con.execute(
            "CREATE OR REPLACE TABLE _kept AS SELECT * FROM pairs WHERE candidate_id <> $c",
            {"c": everything[0]},
        )
        con.execute("CREATE OR REPLACE VIEW pairs AS SELECT * FROM _kept")
        pairless = [everything[0]]
    ids = order.order_candidates(con, everything, "score", gap=1)
    assert set(ids[-len(pairless) :]) == set(pairless)
