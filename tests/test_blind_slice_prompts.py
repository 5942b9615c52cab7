"""``blind_slice.py prompts``: one judge instruction per phenomenon, with the items copied away
from the slice's key (docs/blind_review.md)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_prompts_fill_every_placeholder_and_leave_the_key_behind(tmp_path: Path) -> None:
    slice_dir = tmp_path / "s1"
    (slice_dir / "items").mkdir(parents=True)
    (slice_dir / "items" / "conjunction.txt").write_text("[conj-001] PAIR ...\n")
    (slice_dir / "items" / "implicature.txt").write_text("[impl-001] PAIR ...\n")
    (slice_dir / "key.csv").write_text("item_id,draw,phenomenon,pair_id,score\n")
    judge = tmp_path / "judge"
    done = subprocess.run(
        [
            sys.executable,
            str(ROOT / "benchmarks" / "blind_slice.py"),
            "prompts",
            str(slice_dir),
            str(judge),
            "--rubric",
            "/r/RUBRIC.md",
            "--seeds",
            "/r/seeds",
            "--forbid",
            "/code",
        ],
        check=True,
        capture_output=True,
        text=True,
        cwd=ROOT / "benchmarks",
    )
    assert len(done.stdout.split()) == 2
    prompt = (judge / "conjunction.prompt").read_text()
    assert f"{judge}/items/conjunction.txt" in prompt
    assert f"{judge}/verdicts-conjunction.tsv" in prompt
    assert "/r/RUBRIC.md" in prompt and "/r/seeds" in prompt
    assert str(slice_dir) in prompt and "/code" in prompt  # both forbidden
    for placeholder in ("PHEN", "ITEMS", "RUBRIC ", "SEEDS", "OUT/", "<!--"):
        assert placeholder not in prompt, placeholder
    assert sorted(p.name for p in (judge / "items").iterdir()) == [
        "conjunction.txt",
        "implicature.txt",
    ]
    assert not (judge / "key.csv").exists()
