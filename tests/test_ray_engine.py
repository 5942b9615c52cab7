"""``--engine ray`` gives exactly the rows of the local engine, on a real local Ray instance.

Ray is started here with ``num_cpus=2`` (as on CI) and shared by the tests of this module; the
runs use the bundled Wikipedia sample cut into several shards and the conjunction phenomenon
(the one with the most candidates on that sample; any registered one when it is missing), so IDs,
texts, spans, features and pairs are all compared.
"""

from __future__ import annotations

import json

import pytest

from pipeline.engines.bookkeeping import RunOptions
from pipeline.engines.local import run
from pipeline.registry import phenomena
from pipeline.warehouse import Warehouse

ray = pytest.importorskip("ray")

TABLES = ("sentences", "candidates", "pairs", "quarantine")


@pytest.fixture(scope="module")
def local_ray():
    ray.init(
        num_cpus=2,
        object_store_memory=100 * 1024 * 1024,
        include_dashboard=False,
        _node_ip_address="127.0.0.1",
        log_to_driver=False,
        configure_logging=False,
    )
    yield
    ray.shutdown()


def _phenomena() -> list[str]:
    names = phenomena.names()
    return ["conjunction"] if "conjunction" in names else names[:1]


def _opts(root, **kw) -> RunOptions:
    base = dict(
        source="wikipedia",
        phenomena=_phenomena(),
        warehouse=root,
        workers=2,
        shard_size=12,
    )
    base.update(kw)
    return RunOptions(**base)


def _dump(root) -> dict[str, list]:
    con = Warehouse(root).connect()
    out = {}
    for table in TABLES:
        # run_id names the occasion (which run wrote the row), not the content
        cols = "* exclude (run_id)" if table == "quarantine" else "*"
        out[table] = con.execute(f"select {cols} from {table} order by all").fetchall()
    con.close()
    return out


def test_ray_rows_equal_local_rows_and_resume_skips_everything(tmp_path, local_ray):
    from pipeline.engines.ray import run_ray

    local = run(_opts(tmp_path / "local", workers=1))
    on_ray = run_ray(_opts(tmp_path / "ray"))
    expected = _dump(tmp_path / "local")
    assert len(expected["sentences"]) == local.counts["sentences"] > 40
    assert expected["candidates"], "the sample yields candidates for the registered phenomena"
    assert _dump(tmp_path / "ray") == expected
    for key in ("documents", "sentences", "prefiltered", "parsed", "candidates", "pairs"):
        assert on_ray.counts[key] == local.counts[key], key
    assert on_ray.counts["skipped_redirects"] == local.counts["skipped_redirects"] == 1

    con = Warehouse(tmp_path / "ray").connect()
    (row,) = con.execute("select engine, status, n_sentences, stage_seconds from runs").fetchall()
    con.close()
    assert row[:3] == ("ray", "completed", local.counts["sentences"])
    assert {"read", "parse", "write"} <= set(json.loads(row[3]))

    # the ray engine shares the local manifest: --resume after a finished run redoes nothing
    again = run_ray(_opts(tmp_path / "ray", resume=True))
    assert again.counts["resumed_shards"] == len(list((tmp_path / "ray" / "sentences").iterdir()))
    assert again.counts["candidates"] == local.counts["candidates"]
    assert _dump(tmp_path / "ray") == expected


def test_a_folder_of_files_has_one_read_task_per_file_and_local_rows(tmp_path, local_ray):
    from pipeline.engines.ray import _datasource, run_ray

    from .test_scale import _folder

    folder = _folder(tmp_path, n_files=3, n_docs=10)

    def opts(root, **kw):
        return RunOptions(
            source="jsonl",
            phenomena=_phenomena(),
            inputs=[folder],
            warehouse=root,
            workers=2,
            shard_size=20,
            **kw,
        )

    tasks = _datasource(opts(tmp_path / "x"), frozenset()).get_read_tasks(1)
    assert len(tasks) == 3
    assert sorted(t.metadata.input_files[0].rsplit("/", 1)[1] for t in tasks) == [
        "part0.jsonl",
        "part1.jsonl",
        "part2.jsonl",
    ]
    local = run(opts(tmp_path / "local"))
    on_ray = run_ray(opts(tmp_path / "ray"))
    assert on_ray.counts["read_tasks"] == 3  # each task ran and reported to the driver
    assert _dump(tmp_path / "ray") == _dump(tmp_path / "local")
    assert on_ray.counts["sentences"] == local.counts["sentences"] == 150
    again = run_ray(opts(tmp_path / "ray", resume=True))
    assert again.counts["resumed_shards"] == len(list((tmp_path / "ray" / "sentences").iterdir()))
    assert _dump(tmp_path / "ray") == _dump(tmp_path / "local")
