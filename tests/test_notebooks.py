"""Execute the notebooks headless (nbclient + ipykernel) so they never rot.

The review notebook runs against a real warehouse built from real sentences, with decisions of two
reviewers recorded through the review store, so every section (acceptance, agreement, label
comparison) draws its plot.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from pipeline.review import store
from tests.test_review_support import build_base

nbformat = pytest.importorskip("nbformat")
nbclient = pytest.importorskip("nbclient")
pytest.importorskip("matplotlib")

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
LABELS = ("entailment", "neutral", "contradiction")


@pytest.fixture(scope="module")
def reviewed_warehouse(nlp, tmp_path_factory):
    root = build_base(nlp, tmp_path_factory.mktemp("nb") / "wh")
    from pipeline.warehouse import Warehouse

    wh = Warehouse(root)
    con = store.connect(wh)
    for i, cid in enumerate(store.queue(con, "ann")):
        pairs = store.item(con, cid, "ann")["pairs"]
        for reviewer, shift in (("ann", 0), ("bob", i % 2)):
            store.record_decision(
                wh,
                con,
                reviewer,
                {
                    "candidate_id": cid,
                    "decision": "accept" if (i + shift) % 3 else "reject",
                    "pairs": [
                        {"pair_id": p["pair_id"], "label": LABELS[(j + shift) % 3]}
                        for j, p in enumerate(pairs)
                    ],
                },
            )
    con.close()
    return root


def run_notebook(name: str, cwd: Path):
    nb = nbformat.read(NOTEBOOKS / name, as_version=4)
    client = nbclient.NotebookClient(
        nb, timeout=600, kernel_name="python3", resources={"metadata": {"path": str(cwd)}}
    )
    client.execute()
    return nb


def test_review_overview_runs_against_a_warehouse(reviewed_warehouse, tmp_path, monkeypatch):
    monkeypatch.setenv("MINE_WAREHOUSE", str(reviewed_warehouse))
    nb = run_notebook("review_overview.ipynb", tmp_path)
    outputs = [o for c in nb.cells if c.cell_type == "code" for o in c.get("outputs", [])]
    assert not [o for o in outputs if o.get("output_type") == "error"]
    text = "".join(o.get("text", "") for o in outputs if o.get("output_type") == "stream")
    assert f"warehouse: {reviewed_warehouse}" in text
    assert "cohen" in text and "fleiss" in text  # agreement section computed
    assert "heuristic label confirmed on" in text
    images = [o for o in outputs if "image/png" in o.get("data", {})]
    assert len(images) >= 5  # counts, heuristic labels, acceptance, agreement, confusion matrix
