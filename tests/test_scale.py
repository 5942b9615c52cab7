"""Scaling: every worker gets work on a small input, files are read in parallel (#13, #15).

Real runs (spawned worker and reader processes, real warehouse files) with the cheap
``test_coordination`` phenomenon of ``tests/doubles.py``.
"""

from __future__ import annotations

import json
from collections import Counter

from pipeline.engines import bookkeeping
from pipeline.engines.bookkeeping import RunOptions, read_units, shards
from pipeline.engines.local import parallel_shards, run
from pipeline.warehouse import Warehouse

from . import doubles  # noqa: F401 - registers the test_coordination phenomenon

TABLES = ("sentences", "candidates", "pairs", "quarantine")
NAMES = ["Tom", "Ann", "Bob", "Eve", "Sam", "Max", "Kim", "Lea"]


def _docs(prefix: str, n_docs: int, per_doc: int = 5) -> list[str]:
    lines = []
    for d in range(n_docs):
        sents = [
            f"{NAMES[(d + i) % 8]} and {NAMES[(d + 2 * i + 1) % 8]} sang song {prefix}{d}x{i}."
            for i in range(per_doc)
        ]
        lines.append(json.dumps({"id": f"{prefix}{d}", "text": " ".join(sents)}))
    return lines


def _folder(tmp_path, n_files: int, n_docs: int):
    folder = tmp_path / "in"
    folder.mkdir()
    for f in range(n_files):
        (folder / f"part{f}.jsonl").write_text("\n".join(_docs(f"f{f}d", n_docs)) + "\n")
    return folder


def _opts(root, inputs, **kw) -> RunOptions:
    base = dict(source="jsonl", phenomena=["test_coordination"], inputs=inputs, warehouse=root)
    base.update(kw)
    return RunOptions(**base)


def _dump(root) -> dict[str, list]:
    con = Warehouse(root).connect()
    out = {}
    for table in TABLES:
        cols = "* exclude (run_id)" if table == "quarantine" else "*"
        out[table] = con.execute(f"select {cols} from {table} order by all").fetchall()
    con.close()
    return out


def _manifest(root) -> dict:
    (path,) = (root / "manifests").glob("*.json")
    return json.loads(path.read_text())["shards"]


def test_an_input_under_one_shard_is_cut_so_every_worker_has_work(tmp_path):
    src = tmp_path / "small.jsonl"
    src.write_text("\n".join(_docs("d", 60)) + "\n")  # 300 sentences, under one 2000 shard
    opts = _opts(tmp_path / "wh", [src])
    got = list(shards(opts, Counter(), Counter()))
    assert len(got) == 300 // bookkeeping.MIN_SMALL_SHARD == 6
    assert sum(len(s.sentences) for s in got) == 300
    assert sum(s.n_documents for s in got) == 60
    # keys are a function of the input only: the same whatever the number of workers
    assert [s.key for s in got] == [s.key for s in shards(opts, Counter(), Counter())]

    one = run(_opts(tmp_path / "one", [src], workers=1))
    two = run(_opts(tmp_path / "two", [src], workers=2))
    assert len(_manifest(tmp_path / "two")) == 6
    assert _dump(tmp_path / "one") == _dump(tmp_path / "two")
    assert one.counts["sentences"] == two.counts["sentences"] == 300
    assert one.counts["documents"] == two.counts["documents"] == 60


def test_a_tiny_input_stays_one_shard(tmp_path):
    src = tmp_path / "tiny.jsonl"
    src.write_text("\n".join(_docs("d", 10)) + "\n")  # 50 sentences
    assert len(list(shards(_opts(tmp_path / "wh", [src]), Counter(), Counter()))) == 1


def test_a_folder_is_read_one_unit_per_file_in_parallel_with_the_same_rows(tmp_path):
    folder = _folder(tmp_path, n_files=4, n_docs=30)
    (folder / "notes.md").write_text("not an input of the jsonl source")
    opts = _opts(tmp_path / "seq", [folder], workers=1)
    units = read_units(opts)
    assert [u[0].name for u in units] == [f"part{f}.jsonl" for f in range(4)]
    # naming a file twice (folder and file) reads it once
    assert len(read_units(_opts(tmp_path / "x", [folder, folder / "part0.jsonl"]))) == 4

    seq = run(opts)
    par = run(_opts(tmp_path / "par", [folder], workers=2))  # two reader processes
    assert _dump(tmp_path / "seq") == _dump(tmp_path / "par")
    assert _manifest(tmp_path / "seq").keys() == _manifest(tmp_path / "par").keys()
    assert len(_manifest(tmp_path / "par")) == 4  # one shard per file: files are not merged
    for key in ("documents", "sentences", "candidates", "pairs"):
        assert seq.counts[key] == par.counts[key] > 0, key
    # two reader processes give the shards of the sequential read (keys, sentences, documents)
    counts: Counter = Counter()
    seconds: Counter = Counter()
    parallel = sorted(
        (s.key, [x.sentence_id for x in s.sentences], s.n_documents)
        for s in parallel_shards(opts, counts, seconds, readers=2)
    )
    sequential = sorted(
        (s.key, [x.sentence_id for x in s.sentences], s.n_documents)
        for s in shards(opts, Counter(), Counter())
    )
    assert parallel == sequential
    assert counts["documents"] == seq.counts["documents"]
    assert seconds["read_cpu"] > 0  # the readers' own time, beside the wait in `read`

    # resume works per file: nothing is redone
    again = run(_opts(tmp_path / "par", [folder], workers=2, resume=True))
    assert again.counts["resumed_shards"] == 4
    assert again.counts["sentences"] == seq.counts["sentences"]
    assert _dump(tmp_path / "par") == _dump(tmp_path / "seq")


def test_a_reading_error_in_one_file_is_quarantined_and_the_others_are_read(tmp_path):
    folder = _folder(tmp_path, n_files=3, n_docs=12)
    with open(folder / "part1.jsonl", "a") as fh:
        fh.write("{not json\n")
    summary = run(_opts(tmp_path / "wh", [folder], workers=2))
    assert summary.counts["quarantined_read"] == 1
    assert summary.counts["documents"] == 36
