"""Stop 98 (rk56): the sets judged after rk55 join the keep prior's rows in judging order,
appended by ``benchmarks/rk50_rows.py``: the norvig pool's slices ``s9701`` (lines 1-1,600, main
5404c577) and ``s9702`` (lines 1,601-3,200, int97 fe76ce2d), then the blind A/Bs ``ab97`` (lines
3,201-6,400) and ``ab97b`` (lines 6,401-8,000). The pool (Project Gutenberg books: Sherlock
Holmes, a history of the United States, a manual of surgery, War and Peace) is a new register,
``gutenberg``; its rows keep their records (public-domain text). The prior is refit on them
(pipeline/ranking/prior/README.md, "Stop 98: rk56")."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from tests.ranking_support import (
    PRIOR_CV_FLOOR,
    PRIOR_DECISIONS,
    PRIOR_SLICES,
    assert_appended_blocks,
)

#: (rows, kept, rows per phenomenon in ``PHENOMENA`` order) of each set, in judging order (the
#: verdict files' times: s9701 03:59, s9702 05:08, ab97 05:11, ab97b 05:41); trigger-only
#: verdicts (135 of s9701, 143 of s9702) carry no ``e`` and give no row.
SETS = {
    "blind-review:s9701:e": (297, 223, (89, 40, 87, 81)),
    "blind-review:s9702:e": (315, 231, (89, 54, 88, 84)),
    "ab-review:ab97:e": (22, 11, (0, 0, 5, 17)),
    "ab-review:ab97b:e": (13, 10, (6, 0, 1, 6)),
}
#: rk55's rows, unchanged before these
RK55_ROWS = 65_703
#: rk56's rows (stop 99, rk57: s9801, ab98, s9802 come after them, tests/test_stop99_rk57.py)
RK56_ROWS = 66_350


@pytest.fixture(scope="module")
def rows() -> list[dict]:
    from pipeline.ranking.train_prior import read_rows_file

    return read_rows_file()


def test_the_four_sets_come_last_in_judging_order(rows: list[dict]) -> None:
    from pipeline.ranking.holdout import slice_order

    assert RK55_ROWS + sum(n for n, _, _ in SETS.values()) == RK56_ROWS
    assert len(rows) == PRIOR_DECISIONS
    origins = [r["origin"] for r in rows]
    # rk55's rows end with ab96's and hold none of the new origins
    assert origins[RK55_ROWS - 1] == "ab-review:ab96:e"
    assert not set(origins[:RK55_ROWS]) & set(SETS)
    start = assert_appended_blocks(rows, RK55_ROWS, SETS)
    assert start == RK56_ROWS
    # an A/B directory is no slice: s9702 was the last slice (stop 99, rk57: + s9801, s9802)
    # stop 100 (rk59): + s10001
    # stop 101 (rk60): + s10002
    # stop 101 (rk61): + s10101, s10102
    # stop 103 (rk63): + s10201
    # stop 103 (rk64): + s10301
    # stop 104 (rk65): + s10302, s10401
    assert slice_order(rows)[-13:-10] == ["s9602", "s9701", "s9702"]
    assert not set(origins[RK56_ROWS:]) & set(SETS)


def test_the_norvig_rows_are_gutenberg_and_keep_their_records(rows: list[dict]) -> None:
    from pipeline.ranking import loro

    new = rows[RK55_ROWS:RK56_ROWS]
    regs = Counter(
        (r["origin"].split(":")[1], loro.text_register_of(r), "record" in r, r.get("draw"))
        for r in new
    )
    assert regs == {
        ("s9701", "gutenberg", True, None): 297,
        ("s9702", "gutenberg", True, None): 315,
        ("ab97", "gutenberg", True, "old"): 13,
        ("ab97", "gutenberg", True, "new"): 9,
        ("ab97b", "gutenberg", True, "old"): 8,
        ("ab97b", "gutenberg", True, "new"): 5,
    }
    # every sentence of the A/B warehouses is norvig-big, so no A/B row names its own register
    assert not any("register" in r for r in new)
    for origin in SETS:
        recs = [r["record"]["pair_id"] for r in new if r["origin"] == origin]
        assert len(set(recs)) == len(recs), origin


def test_gutenberg_is_a_new_register_of_the_norvig_pool() -> None:
    from pipeline.ranking import loro

    assert loro.register_of({"origin": "blind-review:s9701:e"}) == "gutenberg"
    assert loro.register_of({"origin": "blind-review:s9702:e"}) == "gutenberg"
    assert loro.text_register_of({"origin": "ab-review:ab97:e"}) == "gutenberg"
    assert loro.text_register_of({"origin": "ab-review:ab97b:e"}) == "gutenberg"
    assert loro.SOURCE_REGISTERS["norvig-big"] == "gutenberg"
    # no earlier slice or A/B set is gutenberg (stop 99, rk57: s9801, s9802 and ab98 are too,
    # tests/test_stop99_rk57.py)
    # (stop 100, rk59: s10001 too, tests/test_stop100_rk59.py; stop 101, rk60: ab100 and s10002,
    # tests/test_stop101_rk60.py; rk61: s10101, ab101 and s10102, tests/test_stop101_rk61.py;
    # stop 103, rk63: s10201 and ab102, tests/test_stop103_rk63.py)
    later = {"s9801", "s9802", "ab98", "s10001", "ab100", "s10002", "s10101", "ab101", "s10102"}
    later |= {"s10201", "ab102"}
    assert {s for s, g in loro.REGISTERS.items() if g == "gutenberg"} - later == {"s9701", "s9702"}
    assert {a for a, g in loro.AB_REGISTERS.items() if g == "gutenberg"} - later == {
        "ab97",
        "ab97b",
    }
    # near misses: a slice not in ``REGISTERS`` is still the development register, and ab96 is
    # still games
    assert loro.register_of({"origin": "blind-review:s9901:e"}) == loro.DEV
    assert loro.text_register_of({"origin": "ab-review:ab96:e"}) == "games"


def test_the_prior_is_refit_with_the_four_sets() -> None:
    from pipeline.ranking.train_prior import MODEL

    data = json.loads(MODEL.read_text())
    # rk56's prior-9a3f7081f110; the model-id pin moved to tests/test_stop99_rk57.py
    assert data["n_decisions"] == PRIOR_DECISIONS and data["feature_version"] == "9"
    for origin, (n, _, _) in SETS.items():
        assert data["trained_on"]["rows"][origin] == n
    slices = {k.split(":")[1] for k in data["trained_on"]["rows"] if k.startswith("blind-review:")}
    assert len(slices) == PRIOR_SLICES  # rk56: 190
    # rk55's prior: 0.80420; the refit with the four sets: 0.80366
    assert data["cv_auc"] >= 0.8037 - 0.003
    assert data["cv_auc"] >= PRIOR_CV_FLOOR


def test_the_not_all_comma_variant_reads_the_hypothesis() -> None:
    """rk56's measured (not shipped) variant: a constructed 'Not all N, <supplement>, V' fires,
    the near miss whose comma follows the verb does not, nor a row without a record."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).parents[1] / "benchmarks"))
    from rk50_prior_auc import impl_not_all_comma

    def row(h: str | None) -> dict:
        rec = None if h is None else {"hypothesis": h}
        return {"phenomenon": "implicature", "features": {"bias.all": 1.0}, "record": rec}

    hit = impl_not_all_comma(row("Not all sailors, tired from the voyage, went ashore."))
    assert hit.get("impl.not_all_comma_subject") == 1.0
    for h in ("Not all sailors went ashore, tired from the voyage.", None):
        assert "impl.not_all_comma_subject" not in impl_not_all_comma(row(h))
