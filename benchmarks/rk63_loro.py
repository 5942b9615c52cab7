"""Leave-one-register-out AUC of two candidate features rk62 (stop 102) named and did not test
(stop 103, rk63; prior README "Stop 103: rk63").

- ``pron``: ``presup.hyp_pronoun_antecedent_lost``, a presupposition hypothesis with a
  third-person personal pronoun (he/him/his/she/her/they/them/their, tagged PRP/PRP$ by the
  pipeline's parse) that has no noun or proper noun before it in the hypothesis, while the
  source sentence has one before the same pronoun: the antecedent stayed outside the hypothesis
  (Huddleston & Pullum 2002, ch. 17 §2: a definite pronoun needs an antecedent in its discourse,
  and the hypothesis stands alone before a judge). Read from each stored row's record (rows
  without one read 0).
- ``negsig``: ``vc.negated*signature=<s>``, a verb_complement pair whose premise kind is
  ``negated`` crossed with its trigger's implicative signature (``cand.signature=<s>``;
  Karttunen 1971, 2012; Nairn, Condoravdi & Karttunen 2006: what a negated matrix entails about
  the complement is the signature's second half, so the same negated premise is a good or a bad
  pair by signature). Read from the stored features.

The LORO protocol is ``pipeline/ranking/loro.py``'s (each register held out of a fit on NOPE and
every other register's rows, its slices' rows scored by that fit, C = ``PRIOR_C``, defect weights
<= 0), but the rows are vectorised once and each fit slices the matrix, so the 24 fits of a
variant take minutes instead of an hour; ``--check REGISTER`` compares one held-out register
with ``model.fit`` on the feature dicts.

    PYTHONPATH=$PWD python3 benchmarks/rk63_loro.py base,pron,negsig [--check brown]
"""

from __future__ import annotations

import argparse
import json
import re
from collections import defaultdict
from pathlib import Path
from typing import Any

import numpy as np
from scipy.optimize import minimize
from sklearn.feature_extraction import DictVectorizer

from pipeline.ranking import loro
from pipeline.ranking.model import (
    KeepModel,
    auc,
    fit,
    is_defect,
    is_unfit,
    logistic_objective,
    with_interactions,
)
from pipeline.ranking.train_prior import PRIOR_C, read_rows_file

PRONOUNS = frozenset(["he", "him", "his", "she", "her", "they", "them", "their"])
_PRONOUN_RX = re.compile(r"\b(?:[Hh]e|[Hh]im|[Hh]is|[Ss]he|[Hh]er|[Tt]hey|[Tt]hem|[Tt]heir)\b")
CACHE = Path("/tmp/rk63_pron.json")


def antecedent_lost(hypothesis: str, source: str) -> bool:
    """A third-person pronoun of ``hypothesis`` with no (proper) noun before it there, while
    ``source`` has one before the same pronoun."""
    if not _PRONOUN_RX.search(hypothesis):
        return False
    from pipeline.ranking.features_parsed import _doc

    hd = _doc(hypothesis)
    free = [
        t
        for t in hd
        if t.lower_ in PRONOUNS
        and t.tag_ in ("PRP", "PRP$")
        and not any(u.pos_ in ("NOUN", "PROPN") for u in hd[: t.i])
    ]
    if not free:
        return False
    sd = _doc(source)
    for t in free:
        u = next((u for u in sd if u.lower_ == t.lower_), None)
        if u is not None and any(v.pos_ in ("NOUN", "PROPN") for v in sd[: u.i]):
            return True
    return False


def pron_rows(rows: list[dict[str, Any]]) -> set[int]:
    if CACHE.exists():
        return set(json.loads(CACHE.read_text()))
    out = [
        i
        for i, r in enumerate(rows)
        if r.get("phenomenon") == "presupposition"
        and r.get("record")
        and "presup.diagnostic" in r["features"]
        and antecedent_lost(r["record"]["hypothesis"], r["record"]["sentence_text"])
    ]
    CACHE.write_text(json.dumps(out))
    return set(out)


def variant_features(rows: list[dict[str, Any]], variant: str) -> list[dict[str, float]]:
    pron = pron_rows(rows) if "pron" in variant else set()
    out = []
    for i, r in enumerate(rows):
        f = dict(r["features"])
        if i in pron:
            f["presup.hyp_pronoun_antecedent_lost"] = 1.0
        if (
            "negsig" in variant
            and f.get("phenomenon=verb_complement")
            and f.get("premise_kind=negated")
        ):
            for k in [k for k in f if k.startswith("cand.signature=")]:
                f["vc.negated*signature=" + k.split("=", 1)[1]] = 1.0
        out.append(f)
    return out


def fit_matrix(x, y, s, names, c, start=None):
    """``model.fit``'s objective (w0 = 0, penalty 1/C, defects <= 0) on a prebuilt matrix,
    minimised from ``start`` (the objective is strictly convex, so the start changes the number
    of iterations, not the minimum)."""
    d = x.shape[1]
    loss = logistic_objective(x, y, s, np.full(d, 1.0 / c), np.zeros(d))

    bounds = [(None, 0.0) if is_defect(n) else (None, None) for n in names] + [(None, None)]
    res = minimize(
        loss, np.zeros(d + 1) if start is None else start, jac=True, method="L-BFGS-B",
        bounds=bounds,
        options={"maxiter": 5000},
    )  # fmt: skip
    return float(res.x[d]), res.x[:d], res.x


def run(rows, variant: str, check: str | None = None) -> dict[str, list]:
    feats = variant_features(rows, variant)
    vec = DictVectorizer(sparse=True)
    x = vec.fit_transform(
        [{k: v for k, v in with_interactions(f).items() if not is_unfit(k)} for f in feats]
    ).tocsr()
    names = [str(n) for n in vec.get_feature_names_out()]
    y = np.array([float(r["label"]) for r in rows])
    s = np.array([float(r.get("weight", 1.0)) for r in rows])
    regs = [loro.register_of(r) for r in rows]
    texts = [loro.text_register_of(r) for r in rows]
    scores: dict[int, float] = {}
    # every held-out fit starts from the fit on all rows
    *_, full = fit_matrix(x, y, s, names, PRIOR_C)
    for held in sorted({g for g in regs if g not in (None, loro.DEV)}):
        tr = np.array([i for i, g in enumerate(texts) if g != held])
        te = [i for i, g in enumerate(regs) if g == held]
        b, w, _ = fit_matrix(x[tr], y[tr], s[tr], names, PRIOR_C, full)
        z = x[te] @ w + b
        scores.update(zip(te, z.tolist(), strict=True))
        if held == check:
            b2, w2 = fit(
                [feats[i] for i in tr], [int(y[i]) for i in tr], [s[i] for i in tr], PRIOR_C
            )
            m = KeepModel("check", "prior", b2, w2)
            a1 = auc([int(y[i]) for i in te], [scores[i] for i in te])
            a2 = auc([int(y[i]) for i in te], [m.score(feats[i]) for i in te])
            print(f"check {held}: fast {a1:.5f}, model.fit {a2:.5f}", flush=True)
    cells: dict[str, tuple[list[int], list[float]]] = defaultdict(lambda: ([], []))
    for i, z in scores.items():
        for where in ("pooled", regs[i]):
            for what in ("all", loro.phenomenon_of(rows[i])):
                cells[f"{where}|{what}"][0].append(int(y[i]))
                cells[f"{where}|{what}"][1].append(z)
    return {k: [len(a), auc(a, b)] for k, (a, b) in cells.items()}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("variants")
    ap.add_argument("--check")
    ap.add_argument("--out", type=Path, default=Path("/tmp"))
    args = ap.parse_args()
    rows = read_rows_file()
    for n, v in enumerate(args.variants.split(",")):
        res = run(rows, v, args.check if n == 0 else None)
        (args.out / f"rk63_loro_{v}.json").write_text(json.dumps(res, indent=0))
        print(v, {k: round(a[1], 4) for k, a in sorted(res.items()) if k.startswith("pooled")})


if __name__ == "__main__":
    main()
