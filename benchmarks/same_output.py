"""Whether two warehouses hold the same rows: candidates, pairs (keep scores and flags included),
sentences and quarantine (without ``run_id``, which names the run that wrote a row).

For speed work (issue #13): run one input with the old code and the new code into two warehouses,
then ``python benchmarks/same_output.py OLD_WH NEW_WH``; exit status 0 when every table is equal.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

TABLES = ("sentences", "candidates", "pairs", "quarantine")


def differences(old: Path, new: Path) -> dict[str, tuple[int, int, int, int]]:
    """Per table: rows in old, rows in new, rows only in old, rows only in new."""
    from pipeline.warehouse import Warehouse

    out = {}
    cons = [Warehouse(old).connect(), Warehouse(new).connect()]
    try:
        for table in TABLES:
            cols = [
                r[0]
                for r in cons[0].execute(f"describe {table}").fetchall()
                if r[0] not in ("run_id",)
            ]
            sel = ", ".join(f'"{c}"' for c in cols)
            rows = [set(con.execute(f"select {sel} from {table}").fetchall()) for con in cons]
            counts = [con.execute(f"select count(*) from {table}").fetchone()[0] for con in cons]
            out[table] = (counts[0], counts[1], len(rows[0] - rows[1]), len(rows[1] - rows[0]))
    finally:
        for con in cons:
            con.close()
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("old", type=Path)
    ap.add_argument("new", type=Path)
    args = ap.parse_args(argv)
    same = True
    for table, (n_old, n_new, only_old, only_new) in differences(args.old, args.new).items():
        ok = n_old == n_new and not only_old and not only_new
        same &= ok
        print(
            f"{table}: {n_old} vs {n_new} rows, {only_old} only in old, {only_new} only in new"
            f" -> {'same' if ok else 'DIFFERENT'}"
        )
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
