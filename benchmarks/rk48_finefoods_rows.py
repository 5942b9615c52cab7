"""Stop 91 (rk48): append the next Amazon food-review rows to the keep prior's training rows.

``s1207a`` (finefoods_pool lines 9,201-10,800, judged blind at main efb7b223), the A/B verdicts of
``ab91`` (old = main, new = stop 91's changes) and ``s1207b`` (lines 13,801-15,400, judged blind at
int91 5a7fe52d), in judging order, as rk47 added s1206a, ab90, s1206b, ab90b: a slice by
``train_prior.verdict_rows(..., keep_records=True)``, an A/B directory by
``rk43_ab_rows.ab_inputs`` (each item matched in its draw's warehouse, ``draw`` kept). The text
is the ``small_fine_foods`` data of Debian ``r-cran-modeldata`` (MIT), so records are kept.
The earlier rows are left byte-identical; refit with ``python -m pipeline.ranking.train_prior
--from-rows`` (prior README "Stop 91: rk48").

``--reviews REVIEWS`` (the folder of the blind slices' folders) and ``--ab AB`` (the folder of the
A/B directories) are required; neither is part of the repository. From the repository root::

    PYTHONPATH=$PWD python3 benchmarks/rk48_finefoods_rows.py --reviews REVIEWS --ab AB
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from rk47_finefoods_rows import located  # noqa: E402
from rk47_finefoods_rows import main as append_rows  # noqa: E402

#: (kind, folder name) in judging order: a slice's folder is in REVIEWS, an A/B directory in AB
SOURCES = (
    ("slice", "s1207a"),
    ("ab", "ab91"),
    ("slice", "s1207b"),
)


def main() -> None:
    append_rows(located(SOURCES))


if __name__ == "__main__":
    main()
