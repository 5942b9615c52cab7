"""Inter-reviewer agreement: Cohen's kappa per pair of reviewers, Fleiss' kappa overall.

ConjNLI (Sec. 3.4) reports Cohen's kappa between its two expert annotators (0.83) on the items
both labelled; INLI (Sec. 3.1) does the same for its validation (0.768). With more than two
reviewers, Fleiss' kappa (Fleiss 1971) summarises agreement over the items every one of them
decided. Both are computed per phenomenon and subtype too, because agreement differs by trigger
type (NOPE Sec. 4). Two measures, each over its own unit (every row says which, ``unit``):

- ``decision`` (accept/reject/unsure) per *candidate*: the candidate-level decision
  (``store.CANDIDATE_DECISION``), so a candidate with five pairs weighs as much as one with one;
- ``label`` (INLI 4-way labels collapsed to 3-way so that reviewers using either scheme are
  comparable) per *pair*, and only where the reviewers judged the same texts: a label given on the
  original hypothesis is not compared with a label given on another reviewer's edited hypothesis.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Hashable, Sequence
from itertools import combinations
from typing import Any

import duckdb

from .store import CANDIDATE_DECISION
from .vocab import nli3

MEASURES = ("decision", "label")
#: What one rated item is, per measure.
UNITS = {"decision": "candidate", "label": "pair"}


def cohen_kappa(a: Sequence[Hashable], b: Sequence[Hashable]) -> float | None:
    """Cohen's kappa of two raters' labels for the same items (``a[i]``, ``b[i]``).

    kappa = (p_o - p_e) / (1 - p_e), p_o the observed agreement, p_e the agreement expected from
    each rater's own label distribution. None when undefined (no items, or p_e = 1: both raters
    used one and the same label throughout).
    """
    if len(a) != len(b):
        raise ValueError("both raters must rate the same items")
    n = len(a)
    if n == 0:
        return None
    p_o = sum(x == y for x, y in zip(a, b, strict=True)) / n
    ca, cb = Counter(a), Counter(b)
    p_e = sum(ca[k] * cb[k] for k in ca) / (n * n)
    if p_e == 1:
        return None
    return (p_o - p_e) / (1 - p_e)


def fleiss_kappa_counts(counts: Sequence[Sequence[int]]) -> float | None:
    """Fleiss' kappa from an items x categories table of how many raters chose each category.

    Every item must have the same number of ratings n >= 2. P_i = (sum_j n_ij^2 - n) / (n(n-1)),
    p_j = sum_i n_ij / (N n); kappa = (mean P_i - sum p_j^2) / (1 - sum p_j^2).
    """
    if not counts:
        return None
    n = sum(counts[0])
    if n < 2 or any(sum(row) != n for row in counts):
        raise ValueError("Fleiss' kappa needs the same number (>= 2) of ratings for every item")
    big_n = len(counts)
    k = len(counts[0])
    p_j = [sum(row[j] for row in counts) / (big_n * n) for j in range(k)]
    p_bar = sum((sum(x * x for x in row) - n) / (n * (n - 1)) for row in counts) / big_n
    p_e = sum(p * p for p in p_j)
    if p_e == 1:
        return None
    return (p_bar - p_e) / (1 - p_e)


def fleiss_kappa(ratings: Sequence[Sequence[Hashable]]) -> float | None:
    """Fleiss' kappa from the labels each item received (one list per item, same length)."""
    cats = sorted({x for item in ratings for x in item}, key=str)
    return fleiss_kappa_counts([[Counter(item)[c] for c in cats] for item in ratings])


def _observed(a: Sequence[Hashable], b: Sequence[Hashable]) -> float | None:
    return sum(x == y for x, y in zip(a, b, strict=True)) / len(a) if a else None


def _ratings(con: duckdb.DuckDBPyConnection, measure: str) -> list[dict[str, Any]]:
    """``{reviewer, item, phenomenon, subtype, value}`` per rated unit of ``measure``."""
    keys = ("reviewer", "item", "phenomenon", "subtype", "value")
    if measure == "decision":
        cur = con.execute(
            "SELECT reviewer, candidate_id, any_value(phenomenon), any_value(subtype), "
            f"{CANDIDATE_DECISION} FROM review_status GROUP BY reviewer, candidate_id"
        )
        return [dict(zip(keys, r, strict=True)) for r in cur.fetchall()]
    cur = con.execute(
        "SELECT reviewer, item_id, edits, phenomenon, subtype, label FROM review_status "
        "WHERE label IS NOT NULL"
    )
    out = []
    for reviewer, item, edits, phen, sub, label in cur.fetchall():
        # the item is the pair as this reviewer read it: edited texts make it another item
        texts = json.dumps(json.loads(edits or "{}"), sort_keys=True)
        key = item if texts == "{}" else f"{item} {texts}"
        out.append(dict(zip(keys, (reviewer, key, phen, sub, nli3(label)), strict=True)))
    return out


def agreement(
    con: duckdb.DuckDBPyConnection, measures: Sequence[str] = MEASURES
) -> list[dict[str, Any]]:
    """Rows ``{measure, unit, scope, phenomenon, subtype, statistic, raters, n_items, observed,
    kappa}``; ``unit`` is what ``n_items`` counts (``candidate`` or ``pair``, see the module).

    Scopes: ``all``, each phenomenon, each phenomenon/subtype. Cohen's kappa for every pair of
    reviewers on the items both decided; Fleiss' kappa over the items all reviewers of the scope
    decided (when there are at least two reviewers).
    """
    out: list[dict[str, Any]] = []
    for measure in measures:
        ratings = _ratings(con, measure)
        scopes: dict[tuple[str, str | None, str | None], list[dict[str, Any]]] = {}
        for r in ratings:
            for key in (
                ("all", None, None),
                ("phenomenon", r["phenomenon"], None),
                ("subtype", r["phenomenon"], r["subtype"]),
            ):
                scopes.setdefault(key, []).append(r)
        for (scope, phen, sub), rows in sorted(
            scopes.items(), key=lambda kv: tuple(str(x) for x in kv[0])
        ):
            by_rater: dict[str, dict[str, Hashable]] = {}
            for r in rows:
                by_rater.setdefault(r["reviewer"], {})[r["item"]] = r["value"]
            raters = sorted(by_rater)
            base = {
                "measure": measure,
                "unit": UNITS[measure],
                "scope": scope,
                "phenomenon": phen,
                "subtype": sub,
            }
            for x, y in combinations(raters, 2):
                common = sorted(set(by_rater[x]) & set(by_rater[y]))
                if not common:
                    continue
                a = [by_rater[x][i] for i in common]
                b = [by_rater[y][i] for i in common]
                out.append(
                    base
                    | {
                        "statistic": "cohen",
                        "raters": f"{x} | {y}",
                        "n_items": len(common),
                        "observed": _observed(a, b),
                        "kappa": cohen_kappa(a, b),
                    }
                )
            if len(raters) >= 2:
                common_all = set.intersection(*(set(v) for v in by_rater.values()))
                if common_all:
                    items = [[by_rater[r][i] for r in raters] for i in sorted(common_all)]
                    pairs_agree = [
                        sum(u == v for u, v in combinations(item, 2))
                        / (len(item) * (len(item) - 1) / 2)
                        for item in items
                    ]
                    out.append(
                        base
                        | {
                            "statistic": "fleiss",
                            "raters": " | ".join(raters),
                            "n_items": len(items),
                            "observed": sum(pairs_agree) / len(pairs_agree),
                            "kappa": fleiss_kappa(items),
                        }
                    )
    return out
