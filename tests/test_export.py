"""Export accepted items and import annotation results in the platforms' real formats.

Round trips: reviewed warehouse (real sentences, real conjunction candidates and rewrites, review
decisions through the review store) -> Label Studio tasks + config / MTurk batch CSV + key ->
results files written the way Label Studio's JSON export and MTurk's batch results CSV are ->
``mine import-annotations`` -> ``annotation_labels`` / ``annotation_worker_accuracy`` views.
"""

from __future__ import annotations

import csv
import json
import subprocess
import sys
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

import pytest
from typer.testing import CliRunner

from pipeline.cli import app, load_commands
from pipeline.review import store
from pipeline.review.export import ExportError, export
from tests.review_support import build_base, fresh_copy

LABELS = ("entailment", "neutral", "contradiction")
EDITED = "Marie Curie studied physics in Paris."

FILLERS = [
    {"pairID": "f1e", "gold_label": "entailment", "genre": "fiction",
     "sentence1": "The kettle boiled and she poured the tea into two cups.",
     "sentence2": "She poured tea."},
    {"pairID": "f2c", "gold_label": "contradiction", "genre": "travel",
     "sentence1": "The museum is closed on Mondays.",
     "sentence2": "The museum is open every day of the week."},
    {"pairID": "f3n", "gold_label": "neutral", "genre": "government",
     "sentence1": "The council approved the budget on Tuesday.",
     "sentence2": "The budget includes money for new parks."},
    {"pairID": "f4x", "gold_label": "-", "genre": "fiction",
     "sentence1": "No consensus item.", "sentence2": "It is dropped."},
]  # fmt: skip


@pytest.fixture(scope="module")
def base(nlp, tmp_path_factory):
    return build_base(nlp, tmp_path_factory.mktemp("export-base") / "wh")


@pytest.fixture()
def reviewed(base, tmp_path):
    """A warehouse where ann and bob reviewed every candidate; returns (wh, expected export)."""
    wh = fresh_copy(base, tmp_path / "wh")
    con = store.connect(wh)
    queue = store.queue(con, "ann")
    expected: dict[str, dict] = {}
    edited_pair = None
    for i, cid in enumerate(queue):
        pairs = store.item(con, cid, "ann")["pairs"]
        ann_pairs, bob_pairs = [], []
        for j, p in enumerate(pairs):
            ann_label = LABELS[(i + j) % 3]
            bob_label = ann_label if j % 2 == 0 else None
            a = {"pair_id": p["pair_id"], "label": ann_label}
            if edited_pair is None and i % 4 and "physics" in p["hypothesis"]:
                a["hypothesis"] = EDITED  # a reviewer resolves the pronoun (NOPE App. C)
                edited_pair = p["pair_id"]
            ann_pairs.append(a)
            bob_pairs.append({"pair_id": p["pair_id"], "label": bob_label})
            if i % 4:
                expected[p["pair_id"]] = {
                    "gold": ann_label,  # ann's label, with bob agreeing or silent -> majority
                    "hypothesis": a.get("hypothesis", p["hypothesis"]),
                    "generated": p["hypothesis"],
                }
        store.record_decision(
            wh, con, "ann", {"candidate_id": cid, "decision": "accept", "pairs": ann_pairs}
        )
        bob_decision = "reject" if i % 4 == 0 else ("unsure" if i % 4 == 1 else "accept")
        store.record_decision(
            wh, con, "bob", {"candidate_id": cid, "decision": bob_decision, "pairs": bob_pairs}
        )
    con.close()
    assert edited_pair is not None and len(expected) >= 6
    return wh, expected, edited_pair


def _fillers_file(tmp_path: Path) -> Path:
    path = tmp_path / "mnli_fillers.jsonl"
    path.write_text("".join(json.dumps(f) + "\n" for f in FILLERS), encoding="utf-8")
    return path


def _key(path: Path) -> list[dict[str, str]]:
    with path.open(encoding="utf-8", newline="") as fh:
        return list(csv.DictReader(fh))


def _plan(k: int) -> list[str]:
    """Labels of workers 1-3 for the k-th real item: majority / no majority / unanimous."""
    return [["entailment", "entailment", "neutral"], ["neutral", "contradiction", "entailment"],
            ["contradiction"] * 3][k % 3]  # fmt: skip


def _expected_after_exclusion(k: int) -> str | None:
    """Worker 3 fails every filler and is excluded: majority of workers 1-2."""
    a, b = _plan(k)[:2]
    return a if a == b else None


def _labels_view(wh) -> dict[str, dict]:
    con = store.connect(wh)
    try:
        cur = con.execute("SELECT * FROM annotation_labels")
        cols = [d[0] for d in cur.description]
        return {r[0]: dict(zip(cols, r, strict=True)) for r in cur.fetchall()}
    finally:
        con.close()


def _workers_view(wh) -> dict[str, dict]:
    con = store.connect(wh)
    try:
        cur = con.execute("SELECT * FROM annotation_worker_accuracy")
        cols = [d[0] for d in cur.description]
        return {r[0]: dict(zip(cols, r, strict=True)) for r in cur.fetchall()}
    finally:
        con.close()


MINE = [sys.executable, "-c", "from pipeline.cli import main; main()"]


@dataclass
class Ran:
    """A finished `mine` subprocess: exit code and everything it printed."""

    exit_code: int
    output: str


def mine(*args: str) -> Ran:
    res = subprocess.run([*MINE, *args], capture_output=True, text=True, timeout=600)
    return Ran(res.returncode, res.stdout + res.stderr)


def _import(wh, fmt: str, results: Path, key: Path) -> Ran:
    """`mine import-annotations` as a user runs it (a real subprocess)."""
    return mine(
        "import-annotations", str(results), "--format", fmt, "--key", str(key),
        "--warehouse", str(wh.root),
    )  # fmt: skip


def test_jsonl_has_mnli_fields_edits_and_review_labels(reviewed, tmp_path):
    wh, expected, edited_pair = reviewed
    load_commands()
    out = tmp_path / "nli.jsonl"
    res = CliRunner().invoke(
        app, ["export", "--warehouse", str(wh.root), "--format", "jsonl", "--out", str(out)]
    )
    assert res.exit_code == 0, res.output
    recs = [json.loads(line) for line in out.read_text().splitlines()]
    assert {r["pairID"] for r in recs} == set(expected)
    for r in recs:
        assert {"sentence1", "sentence2", "gold_label", "pairID", "promptID", "genre"} <= set(r)
        assert r["gold_label"] == expected[r["pairID"]]["gold"]
        assert r["label_source"] == "review"
        assert r["sentence2"] == expected[r["pairID"]]["hypothesis"]
    rec = next(r for r in recs if r["pairID"] == edited_pair)
    assert rec["edited"] and rec["sentence2"] == EDITED
    assert rec["original_hypothesis"] == expected[edited_pair]["generated"] != EDITED
    assert sum(r["edited"] for r in recs) == 1
    # --where narrows the export; csv has the same rows
    out_csv = tmp_path / "nli.csv"
    con = store.connect(wh)
    export(con, "csv", out_csv, where="subtype = 'and'")
    with out_csv.open(encoding="utf-8", newline="") as fh:
        rows = list(csv.DictReader(fh))
    assert rows and all(r["subtype"] == "and" for r in rows)
    assert {r["pairID"] for r in rows} < set(expected)
    with pytest.raises(ExportError):
        export(con, "xlsx", tmp_path / "x.xlsx")
    con.close()


def test_labelstudio_round_trip(reviewed, tmp_path):
    wh, expected, _ = reviewed
    out = tmp_path / "ls" / "tasks.json"
    load_commands()
    res = CliRunner().invoke(
        app,
        ["export", "--warehouse", str(wh.root), "--format", "labelstudio", "--out", str(out),
         "--fillers", str(_fillers_file(tmp_path)), "--filler-rate", "0.25", "--items-per-hit", "4"],
    )  # fmt: skip
    assert res.exit_code == 0, res.output
    tasks = json.loads(out.read_text())
    key = _key(out.with_name("tasks.json.key.csv"))
    n_hits = -(-len(expected) // 4)
    assert len(tasks) == len(key) == len(expected) + n_hits  # one filler per HIT of 4
    fillers = [k for k in key if k["is_filler"] == "true"]
    assert len(fillers) == n_hits and {f["gold_label"] for f in fillers} <= set(LABELS)
    assert {k["item_id"] for k in key if k["is_filler"] == "false"} == set(expected)

    # the labeling config names exactly the data fields of the tasks and offers the 3 labels
    config = ET.fromstring(out.with_name("tasks.json.config.xml").read_text())
    fields = {t.get("value").lstrip("$") for t in config.iter("Text")}
    assert all(set(t["data"]) >= fields for t in tasks)
    choices = config.find("Choices")
    assert choices.get("name") == "label" and [c.get("value") for c in choices] == list(LABELS)

    # Label Studio's JSON export of that project, annotated by three users
    by_token = {k["token"]: k for k in key}
    real_index = {k["token"]: n for n, k in enumerate(k for k in key if k["is_filler"] == "false")}
    exported = []
    for n, task in enumerate(tasks, 1):
        entry = by_token[task["data"]["token"]]
        if entry["is_filler"] == "true":
            gold = entry["gold_label"]
            wrong = next(x for x in LABELS if x != gold)
            labels = [gold, gold, wrong]
        else:
            labels = _plan(real_index[entry["token"]])
        anns = []
        for u, lab in enumerate(labels, 1):
            who = {"id": u, "email": f"user{u}@example.org"} if u == 2 else u  # old and new style
            anns.append({
                "id": 1000 * n + u, "completed_by": who, "was_cancelled": False, "lead_time": 4.2,
                "created_at": "2026-01-05T10:00:00.000000Z", "ground_truth": False,
                "result": [{"id": f"r{n}{u}", "from_name": "label", "to_name": "premise",
                            "type": "choices", "origin": "manual", "value": {"choices": [lab]}}],
            })  # fmt: skip
        anns.append({"id": 9, "completed_by": 4, "was_cancelled": True, "result": []})
        exported.append({"id": n, "data": task["data"], "annotations": anns, "predictions": []})
    results = tmp_path / "project-1-at-2026-01-05.json"
    results.write_text(json.dumps(exported))

    res = _import(wh, "labelstudio", results, out.with_name("tasks.json.key.csv"))
    assert res.exit_code == 0, res.output
    workers = _workers_view(wh)
    assert set(workers) == {"1", "user2@example.org", "3"}
    assert workers["1"]["filler_accuracy"] == 1.0 and not workers["1"]["excluded"]
    assert workers["3"]["filler_accuracy"] == 0.0 and workers["3"]["excluded"]
    labels = _labels_view(wh)
    assert set(labels) == set(expected)
    for token, k in real_index.items():
        row = labels[by_token[token]["item_id"]]
        assert row["n_annotations"] == 2 and row["n_excluded_workers"] == 1
        assert row["majority_label"] == _expected_after_exclusion(k)
        assert row["has_majority"] == (_expected_after_exclusion(k) is not None)

    # importing the same file again adds nothing
    res = _import(wh, "labelstudio", results, out.with_name("tasks.json.key.csv"))
    assert res.exit_code == 0
    con = store.connect(wh)
    assert con.execute("SELECT count(*) FROM annotations").fetchall()[0][0] == 3 * len(tasks)
    con.close()


def test_mturk_round_trip(reviewed, tmp_path):
    wh, expected, _ = reviewed
    out = tmp_path / "batch.csv"
    con = store.connect(wh)
    result = export(
        con, "mturk", out, fillers=_fillers_file(tmp_path), filler_rate=0.2, items_per_hit=5
    )
    con.close()
    key = _key(tmp_path / "batch.csv.key.csv")
    with out.open(encoding="utf-8", newline="") as fh:
        batch = list(csv.DictReader(fh))
    assert len(batch) == result.n_hits == -(-len(expected) // 5)
    assert result.n_items == len(expected) and result.n_fillers == result.n_hits
    template = (tmp_path / "batch.csv.template.html").read_text()
    assert "${premise_1}" in template and 'name="label_1"' in template
    # the fillers are not recognisable in the batch: tokens only
    assert not any("filler" in v for row in batch for v in row.values())

    by_token = {k["token"]: k for k in key}
    real_index = {k["token"]: n for n, k in enumerate(k for k in key if k["is_filler"] == "false")}
    slots = sorted(int(c.split("_")[1]) for c in batch[0] if c.startswith("item_"))
    choice_cols = [f"Answer.label_{k}.{lab}" for k in slots for lab in LABELS]
    header = ["HITId", "HITTypeId", "Title", "Reward", "AssignmentId", "WorkerId", "AssignmentStatus",
              "AcceptTime", "SubmitTime", "WorkTimeInSeconds", "LifetimeApprovalRate"]  # fmt: skip
    header += [f"Input.{c}" for c in batch[0]] + [f"Answer.label_{k}" for k in slots] + choice_cols
    rows = []
    for h, hit in enumerate(batch, 1):
        for w in ("W1", "W2", "W3", "W4"):
            row = dict.fromkeys(header, "")
            row |= {"HITId": f"3HIT{h}", "HITTypeId": "3TYPE", "Title": "Is the statement true?",
                    "Reward": "$2.50", "AssignmentId": f"3A{h}{w}", "WorkerId": w,
                    "AssignmentStatus": "Rejected" if w == "W4" else "Submitted",
                    "AcceptTime": "Mon Jan 05 10:00:00 PST 2026",
                    "SubmitTime": "Mon Jan 05 10:09:36 PST 2026", "WorkTimeInSeconds": "576",
                    "LifetimeApprovalRate": "0% (0/0)"}  # fmt: skip
            row |= {f"Input.{c}": v for c, v in hit.items()}
            for k in slots:
                token = hit[f"item_{k}"]
                if not token:
                    continue
                entry = by_token[token]
                if w == "W4":
                    lab = "contradiction"
                elif entry["is_filler"] == "true":
                    gold = entry["gold_label"]
                    lab = gold if w != "W3" else next(x for x in LABELS if x != gold)
                else:
                    lab = _plan(real_index[token])[int(w[1]) - 1]
                if w == "W2":  # crowd-radio-button style answers
                    row[f"Answer.label_{k}.{lab}"] = "true"
                    for other in LABELS:
                        if other != lab:
                            row[f"Answer.label_{k}.{other}"] = "false"
                else:
                    row[f"Answer.label_{k}"] = lab
            rows.append(row)
    results = tmp_path / "Batch_5123456_batch_results.csv"
    with results.open("w", encoding="utf-8", newline="") as fh:
        wr = csv.DictWriter(fh, fieldnames=header)
        wr.writeheader()
        wr.writerows(rows)

    res = _import(wh, "mturk", results, tmp_path / "batch.csv.key.csv")
    assert res.exit_code == 0, res.output
    workers = _workers_view(wh)
    assert set(workers) == {"W1", "W2", "W3"}  # W4's assignments were rejected
    assert workers["W2"]["filler_accuracy"] == 1.0 and workers["W2"]["n_fillers"] == result.n_hits
    assert workers["W3"]["excluded"]
    labels = _labels_view(wh)
    assert set(labels) == set(expected)
    for token, k in real_index.items():
        row = labels[by_token[token]["item_id"]]
        assert row["majority_label"] == _expected_after_exclusion(k)
    no_majority = [r for r in labels.values() if not r["has_majority"]]
    assert len(no_majority) == sum(
        _expected_after_exclusion(k) is None for k in real_index.values()
    )

    # a results file from another export cannot be matched
    other_key = tmp_path / "other.key.csv"
    other_key.write_text(
        "token,item_id,pair_id,candidate_id,is_filler,gold_label,hit,position\nzz,x,,,false,,1,1\n"
    )
    res = _import(wh, "mturk", results, other_key)
    assert res.exit_code == 2 and "E044" in res.output and "not in the key file" in res.output
