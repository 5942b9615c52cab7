"""Stop 90 (rk47): append the first Amazon food-review rows to the keep prior's training rows.

``s1206a`` (finefoods_pool lines 1-1,600, judged blind at main 02b38654), the A/B verdicts of
``ab90`` (lines 1,601-4,600), ``s1206b`` (lines 4,601-6,200, judged blind at int90 7089af54) and
``ab90b`` (lines 6,201-9,200), in judging order, as rk46 added s1205w and ab89/ab89b: a slice by
``train_prior.verdict_rows(..., keep_records=True)``, an A/B directory by
``rk43_ab_rows.ab_inputs`` (each item matched in its draw's warehouse, ``draw`` kept). The text
is the ``small_fine_foods`` data of Debian ``r-cran-modeldata`` (MIT), so records are kept.
The earlier rows are left byte-identical; refit with ``python -m pipeline.ranking.train_prior
--from-rows`` (prior README "Stop 90: rk47").

``--reviews REVIEWS`` (the folder of the blind slices' folders) and ``--ab AB`` (the folder of the
A/B directories) are required; neither is part of the repository. From the repository root::

    PYTHONPATH=$PWD python3 benchmarks/rk47_finefoods_rows.py --reviews REVIEWS --ab AB
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from rk43_ab_rows import ab_inputs  # noqa: E402

from pipeline.ranking.train_prior import read_rows_file, verdict_rows, write_rows  # noqa: E402

#: (kind, folder name) in judging order: a slice's folder is in REVIEWS, an A/B directory in AB
SOURCES = (
    ("slice", "s1206a"),
    ("ab", "ab90"),
    ("slice", "s1206b"),
    ("ab", "ab90b"),
)


def located(
    sources: tuple[tuple[str, str] | tuple[str, str, bool], ...], argv: list[str] | None = None
) -> tuple[tuple[str, Path] | tuple[str, Path, bool], ...]:
    """``sources`` with each folder name put under ``--reviews`` (a slice) or ``--ab`` (an A/B
    directory), both required arguments."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument(
        "--reviews", type=Path, required=True, help="the folder of the blind slices' folders"
    )
    ap.add_argument("--ab", type=Path, required=True, help="the folder of the A/B directories")
    args = ap.parse_args(argv)
    return tuple(
        (kind, (args.reviews if kind == "slice" else args.ab) / name, *rest)
        for kind, name, *rest in sources
    )


def main(sources: tuple[tuple[str, Path] | tuple[str, Path, bool], ...] | None = None) -> None:
    """Append the verdict rows of ``sources`` ((kind, directory) in judging order; default:
    ``SOURCES`` under ``--reviews`` and ``--ab``); rk48 calls this with its own slices. A source
    may carry a third item, ``keep_records`` (default True): rk49 passes False for text whose
    licence does not let the rows hold it (features only)."""
    if sources is None:
        sources = located(SOURCES)
    rows = read_rows_file()
    seen = {r["origin"] for r in rows}
    for kind, d, *rest in sources:
        keep = rest[0] if rest else True
        if kind == "slice":
            built = verdict_rows(d, keep_records=keep)
        else:
            inputs = ab_inputs(d)
            built = verdict_rows(d, inputs, keep_records=keep)
            for r, x in zip(built, inputs, strict=True):
                r["draw"] = x["draw"]
        assert not {r["origin"] for r in built} & seen, f"{d.name} is already in the rows"
        print(
            d.name,
            len(built),
            "kept",
            sum(r["label"] for r in built),
            dict(sorted(Counter(r["phenomenon"] for r in built).items())),
        )
        rows += built
    write_rows(rows)
    print("rows", len(rows))


if __name__ == "__main__":
    main()
