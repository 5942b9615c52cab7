"""The review store without a browser: validation, undo history, saved queries, highlights."""

from __future__ import annotations

import json

import pytest

from pipeline.review import store
from tests.review_support import build_base, fresh_copy


@pytest.fixture(scope="module")
def base(nlp, tmp_path_factory):
    return build_base(nlp, tmp_path_factory.mktemp("store-base") / "wh")


@pytest.fixture()
def wh(base, tmp_path):
    return fresh_copy(base, tmp_path / "wh")


def _status(wh, reviewer):
    con = store.connect(wh)
    try:
        return store.statuses(con, reviewer)
    finally:
        con.close()


def test_every_saved_query_runs_and_selects_candidates(wh):
    con = store.connect(wh)
    queue = store.queue(con, "ann")
    item = store.item(con, queue[0], "ann")
    store.record_decision(wh, con, "ann", {"candidate_id": queue[0], "decision": "unsure"})
    store.record_decision(
        wh,
        con,
        "bob",
        {
            "candidate_id": queue[0],
            "decision": "accept",
            "pairs": [{"pair_id": p["pair_id"], "label": "neutral"} for p in item["pairs"]],
        },
    )
    con.close()
    con = store.connect(wh)
    names = store.saved_queries()
    assert {"unreviewed", "clefts_unreviewed", "disagreements", "unsure"} <= set(names)
    assert all(desc for desc in names.values())  # every saved query says what it selects
    got = {name: store.queue(con, "ann", query=name) for name in names}
    assert queue[0] not in got["unreviewed"] and len(got["unreviewed"]) == len(queue) - 1
    assert got["unsure"] == [queue[0]]
    assert got["disagreements"] == [queue[0]]
    assert got["clefts_unreviewed"] == []  # this warehouse has conjunction candidates only
    assert queue[0] not in got["conjunction_unreviewed"]
    assert store.queue(con, "carl", query="second_opinion") == []  # two reviewers already
    with pytest.raises(store.ReviewError):
        store.queue(con, "ann", where="subtype = 'and'", query="unreviewed")
    con.close()


def test_invalid_decisions_are_refused_and_nothing_is_written(wh):
    con = store.connect(wh)
    cid = store.queue(con, "ann")[0]
    pid = store.item(con, cid, "ann")["pairs"][0]["pair_id"]
    bad = [
        {"candidate_id": cid, "decision": "maybe"},
        {"candidate_id": "nope", "decision": "accept"},
        {"candidate_id": cid, "decision": "accept", "flags": ["typo_flag"]},
        {
            "candidate_id": cid,
            "decision": "accept",
            "pairs": [{"pair_id": pid, "label": "implied_entailment"}],
        },
        {
            "candidate_id": cid,
            "decision": "accept",
            "pairs": [{"pair_id": "other", "label": "neutral"}],
        },
    ]
    for payload in bad:
        with pytest.raises(store.ReviewError):
            store.record_decision(wh, con, "ann", payload)
    assert not (wh.root / "reviews").exists()
    # the 4-way label is fine in the INLI scheme
    store.record_decision(
        wh,
        con,
        "ann",
        {
            "candidate_id": cid,
            "decision": "accept",
            "label_scheme": "inli4",
            "pairs": [{"pair_id": pid, "label": "implied_entailment"}],
        },
    )
    con.close()
    con = store.connect(wh)
    st = store.item(con, cid, "ann")["status"]
    assert st["label_scheme"] == "inli4" and st["pairs"][pid]["label"] == "implied_entailment"
    con.close()


def test_undo_walks_back_through_history(wh):
    con = store.connect(wh)
    c1, c2 = store.queue(con, "ann")[:2]
    store.record_decision(wh, con, "ann", {"candidate_id": c1, "decision": "reject"})
    store.record_decision(wh, con, "ann", {"candidate_id": c1, "decision": "accept"})
    store.record_decision(wh, con, "ann", {"candidate_id": c2, "decision": "unsure"})
    assert _status(wh, "ann") == {c1: "accept", c2: "unsure"}
    assert store.undo_last(wh, store.connect(wh), "ann") == c2
    assert _status(wh, "ann") == {c1: "accept"}
    assert store.undo_last(wh, store.connect(wh), "ann") == c1
    assert _status(wh, "ann") == {c1: "reject"}  # the earlier decision is back
    assert store.undo_last(wh, store.connect(wh), "ann") == c1
    assert store.undo_last(wh, store.connect(wh), "ann") is None
    assert _status(wh, "ann") == {}
    # append-only: 3 decisions + 3 undos, one file each
    assert len(list((wh.root / "reviews").rglob("*.parquet"))) == 6


def test_pair_level_reject_and_highlights(wh):
    con = store.connect(wh)
    cid = store.queue(con, "ann", where="subtype = 'and'")[0]
    item = store.item(con, cid, "ann")
    cand = item["candidate"]
    conjuncts = cand["features"].get("conjuncts")
    spans = [(h["start"], h["end"]) for h in item["highlights"] if h["kind"] == "conjuncts"]
    assert spans == [tuple(c) for c in conjuncts]  # char spans, not the token indices
    assert (cand["char_start"], cand["char_end"]) in [
        (h["start"], h["end"]) for h in item["highlights"] if h["kind"] == "trigger"
    ]
    first, *rest = item["pairs"]
    store.record_decision(
        wh,
        con,
        "ann",
        {
            "candidate_id": cid,
            "decision": "accept",
            "pairs": [{"pair_id": first["pair_id"], "decision": "reject"}],
        },
    )
    con.close()
    con = store.connect(wh)
    rows = con.execute(
        "SELECT pair_id, decision, edits FROM review_status WHERE candidate_id = ?", [cid]
    ).fetchall()
    by = {p: d for p, d, _ in rows}
    assert by[first["pair_id"]] == "reject" and {by[p["pair_id"]] for p in rest} == {"accept"}
    assert all(json.loads(e) == {} for _, _, e in rows)
    assert store.statuses(con, "ann") == {cid: "accept"}
    con.close()
