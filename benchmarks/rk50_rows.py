"""Stop 93 (rk50): append the stop-92/93 judged sets to the keep prior's rows.

The A/B verdicts of ``ab92c`` (``tweets_pool``, CrowdFlower tweets, 8 verb_complement items) and
``ab92d`` (``finefoods_pool``, Amazon food reviews, 8 items), and the blind slice ``s9301``
(``tweets_pool`` lines 7,601-9,200, judged blind at main 61147de1), in judging order, as rk49
added s1208a, ab92b, ab92: a slice by ``train_prior.verdict_rows``, an A/B directory by
``rk43_ab_rows.ab_inputs`` (each item matched in its draw's warehouse, ``draw`` kept; these two
name the old draw's warehouse ``wh_old``, which ``rk43_ab_rows.warehouse_dir`` finds). The tweets'
licence is not certain, so their rows hold features only (``keep_records=False``); ab92d is the
MIT food-review text of ``r-cran-modeldata``, records kept. The earlier rows are left
byte-identical; refit with ``python -m pipeline.ranking.train_prior --from-rows`` (prior README
"Stop 93: rk50").

    cd /work/wt/rk50 && PYTHONPATH=$PWD python3 benchmarks/rk50_rows.py
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from rk47_finefoods_rows import main as append_rows  # noqa: E402

#: (kind, directory, keep_records) in judging order
SOURCES = (
    ("ab", Path("/work/ab/ab92c"), False),
    ("ab", Path("/work/ab/ab92d"), True),
    ("slice", Path("/work/reviews/s9301"), False),
)


def main() -> None:
    append_rows(SOURCES)


if __name__ == "__main__":
    main()
