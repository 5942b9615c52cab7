"""Stop 92 (rk49): the first tweet slice, s1208a (``tweets_pool`` lines 1-1,600, judged blind at
int92 f5d78239; the CrowdFlower tweets of ``benchmarks/fresh_pools.py``'s ``tweets`` pool), and
the blind A/B verdicts of ab92b (``finefoods_pool`` of the stop-92 rebuild) and ab92
(``tweets_pool`` lines 1,601-4,600) join the keep prior's rows, as rk48 added s1207a, ab91,
s1207b, and the prior is refit on them (pipeline/ranking/prior/README.md, "Stop 92: rk49"). The
tweets' licence is not certain, so their rows hold features only (no record, no text)."""

from __future__ import annotations

import json
from collections import Counter

from tests.ranking_support import PHENOMENA, PRIOR_DECISIONS, PRIOR_SLICES

#: The judged rows of s1208a (rows, kept, rows per phenomenon in ``PHENOMENA`` order); every
#: judged pair item matched one warehouse pair (138 verdicts are of trigger-only items, no ``e``).
S1208A = (294, 176, (88, 38, 89, 79))
#: The A/B rows: (rows, kept); every judged item matched in its draw's warehouse.
AB92 = {"ab-review:ab92b:e": (19, 13), "ab-review:ab92:e": (25, 11)}


def test_the_rows_hold_s1208a_ab92b_ab92_last_in_judging_order() -> None:
    from pipeline.ranking import loro
    from pipeline.ranking.holdout import slice_order
    from pipeline.ranking.loso import slice_of
    from pipeline.ranking.train_prior import read_rows_file

    rows = read_rows_file()
    new = [r for r in rows if slice_of(r) == "s1208a"]
    n, kept, per = S1208A
    assert len(new) == n and sum(r["label"] for r in new) == kept
    by_phen = Counter(r["phenomenon"] for r in new)
    assert tuple(by_phen[p] for p in PHENOMENA) == per
    # stop 93 (rk50): + ab92c, ab92d, s9301 after them
    # stop 94 (rk51): + s9302; (rk52): + s9401, s9403
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
    assert slice_order(rows)[-25:-22] == ["s1207a", "s1207b", "s1208a"]
    assert len(rows) == PRIOR_DECISIONS
    assert loro.register_of({"origin": "blind-review:s1208a:e"}) == "tweets"
    # file order (judging order): the s1207b rows, s1208a, ab92b, ab92
    origins = [r["origin"] for r in rows]

    def at(origin: str) -> list[int]:
        return [i for i, o in enumerate(origins) if o == origin]

    a, abb, ab = at("blind-review:s1208a:e"), at("ab-review:ab92b:e"), at("ab-review:ab92:e")
    assert max(at("blind-review:s1207b:e")) < min(a)
    assert max(a) < min(abb) and max(abb) < min(ab)
    assert max(ab) < min(at("ab-review:ab92c:e"))  # stop 93 (rk50): ab92c, ab92d, s9301 follow


def test_the_tweet_rows_hold_features_only_and_ab92b_keeps_its_records() -> None:
    """The tweets' licence is uncertain (CrowdFlower "Data for Everyone"): no record, so no
    sentence text, in s1208a's or ab92's rows; ab92b is the MIT food-review text."""
    from pipeline.ranking.loso import slice_of
    from pipeline.ranking.train_prior import read_rows_file

    rows = read_rows_file()
    tweets = [r for r in rows if slice_of(r) == "s1208a" or r["origin"] == "ab-review:ab92:e"]
    assert len(tweets) == S1208A[0] + AB92["ab-review:ab92:e"][0]
    assert not any("record" in r for r in tweets)
    assert all(
        r["features"]
        and set(r)
        <= {
            "features",
            "label",
            "weight",
            "group",
            "origin",
            "phenomenon",
            "feature_version",
            "draw",
            # stop 99 (rk58): version 9 names the features a row without a record cannot compute
            "missing_features",
        }
        for r in tweets
    )
    ab92b = [r for r in rows if r["origin"] == "ab-review:ab92b:e"]
    assert all(r.get("record") for r in ab92b)
    assert max(Counter(r["record"]["pair_id"] for r in ab92b).values()) == 1


def test_the_ab92_rows_join_with_their_own_origin_no_slice_and_their_registers() -> None:
    from pipeline.ranking import loro
    from pipeline.ranking.loso import slice_of
    from pipeline.ranking.train_prior import read_rows_file

    ab = [r for r in read_rows_file() if r["origin"] in AB92]
    assert Counter(r["origin"] for r in ab) == {k: n for k, (n, _) in AB92.items()}
    for origin, (_, kept) in AB92.items():
        assert sum(r["label"] for r in ab if r["origin"] == origin) == kept
    draws = Counter((r["origin"].split(":")[1], r["draw"]) for r in ab)
    assert draws == {
        ("ab92b", "old"): 6,
        ("ab92b", "new"): 13,
        ("ab92", "old"): 4,
        ("ab92", "new"): 21,
    }
    assert not any(slice_of(r) for r in ab)
    regs = {r["origin"]: loro.text_register_of(r) for r in ab}
    assert regs == {"ab-review:ab92b:e": "finefoods", "ab-review:ab92:e": "tweets"}


def test_tweets_is_a_register_of_its_own() -> None:
    """``loro.leave_one_register_out`` holds s1208a and ab92 out of the fit that scores s1208a."""
    from pipeline.ranking import loro

    # stop 93 (rk50): + s9301, ab92c; stop 94 (rk51): + s9302 (ab93's tweet rows carry their own)
    assert {s for s, g in loro.REGISTERS.items() if g == "tweets"} == {"s1208a", "s9301", "s9302"}
    assert {a for a, g in loro.AB_REGISTERS.items() if g == "tweets"} == {"ab92", "ab92c"}
    assert loro.AB_REGISTERS["ab92b"] == "finefoods"


def test_the_prior_is_refit_with_s1208a_ab92b_ab92_and_its_cv_holds() -> None:
    from pipeline.ranking.train_prior import MODEL

    data = json.loads(MODEL.read_text())
    # rk49's prior-2f3f8eb504bf; the model-id pin moved to tests/test_stop93_rk50.py
    assert data["n_decisions"] == PRIOR_DECISIONS and data["feature_version"] == "9"
    assert data["trained_on"]["rows"]["blind-review:s1208a:e"] == S1208A[0]
    for origin, (n, _) in AB92.items():
        assert data["trained_on"]["rows"][origin] == n
    slices = {k.split(":")[1] for k in data["trained_on"]["rows"] if k.startswith("blind-review:")}
    assert len(slices) == PRIOR_SLICES
    # rk48's prior: 0.80502; the refit with s1208a, ab92b, ab92: 0.80453
    assert data["cv_auc"] >= 0.8045 - 0.003


def test_rk47s_row_builder_keeps_records_unless_a_source_says_not(monkeypatch, tmp_path) -> None:
    """rk49 extended rk47's ``main`` with an optional per-source ``keep_records`` (default True)."""
    import importlib.util
    import sys
    from pathlib import Path

    bench = Path(__file__).resolve().parents[1] / "benchmarks"
    monkeypatch.syspath_prepend(str(bench))
    spec = importlib.util.spec_from_file_location("rk47_rows_t", bench / "rk47_finefoods_rows.py")
    mod = importlib.util.module_from_spec(spec)
    sys.modules["rk47_rows_t"] = mod
    spec.loader.exec_module(mod)
    seen: list[bool] = []
    written: list = []

    def fake_rows(d, inputs=None, *, keep_records=False):
        seen.append(keep_records)
        return [{"origin": f"blind-review:{d.name}:e", "label": 1, "phenomenon": "conjunction"}]

    monkeypatch.setattr(mod, "read_rows_file", lambda: [])
    monkeypatch.setattr(mod, "verdict_rows", fake_rows)
    monkeypatch.setattr(mod, "write_rows", written.append)
    mod.main((("slice", tmp_path / "x"), ("slice", tmp_path / "y", False)))
    assert seen == [True, False] and len(written[0]) == 2
