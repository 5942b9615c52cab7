"""keep_score: the estimated probability that an expert keeps a pair as is (issue #20).

A reviewer's time per kept pair is the product's real cost, so the review order should put the
pairs an expert would keep first. ``keep_score`` is a logistic regression over what the tool
knows about a pair (``features.py``); its weights come from review decisions:

- a new warehouse uses the **prior** shipped with the package (``prior/model.json``, trained by
  ``python -m pipeline.ranking.train_prior`` on the labelled rows in
  ``prior/training_rows.jsonl.gz``; ``prior/README.md`` states each label's origin);
- ``rescore(W)`` (``mine rank``) learns from the warehouse's own decisions once there are at
  least ``MIN_DECISIONS`` with ``MIN_PER_CLASS`` of each outcome (keep = accepted without edits;
  rejected or edited = not kept), starting from the prior's weights (``learn``), stores the model
  versioned in ``rank_models`` and every pair's score in ``keep_scores/<model_id>.parquet``;
  the ``pairs`` view shows the newest model's score;
- ``mine run`` scores the pairs it writes with the model in force (``score_rows``), so a fresh
  warehouse has ``pairs.keep_score`` right away;
- ``rescore(W, reset=True)`` (``mine rank --reset``) puts the prior back in force and records
  the reset (a ``rank_models`` row of kind ``reset``): the automatic re-fits of ``mine review``
  (``rescore(W)``) keep the prior until the next explicit ``mine rank``
  (``rescore(W, explicit=True)``);
- only the scores of the ``KEEP_SCORE_FILES`` newest models are kept (``keep_scores/``), the
  rest are pruned under the writer lock; ``rank_models`` keeps every model (small rows).
"""

from __future__ import annotations

import gzip
import json
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

import duckdb
import pyarrow.parquet as pq

from ..errors import Errors, MineError
from ..warehouse import Warehouse
from .features import FEATURE_VERSION, pair_features
from .model import KeepModel, auc, fit, grouped_cv_scores, model_id
from .train_prior import LEARN_C

#: Fewer decisions than this (or fewer than MIN_PER_CLASS kept / not kept) and the prior stays in
#: force: a model fit on a handful of decisions ranks worse than the prior (benchmarks/rank_curve).
MIN_DECISIONS = 20
MIN_PER_CLASS = 5
#: Weight of one of the warehouse's own decisions, in the prior's units (a blind verdict weighs
#: train_prior.VERDICT_WEIGHT = 10, a NOPE row 0.25): a decision counts as one blind verdict.
#: The decisions move the prior's weights, each anchored by the evidence the prior's rows gave
#: it (``KeepModel.precision``; ``model.fit`` with ``anchor``); the prior's rows are not refit,
#: so their number no longer drowns the decisions (stop 29: refit on 4,508 rows, a dozen
#: decisions at weight 40 or 60 no longer sank a rejected kind). benchmarks/rank_curve.py on five
#: slices (12 seeds, 30% of sentences held out), mean held-out AUC after 0/50/100/200 decisions:
#: weight 5 0.789/0.790/0.790/0.788, 10 0.789/0.791/0.791/0.786, 20 0.789/0.791/0.790/0.780,
#: 40 0.789/0.788/0.784/0.766; the old refit at 40 0.784/0.779/0.779/0.766 (prior/README.md).
WAREHOUSE_WEIGHT = 10.0
MODELS = "rank_models"
SCORES = "keep_scores"
#: Score files kept: the model in force and the ones before it (a score file holds every pair, so
#: one per re-fit would pile up; ``mine review`` re-fits every 25 decisions).
KEEP_SCORE_FILES = 3
#: ``rank_models.kind`` of the row ``mine rank --reset`` writes: the prior, put in force on
#: purpose, so automatic re-fits leave it in force.
RESET_KIND = "reset"

#: Pairs with what their features need: the candidate's lemma, confidence, features and trigger
#: offset, and the sentence text (read from the stored rows, the view adds nothing needed here).
_PAIR_ROWS = """
SELECT p.pair_id, p.sentence_id, p.phenomenon, p.subtype, p.premise, p.hypothesis,
       p.premise_kind, p.hypothesis_kind, p.heuristic_label, p.label_rule, p.well_formed,
       p.features,
       c.trigger_lemma, c.confidence, c.features AS candidate_features, c.char_start,
       s.text AS sentence_text,
       count(*) OVER (PARTITION BY p.sentence_id, p.phenomenon) AS pairs_of_sentence
FROM pairs_stored p
LEFT JOIN (SELECT * FROM candidates QUALIFY row_number() OVER (PARTITION BY candidate_id) = 1) c
    ON c.candidate_id = p.candidate_id
LEFT JOIN (SELECT * FROM sentences QUALIFY row_number() OVER (PARTITION BY sentence_id) = 1) s
    ON s.sentence_id = p.sentence_id
ORDER BY p.pair_id
"""
#: Every reviewer's decision in force about a pair (review_status drops undone actions).
_DECISIONS = """
SELECT pair_id, reviewer,
       CASE WHEN decision = 'accept' AND coalesce(edits, '{}') = '{}' THEN 1 ELSE 0 END AS keep
FROM review_status
WHERE pair_id IS NOT NULL AND decision IN ('accept', 'reject')
"""


@dataclass(frozen=True)
class RankReport:
    """What ``rescore`` put in force."""

    model_id: str
    kind: str  # "prior" | "warehouse"
    n_decisions: int
    n_keep: int
    cv_auc: float | None
    n_scored: int
    created_at: datetime
    reason: str  # why this kind of model (too few decisions, reset, fitted)

    def to_dict(self) -> dict[str, Any]:
        return {
            "model_id": self.model_id,
            "kind": self.kind,
            "n_decisions": self.n_decisions,
            "n_keep": self.n_keep,
            "cv_auc": self.cv_auc,
            "n_scored": self.n_scored,
            "created_at": self.created_at.isoformat(timespec="seconds"),
            "reason": self.reason,
        }


# -- the prior -----------------------------------------------------------------------------------


def prior_dir() -> Path:
    return Path(__file__).parent / "prior"


@cache
def prior_model() -> KeepModel:
    """The model shipped with the package (used until a warehouse has enough decisions)."""
    path = prior_dir() / "model.json"
    try:
        model = KeepModel.from_json(path.read_text(encoding="utf-8"))
    except (OSError, ValueError, TypeError) as exc:
        raise MineError(Errors.E140, path=path, error=exc) from exc
    check_feature_version(path, model.feature_version)
    return model


def check_feature_version(path: Path, stored: str | None) -> None:
    """E143 when weights or rows were computed with other features than this code computes: the
    dot product of old weights with new features is a wrong score that looks like a right one."""
    if stored != FEATURE_VERSION:
        raise MineError(Errors.E143, path=path, stored=stored, code=FEATURE_VERSION)


@cache
def prior_training_rows() -> tuple[dict[str, Any], ...]:
    """The prior's labelled rows: ``{"features", "label", "weight", "group", "origin"}``."""
    path = prior_dir() / "training_rows.jsonl.gz"
    if not path.exists():
        return ()
    with gzip.open(path, "rt", encoding="utf-8") as fh:
        rows = tuple(json.loads(line) for line in fh if line.strip())
    for version in {r.get("feature_version") for r in rows}:
        check_feature_version(path, version)
    return rows


# -- features of stored pairs --------------------------------------------------------------------


def features_of(row: dict[str, Any]) -> dict[str, float]:
    """Features of one row of ``_PAIR_ROWS`` (pair columns + candidate/sentence columns)."""
    candidate = None
    if row.get("trigger_lemma") is not None or row.get("candidate_features") is not None:
        candidate = {
            "trigger_lemma": row.get("trigger_lemma"),
            "confidence": row.get("confidence"),
            "features": row.get("candidate_features"),
            "char_start": row.get("char_start"),
        }
    text = row.get("sentence_text")
    return pair_features(row, candidate, {"text": text} if text is not None else None)


def pair_rows(con: duckdb.DuckDBPyConnection) -> list[dict[str, Any]]:
    cur = con.execute(_PAIR_ROWS)
    cols = [d[0] for d in cur.description]
    return [dict(zip(cols, r, strict=True)) for r in cur.fetchall()]


def decisions(con: duckdb.DuckDBPyConnection) -> list[tuple[str, str, int]]:
    """``(pair_id, reviewer, keep)`` for every reviewer's decision in force about a pair."""
    return [(p, r, int(k)) for p, r, k in con.execute(_DECISIONS).fetchall()]


# -- the model in force --------------------------------------------------------------------------


def _model_rows(wh: Warehouse) -> list[dict[str, Any]]:
    base = wh.path(MODELS)
    if not base.is_dir():
        return []
    rows: list[dict[str, Any]] = []
    for path in sorted(base.glob("*.parquet")):
        rows.extend(pq.read_table(path).to_pylist())
    return rows


def current_model(wh: Warehouse) -> KeepModel:
    """The newest model in ``rank_models`` (the prior when there is none, or when the newest
    was trained on features of another ``FEATURE_VERSION``). Cached per set of model files, as
    ``mine run`` asks once per shard."""
    base = wh.path(MODELS)
    stamp = (
        tuple(sorted((p.name, p.stat().st_mtime_ns) for p in base.glob("*.parquet")))
        if base.is_dir()
        else ()
    )
    return _model_in_force(str(wh.root), stamp)


@lru_cache(maxsize=8)
def _model_in_force(root: str, stamp: tuple[tuple[str, int], ...]) -> KeepModel:
    rows = _model_rows(Warehouse(root))
    if not rows:
        return prior_model()
    newest = max(rows, key=lambda r: (r["created_at"], r["model_id"]))
    model = KeepModel.from_json(newest["model"])
    return model if model.feature_version == FEATURE_VERSION else prior_model()


def score_rows(
    model: KeepModel,
    pairs: Sequence[dict[str, Any]],
    candidates: Sequence[dict[str, Any]],
    sentences: Sequence[dict[str, Any]],
) -> list[dict[str, Any]]:
    """Pair rows (``Pair.to_row()``) with ``keep_score``/``keep_model`` set: how ``mine run``
    scores what it writes, from the shard's own candidate and sentence rows."""
    cands = {c["candidate_id"]: c for c in candidates}
    sents = {s["sentence_id"]: s for s in sentences}
    siblings = Counter((p["sentence_id"], p["phenomenon"]) for p in pairs)
    out = []
    for p in pairs:
        n = siblings[(p["sentence_id"], p["phenomenon"])]
        feats = pair_features(
            p | {"pairs_of_sentence": n}, cands.get(p["candidate_id"]), sents.get(p["sentence_id"])
        )
        out.append(p | {"keep_score": model.score(feats), "keep_model": model.model_id})
    return out


# -- fitting and re-scoring ----------------------------------------------------------------------


def learn(
    rows: Sequence[dict[str, float]],
    labels: Sequence[int],
    prior: KeepModel | None = None,
    weight: float = WAREHOUSE_WEIGHT,
) -> KeepModel:
    """The prior (default: the shipped one) moved by review decisions: what ``mine rank``
    puts in force, what ``mine eval ranking`` cross-validates and what rank_curve replays."""
    start = prior if prior is not None else prior_model()
    intercept, weights = fit(rows, labels, [weight] * len(labels), LEARN_C, anchor=start)
    return KeepModel(
        model_id("wh", weights, intercept),
        "warehouse",
        intercept,
        weights,
        n_decisions=len(labels),
        n_keep=sum(labels),
        trained_on={"prior": start.model_id, "decisions": len(labels), "weight": weight},
    )


def _fit_warehouse(
    feats: dict[str, dict[str, float]],
    groups: dict[str, str],
    decided: list[tuple[str, str, int]],
) -> KeepModel:
    """A model from the warehouse's decisions, anchored at the prior, with its grouped CV AUC."""
    rows = [feats[p] for p, _, _ in decided]
    labels = [k for _, _, k in decided]
    oof = grouped_cv_scores(rows, labels, [groups[p] for p, _, _ in decided], learn)
    model = learn(rows, labels)
    model.cv_auc = auc(labels, oof) if oof is not None else None
    return model


def _newest_model_row(wh: Warehouse) -> dict[str, Any] | None:
    rows = _model_rows(wh)
    return max(rows, key=lambda r: (r["created_at"], r["model_id"])) if rows else None


def prune_scores(wh: Warehouse, keep: int = KEEP_SCORE_FILES) -> list[Path]:
    """Remove ``keep_scores/<model_id>.parquet`` of all but the ``keep`` newest models (by their
    newest ``rank_models`` row; the model in force is always the newest). Call under the writer
    lock; each removal is recorded in the checksums first (``Warehouse.forget``), so an integrity
    check does not report the file as lost. Returns the removed paths."""
    newest: dict[str, Any] = {}
    for r in _model_rows(wh):
        if r["model_id"] not in newest or r["created_at"] > newest[r["model_id"]]:
            newest[r["model_id"]] = r["created_at"]
    ranked = sorted(newest, key=lambda m: (newest[m], m), reverse=True)
    kept = set(ranked[: max(keep, 1)])
    base = wh.path(SCORES)
    stale = (
        [p for p in sorted(base.glob("*.parquet")) if p.stem not in kept] if base.is_dir() else []
    )
    if stale:
        wh.forget(stale)
        for path in stale:
            path.unlink(missing_ok=True)
    return stale


def rescore(
    warehouse: Path | str, reset: bool = False, lock_wait: float = 0.0, explicit: bool = False
) -> RankReport:
    """Fit the keep model on the warehouse's review decisions (or take the prior), store it
    versioned, score every pair with it and put it in force (the ``pairs`` view's keep_score).

    The prior is used when ``reset``, when there are fewer than ``MIN_DECISIONS`` decisions
    with ``MIN_PER_CLASS`` of each outcome, or when the model in force is a recorded reset and
    this call is not ``explicit`` (``mine rank`` is; the re-fits of ``mine review`` are not: a
    reviewer's ``--reset`` must not be undone 25 decisions later). Takes the warehouse writer lock
    (E050 when a run holds it longer than ``lock_wait`` seconds); files are written atomically;
    score files of superseded models are pruned (``prune_scores``).
    """
    wh = Warehouse(warehouse)
    wh.require_data()
    lock = wh.acquire_lock(lock_wait, holder="mine rank")
    try:
        con = wh.connect()
        try:
            rows = pair_rows(con)
            decided_all = decisions(con)
        finally:
            con.close()
        feats = {r["pair_id"]: features_of(r) for r in rows}
        groups = {r["pair_id"]: r["sentence_id"] for r in rows}
        decided = [d for d in decided_all if d[0] in feats]
        n_keep = sum(k for _, _, k in decided)
        enough = (
            len(decided) >= MIN_DECISIONS
            and n_keep >= MIN_PER_CLASS
            and len(decided) - n_keep >= MIN_PER_CLASS
        )
        newest = _newest_model_row(wh)
        kept_reset = not reset and not explicit and newest and newest["kind"] == RESET_KIND
        if reset:
            model, reason = prior_model(), "reset: the prior is in force again"
        elif kept_reset:
            model = prior_model()
            reason = (
                f"the prior stays in force: reset by `mine rank --reset` at "
                f"{newest['created_at']:%Y-%m-%d %H:%M}; `mine rank` fits on the "
                f"{len(decided)} decisions again"
            )
        elif not enough:
            model = prior_model()
            reason = (
                f"{len(decided)} decisions ({n_keep} kept): the prior stays in force until "
                f"there are {MIN_DECISIONS} with {MIN_PER_CLASS} kept and {MIN_PER_CLASS} not"
            )
        else:
            model = _fit_warehouse(feats, groups, decided)
            reason = (
                f"fit on {len(decided)} decisions, starting from the prior {prior_model().model_id}"
            )
        now = datetime.now(UTC).replace(tzinfo=None)
        scores = [
            {"pair_id": pid, "model_id": model.model_id, "keep_score": model.score(f)}
            for pid, f in feats.items()
        ]
        n_dec = model.n_decisions if model.kind == "warehouse" else len(decided)
        n_k = model.n_keep if model.kind == "warehouse" else n_keep
        wh.write(SCORES, model.model_id, scores)
        wh.write(
            MODELS,
            model.model_id,
            [
                {
                    "model_id": model.model_id,
                    "kind": RESET_KIND if reset or kept_reset else model.kind,
                    "created_at": now,
                    "n_decisions": n_dec,
                    "n_keep": n_k,
                    "cv_auc": model.cv_auc,
                    "n_scored": len(scores),
                    "feature_version": model.feature_version,
                    "model": model.to_json(),
                }
            ],
        )
        wh.refresh_views()
        prune_scores(wh)
    finally:
        wh.release_lock(lock)
    return RankReport(
        model.model_id, model.kind, n_dec, n_k, model.cv_auc, len(scores), now, reason
    )


def models(warehouse: Path | str) -> list[dict[str, Any]]:
    """Every model put in force in the warehouse, newest first (without the JSON body)."""
    rows = _model_rows(Warehouse(warehouse))
    rows.sort(key=lambda r: (r["created_at"], r["model_id"]), reverse=True)
    return [{k: v for k, v in r.items() if k != "model"} for r in rows]
