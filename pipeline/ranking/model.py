"""The keep model: L2-regularised logistic regression over the sparse feature dicts.

Why logistic regression: the review data are small (tens to a few thousand decisions) and the
features are sparse indicators, where a linear model with a calibrated probability is hard to
beat and its weights can be read (``mine rank`` shows the strongest). Fitting uses
scikit-learn; scoring needs only the stored weights, so a model is plain JSON (``weights``,
``intercept``): it can be stored in the warehouse and shipped with the package, and loading one
never runs code (no pickle).
"""

from __future__ import annotations

import hashlib
import json
import math
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

from .features import FEATURE_VERSION

#: Inverse regularisation strength: chosen on the prior's training rows by grouped CV
#: (``python -m pipeline.ranking.train_prior --tune`` prints the scan).
C = 0.3


@dataclass
class KeepModel:
    """A fitted model: ``P(keep) = sigmoid(intercept + sum(weights[f] * x[f]))``."""

    model_id: str
    kind: str  # "prior" (shipped with the package) | "warehouse" (fit on its reviews)
    intercept: float
    weights: dict[str, float]
    n_decisions: int = 0
    n_keep: int = 0
    cv_auc: float | None = None
    feature_version: str = FEATURE_VERSION
    trained_on: dict[str, Any] = field(default_factory=dict)

    def score(self, features: dict[str, float]) -> float:
        z = self.intercept + sum(self.weights.get(k, 0.0) * v for k, v in features.items())
        z = max(min(z, 40.0), -40.0)
        return 1.0 / (1.0 + math.exp(-z))

    def score_many(self, rows: Sequence[dict[str, float]]) -> list[float]:
        return [self.score(r) for r in rows]

    def strongest(self, n: int = 8) -> list[tuple[str, float]]:
        return sorted(self.weights.items(), key=lambda kv: -abs(kv[1]))[:n]

    def to_json(self) -> str:
        return json.dumps(asdict(self), sort_keys=True, ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str) -> KeepModel:
        data = json.loads(text)
        return cls(**{k: data[k] for k in cls.__dataclass_fields__ if k in data})


def model_id(prefix: str, weights: dict[str, float], intercept: float) -> str:
    """Content-derived id: the same fit gives the same id."""
    blob = json.dumps([round(intercept, 8), sorted((k, round(v, 8)) for k, v in weights.items())])
    return f"{prefix}-{hashlib.blake2b(blob.encode(), digest_size=6).hexdigest()}"


def fit(
    rows: Sequence[dict[str, float]],
    labels: Sequence[int],
    sample_weight: Sequence[float] | None = None,
    c: float = C,
) -> tuple[float, dict[str, float]]:
    """``(intercept, weights)`` of a logistic regression on the feature dicts."""
    from sklearn.feature_extraction import DictVectorizer
    from sklearn.linear_model import LogisticRegression

    vec = DictVectorizer(sparse=True)
    x = vec.fit_transform(rows)
    clf = LogisticRegression(C=c, max_iter=2000, solver="liblinear")
    clf.fit(x, list(labels), sample_weight=None if sample_weight is None else list(sample_weight))
    names = vec.get_feature_names_out()
    weights = {str(n): float(w) for n, w in zip(names, clf.coef_[0], strict=True) if w != 0.0}
    return float(clf.intercept_[0]), weights


def auc(labels: Sequence[int], scores: Sequence[float]) -> float | None:
    """ROC AUC (None when only one class is present)."""
    if len(set(labels)) < 2:
        return None
    from sklearn.metrics import roc_auc_score

    return float(roc_auc_score(list(labels), list(scores)))


def grouped_cv_scores(
    rows: Sequence[dict[str, float]],
    labels: Sequence[int],
    groups: Sequence[str],
    base_rows: Sequence[dict[str, float]] = (),
    base_labels: Sequence[int] = (),
    base_weights: Sequence[float] = (),
    weight: float = 1.0,
    c: float = C,
    folds: int = 5,
) -> list[float] | None:
    """Out-of-fold P(keep) for each of ``rows``: folds split by ``groups`` (the source sentence,
    so pairs of one sentence never sit on both sides), each fold's model fit on the other folds
    plus the ``base_*`` rows (the prior's data, when warm-starting). None if it cannot be done."""
    from sklearn.model_selection import GroupKFold

    n_groups = len(set(groups))
    k = min(folds, n_groups)
    if k < 2 or len(set(labels)) < 2:
        return None
    out = [0.0] * len(rows)
    for train, test in GroupKFold(n_splits=k).split(rows, labels, groups):
        tr_rows = [*base_rows, *(rows[i] for i in train)]
        tr_labels = [*base_labels, *(labels[i] for i in train)]
        tr_w = [*(base_weights or [1.0] * len(base_rows)), *([weight] * len(train))]
        if len(set(tr_labels)) < 2:
            continue
        intercept, weights = fit(tr_rows, tr_labels, tr_w, c)
        m = KeepModel("cv", "cv", intercept, weights)
        for i in test:
            out[i] = m.score(rows[i])
    return out
