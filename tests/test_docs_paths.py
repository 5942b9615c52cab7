"""The product's docs, code and word lists name no path of the maintainers' machine.

A user's clone has no ``/work`` and no ``../shared``: measurement notes name the maintainers'
evidence by its name (slice ``s1201c``, A/B ``ab94``, gold baseline ``gold77end``, branch
``vc166``; the convention is written in docs/blind_review.md). ``tests/`` is checked for
``/work/`` only: the tests of the benchmark data may say in skip messages and docstrings that
``../shared/benchmarks`` is absent.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
CHECKED = ("docs", "pipeline", "patterns", "wordlists", "warehouse", "benchmarks", "notebooks")
#: ``/work/`` as the start of an absolute path: not after a word character, so a word list such
#: as "serve/act/work/function as" is not a path.
WORK = re.compile(r"(?<![\w.~-])/work/")
SHARED = "../shared"


def tracked(*parts: str) -> list[Path]:
    try:
        out = subprocess.run(
            ["git", "ls-files", "-z", "--", *parts],
            cwd=REPO,
            capture_output=True,
            check=True,
        ).stdout
    except (OSError, subprocess.CalledProcessError):
        pytest.skip("not a git checkout")
    return [REPO / p for p in out.decode().split("\0") if p]


def offending(paths: list[Path], *, shared: bool) -> list[str]:
    """``path:line: text`` of every line that names ``/work/`` (or ``../shared``)."""
    hits = []
    for path in paths:
        try:
            text = path.read_text(encoding="utf-8")
        except (UnicodeDecodeError, FileNotFoundError, IsADirectoryError):
            continue  # binary (wheel, parquet, gz) or removed in the working tree
        for n, line in enumerate(text.splitlines(), 1):
            if WORK.search(line) or (shared and SHARED in line):
                name = path.relative_to(REPO) if path.is_relative_to(REPO) else path
                hits.append(f"{name}:{n}: {line.strip()[:120]}")
    return hits


def test_docs_code_and_word_lists_name_no_machine_local_path() -> None:
    paths = tracked(*CHECKED, "README.md")
    assert len(paths) > 100
    assert offending(paths, shared=True) == []


def test_tests_name_no_work_path() -> None:
    paths = [p for p in tracked("tests") if p.name != Path(__file__).name]
    assert offending(paths, shared=False) == []


def test_the_check_finds_a_path(tmp_path: Path) -> None:
    note = tmp_path / "note.md"
    note.write_text(
        "Measured on `/work/reviews/s1201c/in.jsonl`\n"
        "gold (PYTHONPATH=/work/main)\n"
        "needs ../shared/benchmarks\n"
        "copular serve/act/work/function as\n",
        encoding="utf-8",
    )
    hits = offending([note], shared=True)
    assert [h.split(":")[1] for h in hits] == ["1", "2", "3"]
    assert [h.split(":")[1] for h in offending([note], shared=False)] == ["1", "2"]
