"""Parquet + DuckDB warehouse: schemas from the DDL, atomic writes, subtype-scoped replacement."""

from __future__ import annotations

import os

import duckdb
import pyarrow.parquet as pq
import pytest

from pipeline.errors import MineError
from pipeline.warehouse import Warehouse, schema, write_atomic


def cand(cid: str, subtype: str) -> dict:
    return {
        "candidate_id": cid,
        "sentence_id": "s",
        "doc_id": "d",
        "phenomenon": "conjunction",
        "subtype": subtype,
        "trigger": "and",
        "trigger_lemma": "and",
        "char_start": 1,
        "char_end": 4,
        "confidence": 1.0,
        "features": "{}",
        "extractor": "x@1",
        "model": "m@1",
        "parser": "dependency",
    }


def test_schema_comes_from_the_sql_ddl():
    names = schema("candidates").names
    assert names[:4] == ["candidate_id", "sentence_id", "doc_id", "phenomenon"]
    assert str(schema("candidates").field("char_start").type) == "int32"


def test_replace_subtypes_keeps_other_subtypes_and_never_duplicates(tmp_path):
    wh = Warehouse(tmp_path)
    wh.replace_subtypes(
        "candidates", "conjunction/shard1", [cand("a", "and"), cand("o", "or")], {"and", "or"}
    )
    wh.replace_subtypes(
        "candidates", "conjunction/shard1", [cand("a", "and")], {"and"}
    )  # re-run, narrower
    wh.replace_subtypes(
        "candidates", "conjunction/shard1", [cand("a", "and")], {"and"}
    )  # and again
    wh.refresh_views()
    con = wh.connect()
    rows = con.execute("select candidate_id, subtype from candidates order by 1").fetchall()
    assert rows == [("a", "and"), ("o", "or")]


def test_atomic_write_leaves_old_file_when_writing_fails(tmp_path, monkeypatch):
    wh = Warehouse(tmp_path)
    path = wh.write("candidates", "conjunction/s", [cand("a", "and")])
    import pipeline.warehouse as mod

    def boom(table, where, **kw):
        with open(where, "wb") as fh:
            fh.write(b"PAR1 half a file")
        raise OSError("disk full")

    monkeypatch.setattr(mod.pq, "write_table", boom)
    with pytest.raises(OSError):
        write_atomic(path, pq.read_table(path))
    monkeypatch.undo()
    assert pq.read_table(path).num_rows == 1  # the old, complete file
    assert not [p for p in os.listdir(path.parent) if p.endswith(".part")]  # no temp litter
    wh.refresh_views()
    assert wh.connect().execute("select count(*) from candidates").fetchone() == (1,)


def test_views_exist_before_any_data_and_query_is_read_only(tmp_path):
    wh = Warehouse(tmp_path)
    wh.refresh_views()
    con = wh.connect(read_only=True)
    assert con.execute("select count(*) from pairs").fetchone() == (0,)
    with pytest.raises(duckdb.Error):
        con.execute("create table x (a int)")


def test_moved_warehouse_still_queries(tmp_path):
    wh = Warehouse(tmp_path / "a")
    wh.write("candidates", "conjunction/s", [cand("a", "and")])
    wh.refresh_views()
    (tmp_path / "a").rename(tmp_path / "b")
    assert Warehouse(tmp_path / "b").connect().execute(
        "select candidate_id from candidates"
    ).fetchall() == [("a",)]


def test_missing_database_is_a_clear_error(tmp_path):
    with pytest.raises(MineError) as err:
        Warehouse(tmp_path).connect()
    assert err.value.code == "E006"
