"""Stop 90 (rk46): the warning ``pronoun-rebound`` as a feature of the keep prior.

Stop 89 demoted cj193's refusal "a removal leaves a he/she/his/her/its whose antecedent was in the
removed conjunct" to the warning ``pronoun-rebound`` (``pipeline/flags.py`` ``DEMOTED``
["conjunction"]): the pair stays well formed and the flag stays in ``features.flags``. The ranker
reads every flag generically (``features.pair_features``: ``flag=NAME`` and ``flags.n``), so the
flag is a feature with no code change; but no stored row carries it: the slices and A/B pairs were
mined before the flag existed (``s1205w`` at int89 1c491fc7 refused those removals; ab89's
``old`` draw wrote them without the check). So its weight in the prior is 0.

The judged pairs that main (02b38654) writes with the flag are the ab89 ``old``-draw conjunction
pairs the A/B judged: matched by text in the warehouse ``ab89/wh90`` (ab89 mined at main)
with the flag on. Their verdict is of the same text, so the row may carry the flag as main writes
it: ``with_rebound`` adds it to the row's stored record and recomputes the features from the
record (``features_of``, as ``train_prior --refeaturise`` does; nothing else of the record moves).

For each slice of ``--slices`` the prior is fitted on every other row (rk44's leave-one-slice-out
loop, rk19's vectorised fit, the shipped C and weights) once on the shipped rows and once with the
flag; the A/B rows are in every fit (no slice). ``--cv`` also runs the shipped grouped 5-fold CV
(``train_prior.train``) on the rows with the flag and prints the learned weight and the
out-of-fold AUC of the ab89 rows.

``--evidence DIR`` (required) is the folder that holds those warehouses mined at main
(``DIR/ab89/wh90``, ``DIR/ab89b/wh90``, ``DIR/s1205w/wh90``); it is not part of the repository.
From the repository root::

    PYTHONPATH=$PWD python3 benchmarks/rk46_pronoun_rebound.py --evidence DIR --cv
"""

from __future__ import annotations

import argparse
import copy
import json
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent))

from rk19_time_ordered import Matrix  # noqa: E402
from rk44_stray_quote import loso, show  # noqa: E402

from pipeline.ranking import features_of  # noqa: E402
from pipeline.ranking.train_prior import (  # noqa: E402
    read_rows_file,
    stored_pair_index,
    train,
)

FLAG = "pronoun-rebound"
NAME = f"flag={FLAG}"
#: The warehouses mined at main 02b38654 (BRIEF90 rule 7) of the A/B texts and of s1205w, under
#: ``--evidence``.
MAIN_WAREHOUSES = {
    "ab-review:ab89:e": Path("ab89/wh90"),
    "ab-review:ab89b:e": Path("ab89b/wh90"),
    "blind-review:s1205w:e": Path("s1205w/wh90"),
}
DEFAULT_SLICES = "s1205k,s1205l,s1205m,s1205p,s1205q,s1205r,s1205s,s1205t,s1205u,s1205v,s1205w"


def _flags(record: dict[str, Any]) -> list[str]:
    f = record.get("features")
    f = json.loads(f) if isinstance(f, str) else (f or {})
    return list(f.get("flags") or [])


def rebound_at_main(rows: list[dict[str, Any]], evidence: Path) -> set[int]:
    """Indices of the rows whose pair (same phenomenon, premise, hypothesis) main writes with
    the flag, in the warehouse of the row's text mined at main (under ``evidence``)."""
    out: set[int] = set()
    for origin, wh in MAIN_WAREHOUSES.items():
        idx = stored_pair_index(evidence / wh)
        for i, r in enumerate(rows):
            rec = r.get("record")
            if r["origin"] != origin or not rec:
                continue
            key = (rec["phenomenon"], rec["premise"].strip(), rec["hypothesis"].strip())
            if any(FLAG in _flags(m) for m in idx.get(key) or []):
                out.add(i)
    return out


def with_rebound(row: dict[str, Any]) -> dict[str, Any]:
    """The row with the flag added to its record's flags, features recomputed from the record."""
    rec = copy.deepcopy(row["record"])
    f = rec.get("features")
    f = json.loads(f) if isinstance(f, str) else dict(f or {})
    f["flags"] = [*(f.get("flags") or []), FLAG]
    rec["features"] = f
    return row | {"record": rec, "features": features_of(rec)}


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--slices", default=DEFAULT_SLICES)
    ap.add_argument("--cv", action="store_true", help="also the grouped 5-fold CV with the flag")
    ap.add_argument(
        "--evidence",
        type=Path,
        required=True,
        help="the folder of the warehouses mined at main (ab89/wh90, ab89b/wh90, s1205w/wh90)",
    )
    args = ap.parse_args(argv)
    slices = args.slices.split(",")
    rows = read_rows_file()
    hit = rebound_at_main(rows, args.evidence)
    flagged = [rows[i] for i in sorted(hit)]
    print(
        f"rows {len(rows)}; stored rows with {NAME}: "
        f"{sum(NAME in r['features'] for r in rows)}; written with it at main: {len(hit)}, "
        f"kept {sum(r['label'] for r in flagged)}, origins "
        f"{sorted({r['origin'] for r in flagged})}",
        flush=True,
    )
    variant = [with_rebound(r) if i in hit else r for i, r in enumerate(rows)]
    if args.cv:
        t = time.time()
        m = train(variant)
        cv = m.trained_on["cv_auc_by_origin"]
        print(
            f"grouped CV with the flag: {m.cv_auc:.5f}; weight {NAME} "
            f"{m.weights.get(NAME, 0.0):+.4f}; ab89 out-of-fold {cv['ab-review:ab89:e']:.4f} "
            f"({time.time() - t:.0f}s)",
            flush=True,
        )
    for label, rs in (("shipped rows", rows), (f"+ {NAME} on the rows main flags", variant)):
        show(label, loso(rs, Matrix(rs), slices), slices)


if __name__ == "__main__":
    main()
