"""The `mine` command line as a user runs it: real subprocesses, a real warehouse on disk."""

from __future__ import annotations

import csv
import io
import json
import os
import subprocess
import sys

import pytest

MINE = [sys.executable, "-c", "from pipeline.cli import main; main()"]


def mine(*args: str, cwd=None) -> subprocess.CompletedProcess:
    return subprocess.run([*MINE, *args], capture_output=True, text=True, cwd=cwd, timeout=600)


@pytest.fixture(scope="module")
def warehouse(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("cli")
    docs = tmp / "docs.jsonl"
    docs.write_text(
        json.dumps(
            {
                "id": "d1",
                "text": "Cats and dogs were asleep. The museum reopened in May, but the cafe stayed closed.",
            }
        )
        + "\n"
        + json.dumps({"id": "d2", "text": "He bought apples, pears and plums."})
        + "\n{broken\n"
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
        "--warehouse",
        str(wh),
        "--workers",
        "2",
    )
    assert res.returncode == 0, res.stderr + res.stdout
    assert "sentences/s" in res.stdout
    return wh


def test_query_csv_is_header_plus_rows(warehouse):
    res = mine(
        "query",
        "--warehouse",
        str(warehouse),
        "--format",
        "csv",
        "select doc_id, subtype, trigger from candidates order by doc_id, char_start",
    )
    assert res.returncode == 0, res.stderr
    rows = list(csv.reader(io.StringIO(res.stdout)))
    assert rows[0] == ["doc_id", "subtype", "trigger"]
    assert (
        ["d1", "and", "and"] in rows
        and ["d1", "but", "but"] in rows
        and ["d2", "and", "and"] in rows
    )


def test_query_json_and_views(warehouse):
    res = mine(
        "query",
        "--warehouse",
        str(warehouse),
        "--format",
        "json",
        "select premise, hypothesis, hypothesis_kind, heuristic_label from pairs "
        "where hypothesis_kind = 'conjunct_removed' order by 2",
    )
    data = json.loads(res.stdout)
    hyps = {d["hypothesis"] for d in data}
    assert "Cats were asleep." in hyps and "Dogs were asleep." in hyps
    res = mine(
        "query",
        "--warehouse",
        str(warehouse),
        "--format",
        "csv",
        "select count(*) as n from quarantine",
    )
    assert res.stdout.splitlines() == ["n", "1"]


def test_runs_lists_the_run(warehouse):
    res = mine("runs", "--warehouse", str(warehouse), "--format", "csv")
    assert res.returncode == 0, res.stderr
    (run,) = list(csv.DictReader(io.StringIO(res.stdout)))
    assert run["status"] == "completed" and run["source"] == "jsonl"
    assert json.loads(run["phenomena"]) == ["conjunction"]
    counts = json.loads(run["counts"])
    assert counts["documents"] == 2 and counts["quarantined_read"] == 1
    assert int(run["n_candidates"]) >= 3 and run["model"].startswith("en_core_web_sm")
    assert mine("runs", "--warehouse", str(warehouse)).returncode == 0


def test_errors_are_coded_and_exit_2(warehouse, tmp_path):
    res = mine("query", "--warehouse", str(warehouse), "select * from no_such_table")
    assert res.returncode == 2 and "E007" in res.stderr
    res = mine("query", "--warehouse", str(tmp_path / "none"), "select 1")
    assert res.returncode == 2 and "E006" in res.stderr
    res = mine(
        "run",
        "--source",
        "text",
        "--phenomenon",
        "conjunction",
        "--model",
        "en_core_web_xx",
        "--warehouse",
        str(tmp_path / "w"),
    )
    assert res.returncode == 2 and "E002" in res.stderr and "pip install" in res.stderr
    res = mine(
        "run",
        "--source",
        "nosuch",
        "--phenomenon",
        "conjunction",
        "--warehouse",
        str(tmp_path / "w"),
    )
    assert res.returncode == 2 and "E003" in res.stderr and "wikipedia" in res.stderr


def test_runs_without_torch_backends_keep_torch_out_of_the_process(tmp_path):
    """`mine run` with the dependency parser never imports torch (≈190 MB per process saved)."""
    code = (
        "import sys; from pipeline.cli import main; "
        "sys.argv = ['mine', 'run', '--source', 'text', '--phenomenon', 'conjunction', "
        f"'--warehouse', {str(tmp_path / 'wh')!r}, '--workers', '1']\n"
        "try:\n    main()\nexcept SystemExit:\n    pass\n"
        "print('TORCH', 'torch' in sys.modules)"
    )
    res = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=600)
    assert res.returncode == 0, res.stderr
    assert "TORCH False" in res.stdout
    assert (tmp_path / "wh" / "mine.duckdb").exists()


def test_torch_is_kept_only_for_torch_backends_whatever_the_engine():
    """The engine is not guessed from a bare "ray" anywhere in argv (#18): Ray's workers need
    torch only for the torch backends, which keep it on either engine."""
    code = (
        "import os, sys; from pipeline.cli import _maybe_skip_torch; "
        "_maybe_skip_torch(sys.argv[1:]); print(os.environ.get('MINE_NO_TORCH'))"
    )
    for argv, no_torch in (
        (["mine", "run", "--engine", "ray", "--warehouse", "ray"], "1"),
        (["mine", "run", "--engine=ray", "--parser", "benepar"], "None"),
        (["mine", "run", "--parser=stanza"], "None"),
        (["mine", "query", "select 1"], "None"),
    ):
        env = {k: v for k, v in os.environ.items() if k != "MINE_NO_TORCH"}
        res = subprocess.run(
            [sys.executable, "-c", code, *argv], capture_output=True, text=True, env=env
        )
        assert res.stdout.strip() == no_torch, (argv, res.stdout, res.stderr)


def test_sql_prompt_answers_statements_from_stdin(warehouse):
    res = subprocess.run(
        [*MINE, "sql", "--warehouse", str(warehouse)],
        input="select count(*) as n\n  from candidates where subtype = 'but';\n.tables\n.quit\n",
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert res.returncode == 0, res.stderr
    assert "candidates" in res.stdout and "pairs" in res.stdout  # banner and .tables
    cells = [line.strip("│┃ ") for line in res.stdout.splitlines()]
    assert "n" in cells and "1" in cells  # the one "but" candidate, counted
