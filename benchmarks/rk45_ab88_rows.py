"""Stop 89 (rk45): do the blind A/B verdicts of ab88, ab88b keep their place in the prior's rows?

rk43 added the A/B rows of ab87, ab87b after a time-ordered check (``rk43_ab_rows.py``; prior
README "Stop 88: rk43"). The shipped rows now hold the ab88/ab88b rows too (built with
``rk43_ab_rows.py --build``); this scores the last ``--last`` slices time-ordered (rk19's
vectorised fit, warm-started, rk41's summary) with the ab88* rows at weight 0 (= left out) and at
their weight. The ab87* rows keep their weight in both runs.

    PYTHONPATH=$PWD python3 benchmarks/rk45_ab88_rows.py --last 8

Stop 90 (rk46): ``--new ab89,ab89b`` weighs those A/B directories' rows instead (prior README
"Stop 90: rk46"); every other A/B row keeps its weight in both runs.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent))

from rk19_time_ordered import Matrix  # noqa: E402
from rk43_ab_rows import compare_weighings  # noqa: E402
from time_ordered_prior import shipped_weights  # noqa: E402

from pipeline.ranking.holdout import slice_order  # noqa: E402
from pipeline.ranking.train_prior import read_rows_file  # noqa: E402

NEW_AB = ("ab-review:ab88:", "ab-review:ab88b:")


def new_ab_prefixes(names: str) -> tuple[str, ...]:
    """``"ab89,ab89b"`` -> the origin prefixes of those A/B directories' rows."""
    return tuple(f"ab-review:{n.strip()}:" for n in names.split(",") if n.strip())


def without_new_ab(
    train: Sequence[dict[str, Any]], order: list[str], new: tuple[str, ...] = NEW_AB
) -> list[float]:
    return [
        0.0 if str(r.get("origin", "")).startswith(new) else w
        for r, w in zip(train, shipped_weights(train, order), strict=True)
    ]


def main(argv: Sequence[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--last", type=int, default=8)
    ap.add_argument("--json")
    ap.add_argument("--new", default="ab88,ab88b", help="the A/B directories to weigh")
    args = ap.parse_args(argv)
    new = new_ab_prefixes(args.new)
    rows = read_rows_file()
    slices = slice_order(rows)[-args.last :]
    t0 = time.time()
    mat = Matrix(rows)
    n_new = sum(str(r.get("origin", "")).startswith(new) for r in rows)
    print(f"rows {len(rows)} ({args.new}: {n_new}), slices {slices[0]}..{slices[-1]}", flush=True)

    def without(train: Sequence[dict[str, Any]], order: list[str]) -> list[float]:
        return without_new_ab(train, order, new)

    runs = ((f"without {args.new}", without), (f"with {args.new}", shipped_weights))
    compare_weighings(rows, mat, slices, runs, args.json, t0)


if __name__ == "__main__":
    main()
