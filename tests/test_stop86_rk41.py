"""Stop 86 (rk41): s1205q (a second World English Bible chunk, web_pool lines 11,201-12,800,
judged blind at int85) joins the keep prior's rows with its records, and the prior is refit on
them (pipeline/ranking/prior/README.md, "Stop 86: rk41")."""

from __future__ import annotations

from tests.ranking_support import PRIOR_DECISIONS, PRIOR_SLICES, assert_slice_rows

#: The judged rows of the slice (rows, kept, rows per phenomenon: conjunction, implicature,
#: presupposition, verb_complement); every pair matched one warehouse pair.
S1205Q = (300, 213, (90, 42, 89, 79))


def test_the_rows_hold_s1205q_once_last_with_records() -> None:
    from pipeline.ranking import loro
    from pipeline.ranking.holdout import slice_order
    from pipeline.ranking.train_prior import read_rows_file

    rows = read_rows_file()
    assert_slice_rows(rows, "s1205q", S1205Q)
    # stop 90 (rk46): + s1205w
    # stop 90 (rk47): + s1206a, s1206b
    # stop 91 (rk48): + s1207a, s1207b
    # stop 92 (rk49): + s1208a
    # stop 93 (rk50): + s9301; stop 94 (rk51): + s9302; (rk52): + s9401, s9403
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
    assert slice_order(rows)[-35:-33] == ["s1205p", "s1205q"]  # (rk42-45): + r, s, t, u, v
    assert len(rows) == PRIOR_DECISIONS
    assert loro.register_of({"origin": "blind-review:s1205q:e"}) == "bible"
    assert loro.register_of({"origin": "blind-review:s1205l:e"}) == "bible"


def test_the_prior_is_refit_with_s1205q_and_its_cv_holds() -> None:
    import json

    from pipeline.ranking.train_prior import MODEL

    data = json.loads(MODEL.read_text())
    # stop 86 (rk42): the refit with s1205r pins the model id (tests/test_stop86_rk42.py)
    assert data["n_decisions"] == PRIOR_DECISIONS and data["feature_version"] == "9"
    assert data["trained_on"]["rows"]["blind-review:s1205q:e"] == S1205Q[0]
    slices = {k.split(":")[1] for k in data["trained_on"]["rows"] if k.startswith("blind-review:")}
    assert len(slices) == PRIOR_SLICES
    # rk40's 166-slice prior: 0.8058; the refit with s1205q: 0.8047
    assert data["cv_auc"] >= 0.8058 - 0.003


def _bench():
    """``benchmarks/rk41_implicature.py`` loaded as a module (a script, not a package)."""
    import importlib.util
    import sys
    from pathlib import Path

    path = Path(__file__).resolve().parents[1] / "benchmarks" / "rk41_implicature.py"
    spec = importlib.util.spec_from_file_location("rk41_implicature", path)
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod
    spec.loader.exec_module(mod)
    return mod


def _row(slice_name: str, phen: str, premise: str, hypothesis: str, sentence: str) -> dict:
    return {
        "origin": f"blind-review:{slice_name}:e",
        "group": f"blind:{slice_name}:x",
        "phenomenon": phen,
        "label": 0,
        "weight": 1.0,
        "features": {f"phenomenon={phen}": 1.0},
        "record": {"premise": premise, "hypothesis": hypothesis, "sentence_text": sentence},
    }


def test_a_row_whose_pair_todays_code_no_longer_writes_weighs_nothing() -> None:
    bench = _bench()
    sentence = "Some of the guests left early."
    written = {"implicature": {sentence: [[sentence, "Not all of the guests left early."]]}}
    still = _row("s1", "implicature", sentence, "Not all of the guests left early.", sentence)
    gone = _row("s1", "implicature", sentence, "Not all the guests left early.", sentence)
    other = _row("s1", "conjunction", sentence, "The guests left.", sentence)
    bare = still | {"record": None}
    assert bench.still_written(still, written) is True
    assert bench.still_written(gone, written) is False
    # not regenerated, or no record: no evidence either way, the row keeps its weight
    assert bench.still_written(other, written) is None
    assert bench.still_written(bare, written) is None
    weights = bench.unwritten_zero(written)([still, gone, other, bare], ["s1"])
    assert weights == [1.0, 0.0, 1.0, 1.0]


def test_implicature_recency_ages_only_the_implicature_rows() -> None:
    bench = _bench()
    order = ["s1", "s2", "s3"]
    rows = [
        _row("s1", "implicature", "a", "b", "a"),
        _row("s1", "conjunction", "a", "b", "a"),
        _row("s3", "implicature", "a", "b", "a"),
    ]
    weights = bench.phenomenon_recency("implicature", 2.0)(rows, order)
    # s1 is two slices older than the newest trained on (s3): half the weight, implicature only
    assert weights == [0.5, 1.0, 1.0]


def test_the_implicature_penalty_picks_only_implicature_features() -> None:
    bench = _bench()
    assert bench.implicature_feature("implicature*hyp.log_len")
    assert bench.implicature_feature("subtype=implicature/numerals")
    assert not bench.implicature_feature("hyp.log_len")
    assert not bench.implicature_feature("conjunction*hyp.log_len")
