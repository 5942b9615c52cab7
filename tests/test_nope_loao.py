"""``mine eval nope``'s per-annotator and leave-one-annotator-out figures (issue #11): a
threshold is chosen on two annotators' rows and reported on the third."""

from __future__ import annotations

import json
import subprocess

from pipeline.evaluation.nope import Judged, annotator_report, choose_thresholds


def _rows(annotator: str, spec: list[tuple[bool, float | None]]) -> list[Judged]:
    return [Judged("clefts", gold, annotator, conf) for gold, conf in spec]


def test_threshold_is_chosen_on_training_rows_only():
    # on A and B the low-confidence candidates are wrong: the best threshold cuts them
    train = _rows("A", [(True, 0.9), (False, 0.5), (True, 0.9)]) + _rows(
        "B", [(True, 0.9), (False, 0.5)]
    )
    assert choose_thresholds(train) == {"clefts": 0.9}
    # on C they are right: held out, C is scored with the threshold A and B chose
    test = _rows("C", [(True, 0.5), (True, 0.5), (True, 0.9)])
    report = annotator_report(train + test)
    held_c = report["leave_one_annotator_out"]["held_out=C"]
    assert (held_c["tp"], held_c["fn"], held_c["fp"]) == (1, 2, 0)
    assert report["per_annotator"]["C"]["recall"] == 1.0  # no threshold: every candidate counts


def test_ties_keep_recall():
    train = _rows("A", [(True, 0.9), (True, 0.5)]) + _rows("B", [(True, None)])
    assert choose_thresholds(train) == {"clefts": 0.0}


def test_cli_prints_rotations(shared_benchmarks, tmp_path):
    out = tmp_path / "loao.json"
    proc = subprocess.run(
        [
            "mine",
            "eval",
            "nope-loao",
            str(shared_benchmarks / "nope" / "candidates.csv"),
            "--limit",
            "60",
            "--json",
            str(out),
        ],
        capture_output=True,
        text=True,
        check=True,
    )
    assert "leave_one_annotator_out" in proc.stdout
    report = json.loads(out.read_text())
    rotations = report["leave_one_annotator_out"]
    assert rotations and all(k.startswith("held_out=") for k in rotations)
    for fig in rotations.values():
        assert fig["tp"] + fig["fn"] >= 0 and "train_precision" in fig
