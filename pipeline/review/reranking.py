"""The review server's link to the ranking model (``pipeline.ranking``, issue #20).

``rescore`` fits the keep/reject model on the warehouse's review decisions (or uses the prior when
there are too few), stores it and re-scores every pair; ``keep_score`` in the ``pairs`` view then
holds the new scores. This module only calls it and turns its report into the few figures the page
shows, so that the server does not depend on the report's class.
"""

from __future__ import annotations

import math
from typing import Any

from ..errors import Errors, MineError
from ..warehouse import Warehouse


def rescore(warehouse: Warehouse) -> dict[str, Any]:
    """Re-fit and re-score (``pipeline.ranking.rescore``); the report's figures for the page.

    Takes the warehouse's writer lock as ``pipeline.ranking`` does, so it must not run on a thread
    that saves decisions (saves take no lock and must never wait for it).
    """
    try:
        from ..ranking import rescore as ranking_rescore
    except ImportError as exc:  # a build without the ranking package
        raise MineError(Errors.E153, error=str(exc)) from exc
    return summary(ranking_rescore(warehouse.root))


def summary(report: Any) -> dict[str, Any]:
    """``model_id``, ``kind`` (prior / warehouse), ``n_decisions`` and ``cv_auc`` (None when not
    cross-validated) of a report."""
    auc = getattr(report, "cv_auc", None)
    if isinstance(auc, float) and math.isnan(auc):
        auc = None
    return {
        "model_id": getattr(report, "model_id", None),
        "kind": getattr(report, "kind", None),
        "n_decisions": getattr(report, "n_decisions", None),
        "cv_auc": None if auc is None else round(float(auc), 3),
    }
