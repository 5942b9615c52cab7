"""Shared helper of the fresh-pool reader tests (stops 81-82): run a reader the way
``benchmarks/build_pools.sh`` does, as a script in a subprocess with a bare environment."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def pool_texts(kind: str, folder: Path, out: Path) -> list[str]:
    """The sorted sentence texts ``benchmarks/fresh_pools.py KIND FOLDER OUT`` writes to ``out``."""
    subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / "fresh_pools.py"), kind, str(folder), str(out)],
        check=True,
        cwd=ROOT,
        capture_output=True,
        env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"},
    )
    return sorted(json.loads(line)["text"] for line in out.read_text().splitlines())
