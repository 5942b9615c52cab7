"""The fresh-text pools for blind review (benchmarks/sotu_pool.py, benchmarks/moby_dick_pool.py)
built from tiny folders in the npm packages' own layout, through the product's real splitter."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _pool(script: str, folder: Path, out: Path) -> list[dict]:
    subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / script), str(folder), str(out)],
        check=True,
        cwd=ROOT,
        capture_output=True,
    )
    return [json.loads(line) for line in out.read_text().splitlines()]


def test_sotu_pool_drops_stage_directions_and_short_sentences(tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    (data / "1961_kennedy.txt").write_text(
        "We meet in an hour of national peril and of national opportunity. (Applause.) "
        "Thank you all. The tax cut I have proposed will help every family in the land."
    )
    (data / "1900_mckinley.txt").write_text("This address is older than the pool reaches back to.")
    rows = _pool("sotu_pool.py", data, tmp_path / "pool.jsonl")
    texts = sorted(r["text"] for r in rows)
    assert texts == [
        "The tax cut I have proposed will help every family in the land.",
        "We meet in an hour of national peril and of national opportunity.",
    ]
    assert {r["speech"] for r in rows} == {"1961_kennedy"}


def test_moby_dick_pool_reads_chapters_and_epilogue_not_front_matter(tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    chapters = {
        "chapter_1": "Call me Ishmael. Some years ago I thought I would sail about a little.",
        "chapter_2": "I stuffed a shirt or two into my old carpet-bag and started for Cape Horn.",
        "epilogue": "The drama's done, and only one survived the wreck of the ship.",
        "extracts": "And God created great whales, and every living creature that moveth.",
    }
    for name, text in chapters.items():
        (data / f"{name}.json").write_text(json.dumps({"title": name, "text": text}))
    rows = _pool("moby_dick_pool.py", data, tmp_path / "pool.jsonl")
    assert {r["speech"] for r in rows} == {"chapter_1", "chapter_2", "epilogue"}
    assert "Call me Ishmael." not in {r["text"] for r in rows}  # five words or fewer
    assert all(r["id"].startswith("m") for r in rows)
    assert len(rows) == 3
