"""Cohen's and Fleiss' kappa: textbook values, a cross-check with NLTK, and through the warehouse."""

from __future__ import annotations

import json
import random
import uuid
from datetime import datetime, timedelta

import pytest
from typer.testing import CliRunner

from pipeline.cli import app, load_commands
from pipeline.review import store
from pipeline.review.agreement import agreement, cohen_kappa, fleiss_kappa, fleiss_kappa_counts
from pipeline.warehouse import Warehouse


def test_cohen_textbook_value():
    # 50 items: both "yes" 20, A yes/B no 5, A no/B yes 10, both "no" 15 -> p_o .7, p_e .5, kappa .4
    a = ["yes"] * 25 + ["no"] * 25
    b = ["yes"] * 20 + ["no"] * 5 + ["yes"] * 10 + ["no"] * 15
    assert cohen_kappa(a, b) == pytest.approx(0.4)
    assert cohen_kappa(a, a) == pytest.approx(1.0)
    assert cohen_kappa(["x"] * 3, ["x"] * 3) is None  # p_e = 1: undefined
    with pytest.raises(ValueError):
        cohen_kappa(["x"], [])


def test_fleiss_textbook_value():
    # Fleiss (1971)-style table: 10 items, 14 raters, 5 categories -> kappa 0.210
    counts = [
        [0, 0, 0, 0, 14],
        [0, 2, 6, 4, 2],
        [0, 0, 3, 5, 6],
        [0, 3, 9, 2, 0],
        [2, 2, 8, 1, 1],
        [7, 7, 0, 0, 0],
        [3, 2, 6, 3, 0],
        [2, 5, 3, 2, 2],
        [6, 5, 2, 1, 0],
        [0, 2, 2, 3, 7],
    ]
    assert fleiss_kappa_counts(counts) == pytest.approx(0.20993, abs=1e-5)
    with pytest.raises(ValueError):
        fleiss_kappa_counts([[1, 1], [2, 1]])


def test_matches_nltk_on_random_ratings():
    agreement_mod = pytest.importorskip("nltk.metrics.agreement")
    rng = random.Random(7)
    labels = ("entailment", "neutral", "contradiction")
    items = [
        [rng.choice(labels) if rng.random() < 0.6 else "entailment" for _ in range(3)]
        for _ in range(60)
    ]
    task = agreement_mod.AnnotationTask(
        data=[(f"r{j}", f"i{i}", items[i][j]) for i in range(len(items)) for j in range(3)]
    )
    a, b = [x[0] for x in items], [x[1] for x in items]
    assert cohen_kappa(a, b) == pytest.approx(task.kappa_pairwise("r0", "r1"))
    # NLTK's multi-pi (Siegel & Castellan's K) is Fleiss' kappa when every rater rates every item
    assert fleiss_kappa(items) == pytest.approx(task.pi())


T0 = datetime(2026, 1, 1)


def _write_row(wh, reviewer, cid, subtype, decision, label, when, action=None, undoes=None) -> str:
    action = action or uuid.uuid4().hex
    row = {
        "review_id": uuid.uuid4().hex,
        "action_id": action,
        "reviewer": reviewer,
        "reviewed_at": when,
        "candidate_id": cid,
        "pair_id": f"{cid}-p",
        "phenomenon": "conjunction",
        "subtype": subtype,
        "decision": decision,
        "label": label,
        "label_scheme": "inli4" if label and label.endswith("_entailment") else "nli3",
        "edits": "{}",
        "flags": "[]",
        "undoes": undoes,
    }
    wh.write("reviews", f"{reviewer}/{when:%Y%m%dT%H%M%S%f}-{uuid.uuid4().hex}", [row])
    return action


def _write_reviews(wh: Warehouse, plan: dict[str, list[tuple[str, str, str, str]]]) -> None:
    """plan: reviewer -> [(candidate_id, subtype, decision, label)], one action per item."""
    for reviewer, items in plan.items():
        for n, (cid, subtype, decision, label) in enumerate(items):
            _write_row(wh, reviewer, cid, subtype, decision, label, T0 + timedelta(seconds=n))


def test_agreement_through_the_warehouse(tmp_path):
    wh = Warehouse(tmp_path / "wh")
    # ann and bob: 10 "and" items, labels agree on 8; chance from the marginals below.
    ann = ["entailment"] * 5 + ["neutral"] * 3 + ["contradiction"] * 2
    bob = (
        ["entailment"] * 4 + ["neutral"] + ["neutral"] * 2 + ["entailment"] + ["contradiction"] * 2
    )
    # cat: labels only items 0-5 (so ann|cat and bob|cat share 6 items, Fleiss over 6)
    cat = [
        "explicit_entailment",
        "implied_entailment",
        "entailment",
        "neutral",
        "neutral",
        "neutral",
    ]
    plan = {
        "ann": [(f"c{i}", "and", "accept", lab) for i, lab in enumerate(ann)],
        "bob": [
            (f"c{i}", "and", "accept" if i < 8 else "reject", lab) for i, lab in enumerate(bob)
        ],
        "cat": [(f"c{i}", "and", "accept", lab) for i, lab in enumerate(cat)],
    }
    _write_reviews(wh, plan)
    # history that must not count: bob's earlier label on c5 is superseded by the plan's, and a
    # later relabelling of c9 was undone
    _write_row(wh, "bob", "c5", "and", "accept", "contradiction", T0 - timedelta(hours=1))
    undone = _write_row(wh, "bob", "c9", "and", "accept", "neutral", T0 + timedelta(hours=1))
    _write_row(wh, "bob", "c9", "and", "undone", None, T0 + timedelta(hours=2), undoes=undone)
    wh.refresh_views()
    con = store.connect(wh)
    rows = agreement(con)
    con.close()
    by = {(r["measure"], r["scope"], r["statistic"], r["raters"]): r for r in rows}

    ab = by[("label", "all", "cohen", "ann | bob")]
    assert ab["n_items"] == 10
    assert ab["observed"] == pytest.approx(0.8)
    # marginals ann: E5 N3 C2, bob: E5 N3 C2 -> p_e = (25+9+4)/100 = .38; kappa = .42/.62
    assert ab["kappa"] == pytest.approx((0.8 - 0.38) / 0.62)
    assert ab["kappa"] == pytest.approx(cohen_kappa(ann, bob))

    # INLI 4-way labels count as entailment against 3-way labels
    ac = by[("label", "all", "cohen", "ann | cat")]
    assert ac["n_items"] == 6
    assert ac["kappa"] == pytest.approx(cohen_kappa(ann[:6], ["entailment"] * 3 + ["neutral"] * 3))
    fl = by[("label", "all", "fleiss", "ann | bob | cat")]
    assert fl["n_items"] == 6
    cat3 = ["entailment"] * 3 + ["neutral"] * 3
    expected = fleiss_kappa([[ann[i], bob[i], cat3[i]] for i in range(6)])
    assert fl["kappa"] == pytest.approx(expected)

    dec = by[("decision", "all", "cohen", "ann | bob")]
    assert dec["observed"] == pytest.approx(0.8)
    assert dec["kappa"] == pytest.approx(0.0)  # ann accepts everything: no agreement beyond chance
    assert ("label", "subtype", "cohen", "ann | bob") in by


def test_agreement_cli_json(tmp_path):
    wh = Warehouse(tmp_path / "wh")
    _write_reviews(
        wh,
        {
            "ann": [("c1", "or", "accept", "neutral"), ("c2", "or", "reject", "contradiction")],
            "bob": [("c1", "or", "accept", "neutral"), ("c2", "or", "accept", "entailment")],
        },
    )
    wh.refresh_views()
    load_commands()
    out = tmp_path / "agreement.json"
    res = CliRunner().invoke(app, ["agreement", "--warehouse", str(wh.root), "--json", str(out)])
    assert res.exit_code == 0, res.output
    assert "ann | bob" in res.output
    rows = json.loads(out.read_text())
    lab = next(
        r
        for r in rows
        if r["measure"] == "label" and r["scope"] == "all" and r["statistic"] == "cohen"
    )
    assert lab["n_items"] == 2 and lab["observed"] == 0.5


def _write_action(wh, reviewer, cid, decision, pairs, when) -> None:
    """One action of ``reviewer`` on candidate ``cid``: pairs = [(pair_id, label, edits)]."""
    action = uuid.uuid4().hex
    rows = [
        {
            "review_id": uuid.uuid4().hex,
            "action_id": action,
            "reviewer": reviewer,
            "reviewed_at": when,
            "candidate_id": cid,
            "pair_id": pid,
            "phenomenon": "conjunction",
            "subtype": "and",
            "decision": decision,
            "label": label,
            "label_scheme": "nli3",
            "edits": json.dumps(edits or {}),
            "flags": "[]",
        }
        for pid, label, edits in pairs
    ]
    wh.write("reviews", f"{reviewer}/{when:%Y%m%dT%H%M%S%f}-{action}", rows)


def test_decision_agreement_counts_candidates_not_pairs(tmp_path):
    wh = Warehouse(tmp_path / "wh")
    big = [(f"c1-p{i}", None, None) for i in range(3)]  # one candidate, three pairs
    _write_action(wh, "ann", "c1", "accept", big, T0)
    _write_action(wh, "bob", "c1", "reject", big, T0)
    _write_action(wh, "ann", "c2", "accept", [("c2-p0", None, None)], T0)
    _write_action(wh, "bob", "c2", "accept", [("c2-p0", None, None)], T0)
    wh.refresh_views()
    con = store.connect(wh)
    rows = agreement(con, ["decision"])
    con.close()
    dec = next(r for r in rows if r["scope"] == "all" and r["statistic"] == "cohen")
    assert dec["unit"] == "candidate"
    assert dec["n_items"] == 2  # c1 and c2, not 4 pairs
    assert dec["observed"] == pytest.approx(0.5)  # not 0.25: c1's three pairs weigh as one


def test_label_agreement_compares_pairs_with_the_same_texts_only(tmp_path):
    wh = Warehouse(tmp_path / "wh")
    # p1: both label the generated texts; p2: bob labels his own edited hypothesis
    _write_action(
        wh, "ann", "c1", "accept", [("p1", "entailment", None), ("p2", "entailment", None)], T0
    )
    _write_action(
        wh,
        "bob",
        "c1",
        "accept",
        [("p1", "entailment", None), ("p2", "contradiction", {"hypothesis": "Nobody came."})],
        T0,
    )
    _write_action(wh, "ann", "c2", "accept", [("p3", "neutral", None)], T0)
    _write_action(wh, "bob", "c2", "accept", [("p3", "contradiction", None)], T0)
    wh.refresh_views()
    con = store.connect(wh)
    rows = agreement(con, ["label"])
    con.close()
    lab = next(r for r in rows if r["scope"] == "all" and r["statistic"] == "cohen")
    assert lab["unit"] == "pair"
    assert lab["n_items"] == 2  # p1 and p3; p2 was judged on different hypotheses
    assert lab["observed"] == pytest.approx(0.5)
