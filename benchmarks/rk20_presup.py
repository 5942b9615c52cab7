"""Stop 69 (rk20): the keep prior's time-ordered AUC per phenomenon on the last ten slices
(s1202p-y), and presupposition feature candidates measured the same way. docs/review.md,
"Stop 69 (rk20)".

Each slice is scored by a fit on NOPE and every slice judged before it (``rk19_time_ordered``'s
vectorise-once fit, the shipped C and weights), on the tallied rows (no controls, no flagged
draw). A candidate adds features to the rows that keep a pair record (``features_of`` the
record, i.e. what the candidate code computes); rows without a record keep their stored features.

    PYTHONPATH=$PWD python3 benchmarks/rk20_presup.py \\
        --runs baseline,soft,sub,draft,flagemb,grp0.5,grpp0.5 --warm [--json OUT]

Runs: ``baseline`` (the stored rows), ``recomputed`` (every record's features recomputed by
today's code: the same as the stored ones at version 8), ``grpN`` / ``grppN`` (row weights
divided by the sentence's pairs ** N, all phenomena / presupposition only: ``per_sentence``),
else a ``+``-joined set of ``candidates`` names; ``--merge A.json,B.json`` tabulates runs of
separate processes against the baseline with rk19's rule (``verdict``).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent))

from rk19_time_ordered import (  # noqa: E402
    Matrix,
    medians,
    report_run,
    show_merged,
    time_ordered,
)

from pipeline.ranking.train_prior import read_rows_file  # noqa: E402

SLICES = tuple(f"s1202{c}" for c in "pqrstuvwxy")


def recomputed(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Rows with a record get the features today's code computes from it; others stay."""
    from pipeline.ranking import features_of

    out = []
    for r in rows:
        rec = r.get("record")
        out.append(r | {"features": features_of(rec)} if rec else r)
    return out


#: Triggers whose presupposition is suppressible / weakly projective under an embedding (soft
#: triggers: Abusch 2010, "Presupposition triggering from alternatives"; Tonhauser, Beaver &
#: Degen 2018, "How projective is projective content?", who find the prejacent of "only" and
#: change-of-state content among the least projective); the rest are hard triggers (clefts,
#: "again", definite/possessive descriptions, "both", temporal clauses).
SOFT = frozenset(
    {
        "aspectual_verbs",
        "change_of_state",
        "clause_embedding_predicates",
        "embedded_question",
        "implicative_predicates",
        "only",
    }
)


def candidates(rec: dict[str, Any], names: set[str]) -> dict[str, float]:
    """Candidate presupposition features of a pair record (diagnostic pairs, embedded premise)."""
    out: dict[str, float] = {}
    if rec.get("phenomenon") != "presupposition":
        return out
    pk, hk = rec.get("premise_kind") or "", rec.get("hypothesis_kind") or ""
    if hk == "original" or pk in ("", "original"):
        return out
    sub = rec.get("subtype") or ""
    pf = json.loads(rec.get("features") or "{}") if isinstance(rec.get("features"), str) else {}
    if "sub" in names:
        out[f"presup.embed*subtype={pk}*{sub}"] = 1.0
    if "soft" in names:
        out[f"presup.embed*{'soft' if sub in SOFT else 'hard'}={pk}"] = 1.0
    if "draft" in names and pf.get("draft_rule"):
        out[f"presup.embed*draft={pk}*{pf['draft_rule']}"] = 1.0
    if "flag" in names and pf.get("flags"):
        out["presup.embed*flagged"] = 1.0
    if "flagemb" in names:
        for flag in pf.get("flags") or []:
            out[f"presup.embed*flag={flag}"] = 1.0
    return out


def with_candidates(rows: list[dict[str, Any]], names: set[str]) -> list[dict[str, Any]]:
    out = []
    for r in rows:
        rec = r.get("record")
        extra = candidates(rec, names) if rec else {}
        out.append(r | {"features": r["features"] | extra} if extra else r)
    return out


def per_sentence(power: float, only: str | None = None):
    """A weigher: a row's weight divided by (its sentence's rows of its phenomenon) ** power.
    The judge's verdicts on the pairs of one sentence are not independent: the same
    presupposition hypothesis is shown under up to five embeddings (original, negated, modal,
    interrogative, conditional) and judged alike, so a sentence with five pairs counts one
    judgement of its hypothesis five times. ``only``: divide the rows of that phenomenon only."""
    from collections import Counter

    def w(train, order):
        n = Counter((r.get("group"), r.get("phenomenon")) for r in train)
        return [
            float(r.get("weight", 1.0))
            / (
                n[(r.get("group"), r.get("phenomenon"))] ** power
                if only in (None, r.get("phenomenon"))
                else 1.0
            )
            for r in train
        ]

    return w


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--runs", default="baseline,recomputed")
    ap.add_argument("--json")
    ap.add_argument("--warm", action="store_true")
    ap.add_argument("--merge")
    args = ap.parse_args(argv)
    if args.merge:
        show_merged(args.merge, SLICES)
        return
    rows = read_rows_file(check_version=False)
    results: dict[str, Any] = {}
    for run in args.runs.split(","):
        t = time.time()
        weigher = None
        if run == "baseline":
            rr = rows
        elif run.startswith("grpp"):  # presupposition's rows only
            rr, weigher = rows, per_sentence(float(run[4:]), "presupposition")
        elif run.startswith("grp"):
            rr, weigher = rows, per_sentence(float(run[3:]))
        elif run == "recomputed":
            rr = recomputed(rows)
        else:
            rr = with_candidates(rows, set(run.split("+")))
        kw = {"weigher": weigher} if weigher else {}
        r = medians(time_ordered(rr, Matrix(rr), SLICES, warm=args.warm, **kw), SLICES)
        report_run(results, run, r, SLICES, t, args.json)


if __name__ == "__main__":
    main()
