"""`mine sample`: stratified, length-weighted, reproducible samples written to the warehouse."""

from __future__ import annotations

from collections import Counter

import pytest

from pipeline.process import Selection, process
from pipeline.review.sample import draw, sample
from pipeline.warehouse import Warehouse

from .conftest import make_sentence


def q(wh: Warehouse, sql: str) -> list[tuple]:
    """Run a query on a fresh read-only connection and close it (refresh_views needs the lock)."""
    con = wh.connect()
    try:
        return con.execute(sql).fetchall()
    finally:
        con.close()


TEXTS = [
    "He managed to pass.",
    "She managed to finish the whole marathon despite the heat and a twisted ankle.",
    "They managed to keep the shop open through the long and difficult winter months.",
    "We managed to leave early.",
    "I think he is right.",
    "Most of the committee members think the budget will be approved next spring.",
    "Many think it will rain.",
    "She refused to sign.",
    "The union refused to accept the offer that management had put on the table on Friday.",
    "He did not manage to pass the exam.",
    "The dog slept on the porch.",
]


@pytest.fixture(scope="module")
def warehouse(tmp_path_factory, nlp, ctx):
    """A real warehouse holding real verb_complement output for TEXTS."""
    sents = [make_sentence(t, doc_id=f"d{i}", index=0) for i, t in enumerate(TEXTS)]
    result = process(sents, Selection.build(["verb_complement"]), nlp, ctx)
    wh = Warehouse(tmp_path_factory.mktemp("sample") / "wh")
    wh.write("sentences", "shard0", [s.to_row() for s in sents])
    wh.write("candidates", "verb_complement/shard0", [c.to_row() for c in result.candidates])
    wh.write("pairs", "verb_complement/shard0", [p.to_row() for p in result.pairs])
    wh.refresh_views()
    return wh


def test_sample_is_stratified_capped_and_a_warehouse_table(warehouse):
    summary = sample(warehouse.root, per_lemma=2, seed=1, name="t1")
    assert summary.path == warehouse.root / "samples" / "t1.parquet" and summary.path.exists()
    rows = q(
        warehouse,
        "select s.stratum, s.draw, c.trigger_lemma, s.sample_name from samples s "
        "join candidates c using (candidate_id) where s.sample_name = 't1' "
        "order by s.stratum, s.draw",
    )
    per = Counter(r[0] for r in rows)
    assert per == {"manage": 2, "think": 2, "refuse": 2}
    assert all(r[0] == r[2] and r[3] == "t1" for r in rows)
    assert summary.n_sampled == len(rows) == 6


def test_filtered_candidates_are_left_out_unless_asked(warehouse):
    negated = q(
        warehouse,
        "select candidate_id from candidates where json_extract(features, '$.filtered')::boolean",
    )
    assert len(negated) == 1
    default = sample(warehouse.root, per_lemma=40, seed=0, name="all_clean")
    with_filtered = sample(warehouse.root, per_lemma=40, seed=0, name="all", include_filtered=True)
    assert with_filtered.n_sampled == default.n_sampled + 1
    assert with_filtered.per_stratum["manage"] == 5 and default.per_stratum["manage"] == 4


def test_same_seed_same_sample_other_seed_other_order(warehouse):
    def ids(seed, name):
        sample(warehouse.root, per_lemma=1, seed=seed, name=name)
        return q(
            warehouse,
            f"select candidate_id from samples where sample_name = '{name}' order by stratum",
        )

    assert ids(7, "a") == ids(7, "b")
    assert len({tuple(ids(seed, f"s{seed}")) for seed in range(8)}) > 1


def test_shorter_sentences_are_preferred():
    rows = [
        {"candidate_id": "short", "trigger_lemma": "manage", "text": "He managed to pass."},
        {
            "candidate_id": "long",
            "trigger_lemma": "manage",
            "text": " ".join(["word"] * 40) + " and then he managed to pass the test.",
        },
    ]
    picks = Counter(draw(rows, per_lemma=1, seed=seed)[0]["candidate_id"] for seed in range(400))
    # weights 1/4 vs 1/49: the short sentence should win about 92% of the draws
    assert picks["short"] > 0.85 * 400
    assert picks["long"] > 0


def test_cli_sample(warehouse):
    from typer.testing import CliRunner

    from pipeline.cli import app, load_commands

    load_commands()
    res = CliRunner().invoke(
        app,
        [
            "sample",
            "--warehouse",
            str(warehouse.root),
            "--per-lemma",
            "1",
            "--seed",
            "3",
            "--name",
            "cli",
        ],
    )
    assert res.exit_code == 0, res.output
    assert "3 of 9" in res.output
    assert (warehouse.root / "samples" / "cli.parquet").exists()


def test_bad_names_are_refused(warehouse):
    with pytest.raises(ValueError, match="sample name"):
        sample(warehouse.root, name="../escape")
