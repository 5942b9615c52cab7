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


#: Features that only ever signal a defect of the rewrite (a rare word it introduced, a cut
#: constituent, an article that does not fit, unbalanced brackets or quotes, markup, a failed
#: well-formedness check): their weight is bounded at <= 0. A defect never makes an expert more
#: likely to keep a pair, but on a few hundred decisions noise can say otherwise (unbounded, the
#: prior gave ``hyp.new_word_rare`` +0.37, ranking "unpresidential" above "unpopular").
DEFECT_SUFFIXES = (
    ".new_word_rarity",
    ".new_word_unknown",
    ".new_word_very_rare",
    "sent.oov_words",
    "sent.cut_end",
    ".dangling_end",
    ".article_mismatch",
    ".unbalanced_parens",
    ".unbalanced_quotes",
    ".double_punct",
    "hyp.markup",
    "prem.markup",
    "not_well_formed",
    "same_text",
    "presup.hyp_bare_pluperfect",
    "presup.hyp_has_abstract_noun",
    "presup.hyp_fragment",
    "conj.source_trailing_dash",
    "conj.source_odd_quotes",
    "conj.person_for_common_noun",
    "conj.person_for_organisation",
    "impl.hyp_all_then_negation",
    "impl.scale_mate_coordination",
    "impl.naming_or",
    "vc.hyp_stranded_infinitive",
    "vc.passive_by_phrase",
    "vc.source_doubled_word",
    "conj.appositive_title",
    "sent.odd_double_quotes",
    "sent.double_period",
)


def is_defect(name: str) -> bool:
    return name.endswith(DEFECT_SUFFIXES)


def fit(
    rows: Sequence[dict[str, float]],
    labels: Sequence[int],
    sample_weight: Sequence[float] | None = None,
    c: float = C,
) -> tuple[float, dict[str, float]]:
    """``(intercept, weights)`` of an L2 logistic regression on the feature dicts, defect
    features bounded at <= 0 (``DEFECT_SUFFIXES``): weighted log-loss + ||w||^2 / (2C),
    intercept not penalised, minimised by L-BFGS-B (scikit-learn's solvers take no bounds)."""
    import numpy as np
    from scipy.optimize import minimize
    from sklearn.feature_extraction import DictVectorizer

    vec = DictVectorizer(sparse=True)
    x = vec.fit_transform(rows).tocsr()
    y = np.asarray(labels, dtype=float)
    s = np.ones(len(y)) if sample_weight is None else np.asarray(sample_weight, dtype=float)
    names = [str(n) for n in vec.get_feature_names_out()]
    d = len(names)

    def loss(theta: np.ndarray) -> tuple[float, np.ndarray]:
        w, b = theta[:d], theta[d]
        z = x @ w + b
        # log(1 + exp(-z)) for y=1, log(1 + exp(z)) for y=0, computed stably
        ll = np.logaddexp(0.0, -z) * y + np.logaddexp(0.0, z) * (1 - y)
        p = 1.0 / (1.0 + np.exp(-np.clip(z, -40, 40)))
        r = s * (p - y)
        value = float(s @ ll + (w @ w) / (2 * c))
        grad = np.concatenate([x.T @ r + w / c, [r.sum()]])
        return value, grad

    bounds = [(None, 0.0) if is_defect(n) else (None, None) for n in names] + [(None, None)]
    res = minimize(
        loss,
        np.zeros(d + 1),
        jac=True,
        method="L-BFGS-B",
        bounds=bounds,
        options={"maxiter": 5000},
    )
    w, b = res.x[:d], float(res.x[d])
    weights = {n: float(v) for n, v in zip(names, w, strict=True) if abs(v) > 1e-9}
    return b, weights


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
