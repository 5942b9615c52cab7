"""`mine query` / `mine sql` / review selections are locked down (issue #14, #17 item 7).

A real warehouse built by the real pipeline; every refusal is a real query against DuckDB, through
the Python API (fast) and through the real `mine` CLI in a subprocess (coded error, exit 2, no
traceback). Every refusal also checks that nothing was written.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import duckdb
import pytest

from pipeline.errors import MineError
from pipeline.query import connect_locked, query
from pipeline.review.server import make_server
from tests.review_support import build_base

MINE = [sys.executable, "-c", "from pipeline.cli import main; main()"]


@pytest.fixture(scope="module")
def wh_root(nlp, tmp_path_factory):
    return build_base(nlp, tmp_path_factory.mktemp("query-sec") / "wh")


@pytest.fixture(scope="module")
def secret(tmp_path_factory) -> Path:
    """A readable file outside the warehouse that a query must not reach."""
    path = tmp_path_factory.mktemp("outside") / "secret.csv"
    path.write_text("password\nhunter2\n")
    return path


def mine(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    env = os.environ | {"COLUMNS": "250"}
    return subprocess.run(
        [*MINE, *args], input=stdin, capture_output=True, text=True, timeout=300, env=env
    )


def files_in(root: Path) -> set[Path]:
    return {p for p in root.rglob("*") if p.is_file()}


def refused_with(code: str, wh_root: Path, sql: str, **kw) -> str:
    before = files_in(wh_root)
    with pytest.raises(MineError) as err:
        query(wh_root, sql, **kw)
    assert err.value.code == code, err.value.message
    assert files_in(wh_root) == before  # nothing written into the warehouse either
    return err.value.message


# -- the README's queries still work ------------------------------------------------------------------

README_QUERIES = [
    "select subtype, count(*) from candidates group by 1",
    "select premise, hypothesis, heuristic_label from pairs where phenomenon = 'conjunction'",
    "SELECT reviewer, candidate_id, decision FROM review_status GROUP BY ALL",
    "with c as (select * from candidates) select count(*) from c",
    "from sentences limit 1",
    "describe pairs",
    "show tables",
    "summarize candidates",
    "explain select * from pairs",
    "explain analyze select count(*) from pairs",
    "select count(*) from candidates_with_sentences",
]


@pytest.mark.parametrize("sql", README_QUERIES)
def test_normal_queries_still_work(wh_root, sql):
    table = query(wh_root, sql)
    assert table.num_columns >= 1


def test_views_read_parquet_after_lock_down_even_when_folder_moved(wh_root, tmp_path):
    """Moved warehouse: views are rebuilt in memory over the new folder, then locked to it."""
    moved = tmp_path / "moved"
    shutil.copytree(wh_root, moved)
    n = query(moved, "select count(*) as n from candidates").column("n")[0].as_py()
    assert n == query(wh_root, "select count(*) as n from candidates").column("n")[0].as_py() > 0
    message = refused_with(
        "E022", moved, f"select * from read_parquet('{wh_root}/pairs/**/*.parquet')"
    )
    assert str(moved) in message


def test_reading_files_inside_the_warehouse_is_allowed(wh_root):
    table = query(
        wh_root, f"select count(*) as n from read_parquet('{wh_root}/pairs/**/*.parquet')"
    )
    assert table.column("n")[0].as_py() > 0


# -- refusals -------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("sql", "code", "said"),
    [
        ("COPY (select 1) TO '{cwd}/x.csv'", "E020", "COPY"),
        ("COPY (select 1) TO '{wh}/x.csv'", "E020", "COPY"),
        ("COPY pairs TO '{wh}/pairs/evil.parquet'", "E020", "COPY"),
        ("EXPORT DATABASE '{wh}/exp'", "E020", "EXPORT"),
        ("ATTACH '{wh}/other.duckdb' AS o", "E020", "ATTACH"),
        ("INSTALL httpfs", "E020", "LOAD"),
        ("LOAD httpfs", "E020", "LOAD"),
        ("SET enable_external_access = true", "E020", "SET"),
        ("RESET lock_configuration", "E020", "SET"),
        ("CREATE TABLE t AS SELECT 1", "E020", "CREATE"),
        ("CHECKPOINT", "E020", "CALL"),
        ("EXPLAIN ANALYZE COPY (select 1) TO '{wh}/e.csv'", "E020", "EXPLAIN"),
        ("select * from read_csv('{secret}')", "E022", "secret.csv"),
        ("select * from read_text('/etc/passwd')", "E022", "/etc/passwd"),
        ("select * from read_csv('{wh}/../outside.csv')", "E022", "outside.csv"),
        ("select * from glob('/etc/*')", "E022", "/etc/*"),
        ("select * from read_parquet('https://example.com/x.parquet')", "E022", "https://"),
        ("select 1; select 2", "E021", "--multi"),
        ("select 1; COPY (select 1) TO '{wh}/m.csv'", "E021", "got 2"),
    ],
)
def test_refusals(wh_root, secret, tmp_path, sql, code, said):
    sql = sql.format(wh=wh_root, cwd=tmp_path, secret=secret)
    message = refused_with(code, wh_root, sql)
    assert said in message
    assert not (tmp_path / "x.csv").exists()


def test_multi_runs_reading_statements_but_still_refuses_writes(wh_root):
    assert query(wh_root, "select 1 as a; select 2 as b", allow_many=True).column_names == ["b"]
    refused_with(
        "E020", wh_root, f"select 1; COPY (select 1) TO '{wh_root}/m.csv'", allow_many=True
    )


def test_locked_settings_cannot_be_changed_back(wh_root):
    """Even a statement that slipped past the statement check could not unlock DuckDB."""
    con, _ = connect_locked(wh_root)
    try:
        with pytest.raises(duckdb.Error, match="locked"):
            con.execute("SET enable_external_access = true")
        with pytest.raises(duckdb.Error, match="disabled by configuration"):
            con.execute("select * from read_text('/etc/hostname')")
        with pytest.raises(duckdb.Error):
            con.execute("LOAD httpfs")
    finally:
        con.close()


def test_allow_files_lets_copy_and_outside_reads_through(wh_root, secret, tmp_path):
    out = tmp_path / "out.csv"
    query(wh_root, f"COPY (select 42 as answer) TO '{out}'", allow_files=True)
    assert out.read_text().splitlines() == ["answer", "42"]
    assert query(wh_root, f"select * from read_csv('{secret}')", allow_files=True).num_rows == 1
    # still no extensions, no settings
    refused_with("E020", wh_root, "INSTALL httpfs", allow_files=True)
    refused_with("E020", wh_root, "SET autoinstall_known_extensions = true", allow_files=True)


# -- the CLI: coded errors, exit 2, no traceback --------------------------------------------------------


def test_cli_query_refusals_are_coded(wh_root, secret, tmp_path):
    res = mine("query", "--warehouse", str(wh_root), f"COPY (select 1) TO '{tmp_path}/x.csv'")
    assert res.returncode == 2 and "E020" in res.stderr and "--allow-files" in res.stderr
    assert "Traceback" not in res.stderr and not (tmp_path / "x.csv").exists()
    res = mine("query", "--warehouse", str(wh_root), f"select * from read_csv('{secret}')")
    assert res.returncode == 2 and "E022" in res.stderr and "hunter2" not in res.stdout
    res = mine("query", "--warehouse", str(wh_root), "select 1; select 2")
    assert res.returncode == 2 and "E021" in res.stderr
    res = mine(
        "query", "--warehouse", str(wh_root), "--allow-files", "--format", "csv",
        f"select * from read_csv('{secret}')",
    )  # fmt: skip
    assert res.returncode == 0 and "hunter2" in res.stdout


def test_cli_sql_prompt_refuses_and_goes_on(wh_root, secret, tmp_path):
    stdin = (
        f"COPY (select 1) TO '{tmp_path}/x.csv';\n"
        f"select * from read_csv('{secret}');\n"
        "select count(*) as n from candidates;\n.quit\n"
    )
    res = mine("sql", "--warehouse", str(wh_root), stdin=stdin)
    assert res.returncode == 0, res.stderr
    assert "E020" in res.stderr and "E022" in res.stderr and "Traceback" not in res.stderr
    assert "hunter2" not in res.stdout and not (tmp_path / "x.csv").exists()
    assert "n" in [line.strip("│┃ ") for line in res.stdout.splitlines()]  # the good one ran


# -- review selections: --where and saved queries -----------------------------------------------------


@pytest.mark.parametrize(
    ("where", "inner"),
    [
        ("subtype = ", "E007"),
        ("no_such_column = 1", "E007"),
        ("1=1; COPY (select 1) TO '{wh}/w.csv'", "one condition"),
        ("candidate_id IN (select * from read_csv('{secret}'))", "E022"),
    ],
)
def test_bad_where_is_a_coded_error(wh_root, secret, where, inner):
    where = where.format(wh=wh_root, secret=secret)
    before = files_in(wh_root)
    with pytest.raises(MineError) as err:
        make_server(wh_root, "ann", where=where)
    assert err.value.code == "E024" and inner in err.value.message
    assert "--allow-files" not in err.value.message and "--multi" not in err.value.message
    assert files_in(wh_root) == before


def test_where_and_saved_queries_still_select(wh_root):
    srv = make_server(wh_root, "ann", where="subtype = 'but'")
    srv.server_close()
    assert srv.app.queue
    srv = make_server(wh_root, "ann", query="unreviewed")
    srv.server_close()
    assert srv.app.queue


def test_cli_review_bad_where_exits_2_before_serving(wh_root):
    res = mine("review", "--warehouse", str(wh_root), "--reviewer", "ann", "--where", "subtype =")
    assert res.returncode == 2 and "E024" in res.stderr
    assert "Traceback" not in res.stderr and "http://" not in res.stdout


def test_cli_review_remote_host_needs_confirmation(wh_root):
    res = mine("review", "--warehouse", str(wh_root), "--reviewer", "ann", "--host", "0.0.0.0")
    assert res.returncode == 2 and "E026" in res.stderr and "--allow-remote" in res.stderr
    assert "http://" not in res.stdout


def test_cli_review_allow_remote_warns_and_serves(wh_root):
    proc = subprocess.Popen(
        [*MINE, "review", "--warehouse", str(wh_root), "--reviewer", "ann", "--host", "0.0.0.0",
         "--port", "0", "--allow-remote"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        env=os.environ | {"PYTHONUNBUFFERED": "1", "COLUMNS": "200"},
    )  # fmt: skip
    try:
        line = ""
        while "http://" not in line:
            line = proc.stdout.readline()
            assert line, proc.stderr.read()
    finally:
        proc.terminate()
        _, err = proc.communicate(timeout=30)
    assert "warning" in err and "0.0.0.0" in err
