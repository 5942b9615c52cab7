"""Execute the notebooks headless (nbclient + ipykernel) so they never rot.

The review notebook runs against a real warehouse built from real sentences, with decisions of two
reviewers recorded through the review store, so every section (acceptance, agreement, label
comparison) draws its plot.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from pipeline.review import store
from tests.review_support import build_base

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


def test_zero_and_undefined_bars_stay_visible():
    """κ = 0 and a worker's 0.0 accuracy are drawn and labelled; undefined κ says n/a."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from matplotlib.lines import Line2D

    from pipeline.review.plots import value_bars

    fig, ax = plt.subplots()
    value_bars(ax, [0, 1, 2], [0.75, 0.0, None], color=["tab:green", "tab:red", "tab:blue"])
    texts = [t.get_text() for t in ax.texts]
    assert texts == ["0.75", "0.00", "n/a"]
    zero_marks = [
        ln
        for ln in ax.get_lines()
        if isinstance(ln, Line2D) and list(ln.get_ydata()) == [0, 0] and ln.get_linewidth() >= 3
    ]
    assert len(zero_marks) == 1 and zero_marks[0].get_color() == "tab:red"
    hatched = [p for p in ax.patches if p.get_hatch()]
    assert len(hatched) == 1 and hatched[0].get_height() > 0  # n/a is not an empty slot
    plt.close(fig)


def test_review_overview_shows_an_excluded_workers_zero(reviewed_warehouse, tmp_path, monkeypatch):
    from datetime import datetime

    from tests.review_support import fresh_copy

    wh = fresh_copy(reviewed_warehouse, tmp_path / "wh")
    con = store.connect(wh)
    pair_ids = [r[0] for r in con.execute("SELECT pair_id FROM pairs LIMIT 2").fetchall()]
    con.close()
    rows = []
    for worker, right in (("w_good", True), ("w_bad", False)):
        for n, gold in enumerate(("entailment", "neutral")):
            rows.append(
                {"item_id": f"filler-{n}", "is_filler": True, "filler_gold": gold,
                 "label": gold if right else "contradiction", "worker_id": worker}
            )  # fmt: skip
        for pid in pair_ids:
            rows.append({"item_id": pid, "pair_id": pid, "is_filler": False,
                         "label": "entailment", "worker_id": worker})  # fmt: skip
    now = datetime(2026, 1, 1)
    wh.write(
        "annotations",
        "batch-1",
        [
            r | {"annotation_id": f"a{i}", "platform": "mturk", "batch": "b1", "imported_at": now}
            for i, r in enumerate(rows)
        ],
    )
    wh.refresh_views()
    monkeypatch.setenv("MINE_WAREHOUSE", str(wh.root))
    nb = run_notebook("review_overview.ipynb", tmp_path)
    outputs = [o for c in nb.cells if c.cell_type == "code" for o in c.get("outputs", [])]
    assert not [o for o in outputs if o.get("output_type") == "error"]
    text = "".join(o.get("text", "") for o in outputs if o.get("output_type") == "stream")
    assert "worker w_bad          filler accuracy 0.00 (0/2)  excluded" in text
    assert "worker w_good         filler accuracy 1.00 (2/2)" in text
    assert "decision per candidate" in text and "label    per pair" in text
