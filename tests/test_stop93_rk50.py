"""Stop 93 (rk50): the blind A/B verdicts of ab92c (``tweets_pool`` lines 4,601-7,600) and ab92d
(2,869 more ``finefoods_pool`` sentences) and the blind tweet slice s9301 (``tweets_pool`` lines
7,601-9,200, judged blind at main 61147de1) join the keep prior's rows in judging order, as rk49
added s1208a, ab92b, ab92, and the prior is refit on them (pipeline/ranking/prior/README.md,
"Stop 93: rk50"). The tweets' licence is not certain, so their rows hold features only."""

from __future__ import annotations

import importlib.util
import json
import sys
from collections import Counter
from pathlib import Path

from tests.ranking_support import PHENOMENA, PRIOR_DECISIONS, PRIOR_SLICES

#: The judged rows of s9301 (rows, kept, rows per phenomenon in ``PHENOMENA`` order); every
#: judged pair item matched one warehouse pair (129 verdicts are of trigger-only items, no ``e``).
S9301 = (283, 190, (87, 24, 88, 84))
#: The A/B rows: (rows, kept); every judged item matched in its draw's warehouse.
AB = {"ab-review:ab92c:e": (8, 0), "ab-review:ab92d:e": (8, 3)}
BENCH = Path(__file__).resolve().parents[1] / "benchmarks"


def _bench(name: str, monkeypatch):
    monkeypatch.syspath_prepend(str(BENCH))
    spec = importlib.util.spec_from_file_location(f"{name}_t", BENCH / f"{name}.py")
    mod = importlib.util.module_from_spec(spec)
    sys.modules[f"{name}_t"] = mod
    spec.loader.exec_module(mod)
    return mod


def test_the_rows_hold_ab92c_ab92d_s9301_last_in_judging_order() -> None:
    from pipeline.ranking import loro
    from pipeline.ranking.holdout import slice_order
    from pipeline.ranking.loso import slice_of
    from pipeline.ranking.train_prior import read_rows_file

    rows = read_rows_file()
    new = [r for r in rows if slice_of(r) == "s9301"]
    n, kept, per = S9301
    assert len(new) == n and sum(r["label"] for r in new) == kept
    by_phen = Counter(r["phenomenon"] for r in new)
    assert tuple(by_phen[p] for p in PHENOMENA) == per
    # stop 94 (rk51): + s9302 after it; (rk52): + s9401, s9403
    # stop 95 (rk53): + s9402, s9404, s9501
    # stop 96 (rk54): + s9502, s9601
    # stop 97 (rk55): + s9602
    # stop 98 (rk56): + s9701, s9702
    # stop 99 (rk57): + s9801, s9802
    # stop 100 (rk59): + s10001
    # stop 101 (rk60): + s10002
    # stop 101 (rk61): + s10101, s10102
    # stop 103 (rk63): + s10201
    # stop 103 (rk64): + s10301
    # stop 104 (rk65): + s10302, s10401
    assert slice_order(rows)[-24:-21] == ["s1207b", "s1208a", "s9301"]
    assert len(rows) == PRIOR_DECISIONS
    assert loro.register_of({"origin": "blind-review:s9301:e"}) == "tweets"
    origins = [r["origin"] for r in rows]

    def at(origin: str) -> list[int]:
        return [i for i, o in enumerate(origins) if o == origin]

    ab92, c, d, s = (
        at("ab-review:ab92:e"),
        at("ab-review:ab92c:e"),
        at("ab-review:ab92d:e"),
        at("blind-review:s9301:e"),
    )
    assert max(ab92) < min(c) and max(c) < min(d) and max(d) < min(s)
    assert max(s) < min(at("ab-review:ab93:e"))  # stop 94 (rk51): ab93, ab93b, s9302 follow


def test_the_tweet_rows_hold_features_only_and_ab92d_keeps_its_records() -> None:
    from pipeline.ranking.loso import slice_of
    from pipeline.ranking.train_prior import read_rows_file

    rows = read_rows_file()
    tweets = [r for r in rows if slice_of(r) == "s9301" or r["origin"] == "ab-review:ab92c:e"]
    assert len(tweets) == S9301[0] + AB["ab-review:ab92c:e"][0]
    assert not any("record" in r for r in tweets)
    # stop 99 (rk58): version 9 names the features a row without a record cannot compute
    allowed = {"features", "label", "weight", "group", "origin", "phenomenon", "missing_features"}
    assert all(r["features"] and set(r) <= allowed | {"feature_version", "draw"} for r in tweets)
    ab92d = [r for r in rows if r["origin"] == "ab-review:ab92d:e"]
    assert all(r.get("record") for r in ab92d)
    assert max(Counter(r["record"]["pair_id"] for r in ab92d).values()) == 1


def test_the_ab_rows_join_with_their_draws_no_slice_and_their_registers() -> None:
    from pipeline.ranking import loro
    from pipeline.ranking.loso import slice_of
    from pipeline.ranking.train_prior import read_rows_file

    ab = [r for r in read_rows_file() if r["origin"] in AB]
    assert Counter(r["origin"] for r in ab) == {k: n for k, (n, _) in AB.items()}
    for origin, (_, kept) in AB.items():
        assert sum(r["label"] for r in ab if r["origin"] == origin) == kept
    draws = Counter((r["origin"].split(":")[1], r["draw"]) for r in ab)
    assert draws == {("ab92c", "old"): 8, ("ab92d", "old"): 5, ("ab92d", "new"): 3}
    assert not any(slice_of(r) for r in ab)
    regs = {r["origin"]: loro.text_register_of(r) for r in ab}
    assert regs == {"ab-review:ab92c:e": "tweets", "ab-review:ab92d:e": "finefoods"}


def test_an_ab_directory_finds_its_old_warehouse_as_wh_main_or_wh_old(
    monkeypatch, tmp_path
) -> None:
    """ab92c/ab92d name the old draw's warehouse ``wh_old``; ab87-ab92b ``wh_main``."""
    mod = _bench("rk43_ab_rows", monkeypatch)
    (tmp_path / "a" / "wh_old").mkdir(parents=True)
    (tmp_path / "b" / "wh_main").mkdir(parents=True)
    assert mod.warehouse_dir(tmp_path / "a", "old") == tmp_path / "a" / "wh_old"
    assert mod.warehouse_dir(tmp_path / "b", "old") == tmp_path / "b" / "wh_main"
    assert mod.warehouse_dir(tmp_path / "a", "new") == tmp_path / "a" / "wh_new"


def test_the_prior_is_refit_with_ab92c_ab92d_s9301_and_its_cv_holds() -> None:
    from pipeline.ranking.train_prior import MODEL

    data = json.loads(MODEL.read_text())
    # rk50's prior-d04fc4bd5ecf; the model-id pin moved to tests/test_stop94_rk51.py
    assert data["n_decisions"] == PRIOR_DECISIONS and data["feature_version"] == "9"
    assert data["trained_on"]["rows"]["blind-review:s9301:e"] == S9301[0]
    for origin, (n, _) in AB.items():
        assert data["trained_on"]["rows"][origin] == n
    slices = {k.split(":")[1] for k in data["trained_on"]["rows"] if k.startswith("blind-review:")}
    assert len(slices) == PRIOR_SLICES
    # rk49's prior: 0.80453; the refit with ab92c, ab92d, s9301: 0.80456
    assert data["cv_auc"] >= 0.8046 - 0.003


def test_the_measured_presupposition_variant_marks_embedded_multiclause_pairs_only(
    monkeypatch,
) -> None:
    """rk50 measured (and did not ship) one presupposition feature computed from stored features:
    an embedded premise over a source with clause material before the trigger."""
    mod = _bench("rk50_prior_auc", monkeypatch)
    key = "presup.embedded*clause_before"

    def row(phenomenon: str, **features: float) -> dict:
        return {"phenomenon": phenomenon, "features": features}

    negated = {"premise_kind=negated": 1.0, "trigger.commas_before": 1.0}
    assert key in mod.presup_embedded_multiclause(row("presupposition", **negated))
    # near misses: the original premise, no clause material before, another phenomenon
    original = {"premise_kind=original": 1.0, "trigger.commas_before": 1.0}
    assert key not in mod.presup_embedded_multiclause(row("presupposition", **original))
    plain = {"premise_kind=modal": 1.0, "trigger.commas_before": 0.0}
    assert key not in mod.presup_embedded_multiclause(row("presupposition", **plain))
    assert key not in mod.presup_embedded_multiclause(row("conjunction", **negated))
    # the shipped rows never carry it
    from pipeline.ranking.train_prior import read_rows_file

    assert not any(key in r["features"] for r in read_rows_file())
