"""Checks the prior-refit test files share (stops 81+): one judged slice's rows in the prior."""

from __future__ import annotations

import gzip
import hashlib
import importlib.util
import sys
from collections import Counter
from pathlib import Path

from pipeline.ranking import features_of
from pipeline.ranking.loso import slice_of
from tests.phenomenon_support import mined_pairs

PHENOMENA = ("conjunction", "implicature", "presupposition", "verb_complement")

#: The shipped prior's size: decisions (training rows) and judged slices. The refit tests of
#: every stop pin it; a refit updates it here, once (stop 83, rk37: + s1205j; stop 84, rk38:
#: + s1205k, s1205l; stop 84, rk39: + s1205m, s1205n; stop 85, rk40: + s1205p; stop 86, rk41:
#: + s1205q; stop 86, rk42: + s1205r; stop 88, rk43: + s1205s and the 199 A/B rows of ab87, ab87b,
#: origin ``ab-review:abN:e``, no slice; stop 88, rk44: + s1205t; stop 89, rk45: + s1205u, the 122
#: A/B rows of ab88, ab88b, s1205v; stop 90, rk46: + the 81 A/B rows of ab89, s1205w, the 53 of
#: ab89b; rk47: + s1206a, the 5 A/B rows of ab90, s1206b, the 61 of ab90b; stop 91, rk48: +
#: s1207a, the 86 A/B rows of ab91, s1207b; stop 92, rk49: + s1208a (tweets, features only), the
#: 19 A/B rows of ab92b, the 25 of ab92; stop 93, rk50: + the 8 A/B rows of ab92c (tweets, features
#: only), the 8 of ab92d, s9301 (tweets, features only); stop 94, rk51: + the 40 A/B rows of
#: ab93 (food reviews and tweets, the tweets' features only), the 34 of ab93b, s9302 (tweets,
#: features only); rk52: + s9401 (food reviews, records kept), s9403 (the vader pool, features
#: only); stop 95, rk53: + the 23 A/B rows of ab94 (vader, features only), s9402 (food
#: reviews), s9404 (vader, features only), the 76 A/B rows of ab94b (vader, features only),
#: s9501 (Battle for Wesnoth, register games, records kept); stop 96, rk54: + s9502 (Wesnoth),
#: the 69 A/B rows of ab95 (Wesnoth), s9601 (Wesnoth), all games with records; stop 97, rk55:
#: + s9602 (Wesnoth), the 6 A/B rows of ab96 (Wesnoth), games with records; stop 98, rk56:
#: + s9701, s9702 (the norvig pool, register gutenberg), the 22 and 13 A/B rows of ab97 and ab97b,
#: all with records; stop 99, rk57: + s9801, the 55 A/B rows of ab98, s9802 (gutenberg, records);
#: stop 100, rk59: + s10001 (gutenberg, records); stop 101, rk60: + the 44 A/B rows of ab100,
#: s10002 (gutenberg, records); rk61: + s10101, the 82 A/B rows of ab101, s10102 (gutenberg,
#: records); stop 103, rk63: + s10201 (gutenberg), the 42 A/B rows of ab102 (gutenberg), the 30
#: of ab103 (brown), all with records; rk64: + s10301 (wikivital, register wiki, records); stop
#: 104, rk65: + s10302 (wikivital, wiki), the 33 A/B rows of ab104 (wiki), the 49 of ab105
#: (brown), s10401 (the State of the Union pool, sotu), all with records).
PRIOR_DECISIONS = 69_727
PRIOR_SLICES = 200

#: The CV floor of the three refit tests whose own floor (their pin - 0.002: rk35's 0.8042,
#: rk36's 0.8045, rk37's 0.8042) the stop-94 rk52 refit crossed (0.80494 -> 0.80387), re-decided
#: here once: the new pin 0.8039 less the same 0.002. Why the figure fell (prior README, "Stop 94:
#: rk52"): not the new rows' scores (s9401 0.765, s9403 0.819 out of fold, 618 rows), but rk51's
#: 63,122 rows, which the same CV scores 0.80392 (rk51's: 0.80494), and which rk51's own folds
#: with the new rows in every fit score 0.80498: the folds regrouped, the fit is no worse.
PRIOR_CV_FLOOR = 0.8039 - 0.002

TIME_ORDERED_BENCH = Path(__file__).resolve().parents[1] / "benchmarks" / "time_ordered_prior.py"


def time_ordered_bench(name: str):
    """``benchmarks/time_ordered_prior.py`` loaded as module ``name`` (a script, not a package)."""
    spec = importlib.util.spec_from_file_location(name, TIME_ORDERED_BENCH)
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod
    spec.loader.exec_module(mod)
    return mod


def assert_slice_rows(rows: list[dict], name: str, expected: tuple[int, int, tuple]) -> None:
    """The prior's rows hold slice ``name`` once, with records: ``expected`` = (rows, kept,
    rows per phenomenon in ``PHENOMENA`` order); no pair judged twice."""
    n, kept, per = expected
    new = [r for r in rows if slice_of(r) == name]
    assert len(new) == n and sum(r["label"] for r in new) == kept
    assert all(r.get("record") for r in new)
    by_phen = Counter(r["phenomenon"] for r in new)
    assert tuple(by_phen[p] for p in PHENOMENA) == per
    assert len({r["record"]["pair_id"] for r in new}) == n


def rows_prefix_sha256(n: int) -> str:
    """sha256 of the first ``n`` uncompressed lines of the shipped ``training_rows.jsonl.gz``:
    a refit that appends rows must leave the earlier rows byte-identical."""
    from pipeline.ranking.train_prior import ROWS

    h = hashlib.sha256()
    with gzip.open(ROWS, "rb") as f:
        for i, line in enumerate(f):
            if i == n:
                break
            h.update(line)
    return h.hexdigest()


def assert_appended_blocks(rows: list[dict], start: int, sets: dict) -> int:
    """The prior's rows from ``start`` on hold ``sets``' origins as consecutive blocks in
    judging order: ``sets`` maps origin -> (rows, kept, rows per phenomenon in ``PHENOMENA``
    order). Returns the index after the last block, for the caller's own end check."""
    for origin, (n, kept, per) in sets.items():
        block = rows[start : start + n]
        assert {r["origin"] for r in block} == {origin}, origin
        assert sum(r["label"] for r in block) == kept
        by_phen = Counter(r["phenomenon"] for r in block)
        assert tuple(by_phen[p] for p in PHENOMENA) == per
        start += n
    return start


def ranking_row(p, text: str) -> dict:
    """The scoring row of mined pair ``p`` from source ``text``: the fields the ranking reads
    (rk34, rk36, rk37 build it the same way)."""
    return {
        "phenomenon": p.phenomenon,
        "subtype": p.subtype,
        "premise": p.premise,
        "hypothesis": p.hypothesis,
        "premise_kind": p.premise_kind,
        "hypothesis_kind": p.hypothesis_kind,
        "heuristic_label": p.heuristic_label,
        "well_formed": p.well_formed,
        "sentence_text": text,
    }


def mined_pair_features(text: str, phenomenon: str, hypothesis_kind: str) -> dict[str, float]:
    """The prior's features of the first pair of ``phenomenon`` mined from ``text`` whose
    hypothesis is of ``hypothesis_kind`` and whose premise is the sentence itself (rk37, rk38)."""
    pairs = [
        p
        for p in mined_pairs(text, phenomenon)
        if p.hypothesis_kind == hypothesis_kind and p.premise_kind == "original"
    ]
    assert pairs, text
    return features_of(ranking_row(pairs[0], text))
