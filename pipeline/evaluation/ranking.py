"""``mine eval ranking --warehouse W``: keep_score against the warehouse's review decisions.

The work is in ``pipeline.ranking.evaluate`` (see its docstring for the figures); PATH is the
warehouse.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from .. import registry


@registry.evaluations.register("ranking")
def evaluate(path: Path, limit: int | None = None) -> dict[str, Any]:
    from ..ranking.evaluate import report

    return report(path)
