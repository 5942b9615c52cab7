"""Hand-offs that must not clobber or mislead: export refusals, escaped HITs, cumulative imports.

Label Studio cannot run as a server in these tests, so its exports are built here in the
documented Label Studio 1.23 formats (``JSON``: tasks with ``id``, ``data``, ``annotations[]``
with ``id``, ``completed_by``, ``result[].value.choices``, ``was_cancelled``, ``created_at``,
``updated_at``, ``project``; ``JSON_MIN``: one flat record per annotation). Everything else is
real: a real warehouse, the real `mine` CLI in subprocesses, and real Chromium for the HIT.
"""

from __future__ import annotations

import csv
import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from pipeline.review import store
from pipeline.review.export import accepted_items, export, gold_for
from tests import test_export
from tests.review_support import BROWSER_ARGS, CHROMIUM
from tests.test_export import _fillers_file, _key, _labels_view, _workers_view, mine

#: The export tests' fixtures: a reviewed copy of the small real warehouse per test.
base = test_export.base
reviewed = test_export.reviewed

T0 = "2026-01-05T10:00:00.000000Z"
T1 = "2026-01-06T09:30:00.000000Z"
#: Labels of users 1-3 for the k-th real item, per scheme (user 3 fails every filler).
PLANS = {
    "nli3": [["entailment", "entailment", "neutral"], ["neutral", "contradiction", "entailment"],
             ["contradiction"] * 3],
    "inli4": [["explicit_entailment", "implied_entailment", "neutral"],
              ["neutral", "contradiction", "explicit_entailment"], ["contradiction"] * 3],
}  # fmt: skip
NLI3 = {"explicit_entailment": "entailment", "implied_entailment": "entailment"}


def _export_ls(wh, tmp_path: Path, scheme: str) -> tuple[Path, list[dict], list[dict]]:
    out = tmp_path / f"ls-{scheme}" / "tasks.json"
    res = mine(
        "export", "--warehouse", str(wh.root), "--format", "labelstudio", "--out", str(out),
        "--fillers", str(_fillers_file(tmp_path)), "--filler-rate", "0.25",
        "--items-per-hit", "4", "--label-scheme", scheme,
    )  # fmt: skip
    assert res.exit_code == 0, res.output
    return out, json.loads(out.read_text()), _key(Path(f"{out}.key.csv"))


def _filler_answer(gold: str, user: int, scheme: str) -> str:
    if user == 3:
        return "neutral" if gold != "neutral" else "contradiction"
    if gold == "entailment" and scheme == "inli4":
        return "implied_entailment" if user == 1 else "explicit_entailment"
    return gold


def _ls_export(tasks, key, scheme, *, edit=None, delete=None) -> tuple[list, dict]:
    """A Label Studio 1.23 JSON export of the project + the hand-kept truth {(item, user): label}.

    ``edit`` = (real index, user, new label): that annotation's label is changed, ``updated_at``
    later; ``delete`` = (real index, user): that annotation is gone from the export.
    """
    by_token = {k["token"]: k for k in key}
    real = [k["token"] for k in key if k["is_filler"] == "false"]
    truth: dict[tuple[str, int], str] = {}
    exported = []
    for n, task in enumerate(tasks, 1):
        entry = by_token[task["data"]["token"]]
        anns = []
        for u in (1, 2, 3):
            updated = T0
            if entry["is_filler"] == "true":
                lab = _filler_answer(entry["gold_label"], u, scheme)
            else:
                k = real.index(entry["token"])
                lab = PLANS[scheme][k % 3][u - 1]
                if delete == (k, u):
                    continue
                if edit and edit[:2] == (k, u):
                    lab, updated = edit[2], T1
                truth[(entry["item_id"], u)] = lab
            anns.append({
                "id": 100 * n + u, "completed_by": u, "was_cancelled": False,
                "ground_truth": False, "lead_time": 7.5, "created_at": T0, "updated_at": updated,
                "task": n, "project": 3, "updated_by": u, "parent_prediction": None,
                "result": [{"id": f"r{n}-{u}", "from_name": "label", "to_name": "premise",
                            "type": "choices", "origin": "manual", "value": {"choices": [lab]}}],
            })  # fmt: skip
        anns.append({"id": 100 * n + 9, "completed_by": 9, "was_cancelled": True, "result": [],
                     "created_at": T0, "updated_at": T0})  # fmt: skip
        exported.append({
            "id": n, "inner_id": n, "project": 3, "data": task["data"], "annotations": anns,
            "predictions": [], "drafts": [], "meta": {}, "created_at": T0, "updated_at": T1,
            "total_annotations": len(anns) - 1, "cancelled_annotations": 1,
        })  # fmt: skip
    return exported, truth


def _json_min(exported: list[dict]) -> list[dict]:
    """The same project as Label Studio's JSON_MIN export (one flat record per annotation)."""
    out = []
    for task in exported:
        for a in task["annotations"]:
            if a["was_cancelled"]:
                continue
            out.append({**task["data"], "id": task["id"],
                        "label": a["result"][0]["value"]["choices"][0],
                        "annotator": a["completed_by"], "annotation_id": a["id"],
                        "created_at": a["created_at"], "updated_at": a["updated_at"],
                        "lead_time": a["lead_time"]})  # fmt: skip
    return out


def _hand_count(truth: dict[tuple[str, int], str], scheme: str) -> dict[str, dict]:
    """What annotation_labels must say: user 3 is excluded, labels of users 1-2 counted."""
    items: dict[str, list[str]] = {}
    for (item, user), lab in sorted(truth.items()):
        if user != 3:
            items.setdefault(item, []).append(lab)
    out = {}
    for item, labs in items.items():
        three = [NLI3.get(x, x) for x in labs]
        top = max(sorted(set(three)), key=three.count)
        top4 = max(sorted(set(labs)), key=labs.count)
        out[item] = {
            "n_annotations": len(labs),
            "n_entailment": three.count("entailment"),
            "n_implied_entailment": labs.count("implied_entailment"),
            "majority_label": top if three.count(top) * 2 > len(labs) else None,
            "majority_label_inli4": (
                top4 if any("_" in x for x in labs) and labs.count(top4) * 2 > len(labs) else None
            ),
        }
    return out


def _check_views(wh, truth, n_fillers: int, scheme: str) -> None:
    expected = _hand_count(truth, scheme)
    labels = _labels_view(wh)
    assert set(labels) == set(expected)
    for item, exp in expected.items():
        got = {k: labels[item][k] for k in exp}
        assert got == exp, item
    workers = _workers_view(wh)
    assert set(workers) == {"1", "2", "3"}
    for u in (1, 2, 3):
        w = workers[str(u)]
        assert w["n_items"] == sum(1 for (_, user) in truth if user == u)
        assert w["n_fillers"] == n_fillers
        assert w["n_fillers_correct"] == (n_fillers if u != 3 else 0)
        assert w["excluded"] == (u == 3)


def _annotation_rows(wh) -> list[tuple]:
    con = store.connect(wh)
    try:
        return con.execute(
            "SELECT * EXCLUDE (source_file) FROM annotations ORDER BY annotation_id"
        ).fetchall()
    finally:
        con.close()


@pytest.mark.parametrize("scheme", ["nli3", "inli4"])
def test_cumulative_labelstudio_exports_with_edit_and_deletion(reviewed, tmp_path, scheme):
    wh, expected, _ = reviewed
    out, tasks, key = _export_ls(wh, tmp_path, scheme)
    n_fillers = sum(k["is_filler"] == "true" for k in key)
    assert n_fillers and {k["label_scheme"] for k in key} == {scheme}
    config = ET.fromstring(Path(f"{out}.config.xml").read_text())
    shown = [c.get("value") for c in config.find("Choices")]
    assert all("_" not in v for v in shown)  # readable names, e.g. "explicit entailment"

    first, truth1 = _ls_export(tasks, key, scheme)
    f1 = tmp_path / "project-3-at-2026-01-05.json"
    f1.write_text(json.dumps(first))
    res = mine("import-annotations", str(f1), "-f", "labelstudio", "--key", f"{out}.key.csv",
               "--warehouse", str(wh.root))  # fmt: skip
    assert res.exit_code == 0, res.output
    _check_views(wh, truth1, n_fillers, scheme)

    # the next export of the same project: user 2 edited item 1, user 1's item 0 was deleted
    new_label = "neutral"
    second, truth2 = _ls_export(tasks, key, scheme, edit=(1, 2, new_label), delete=(0, 1))
    f2 = tmp_path / "project-3-at-2026-01-06.json"
    f2.write_text(json.dumps(second))
    res = mine("import-annotations", str(f2), "-f", "labelstudio", "--key", f"{out}.key.csv",
               "--warehouse", str(wh.root))  # fmt: skip
    assert res.exit_code == 0, res.output
    assert "1 updated, 1 removed" in res.output
    _check_views(wh, truth2, n_fillers, scheme)
    assert len(_annotation_rows(wh)) == len(truth2) + 3 * n_fillers  # no doubled rows
    con = store.connect(wh)
    edited = con.execute(
        "SELECT label, submitted_at FROM annotations WHERE worker_id = '2' AND label = ? "
        "AND submitted_at = ?", [new_label, T1]
    ).fetchall()  # fmt: skip
    con.close()
    assert len(edited) == 1  # the edit's updated_at, not created_at

    # re-importing the same file, or the same snapshot as JSON_MIN or CSV, changes nothing
    before = _annotation_rows(wh)
    records = _json_min(second)
    as_csv = tmp_path / "project-3.csv"
    with as_csv.open("w", encoding="utf-8", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=list(records[0]))
        w.writeheader()
        w.writerows(records)
    for name, content in (("again.json", second), ("min.json", records), ("min.csv", None)):
        path = tmp_path / name
        if content is None:
            path.write_text(as_csv.read_text(encoding="utf-8"), encoding="utf-8")
        else:
            path.write_text(json.dumps(content))
        res = mine("import-annotations", str(path), "-f", "labelstudio", "--key",
                   f"{out}.key.csv", "--warehouse", str(wh.root))  # fmt: skip
        assert res.exit_code == 0, res.output
        assert "0 updated, 0 removed" in res.output
        assert _annotation_rows(wh) == before


def _write_results(tmp_path: Path, name: str, content) -> Path:
    path = tmp_path / name
    path.write_text(content if isinstance(content, str) else json.dumps(content))
    return path


def test_malformed_imports_get_coded_errors_and_replace_nothing(reviewed, tmp_path):
    wh, _, _ = reviewed
    out, tasks, key = _export_ls(wh, tmp_path, "nli3")
    good, _ = _ls_export(tasks, key, "nli3")
    keyfile = f"{out}.key.csv"
    res = mine("import-annotations", str(_write_results(tmp_path, "good.json", good)), "-f",
               "labelstudio", "--key", keyfile, "--warehouse", str(wh.root))  # fmt: skip
    assert res.exit_code == 0, res.output
    before = _annotation_rows(wh)

    choices_as_string = json.loads(json.dumps(good))
    choices_as_string[0]["annotations"][0]["result"][0]["value"]["choices"] = "Entailment"
    unknown_label = json.loads(json.dumps(good))
    unknown_label[0]["annotations"][0]["result"][0]["value"]["choices"] = ["maybe"]
    no_token = json.loads(json.dumps(good))
    del no_token[0]["data"]["token"]
    other_key = tmp_path / "other.key.csv"
    with open(keyfile, encoding="utf-8") as src:
        other_key.write_text(src.read().replace(",", ",x", 1).replace("\n", "\n", 1))
    # a key of another warehouse: same tokens, but items that are not pairs here
    foreign = tmp_path / "foreign.key.csv"
    rows = _key(Path(keyfile))
    with foreign.open("w", encoding="utf-8", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=list(rows[0]))
        w.writeheader()
        for r in rows:
            if r["is_filler"] == "false":
                r["pair_id"] = r["item_id"] = "p" + r["pair_id"][::-1]
            w.writerow(r)
    cases = [
        ("list-of-strings.json", ["a", "b"], keyfile, "E043", "is a str, not an object"),
        ("object.json", {"tasks": good}, keyfile, "E043", "not a list of tasks"),
        ("broken.json", "[{", keyfile, "E043", "invalid JSON"),
        ("choices-str.json", choices_as_string, keyfile, "E043", "choices is str"),
        ("unknown.json", unknown_label, keyfile, "E046", "'maybe'"),
        ("no-token.json", no_token, keyfile, "E043", "no data.token"),
        ("coco.csv", "image,bbox\nx.png,1\n", keyfile, "E043", "token and annotation_id"),
        ("good2.json", good, str(foreign), "E045", "not pairs of the warehouse"),
        ("good3.json", good, str(other_key), "E047", "no column"),
    ]
    for name, content, k, code, text in cases:
        res = mine("import-annotations", str(_write_results(tmp_path, name, content)), "-f",
                   "labelstudio", "--key", k, "--warehouse", str(wh.root))  # fmt: skip
        assert res.exit_code == 2 and code in res.output and text in res.output, (name, res)
        assert "Traceback" not in res.output
        assert _annotation_rows(wh) == before, name
    res = mine("import-annotations", str(_write_results(tmp_path, "mt.csv", "a,b\n1,2\n")),
               "-f", "mturk", "--key", keyfile, "--warehouse", str(wh.root))  # fmt: skip
    assert res.exit_code == 2 and "E043" in res.output and "Traceback" not in res.output


def test_export_refuses_to_clobber(reviewed, tmp_path):
    wh, _, _ = reviewed
    out = tmp_path / "x.json"
    args = ["export", "--warehouse", str(wh.root), "--format", "labelstudio"]
    assert mine(*args, "--out", str(out)).exit_code == 0
    key_before = Path(f"{out}.key.csv").read_bytes()
    out.write_text("hand-made notes")
    res = mine(*args, "--out", str(out), "--seed", "7")
    assert res.exit_code == 2 and "E040" in res.output and "--force" in res.output
    assert out.read_text() == "hand-made notes"
    assert Path(f"{out}.key.csv").read_bytes() == key_before
    # X.json and X.csv have their own keys: the second export keeps the first batch's key
    res = mine("export", "--warehouse", str(wh.root), "--format", "mturk",
               "--out", str(tmp_path / "x.csv"))  # fmt: skip
    assert res.exit_code == 0, res.output
    assert Path(f"{out}.key.csv").read_bytes() == key_before
    assert (tmp_path / "x.csv.key.csv").exists() and (tmp_path / "x.csv.template.html").exists()
    res = mine(*args, "--out", str(out), "--seed", "7", "--force")
    assert res.exit_code == 0 and json.loads(out.read_text())
    # never inside a warehouse (here: over one of its Parquet files), never a directory
    target = next(wh.root.joinpath("pairs").rglob("*.parquet"))
    parquet = target.read_bytes()
    res = mine(*args, "--out", str(target), "--force")
    assert res.exit_code == 2 and "E041" in res.output and target.read_bytes() == parquet
    res = mine(*args, "--out", str(tmp_path))
    assert res.exit_code == 2 and "E042" in res.output and "Traceback" not in res.output


def test_gold_label_rule():
    assert gold_for([], "neutral") == ("neutral", "heuristic")
    assert gold_for(["implied_entailment", "entailment"], "neutral") == ("entailment", "review")
    assert gold_for(["entailment", "contradiction"], "neutral") == ("-", "no_majority")
    assert gold_for(["entailment", "contradiction"], "neutral", "heuristic")[0] == "neutral"
    assert gold_for(["entailment", "contradiction"], "neutral", "drop")[0] is None


def test_split_and_edited_labels_in_exported_gold(reviewed, tmp_path):
    """A split gives '-'; a label given to the original hypothesis does not count for an edit."""
    wh, expected, edited_pair = reviewed
    con = store.connect(wh)
    cid = con.execute("SELECT candidate_id FROM pairs WHERE pair_id = ?", [edited_pair]).fetchall()
    store.record_decision(wh, con, "cy", {
        "candidate_id": cid[0][0], "decision": "accept",
        "pairs": [{"pair_id": edited_pair, "label": "contradiction"}],
    })  # fmt: skip
    # ann (and maybe bob) said entailment; dan and eve split: no label has a majority
    other = next(p for p in expected if p != edited_pair and expected[p]["gold"] == "entailment")
    ocid = con.execute("SELECT candidate_id FROM pairs WHERE pair_id = ?", [other]).fetchall()
    for who in ("dan", "eve"):
        store.record_decision(wh, con, who, {
            "candidate_id": ocid[0][0], "decision": "accept",
            "pairs": [{"pair_id": other, "label": "neutral" if who == "dan" else "contradiction"}],
        })  # fmt: skip
    out = tmp_path / "nli.jsonl"
    export(con, "jsonl", out)
    con.close()
    recs = {r["pairID"]: r for r in map(json.loads, out.read_text().splitlines())}
    # cy judged the generated hypothesis, not ann's edit: ann's label alone is the gold
    assert recs[edited_pair]["gold_label"] == expected[edited_pair]["gold"]
    assert "contradiction" in recs[edited_pair]["labels_other_text"]
    assert recs[other]["gold_label"] == "-" and recs[other]["label_source"] == "no_majority"
    assert {"neutral", "contradiction"} <= set(recs[other]["annotator_labels"])


def test_mturk_hit_shows_markup_as_text_in_chromium(reviewed, tmp_path):
    """Render the HIT as MTurk does (``${var}`` replaced verbatim) and load it in Chromium."""
    playwright = pytest.importorskip("playwright.sync_api")
    wh, _, _ = reviewed
    evil = [
        '<img src=x onerror="window.__pwned=1">A cat <b>sat</b>.',
        "<script title=x>window.__pwned=2</script> and the rest",
        "Costs ${premise_2} & <i>more</i> </p></div><script>window.__pwned=3</script>",
    ]
    # put the hostile text into accepted items through reviewer edits (a reviewer typed it),
    # one item per candidate so that each decision carries one edit
    con = store.connect(wh)
    by_candidate = {it["candidate_id"]: it["pair_id"] for it in accepted_items(con)}
    accepted = list(by_candidate.values())[:3]
    for pid, text in zip(accepted, evil, strict=True):
        cid = con.execute("SELECT candidate_id FROM pairs WHERE pair_id = ?", [pid]).fetchall()
        store.record_decision(wh, con, "zed", {
            "candidate_id": cid[0][0], "decision": "accept",
            "pairs": [{"pair_id": pid, "label": "neutral", "hypothesis": text}],
        })  # fmt: skip
    out = tmp_path / "hits.csv"
    export(con, "mturk", out, items_per_hit=50)
    con.close()
    template = Path(f"{out}.template.html").read_text()
    with out.open(encoding="utf-8", newline="") as fh:
        hit = next(csv.DictReader(fh))
    page = template
    for col, value in hit.items():
        page = page.replace("${" + col + "}", value)  # MTurk's verbatim substitution
    html_file = tmp_path / "hit.html"
    html_file.write_text(page)
    n_items = sum(1 for c, v in hit.items() if c.startswith("item_") and v)
    with playwright.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=BROWSER_ARGS)
        pg = browser.new_page()
        pg.route("**/*", lambda r: r.abort() if not r.request.url.startswith("file:") else
                 r.continue_())  # fmt: skip
        dialogs = []
        pg.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
        pg.goto(html_file.as_uri())
        pg.wait_for_timeout(300)
        assert pg.evaluate("window.__pwned") is None and not dialogs
        shown = pg.eval_on_selector_all(
            ".item .hypothesis",
            "els => els.map(e => e.textContent.replace('Hypothesis:', '').trim())",
        )
        assert pg.eval_on_selector_all(".item", "els => els.length") == n_items
        browser.close()
    for text in evil:
        assert text.strip() in shown  # every hostile text is shown, as text


def test_labelstudio_predictions_and_readable_4way_names(reviewed, tmp_path):
    wh, expected, _ = reviewed
    out = tmp_path / "pre.json"
    res = mine("export", "--warehouse", str(wh.root), "--format", "labelstudio", "--out", str(out),
               "--predictions", "--label-scheme", "inli4",
               "--fillers", str(_fillers_file(tmp_path)))  # fmt: skip
    assert res.exit_code == 0, res.output
    tasks = json.loads(out.read_text())
    key = {k["token"]: k for k in _key(Path(f"{out}.key.csv"))}
    con = store.connect(wh)
    truth = dict(
        con.execute(
            "SELECT p.pair_id, c.extractor || ' ' || p.heuristic_label FROM pairs p "
            "JOIN candidates c USING (candidate_id)"
        ).fetchall()
    )
    con.close()
    n_real = 0
    for task in tasks:
        entry = key[task["data"]["token"]]
        if entry["is_filler"] == "true":
            assert not task.get("predictions")
            continue
        n_real += 1
        if truth[entry["pair_id"]].endswith(" entailment"):  # which entailment is unknown
            assert not task.get("predictions")
            continue
        (pred,) = task["predictions"]
        choice = pred["result"][0]["value"]["choices"][0]
        assert f"{pred['model_version']} {choice}" == truth[entry["pair_id"]]
        assert pred["result"][0]["from_name"] == "label" and "@" in pred["model_version"]
    assert n_real == len(expected) and any(t.get("predictions") for t in tasks)
    choices = ET.fromstring(Path(f"{out}.config.xml").read_text()).find("Choices")
    assert [(c.get("value"), c.get("alias")) for c in choices][:2] == [
        ("explicit entailment", "explicit_entailment"),
        ("implied entailment", "implied_entailment"),
    ]
    con = store.connect(wh)
    export(con, "mturk", tmp_path / "b.csv", label_scheme="inli4")
    con.close()
    template = (tmp_path / "b.csv.template.html").read_text()
    assert "> explicit entailment</label>" in template and 'value="explicit_entailment"' in template


def test_snapshot_supersedes_files_of_the_old_importer(reviewed, tmp_path):
    """A warehouse with annotations imported by the old importer (one file per results file, no
    platform annotation ids): the views still work, and the next import replaces that file."""
    import pyarrow.parquet as pq

    wh, _, _ = reviewed
    out, tasks, key = _export_ls(wh, tmp_path, "nli3")
    good, truth = _ls_export(tasks, key, "nli3")
    path = _write_results(tmp_path, "good.json", good)
    args = ["-f", "labelstudio", "--key", f"{out}.key.csv", "--warehouse", str(wh.root)]
    assert mine("import-annotations", str(path), *args).exit_code == 0
    before = _annotation_rows(wh)
    (snapshot,) = (wh.root / "annotations" / "labelstudio").glob("*.parquet")
    old_columns = ["platform_annotation_id", "label_scheme", "label_nli3", "filler_correct"]
    legacy = pq.read_table(snapshot).drop_columns(old_columns)
    snapshot.unlink()
    pq.write_table(legacy, snapshot.with_name("0123456789abcdef.parquet"))
    wh.refresh_views()
    n_fillers = sum(k["is_filler"] == "true" for k in key)
    _check_views(wh, truth, n_fillers, "nli3")  # views computed without the new columns
    assert mine("import-annotations", str(path), *args).exit_code == 0
    assert [p.name for p in (wh.root / "annotations" / "labelstudio").glob("*.parquet")] == [
        snapshot.name
    ]
    after = _annotation_rows(wh)
    assert len(after) == len(before)
    _check_views(wh, truth, n_fillers, "nli3")
