"""``mine eval ranking --warehouse W``: how well keep_score orders the pairs reviewers decided.

Measured only on reviewed pairs (keep = accepted without edits). Three scorings:

- ``cross_validated``: out-of-fold scores of the warehouse model (folds grouped by source
  sentence, each fold's model the prior moved by the other folds' decisions): the
  honest figure for "a model fit on these reviews, on pairs it did not see";
- ``prior``: the shipped prior, which never saw these decisions (unless the warehouse is one the
  prior was trained from, see prior/README.md);
- ``in_force``: pairs.keep_score as the review page orders by it now (in-sample when the model
  in force was fit on these decisions: an upper bound, not an estimate).

For each: ROC AUC, and the keep rate of the top 25% and top 50% by score against the keep rate
of all decided pairs, with counts.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from ..errors import Errors, MineError
from ..warehouse import Warehouse
from . import decisions, features_of, learn, pair_rows, prior_model
from .model import auc, grouped_cv_scores


def top_share(labels: Sequence[int], scores: Sequence[float], share: float) -> dict[str, Any]:
    """Keep rate among the ``share`` best-scored items (ties broken by position, stable)."""
    n = max(1, round(len(labels) * share))
    order = sorted(range(len(labels)), key=lambda i: -scores[i])[:n]
    kept = sum(labels[i] for i in order)
    return {"n": n, "kept": kept, "keep_rate": kept / n}


def summary(labels: Sequence[int], scores: Sequence[float]) -> dict[str, Any]:
    top25, top50 = top_share(labels, scores, 0.25), top_share(labels, scores, 0.5)
    return {
        "auc": auc(labels, scores),
        "top25_keep_rate": top25["keep_rate"],
        "top25_kept": top25["kept"],
        "top25_n": top25["n"],
        "top50_keep_rate": top50["keep_rate"],
        "top50_kept": top50["kept"],
        "top50_n": top50["n"],
        "all_keep_rate": sum(labels) / len(labels),
        "all_kept": sum(labels),
        "all_n": len(labels),
    }


def report(warehouse: Path | str) -> dict[str, Any]:
    wh = Warehouse(warehouse)
    con = wh.connect()
    try:
        rows = {r["pair_id"]: r for r in pair_rows(con)}
        decided = [d for d in decisions(con) if d[0] in rows]
        in_force = dict(con.execute("SELECT pair_id, keep_score FROM pairs").fetchall())
        model_row = con.execute(
            "SELECT model_id, kind FROM rank_models ORDER BY created_at DESC, model_id DESC LIMIT 1"
        ).fetchall()
    finally:
        con.close()
    labels = [k for _, _, k in decided]
    if len(set(labels)) < 2:
        raise MineError(Errors.E141, path=wh.root, n=len(labels))
    feats = {pid: features_of(rows[pid]) for pid, _, _ in decided}
    x = [feats[p] for p, _, _ in decided]
    groups = [rows[p]["sentence_id"] for p, _, _ in decided]
    oof = grouped_cv_scores(x, labels, groups, learn)
    prior = prior_model()
    scorings: dict[str, dict[str, Any]] = {}
    if oof is not None:
        scorings["cross_validated"] = summary(labels, oof)
    scorings["prior"] = summary(labels, [prior.score(f) for f in x])
    current = [in_force.get(p) for p, _, _ in decided]
    if all(s is not None for s in current):
        scorings["in_force"] = summary(labels, current)  # type: ignore[arg-type]
    return {
        "decisions": {
            "n": len(labels),
            "kept": sum(labels),
            "pairs": len({p for p, _, _ in decided}),
            "sentences": len(set(groups)),
        },
        "model_in_force": {
            "model_id": model_row[0][0] if model_row else prior.model_id,
            "kind": model_row[0][1] if model_row else "prior (never ranked)",
        },
        "ranking": scorings,
    }
