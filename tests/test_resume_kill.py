"""Killed runs and killed workers.

- A real ``mine run`` subprocess is killed with SIGKILL mid-way (after its manifest shows a
  finished shard), restarted with ``--resume``, and its warehouse compared row for row with an
  uninterrupted run of the same input.
- A parser worker that dies hard (``os._exit``, as a segfault in C code would) on one sentence
  breaks the process pool; the run goes on, quarantines that sentence (stage ``parse``) and
  gives every other row an uninterrupted run gives; counts reconcile in ``runs``.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

from pipeline.engines.bookkeeping import SAMPLE_FILES, RunOptions
from pipeline.engines.local import run
from pipeline.registry import parsers, phenomena, sources
from pipeline.resources import samples_dir
from pipeline.sentences import sentences_of
from pipeline.warehouse import Warehouse

from . import doubles  # noqa: F401 - registers the test_coordination phenomenon

TABLES = ("sentences", "candidates", "pairs", "quarantine")
POISON = "poison"


def _dump(root: Path) -> dict[str, list]:
    con = Warehouse(root).connect()
    out = {}
    for table in TABLES:
        # run_id names the run that wrote a quarantine row (the occasion), not its content
        cols = "* exclude (run_id)" if table == "quarantine" else "*"
        out[table] = con.execute(f"select {cols} from {table} order by all").fetchall()
    con.close()
    return out


def _sample_sentences() -> list[str]:
    """Every sentence of the bundled samples, read with the registered sources."""
    out: list[str] = []
    for source, name in SAMPLE_FILES.items():
        for item in sources.get(source)([samples_dir() / name], {}):
            if hasattr(item, "segments"):
                out.extend(s.text for s in sentences_of(item))
    return out


def _write_corpus(path: Path, n_sentences: int, per_doc: int = 4) -> None:
    """The sample sentences cycled into distinct documents, with a malformed line now and then."""
    sents = _sample_sentences()
    lines = []
    for d in range(n_sentences // per_doc):
        text = " ".join(sents[(d * per_doc + i) % len(sents)] for i in range(per_doc))
        lines.append(json.dumps({"id": f"gen-{d:05d}", "text": text}))
        if d % 60 == 59:
            lines.append('{"id": "broken", "text": ')
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def _mine() -> list[str]:
    exe = shutil.which("mine")
    return [exe] if exe else [sys.executable, "-c", "from pipeline.cli import main; main()"]


def _manifest_shards(wh: Path) -> int:
    total = 0
    for path in (wh / "manifests").glob("*.json"):
        try:
            total += len(json.loads(path.read_text(encoding="utf-8"))["shards"])
        except (ValueError, OSError):  # never half-written (atomic), but be safe while polling
            pass
    return total


def test_kill_9_then_resume_gives_the_uninterrupted_warehouse(tmp_path):
    phenomenon = "conjunction" if "conjunction" in phenomena.names() else phenomena.names()[0]
    corpus = tmp_path / "corpus.jsonl"
    _write_corpus(corpus, 600)
    shard_size = 20
    args = ["run", "--source", "jsonl", "--input", str(corpus), "--phenomenon", phenomenon]
    args += ["--shard-size", str(shard_size), "--workers", "2"]
    killed = tmp_path / "killed"
    proc = subprocess.Popen(
        _mine() + args + ["--warehouse", str(killed)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        start_new_session=True,  # its own process group: SIGKILL reaches the workers too
    )
    deadline = time.monotonic() + 240
    while _manifest_shards(killed) < 1 and proc.poll() is None and time.monotonic() < deadline:
        time.sleep(0.05)
    assert proc.poll() is None, "the run ended before it could be killed: " + str(
        proc.stderr.read()[-2000:] if proc.stderr else ""
    )
    os.killpg(proc.pid, signal.SIGKILL)
    proc.wait()
    done_before_kill = _manifest_shards(killed)
    assert 1 <= done_before_kill < 600 // shard_size

    resumed = subprocess.run(
        _mine() + args + ["--warehouse", str(killed), "--resume"],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert resumed.returncode == 0, resumed.stderr[-3000:]

    fresh = tmp_path / "fresh"
    run(
        RunOptions(
            source="jsonl",
            phenomena=[phenomenon],
            warehouse=fresh,
            inputs=[corpus],
            shard_size=shard_size,
            workers=1,
        )
    )
    expected = _dump(fresh)
    assert len(expected["sentences"]) == 600
    assert len(expected["quarantine"]) == 600 // 4 // 60  # the malformed lines
    assert expected["candidates"] and expected["pairs"]
    assert _dump(killed) == expected

    con = Warehouse(killed).connect()
    rows = con.execute(
        "select status, counts, n_sentences from runs order by started_at, run_id"
    ).fetchall()
    con.close()
    # the killed run never finished; the resumed run took over and marked it
    assert [r[0] for r in rows] == ["interrupted", "completed"]
    counts = json.loads(rows[1][1])
    assert counts["resumed_shards"] >= done_before_kill
    assert rows[1][2] == 600  # resumed shards' counts come from the manifest


# -- a parser that segfaults ------------------------------------------------------------------


@parsers.register("test_crashing")
class CrashingBackend:
    """A constituency backend that kills its process on sentences containing ``POISON``."""

    name = "test_crashing"

    def __init__(self, model: str | None = None) -> None:
        self.model = model

    @property
    def label(self) -> str:
        return "test_crashing"

    def configure(self, nlp) -> None:
        pass

    def annotate(self, docs, sentences) -> None:
        for sent in sentences:
            if POISON in sent.text.lower():
                os._exit(70)  # no exception, no cleanup: what a segfault looks like to the pool


def test_a_worker_that_dies_on_one_sentence_only_costs_that_sentence(tmp_path):
    corpus = tmp_path / "docs.jsonl"
    docs = [
        "The river rose and the town flooded. Boats and trucks carried people out.",
        "Farmers planted corn and beans. The rain came late.",
        "The parser reads this poison sentence and dies. Its neighbour and friend survive.",
        "Teachers and nurses went on strike. Schools closed for a week and reopened.",
        "The museum bought a painting and a statue. Visitors queued for hours.",
    ]
    corpus.write_text(
        "\n".join(json.dumps({"id": f"d{i}", "text": t}) for i, t in enumerate(docs)) + "\n",
        encoding="utf-8",
    )
    base = dict(source="jsonl", phenomena=["test_coordination"], inputs=[corpus], shard_size=3)
    summary = run(
        RunOptions(warehouse=tmp_path / "crash", parser="test_crashing", workers=2, **base)
    )
    reference = run(RunOptions(warehouse=tmp_path / "ref", workers=1, **base))

    got, ref = _dump(tmp_path / "crash"), _dump(tmp_path / "ref")
    assert got["sentences"] == ref["sentences"]
    con = Warehouse(tmp_path / "crash").connect()
    quarantined = con.execute("select stage, excerpt, error from quarantine").fetchall()
    assert len(quarantined) == 1
    stage, excerpt, error = quarantined[0]
    assert stage == "parse" and POISON in excerpt and "worker process died" in error
    ref_con = Warehouse(tmp_path / "ref").connect()
    q = "select candidate_id from candidates c join sentences s using (sentence_id) where {} order by 1"
    healthy = ref_con.execute(q.format(f"s.text not like '%{POISON}%'")).fetchall()
    assert healthy and con.execute(q.format("true")).fetchall() == healthy
    healthy_pairs = ref_con.execute(
        "select pair_id from pairs p join sentences s using (sentence_id) "
        f"where s.text not like '%{POISON}%' order by 1"
    ).fetchall()
    assert healthy_pairs and con.execute("select pair_id from pairs order by 1").fetchall() == (
        healthy_pairs
    )
    (row,) = con.execute("select n_sentences, n_quarantined, counts from runs").fetchall()
    assert row[0] == len(got["sentences"]) == summary.counts["sentences"]
    assert row[1] == 1 and json.loads(row[2])["worker_crashes"] == 1
    # reconcile: the culprit counts as a sentence and as quarantined, not as parsed
    c = summary.counts
    assert c["sentences"] == reference.counts["sentences"]
    assert c["quarantined"] == 1 and c["parsed"] == reference.counts["parsed"] - 1
    con.close()
    ref_con.close()
