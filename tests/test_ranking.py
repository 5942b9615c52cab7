"""keep_score (issue #20): scored by a real `mine run`, learnt by `mine rank` from decisions
written through the real review store, reset to the prior, measured by `mine eval ranking`."""

from __future__ import annotations

import gzip
import json
import shutil
import subprocess
import sys
from pathlib import Path

import pyarrow.parquet as pq
import pytest

from pipeline import ranking
from pipeline.errors import MineError
from pipeline.ranking.evaluate import summary, top_share
from pipeline.ranking.features import FEATURE_VERSION, pair_features
from pipeline.review import store
from pipeline.warehouse import Warehouse

MINE = [sys.executable, "-c", "from pipeline.cli import main; main()"]

#: Constructed sentences (not from any gold set) with conjunction and presupposition triggers.
TEXTS = [
    "The council approved the budget and the mayor signed it on Monday.",
    "Residents stopped complaining about the noise after the new wall was built.",
    "Only the north lane is open to trucks, but the south lane reopens in May.",
    "The engineers repaired the cables and the bridge reopened to cars and bicycles.",
    "She regretted that the library closed its doors before the students arrived.",
    "The bakery sells bread, cakes and pies, and the cafe next door sells coffee.",
    "He continued to work on the farm after his brother moved to the city.",
    "My sister's car broke down again, so she took the bus or walked to work.",
    "The team won the first match and lost the second one in the rain.",
    "Before the storm hit, the farmers had already brought the cattle inside.",
    '"We will rebuild the school," the minister said, and the crowd cheered loudly.',
    "The old museum reopened after a long renovation, and visitors returned slowly.",
]


def mine(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([*MINE, *args], capture_output=True, text=True, timeout=600)


def pairs(wh: Path) -> list[dict]:
    con = Warehouse(wh).connect()
    try:
        cur = con.execute("SELECT * FROM pairs ORDER BY pair_id")
        cols = [d[0] for d in cur.description]
        return [dict(zip(cols, r, strict=True)) for r in cur.fetchall()]
    finally:
        con.close()


@pytest.fixture(scope="module")
def base(tmp_path_factory) -> Path:
    """A real warehouse from a real `mine run` (subprocess) on a small jsonl file."""
    tmp = tmp_path_factory.mktemp("rank")
    docs = tmp / "docs.jsonl"
    docs.write_text(
        "".join(json.dumps({"id": f"d{i}", "text": t}) + "\n" for i, t in enumerate(TEXTS)),
        encoding="utf-8",
    )
    wh = tmp / "wh"
    res = mine(
        "run",
        "--source",
        "jsonl",
        "--input",
        str(docs),
        "--phenomenon",
        "conjunction",
        "--phenomenon",
        "presupposition",
        "--warehouse",
        str(wh),
        "--workers",
        "1",
    )
    assert res.returncode == 0, res.stderr
    return wh


@pytest.fixture()
def wh(base, tmp_path) -> Path:
    dest = tmp_path / "wh"
    shutil.copytree(base, dest)
    Warehouse(dest).refresh_views()
    return dest


def decide(wh: Path, keep_phenomenon: str, edit_one: bool = False) -> int:
    """Accept every pair of ``keep_phenomenon``'s candidates, reject the others, through the real
    review store; with ``edit_one`` the first accepted pair is edited (so it counts as not kept).
    Returns the number of pair decisions."""
    w = Warehouse(wh)
    con = store.connect(w)
    n, edited = 0, not edit_one
    try:
        rows = con.execute(
            "SELECT candidate_id, any_value(phenomenon), list(pair_id ORDER BY pair_id), "
            "list(hypothesis ORDER BY pair_id) FROM pairs GROUP BY candidate_id ORDER BY 1"
        ).fetchall()
        for cid, phen, pids, hyps in rows:
            accept = phen == keep_phenomenon
            given = [{"pair_id": p, "label": "entailment"} for p in pids]
            if accept and not edited:
                given[0]["hypothesis"] = hyps[0] + " indeed"
                edited = True
            store.record_decision(
                w,
                con,
                "ann",
                {"candidate_id": cid, "decision": "accept" if accept else "reject", "pairs": given},
            )
            n += len(pids)
    finally:
        con.close()
    return n


def test_run_writes_keep_score_in_unit_range_never_constant_per_subtype(base):
    rows = pairs(base)
    assert rows
    prior = ranking.prior_model()
    assert all(0.0 <= r["keep_score"] <= 1.0 for r in rows)
    assert {r["keep_model"] for r in rows} == {prior.model_id}
    by_subtype: dict[str, set[float]] = {}
    for r in rows:
        by_subtype.setdefault(f"{r['phenomenon']}/{r['subtype']}", set()).add(r["keep_score"])
    several = {k: v for k, v in by_subtype.items() if len(v) > 0}
    sizes = {k: sum(1 for r in rows if f"{r['phenomenon']}/{r['subtype']}" == k) for k in several}
    for key, scores in several.items():
        if sizes[key] > 1:
            assert len(scores) > 1, f"keep_score is constant for {key}"


def test_rank_learns_from_review_decisions_and_records_the_model(wh):
    before = {r["pair_id"]: r["keep_score"] for r in pairs(wh)}
    n = decide(wh, keep_phenomenon="presupposition", edit_one=True)
    res = mine("rank", "--warehouse", str(wh), "--json")
    assert res.returncode == 0, res.stderr
    report = json.loads(res.stdout)
    assert report["kind"] == "warehouse"
    assert report["n_decisions"] == n
    assert 0 < report["n_keep"] < n
    assert report["cv_auc"] is not None and 0.0 <= report["cv_auc"] <= 1.0
    after = pairs(wh)
    assert {r["keep_model"] for r in after} == {report["model_id"]}
    mean = {
        ph: sum(r["keep_score"] for r in after if r["phenomenon"] == ph)
        / sum(1 for r in after if r["phenomenon"] == ph)
        for ph in ("conjunction", "presupposition")
    }
    mean_before = {
        ph: sum(before[r["pair_id"]] for r in after if r["phenomenon"] == ph)
        / sum(1 for r in after if r["phenomenon"] == ph)
        for ph in ("conjunction", "presupposition")
    }
    # every conjunction pair was rejected: its scores fall, the accepted phenomenon's rise
    assert mean["conjunction"] < mean_before["conjunction"]
    assert mean["conjunction"] < mean["presupposition"]
    # the model is stored, versioned, in the warehouse; its scores in their own file
    models = ranking.models(wh)
    assert models[0]["model_id"] == report["model_id"]
    assert models[0]["n_decisions"] == n and models[0]["cv_auc"] == report["cv_auc"]
    assert (wh / "keep_scores" / f"{report['model_id']}.parquet").exists()
    stored = pq.read_table(wh / "rank_models" / f"{report['model_id']}.parquet").to_pylist()[0]
    assert json.loads(stored["model"])["weights"]  # JSON weights, no pickle
    # shard files are not rewritten by re-scoring: the run-time score is still in them
    shard_scores = {
        r["pair_id"]: r["keep_score"]
        for p in (wh / "pairs").rglob("*.parquet")
        for r in pq.read_table(p).to_pylist()
    }
    assert shard_scores == before


def test_the_edited_pair_counts_as_not_kept(wh):
    decide(wh, keep_phenomenon="presupposition", edit_one=True)
    con = Warehouse(wh).connect()
    try:
        got = ranking.decisions(con)
        edited = con.execute(
            "SELECT pair_id FROM review_status WHERE decision = 'accept' AND edits <> '{}'"
        ).fetchall()
    finally:
        con.close()
    assert len(edited) == 1
    assert dict((p, k) for p, _, k in got)[edited[0][0]] == 0


def test_too_few_decisions_keep_the_prior(wh):
    con = store.connect(Warehouse(wh))
    cid, pids = con.execute(
        "SELECT candidate_id, list(pair_id) FROM pairs GROUP BY 1 ORDER BY 1 LIMIT 1"
    ).fetchone()
    store.record_decision(
        Warehouse(wh), con, "ann", {"candidate_id": cid, "decision": "reject", "pairs": []}
    )
    con.close()
    report = ranking.rescore(wh)
    assert report.kind == "prior" and report.model_id == ranking.prior_model().model_id
    assert report.n_decisions == len(pids)
    assert "prior stays in force" in report.reason


def test_reset_returns_to_the_prior_scores(wh):
    before = {r["pair_id"]: r["keep_score"] for r in pairs(wh)}
    decide(wh, keep_phenomenon="conjunction")
    assert ranking.rescore(wh).kind == "warehouse"
    assert {r["pair_id"]: r["keep_score"] for r in pairs(wh)} != before
    res = mine("rank", "--warehouse", str(wh), "--reset")
    assert res.returncode == 0, res.stderr
    assert "prior" in res.stdout
    after = pairs(wh)
    assert {r["keep_model"] for r in after} == {ranking.prior_model().model_id}
    assert {r["pair_id"]: r["keep_score"] for r in after} == pytest.approx(before)


def test_a_run_after_rank_scores_new_pairs_with_the_warehouse_model(wh, tmp_path):
    decide(wh, keep_phenomenon="presupposition")
    model_id = ranking.rescore(wh).model_id
    docs = tmp_path / "more.jsonl"
    docs.write_text(
        json.dumps({"id": "new", "text": "The cat and the dog slept after the long walk."}) + "\n"
    )
    res = mine(
        "run",
        "--source",
        "jsonl",
        "--input",
        str(docs),
        "--phenomenon",
        "conjunction",
        "--warehouse",
        str(wh),
        "--workers",
        "1",
    )
    assert res.returncode == 0, res.stderr
    new = [r for r in pairs(wh) if "cat and the dog" in r["premise"]]
    assert new and {r["keep_model"] for r in new} == {model_id}


def test_top_share_and_summary_on_a_known_set():
    labels = [1, 1, 0, 1, 0, 0, 0, 0]
    scores = [0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2]
    assert top_share(labels, scores, 0.25) == {"n": 2, "kept": 2, "keep_rate": 1.0}
    assert top_share(labels, scores, 0.5) == {"n": 4, "kept": 3, "keep_rate": 0.75}
    s = summary(labels, scores)
    # 3 kept x 5 not kept = 15 ordered pairs; the kept ones outrank 5 + 5 + 4 of them
    assert s["auc"] == pytest.approx(14 / 15)
    assert (s["all_kept"], s["all_n"], s["all_keep_rate"]) == (3, 8, 3 / 8)


def test_eval_ranking_reports_counts_from_the_decisions(wh, tmp_path):
    n = decide(wh, keep_phenomenon="presupposition")
    out = tmp_path / "r.json"
    res = mine("eval", "ranking", "--warehouse", str(wh), "--json", str(out))
    assert res.returncode == 0, res.stderr
    report = json.loads(out.read_text())
    kept = sum(1 for r in pairs(wh) if r["phenomenon"] == "presupposition")
    assert report["decisions"]["n"] == n and report["decisions"]["kept"] == kept
    for scoring in ("cross_validated", "prior", "in_force"):
        figures = report["ranking"][scoring]
        assert figures["all_n"] == n and figures["all_kept"] == kept
        assert figures["top25_n"] == round(n * 0.25)
        assert figures["top50_n"] == round(n * 0.5)
    # the prior never saw these decisions: its figures are those of its own scores
    prior = ranking.prior_model()
    con = Warehouse(wh).connect()
    rows = {r["pair_id"]: r for r in ranking.pair_rows(con)}
    decided = ranking.decisions(con)
    con.close()
    labels = [k for _, _, k in decided]
    expected = summary(labels, [prior.score(ranking.features_of(rows[p])) for p, _, _ in decided])
    assert report["ranking"]["prior"]["auc"] == pytest.approx(expected["auc"])


def test_eval_ranking_without_decisions_is_a_coded_error(wh):
    res = mine("eval", "ranking", "--warehouse", str(wh))
    assert res.returncode == 2
    assert "E141" in res.stderr + res.stdout


def _pair(hypothesis: str) -> dict:
    return {
        "phenomenon": "conjunction",
        "subtype": "and",
        "premise": "The senator made a popular decision and left the room.",
        "hypothesis": hypothesis,
        "premise_kind": "original",
        "hypothesis_kind": "conjunct_replaced",
        "heuristic_label": "contradiction",
        "label_rule": "conjunct_replaced:antonym",
        "well_formed": True,
        "features": json.dumps({"flags": [], "replacement_kind": "antonym"}),
    }


def test_a_non_word_introduced_by_the_rewrite_is_flagged_and_scores_lower():
    """The behaviour the shipped prior must have, whatever slices it is fit on: a rewrite that
    introduces a word no corpus knows (Zipf 0: a non-word, a contraction on the wrong verb) is
    caught by the run's check (``process._flag_non_words``: not well formed, flag ``non_word``)
    and ranks below the same pair with a common word; a rare real word never ranks above it
    (defect weights are bounded at <= 0; the blind verdicts of fourteen slices give rarity
    itself no weight: docs/review.md). Fluency is continuous: the rarer, the larger."""
    from pipeline.process import _flag_non_words
    from pipeline.records import Pair

    source = "The senator made a popular decision and left the room."
    sentence = {"text": source}
    cand = {"trigger_lemma": "and", "confidence": 0.9, "features": "{}", "char_start": 35}

    def feats(adjective: str) -> dict:
        hyp = f"The senator made a {adjective} decision and left the room."
        row = _pair(hyp)
        pair = Pair(
            "p",
            "c",
            "s",
            "conjunction",
            "and",
            row["premise"],
            hyp,
            "original",
            "conjunct_replaced",
            "contradiction",
            "conjunct_replaced:antonym",
            True,
            {"flags": [], "replacement_kind": "antonym"},
        )
        (pair,) = _flag_non_words([pair], source)
        row.update(well_formed=pair.well_formed, features=json.dumps(pair.features))
        return pair_features(row, cand, sentence)

    non_word, rare, common = feats("glimmerous"), feats("quixotic"), feats("strange")
    assert non_word["flag=non_word"] == 1.0 and non_word["not_well_formed"] == 1.0
    assert "flag=non_word" not in rare and "not_well_formed" not in rare
    assert non_word["hyp.new_word_unknown"] == 1.0 and "hyp.new_word_unknown" not in rare
    assert non_word["hyp.new_word_very_rare"] > rare["hyp.new_word_very_rare"] > 0.0
    assert common["hyp.new_word_very_rare"] == 0.0
    assert common["hyp.new_word_rarity"] < rare["hyp.new_word_rarity"]
    prior = ranking.prior_model()
    assert prior.score(non_word) < prior.score(common)
    assert prior.score(rare) <= prior.score(common)
    # a defect's weight is bounded at <= 0 whatever the data (pipeline.ranking.model.fit)
    assert all(w <= 0 for k, w in prior.weights.items() if ".new_word_" in k and "words" not in k)


def test_old_pair_files_without_keep_score_are_read_and_merged(wh):
    """Pairs files written before keep_score existed: the view shows the columns as NULL, and a
    later run rewriting some subtypes of such a file merges with its old rows."""
    for path in (wh / "pairs").rglob("*.parquet"):
        pq.write_table(pq.read_table(path).drop_columns(["keep_score", "keep_model"]), path)
    (wh / "checksums.jsonl").write_text("")  # as if written before checksums, too
    w = Warehouse(wh)
    w.refresh_views()
    rows = pairs(wh)
    assert rows and all(r["keep_score"] is None for r in rows)
    path = next((wh / "pairs" / "conjunction").glob("*.parquet"))
    old = pq.read_table(path).to_pylist()
    subtypes = {r["subtype"] for r in old}
    redo = sorted(subtypes)[0]
    new = [r | {"keep_score": 0.5, "keep_model": "m"} for r in old if r["subtype"] == redo]
    w.replace_subtypes("pairs", f"conjunction/{path.stem}", new, [redo])
    merged = pq.read_table(path).to_pylist()
    assert len(merged) == len(old)
    assert {r["keep_score"] for r in merged if r["subtype"] == redo} == {0.5}
    assert all(r["keep_score"] is None for r in merged if r["subtype"] != redo)


def test_a_defect_feature_never_gets_a_positive_weight():
    """Even when, by chance, every pair with a dangling last word was kept."""
    from pipeline.ranking.model import fit

    rows = [{"hyp.dangling_end": 1.0, "x": 1.0}] * 10 + [{"x": 1.0}] * 10 + [{"y": 1.0}] * 10
    labels = [1] * 10 + [0] * 10 + [1] * 5 + [0] * 5
    _, weights = fit(rows, labels)
    assert weights.get("hyp.dangling_end", 0.0) <= 0.0
    # the same data, feature renamed (not a defect): the fit gives it a positive weight
    renamed = [{("z" if k == "hyp.dangling_end" else k): v for k, v in r.items()} for r in rows]
    _, free = fit(renamed, labels)
    assert free["z"] > 0.5


def test_a_duckdb_file_from_before_keep_score_is_rebuilt_by_readers(wh):
    """An upgraded tool reading a warehouse whose mine.duckdb has the old views (no
    pairs_stored, no keep_score): readers notice (views_digest) and build the views anew."""
    import duckdb

    con = duckdb.connect(str(wh / "mine.duckdb"))
    con.execute("DROP VIEW pairs")
    con.execute("CREATE VIEW pairs AS SELECT * EXCLUDE (keep_score, keep_model) FROM pairs_stored")
    con.execute(
        "CREATE OR REPLACE TABLE _meta AS SELECT root, refreshed_at, empty_tables FROM _meta"
    )
    con.close()
    rows = pairs(wh)
    assert rows and all(r["keep_score"] is not None for r in rows)


def _verdict_dir(base: Path, dest: Path) -> tuple[Path, dict[str, int]]:
    """A blind-review folder as the lead writes one: items/<phenomenon>.txt showing each pair,
    verdicts.tsv with column e, and the warehouse the items came from."""
    shutil.copytree(base, dest / "wh")
    Warehouse(dest / "wh").refresh_views()
    items = dest / "items"
    items.mkdir()
    verdicts = ["item_id\ta\tb\tc\td\te\te_edit\tcontrol\tnote"]
    expected: dict[str, int] = {}
    by_phen: dict[str, list[str]] = {}
    for i, r in enumerate(pairs(dest / "wh")):
        item = f"{r['phenomenon'][:4]}-{i:03d}"
        keep = int(r["phenomenon"] == "presupposition" or i % 3 == 0)
        by_phen.setdefault(r["phenomenon"], []).append(
            f"[{item}] subtype={r['subtype']} trigger='x'\n"
            f"  sentence: (not used)\n"
            f"  premise ({r['premise_kind']}): {r['premise']}\n"
            f"  hypothesis ({r['hypothesis_kind']}): {r['hypothesis']}\n"
            f"  heuristic label: {r['heuristic_label']}\n"
        )
        verdicts.append(f"{item}\t1\t1\t1\t1\t{keep}\t{keep}\t0\t")
        expected[r["pair_id"]] = keep
    verdicts.append("cand-00\t1\t\t\t\t\t\t0\tno pair shown: not a training row")
    for phen, blocks in by_phen.items():
        (items / f"{phen}.txt").write_text("\n".join(blocks), encoding="utf-8")
    (dest / "verdicts.tsv").write_text("\n".join(verdicts) + "\n", encoding="utf-8")
    return dest, expected


def test_verdicts_become_training_rows_and_a_prior(base, tmp_path):
    from pipeline.ranking import train_prior

    directory, expected = _verdict_dir(base, tmp_path / "review")
    rows = train_prior.verdict_rows(directory)
    assert len(rows) == len(expected)
    assert sorted(r["label"] for r in rows) == sorted(expected.values())
    assert all(r["origin"] == "blind-review:review:e" for r in rows)
    text = json.dumps(rows)
    assert "council approved" not in text  # no sentence text in the rows
    out_rows, out_model = tmp_path / "rows.jsonl.gz", tmp_path / "model.json"
    train_prior.main(
        ["--verdicts", str(directory), "--rows", str(out_rows), "--model", str(out_model)]
    )
    model = ranking.model.KeepModel.from_json(out_model.read_text())
    assert model.kind == "prior" and model.n_decisions == len(expected)
    assert model.cv_auc is not None and model.cv_auc > 0.5
    assert train_prior.read_rows_file(out_rows) == [
        r
        | {
            "features": {k: round(v, 4) for k, v in r["features"].items()},
            "feature_version": FEATURE_VERSION,
        }
        for r in rows
    ]


def test_kept_records_let_a_new_feature_version_recompute_the_rows(base, tmp_path):
    """``--keep-records`` rows carry the pair text; after a ``FEATURE_VERSION`` change
    ``--refeaturise`` recomputes their features from it, without the warehouse."""
    from pipeline.ranking import train_prior

    directory, expected = _verdict_dir(base, tmp_path / "review")
    rows = train_prior.verdict_rows(directory, keep_records=True)
    assert len(rows) == len(expected)
    shown = {r["pair_id"]: r["premise"] for r in pairs(directory / "wh")}
    assert all(r["record"]["premise"] == shown[r["record"]["pair_id"]] for r in rows)
    # the rows as an older code version would have left them: other features, other version
    out_rows, out_model = tmp_path / "rows.jsonl.gz", tmp_path / "model.json"
    train_prior.write_rows(rows, out_rows)
    with gzip.open(out_rows, "rt", encoding="utf-8") as fh:
        stored = [json.loads(line) for line in fh]
    old = [r | {"features": {"bias.all": 1.0}, "feature_version": "0"} for r in stored]
    with gzip.open(out_rows, "wt", encoding="utf-8") as fh:
        fh.writelines(json.dumps(r) + "\n" for r in old)
    with pytest.raises(MineError, match="E143"):
        train_prior.read_rows_file(out_rows)
    shutil.rmtree(directory / "wh")  # the warehouse is gone: only the records are left
    train_prior.main(["--refeaturise", "--rows", str(out_rows), "--model", str(out_model)])
    again = train_prior.read_rows_file(out_rows)
    assert [r["features"] for r in again] == [r["features"] for r in stored]
    model = ranking.model.KeepModel.from_json(out_model.read_text())
    assert model.feature_version == FEATURE_VERSION and model.n_decisions == len(rows)


def test_a_record_keeps_nested_and_numpy_values_as_json_and_refuses_other_types():
    from decimal import Decimal

    import numpy as np

    from pipeline.ranking.train_prior import _json_safe

    record = {"confidence": Decimal("0.9"), "spans": np.array([[0, 4], [6, 9]]), "n": np.int64(3)}
    assert _json_safe(record) == {"confidence": 0.9, "spans": [[0, 4], [6, 9]], "n": 3}
    assert json.loads(json.dumps(_json_safe(record))) == _json_safe(record)
    with pytest.raises(TypeError, match="set"):
        _json_safe({"odd": {1, 2}})


def test_a_stale_row_without_a_record_stops_refeaturise_unless_dropped(base, tmp_path):
    from pipeline.ranking import train_prior

    directory, _ = _verdict_dir(base, tmp_path / "review")
    with_text = train_prior.verdict_rows(directory, keep_records=True)
    stale = [r | {"feature_version": "0"} for r in train_prior.verdict_rows(directory)[:3]]
    assert all("record" not in r for r in stale)
    with pytest.raises(MineError, match="E144") as err:
        train_prior.refeaturise([*with_text, *stale])
    assert "3 training rows" in str(err.value) and "blind-review:review" in str(err.value)
    kept, dropped = train_prior.refeaturise([*with_text, *stale], drop_stale=True)
    assert len(kept) == len(with_text) and dropped == {"blind-review:review": 3}


def test_rank_curve_replays_verdicts(base, tmp_path):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))
    from rank_curve import curve

    directory, expected = _verdict_dir(base, tmp_path / "review")
    report = curve(directory, seeds=3, steps=[0, 10, 10_000], test_share=0.3, weight=10.0)
    assert report["verdicts"] == len(expected)
    assert report["auc"][0] is not None and report["auc"][10] is not None
    assert report["auc"][10_000] is None  # more decisions than the review has: not reported


def test_rank_curve_without_a_prior_starts_at_chance_and_learns(base, tmp_path):
    """``--prior none``: 0 decisions score every pair alike (AUC 0.5); the decisions teach the
    model what the verdicts follow (here: presupposition pairs are kept), so the held-out AUC
    rises."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))
    from rank_curve import curve

    directory, _ = _verdict_dir(base, tmp_path / "review")
    report = curve(directory, seeds=3, steps=[0, 15], test_share=0.3, weight=10.0, start="none")
    assert report["prior"] == "none" and report["prior_rows_without_these"] == 0
    assert report["auc"][0]["median"] == 0.5
    assert report["auc"][15]["median"] > 0.6


def test_leave_one_slice_out_never_trains_on_the_held_out_slice():
    """A feature that predicts the label only inside slice `a` must not help on `a` when `a` is
    held out: the held-out slice's scores come from a model that never saw its rows."""
    from pipeline.ranking.loso import leave_one_slice_out, top_shares

    rows = []
    for s in ("a", "b", "c"):
        for i in range(40):
            label = i % 2
            feats = {"bias.all": 1.0, "shared": float(label)}
            if s == "a":
                feats["only_a"] = float(label)  # a perfect feature seen in slice a only
                feats["shared"] = 0.0
            rows.append(
                {
                    "features": feats,
                    "label": label,
                    "weight": 10.0,
                    "group": f"{s}:{i}",
                    "origin": f"blind-review:{s}:e",
                    "phenomenon": "conjunction" if i < 20 else "implicature",
                }
            )
    res = leave_one_slice_out(rows, [0.3, 1.0])
    assert set(res["slices"]) == {"a", "b", "c"}
    assert res["slices"]["b"]["auc"]["all"]["auc"] == 1.0  # `shared` learnt from slice c
    assert res["slices"]["a"]["auc"]["all"]["auc"] == 0.5  # `only_a` never seen: constant score
    assert res["slices"]["a"]["C"] in (0.3, 1.0)
    assert res["pooled"]["all"]["n"] == 120
    assert set(res["slices"]["c"]["auc"]) == {"all", "conjunction", "implicature"}
    tops = top_shares(rows, res["scores"])
    assert tops["all"]["all"] == (60, 120)
    # slice b and c are ranked perfectly (their top half is all kept), slice a at random
    assert tops["all"]["top50"][1] == 60 and tops["all"]["top50"][0] >= 40


def test_reset_survives_the_review_pages_refits_until_the_next_mine_rank(wh):
    """`mine review` re-fits every 25 decisions (reranking.rescore): after `mine rank --reset`
    those re-fits keep the prior; the next explicit `mine rank` fits on the decisions again."""
    from pipeline.review import reranking

    decide(wh, keep_phenomenon="conjunction")
    assert ranking.rescore(wh).kind == "warehouse"
    res = mine("rank", "--warehouse", str(wh), "--reset")
    assert res.returncode == 0, res.stderr
    prior_id = ranking.prior_model().model_id
    reranking.rescore(Warehouse(wh))  # what the review server runs after 25 decisions
    assert {r["keep_model"] for r in pairs(wh)} == {prior_id}
    newest = ranking.models(wh)[0]
    assert newest["model_id"] == prior_id and newest["kind"] == ranking.RESET_KIND
    report = ranking.rescore(wh)
    assert report.model_id == prior_id and "reset" in report.reason
    res = mine("rank", "--warehouse", str(wh), "--json")
    assert res.returncode == 0, res.stderr
    assert json.loads(res.stdout)["kind"] == "warehouse"
    assert {r["keep_model"] for r in pairs(wh)} == {json.loads(res.stdout)["model_id"]}
    assert ranking.rescore(wh).kind == "warehouse"  # no reset in force any more


def test_score_files_of_superseded_models_are_pruned(wh):
    """One keep_scores file per model put in force would pile up: only the newest
    KEEP_SCORE_FILES models keep their scores; the removal is recorded in the checksums."""
    ids = [ranking.rescore(wh, reset=True).model_id]
    decide(wh, keep_phenomenon="conjunction")
    ids.append(ranking.rescore(wh, explicit=True).model_id)
    decide(wh, keep_phenomenon="presupposition")
    ids.append(ranking.rescore(wh, explicit=True).model_id)
    decide(wh, keep_phenomenon="presupposition", edit_one=True)
    ids.append(ranking.rescore(wh, explicit=True).model_id)
    assert len(set(ids)) == 4
    files = {p.stem for p in (wh / "keep_scores").glob("*.parquet")}
    assert files == set(ids[-ranking.KEEP_SCORE_FILES :])
    assert {r["keep_model"] for r in pairs(wh)} == {ids[-1]}
    assert len(ranking.models(wh)) == 4  # the models themselves are kept
    w = Warehouse(wh)
    assert f"keep_scores/{ids[0]}.parquet" not in w.checksums()
    assert not list((wh / "keep_scores").glob("*.tmp*"))


def test_a_model_or_rows_of_another_feature_version_is_a_coded_error(tmp_path, monkeypatch):
    """Weights learnt on other features read today's features wrongly: the prior and its rows
    say which version they were computed with, and a mismatch is E143, not a silent score."""
    from pipeline.ranking import train_prior

    prior = ranking.prior_model()
    stale = tmp_path / "prior"
    stale.mkdir()
    old = json.loads(prior.to_json()) | {"feature_version": "0"}
    (stale / "model.json").write_text(json.dumps(old), encoding="utf-8")
    monkeypatch.setattr(ranking, "prior_dir", lambda: stale)
    ranking.prior_model.cache_clear()
    try:
        with pytest.raises(MineError) as err:
            ranking.prior_model()
        assert err.value.code == "E143" and "version 0" in str(err.value)
    finally:
        ranking.prior_model.cache_clear()
    rows = tmp_path / "rows.jsonl.gz"
    train_prior.write_rows(
        [{"features": {"bias.all": 1.0}, "label": 1, "group": "g", "origin": "o"}], rows
    )
    assert train_prior.read_rows_file(rows)[0]["feature_version"] == FEATURE_VERSION
    with gzip.open(rows, "wt", encoding="utf-8") as fh:
        fh.write(json.dumps({"features": {}, "label": 1, "feature_version": "0"}) + "\n")
    with pytest.raises(MineError) as err:
        train_prior.read_rows_file(rows)
    assert err.value.code == "E143"


def test_scores_written_by_mine_run_equal_a_rescore_of_the_stored_rows(base):
    """`mine run` scores pairs from the shard's rows (``score_rows``), `mine rank` from the
    warehouse (``pair_rows`` + ``features_of``): both must see the same features, including the
    number of pairs the sentence gave the phenomenon (``pairs_of_sentence``)."""
    con = Warehouse(base).connect()
    try:
        rows = ranking.pair_rows(con)
        stored = dict(con.execute("SELECT pair_id, keep_score FROM pairs").fetchall())
    finally:
        con.close()
    prior = ranking.prior_model()
    assert any(r["pairs_of_sentence"] > 1 for r in rows)
    for r in rows:
        feats = ranking.features_of(r)
        assert any(k.startswith(f"siblings:{r['phenomenon']}=") for k in feats)
        assert stored[r["pair_id"]] == pytest.approx(prior.score(feats), abs=1e-9)


def _run_pairs(texts, phenomena):
    from pipeline.process import run_texts

    sents, result = run_texts(texts, phenomena)
    cands = {c.candidate_id: c.to_row() for c in result.candidates}
    by_sent = {s.sentence_id: s.to_row() for s in sents}
    return [(p.to_row(), cands[p.candidate_id], by_sent[p.sentence_id]) for p in result.pairs]


def test_conjunction_features_see_span_width_clauses_and_non_boolean_cues():
    """Constructed sentences through the real spaCy model: removing a whole clause is a wide,
    verb-bearing span that leaves a pronoun behind; "equal A and B" is a non-Boolean
    coordination (Hoeksema 1983), which the extractor may let through."""
    got = _run_pairs(
        ["The council approved the new budget on Monday and the mayor signed it."],
        ["conjunction"],
    )
    feats = [
        (p, pair_features(p, c, s)) for p, c, s in got if p["hypothesis_kind"] == "conjunct_removed"
    ]
    clause = [f for p, f in feats if "mayor" not in p["hypothesis"]]
    assert clause and clause[0]["conj.span_width"] > 0.25
    assert clause[0].get("conj.span_has_verb") == 1.0
    assert any(f.get("conj.short_side_pronoun") for _, f in feats)
    assert not any(f.get("conj.non_boolean_cue") for _, f in feats)
    premise = "A good amplifier has exactly equal rising and falling delays."
    pair = _pair("A good amplifier has exactly equal rising delays.") | {
        "premise": premise,
        "hypothesis_kind": "conjunct_removed",
        "features": json.dumps({"flags": [], "removed": "falling", "removed_index": 1}),
    }
    cand = {"trigger_lemma": "and", "confidence": 0.9, "features": "{}", "char_start": 41}
    equal = pair_features(pair, cand, {"text": premise})
    assert equal["conj.non_boolean_cue"] == 1.0 and equal["conj.span_width"] < 0.25


def test_presupposition_features_tell_controls_from_diagnostic_pairs():
    """A control (embedded premise, the original sentence as hypothesis) and a diagnostic pair
    get different indicators, per subtype; a fronted adjunct is seen from the sentence text."""
    got = _run_pairs(
        ["After the storm, the farmers stopped planting rice in the valley."], ["presupposition"]
    )
    kinds = {}
    for p, c, s in got:
        f = pair_features(p, c, s)
        role = "control" if "presup.control" in f else "diagnostic"
        assert f"presup.{role}*presupposition/{p['subtype']}" in f
        kinds.setdefault(role, []).append(f)
        if p["premise_kind"] != "original":
            assert f"presup.fronted_adjunct*{role}" in f
    assert set(kinds) == {"control", "diagnostic"}


def _presup_pair(premise: str, hypothesis: str, pk: str, hk: str, subtype: str) -> dict:
    return {
        "phenomenon": "presupposition",
        "subtype": subtype,
        "premise": premise,
        "hypothesis": hypothesis,
        "premise_kind": pk,
        "hypothesis_kind": hk,
        "heuristic_label": "entailment",
        "label_rule": "presupposition:projects",
        "well_formed": True,
        "features": json.dumps({"flags": []}),
    }


def test_presupposition_defect_features_read_the_pair_text():
    """The defects blind reviewers name for presupposition pairs are seen from the text: an
    active "had V-ed before" without object (a middle re-verb needs the passive), "has an
    <event>" for a possessive, the conditional frame around a long sentence, a negation added
    to a sentence with "only". Their clean counterparts do not fire."""
    src = "The old barns eventually rebuilt."
    bad = _presup_pair(src, "The old barns had built before.", "original", "presupposition", "re")
    good = bad | {"hypothesis": "The old barns had been built before."}
    assert "presup.hyp_bare_pluperfect" in pair_features(bad, None, {"text": src})
    assert "presup.hyp_bare_pluperfect" not in pair_features(good, None, {"text": src})
    src = "The general's victory surprised everyone."
    kind = ("original", "presupposition", "possessed_definites")
    event = _presup_pair(src, "The general has a victory.", *kind)
    thing = _presup_pair(src, "The general has a car.", *kind)
    assert "presup.hyp_has_abstract_noun" in pair_features(event, None, {"text": src})
    assert "presup.hyp_has_abstract_noun" not in pair_features(thing, None, {"text": src})
    long_src = " ".join(["The committee met again"] * 7) + "."
    cond = _presup_pair(f"If {long_src[:-1]}, it's okay.", long_src, "conditional", "original", "x")
    assert "presup.conditional_long*control" in pair_features(cond, None, {"text": long_src})
    short = "The committee met again."
    cond = _presup_pair(
        "If the committee met again, it's okay.", short, "conditional", "original", "x"
    )
    assert "presup.conditional_long*control" not in pair_features(cond, None, {"text": short})
    only = "Only ten of the players have been women."
    neg = _presup_pair(
        "Only ten of the players haven't been women.",
        "Ten of the players have been women.",
        "negated",
        "presupposition",
        "only",
    )
    assert "presup.negated_with_only*diagnostic" in pair_features(neg, None, {"text": only})


def test_conjunction_defect_features_see_source_junk_and_rote_labels():
    """Source junk (a dash left at the end), a corrective "not A but B", a conjunct inside an
    if-clause and a bounded number ("over 40") replaced by another are seen per label; a clean
    coordination fires none of them."""

    def feats(source: str, hyp: str, label: str, pf: dict, at: int) -> dict:
        pair = _pair(hyp) | {
            "premise": source,
            "heuristic_label": label,
            "features": json.dumps({"flags": []} | pf),
        }
        cand = {"trigger_lemma": "and", "confidence": 0.9, "features": "{}", "char_start": at}
        return pair_features(pair, cand, {"text": source})

    dash = "His instruments are vocals, keys, and drums –."
    assert "conj.source_trailing_dash" in feats(
        dash, "His instruments are vocals.", "entailment", {"removed": "keys"}, 30
    )
    corr = "The prize went not to the author but to her editor."
    assert "conj.not_but*neutral" in feats(
        corr, "The prize went to her editor.", "neutral", {"removed": "not to the author"}, 33
    )
    cond = "It is a joke if we get low prices and nobody comes."
    assert "conj.under_if*entailment" in feats(
        cond, "It is a joke if we get low prices.", "entailment", {"removed": "nobody comes"}, 34
    )
    num = "The film earned over $40 million and 3 awards."
    f = feats(
        num,
        "The film earned over $41 million and 3 awards.",
        "contradiction",
        {"replaced": "40", "replacement": "41", "replacement_kind": "number"},
        34,
    )
    assert "conj.bounded_number*contradiction" in f
    clean = "The council approved the budget and the mayor signed it."
    f = feats(
        clean,
        "The council approved the budget.",
        "entailment",
        {"removed": "the mayor signed it"},
        32,
    )
    assert not [
        k
        for k in f
        if k.startswith(("conj.source_", "conj.not_but", "conj.under_if", "conj.bounded"))
    ]


def test_a_proper_name_the_rewrite_introduced_is_not_a_rare_word():
    """A conjunct replaced by a person's name introduces a word that is rare by Zipf but good
    English: only lower-case introduced words count towards the rarity features."""
    sentence = {"text": "The senator made a popular decision and left the room."}
    cand = {"trigger_lemma": "and", "confidence": 0.9, "features": "{}", "char_start": 35}
    name = pair_features(_pair("The senator met Kawabata and left the room."), cand, sentence)
    word = pair_features(
        _pair("The senator met unpresidentially and left the room."), cand, sentence
    )
    assert "hyp.new_word_very_rare" not in name and "hyp.new_word_rarity" not in name
    assert word["hyp.new_word_very_rare"] == 1.0


def test_decisions_move_a_weight_the_prior_was_unsure_of_more_than_a_sure_one():
    """The warehouse model is the prior moved by the decisions (``ranking.learn``): a weight
    the prior's rows barely determined (low precision) follows the decisions, one they fixed
    moves little, and a feature the decisions never show keeps the prior's weight."""
    from pipeline.ranking.model import KeepModel

    prior = KeepModel(
        "prior-test",
        "prior",
        0.0,
        {"sure": 1.0, "unsure": 1.0, "unseen": 0.7},
        precision={"sure": 500.0, "unsure": 2.0, "unseen": 500.0},
    )
    # twenty rejections of pairs that have both features: evidence against both weights
    rows = [{"sure": 1.0, "unsure": 1.0, "other": float(i % 2)} for i in range(20)]
    rows += [{"other": 1.0}] * 10
    labels = [0] * 20 + [1] * 10
    model = ranking.learn(rows, labels, prior)
    assert model.weights["unsure"] < model.weights["sure"] - 0.3
    assert 0.8 < model.weights["sure"] <= 1.0
    assert model.weights["unseen"] == 0.7
    assert model.kind == "warehouse" and model.n_decisions == 30 and model.n_keep == 10
