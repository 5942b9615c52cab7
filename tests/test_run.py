"""End-to-end runs of the local engine on real files: idempotency, quarantine, counts, resume.

The orchestration is tested with a deliberately small phenomenon (tests/doubles.py: coordinating "and"
found on spaCy's dependency parse) so that these tests say nothing about extraction quality and
keep passing while the real extractors evolve; the real phenomena have their own end-to-end test
in tests/test_cli.py.
"""

from __future__ import annotations

import bz2
import json
from collections import Counter

import pytest

from pipeline.engines.bookkeeping import RunOptions
from pipeline.engines.local import run
from pipeline.warehouse import Warehouse

from . import doubles  # noqa: F401 - registers the test_coordination phenomenon
from .conftest import FIXTURES


def _opts(tmp_path, **kw) -> RunOptions:
    base = dict(
        source="wikipedia", phenomena=["test_coordination"], warehouse=tmp_path / "wh", workers=1
    )
    base.update(kw)
    return RunOptions(**base)


def _dump(wh_dir) -> dict[str, list]:
    con = Warehouse(wh_dir).connect()
    return {
        t: con.execute(f"select * from {t} order by all").fetchall()
        for t in ("sentences", "candidates", "pairs", "quarantine")
    }


def test_sample_run_fills_every_table_and_counts_reconcile(tmp_path):
    summary = run(_opts(tmp_path))
    con = Warehouse(tmp_path / "wh").connect()
    n_sent = con.execute("select count(*) from sentences").fetchone()[0]
    assert n_sent == summary.counts["sentences"] > 40
    cands = con.execute("select subtype, trigger, model, extractor from candidates").fetchall()
    assert {c[0] for c in cands} == {"and", "but"}
    assert all(c[2].startswith("en_core_web_sm") and "@3.8" in c[2] for c in cands)
    assert con.execute("select count(*) from pairs").fetchone()[0] == len(cands)
    # every candidate's span is the trigger in its sentence text
    bad = con.execute(
        "select count(*) from candidates c join sentences s using (sentence_id) "
        "where substr(s.text, c.char_start + 1, c.char_end - c.char_start) <> c.trigger"
    ).fetchone()[0]
    assert bad == 0
    (row,) = con.execute(
        "select status, n_sentences, n_candidates, n_pairs, counts, stage_seconds from runs"
    ).fetchall()
    assert row[0] == "completed" and row[1] == n_sent and row[2] == len(cands)
    assert json.loads(row[4])["skipped_redirects"] == 1
    assert set(json.loads(row[5])) >= {"read", "prefilter", "parse", "extract", "write"}
    # the prefilter passed only sentences with "and"/"but"
    assert summary.counts["prefiltered"] < n_sent


def test_rerun_is_idempotent_and_narrow_rerun_keeps_other_subtypes(tmp_path):
    run(_opts(tmp_path))
    first = _dump(tmp_path / "wh")
    run(_opts(tmp_path))
    assert _dump(tmp_path / "wh") == first
    run(_opts(tmp_path, subtypes=["but"]))
    assert _dump(tmp_path / "wh") == first
    con = Warehouse(tmp_path / "wh").connect()
    assert con.execute("select count(*) from runs").fetchone()[0] == 3


def test_bad_input_is_quarantined_and_the_run_goes_on(tmp_path):
    data = (FIXTURES / "wiki_export.xml").read_bytes()
    cut = tmp_path / "cut.xml.bz2"
    cut.write_bytes(bz2.compress(data)[:2500])
    jsonl = tmp_path / "docs.jsonl"
    jsonl.write_bytes(
        b'{"id": "ok", "text": "Cats and dogs sleep."}\n{"id": "x", "text": "caf\xe9 and bar"}\n{oops\n'
        b'{"id": "bug", "text": "This crash-me sentence has cats and dogs."}\n'
    )
    summary = run(_opts(tmp_path, source="jsonl", inputs=[jsonl]))
    con = Warehouse(tmp_path / "wh").connect()
    q = con.execute("select stage, location, error from quarantine order by location").fetchall()
    stages = Counter(r[0] for r in q)
    assert stages == {"read": 2, "extract:test_coordination": 1}
    assert con.execute("select doc_id from candidates").fetchall() == [("ok",)]
    assert summary.counts["quarantined_read"] + summary.counts["quarantined"] == 3
    summary = run(_opts(tmp_path / "2", source="wikipedia", inputs=[cut]))
    con = Warehouse(tmp_path / "2" / "wh").connect()
    assert (
        con.execute("select count(*) from quarantine where error like '%truncated%'").fetchone()[0]
        == 1
    )
    assert summary.counts["quarantined_read"] == 1


def test_resume_skips_finished_shards_and_gives_the_same_warehouse(tmp_path):
    full = run(_opts(tmp_path / "a", shard_size=10))
    assert full.counts.get("resumed_shards", 0) == 0
    resumed = run(_opts(tmp_path / "a", shard_size=10, resume=True))
    assert resumed.counts["resumed_shards"] > 1
    assert resumed.counts["candidates"] == full.counts["candidates"]


def test_unknown_names_give_coded_errors(tmp_path):
    from pipeline.errors import MineError

    with pytest.raises(MineError) as err:
        run(_opts(tmp_path, phenomena=["no_such_thing"]))
    assert err.value.code == "E003"
    with pytest.raises(MineError) as err:
        run(_opts(tmp_path, subtypes=["clefts"]))
    assert err.value.code == "E004"
