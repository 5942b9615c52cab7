"""Stop 89 (rk45): a reason or purpose clause trailing the hypothesis, measured
leave-one-slice-out. pipeline/ranking/prior/README.md, "Stop 89: rk45".

verb_complement ranks lowest on s1205u / s1205v (blind AUC 0.651 / 0.707). Six of their
top-scored verb_complement rejects carry into the hypothesis a finite clause of reason or
purpose that follows the complement after a comma ("The children were struck, for the men of
Israel yielded ...", "David ... moved, for he had not tested it", "Your way is righteous, because
you are continually sorry ...", "He should deliver him to him, that he might reign ..."). Such a
clause is an adjunct (Quirk et al. 1985, 15.45-15.48 reason and purpose clauses; 13.19 on 'for'
as a quasi-coordinator of reason): after a complement clause it may attach to the matrix
("saw ..., for ...") or to the complement, and the parse's complement span takes it either way;
when the matrix verb is dropped (a 'that' complement lifted out) or replaced (a 'to' complement
made finite) the clause loses or changes its host, which is what the judges reject. No stored
feature sees it: ``hyp.log_len`` and ``sent.many_boundaries`` see length, not the clause.

``hyp.trailing_adjunct_clause`` fires when the hypothesis has, after a comma, semicolon, colon or
dash, a subordinator of reason or purpose (the closed class of Quirk et al. 1985, 14.12 and
15.45-15.48: for, because, since, that, so that, lest) followed by a word (not the fixed phrases
'for example', 'for instance', 'for ever', 'for a while'); it is read from the text of every
pair with a record, all four phenomena, with a per-phenomenon copy
(``PHEN*hyp.trailing_adjunct_clause``), both bounded <= 0 as a defect. For each slice in
``--slices`` the prior is fitted on every other row (rk44's loop: NOPE, the other slices, the
A/B rows; rk19's vectorised fit, C = 0.01) and scores the held-out slice's tallied rows, once
with the stored features and once with the feature added.

    PYTHONPATH=$PWD python3 benchmarks/rk45_trailing_clause.py
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent))

from rk19_time_ordered import Matrix  # noqa: E402
from rk44_stray_quote import loso, show  # noqa: E402

from pipeline.ranking.loso import slice_of  # noqa: E402
from pipeline.ranking.train_prior import read_rows_file  # noqa: E402

#: A reason or purpose subordinator opening a clause after clause punctuation (Quirk et al.
#: 1985, 14.12, 15.45-15.48), not the fixed prepositional phrases 'for example' etc.
_TRAILING = re.compile(
    r"[,;:—–]\s*(?:for|because|since|so that|that|lest)\s+"
    r"(?!example\b|instance\b|ever\b|a while\b)\w",
    re.IGNORECASE,
)
NAME = "hyp.trailing_adjunct_clause"
DEFAULT_SLICES = "s1205k,s1205l,s1205m,s1205p,s1205q,s1205r,s1205s,s1205t,s1205u,s1205v"


def trailing_adjunct_clause(text: str) -> bool:
    """A clause of reason or purpose after clause punctuation in ``text``."""
    return bool(_TRAILING.search(text or ""))


def names(row: dict[str, Any]) -> tuple[str, str]:
    return NAME, f"{row.get('phenomenon')}*{NAME}"


def with_feature(row: dict[str, Any]) -> dict[str, Any]:
    rec = row.get("record")
    if not rec or not trailing_adjunct_clause(rec.get("hypothesis") or ""):
        return row
    return row | {"features": dict(row["features"]) | dict.fromkeys(names(row), 1.0)}


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--slices", default=DEFAULT_SLICES)
    args = ap.parse_args(argv)
    slices = args.slices.split(",")
    rows = read_rows_file()
    fired = [r for r in map(with_feature, rows) if NAME in r["features"]]
    by = Counter((r["phenomenon"], r["label"]) for r in fired)
    print(f"rows {len(rows)}; the feature fires on {len(fired)} ({dict(sorted(by.items()))})")
    print(f"  slices {Counter(slice_of(r) for r in fired).most_common(12)}", flush=True)
    for label, rs in (("stored features", rows), ("+ " + NAME, [with_feature(r) for r in rows])):
        mat = Matrix(rs)
        for i, n in enumerate(mat.names):
            if n.endswith(NAME):
                mat.defect[i] = True
        show(label, loso(rs, mat, slices), slices)


if __name__ == "__main__":
    main()
