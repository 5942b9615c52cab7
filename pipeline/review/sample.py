"""Stratified samples of candidates for annotation, as a warehouse table (``samples``).

Ross & Pavlick (2019) §4.1: "we take a stratified sample over the lemma of verb ... no more than
40 sentences per lemma, and weighting our sampling to prefer shorter sentences, in order to reduce
cognitive load on our raters." Here:

- strata are ``candidates.trigger_lemma`` values of one phenomenon (optionally some subtypes);
- within a stratum, up to ``per_lemma`` candidates are drawn without replacement with probability
  proportional to ``1 / n_tokens ** length_power`` (Efraimidis & Spirakis 2006: keep the largest
  ``u ** (1 / weight)``), so shorter sentences are preferred but long ones remain possible;
- ``u`` comes from a hash of (seed, candidate_id), not from a random stream: the same seed gives
  the same sample whatever order the warehouse returns rows in, and a candidate keeps its key when
  more data is added;
- candidates flagged by the phenomenon's filters (``features.filtered``, RP19's negation /
  conditional / passive filters) are left out unless ``include_filtered``.

The sample is written as ``samples/<name>.parquet`` and the views are refreshed, so
``SELECT * FROM samples JOIN candidates USING (candidate_id)`` works in ``mine query``.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from ..warehouse import Warehouse

#: Sample names become file names: keep them to a safe alphabet.
_NAME = re.compile(r"^[A-Za-z0-9_.-]+$")
_WORD = re.compile(r"\w+")


@dataclass
class SampleSummary:
    name: str
    path: Path
    n_candidates: int  # eligible candidates in the warehouse
    n_sampled: int
    per_stratum: dict[str, int] = field(default_factory=dict)


def uniform(seed: int, key: str) -> float:
    """A number in (0, 1) determined by ``seed`` and ``key`` (SHA-256; platform independent)."""
    digest = hashlib.sha256(f"{seed}\x1f{key}".encode()).digest()
    return (int.from_bytes(digest[:8], "big") + 1) / (2**64 + 2)


def n_tokens(text: str) -> int:
    return max(1, len(_WORD.findall(text)))


def default_name(phenomenon: str, per_lemma: int, seed: int) -> str:
    return f"{phenomenon}_n{per_lemma}_seed{seed}"


def draw(
    rows: Sequence[dict[str, Any]],
    per_lemma: int,
    seed: int,
    length_power: float = 1.0,
) -> list[dict[str, Any]]:
    """Stratified weighted sample of ``rows`` (dicts with candidate_id, trigger_lemma, text).

    Returns the chosen rows with ``stratum``, ``draw``, ``n_tokens``, ``weight``, ``sort_key``
    added, ordered by stratum then draw.
    """
    strata: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for row in rows:
        strata[row["trigger_lemma"]].append(row)
    out: list[dict[str, Any]] = []
    for stratum in sorted(strata):
        keyed = []
        for row in strata[stratum]:
            length = n_tokens(row["text"])
            weight = 1.0 / length**length_power
            key = uniform(seed, row["candidate_id"]) ** (1.0 / weight)
            keyed.append((key, row["candidate_id"], row, length, weight))
        keyed.sort(key=lambda k: (-k[0], k[1]))
        for rank, (key, _, row, length, weight) in enumerate(keyed[:per_lemma], start=1):
            out.append(
                {
                    **row,
                    "stratum": stratum,
                    "draw": rank,
                    "n_tokens": length,
                    "weight": weight,
                    "sort_key": key,
                }
            )
    return out


def eligible(
    warehouse: Warehouse,
    phenomenon: str,
    subtypes: Sequence[str] = (),
    include_filtered: bool = False,
) -> list[dict[str, Any]]:
    """Candidates of ``phenomenon`` with their sentence text, one row per candidate_id."""
    con = warehouse.connect()
    try:
        sql = (
            "SELECT c.candidate_id, c.sentence_id, c.phenomenon, c.subtype, c.trigger_lemma, "
            "c.features, s.text FROM candidates c JOIN sentences s USING (sentence_id) "
            "WHERE c.phenomenon = ?"
        )
        params: list[Any] = [phenomenon]
        if subtypes:
            sql += f" AND c.subtype IN ({', '.join('?' for _ in subtypes)})"
            params.extend(subtypes)
        cur = con.execute(sql + " ORDER BY c.candidate_id", params)
        names = [d[0] for d in cur.description]
        rows = [dict(zip(names, r, strict=True)) for r in cur.fetchall()]
    finally:
        con.close()
    seen: set[str] = set()
    out = []
    for row in rows:
        if row["candidate_id"] in seen:
            continue
        seen.add(row["candidate_id"])
        feats = json.loads(row.pop("features") or "{}")
        if feats.get("filtered") and not include_filtered:
            continue
        out.append(row)
    return out


def sample(
    warehouse_dir: str | Path,
    phenomenon: str = "verb_complement",
    per_lemma: int = 40,
    seed: int = 0,
    name: str | None = None,
    subtypes: Sequence[str] = (),
    include_filtered: bool = False,
    length_power: float = 1.0,
) -> SampleSummary:
    """Draw the sample and write it as ``samples/<name>.parquet`` (replacing a same-named one)."""
    name = name or default_name(phenomenon, per_lemma, seed)
    if not _NAME.match(name):
        raise ValueError(f"sample name {name!r}: use letters, digits, '_', '-', '.' only")
    if per_lemma < 1:
        raise ValueError(f"per_lemma must be at least 1, got {per_lemma}")
    wh = Warehouse(warehouse_dir)
    rows = eligible(wh, phenomenon, subtypes, include_filtered)
    chosen = draw(rows, per_lemma, seed, length_power)
    now = datetime.now(UTC).replace(tzinfo=None)
    out_rows = [
        {
            **{k: r[k] for k in ("candidate_id", "sentence_id", "phenomenon", "subtype")},
            **{k: r[k] for k in ("trigger_lemma", "stratum", "draw", "n_tokens", "weight")},
            "sample_name": name,
            "sort_key": r["sort_key"],
            "seed": seed,
            "per_stratum": per_lemma,
            "created_at": now,
        }
        for r in chosen
    ]
    path = wh.write("samples", name, out_rows)
    wh.refresh_views()
    counts: dict[str, int] = defaultdict(int)
    for r in chosen:
        counts[r["stratum"]] += 1
    return SampleSummary(name, path, len(rows), len(chosen), dict(counts))
