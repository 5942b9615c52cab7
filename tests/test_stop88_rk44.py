"""Stop 88 (rk44): s1205t (a fifth World English Bible chunk, web_pool lines 24,001-25,600,
judged blind at main 08496cd5) joins the keep prior's rows with its records, and the prior is
refit on them (pipeline/ranking/prior/README.md, "Stop 88: rk44")."""

from __future__ import annotations

from tests.ranking_support import PRIOR_DECISIONS, PRIOR_SLICES, assert_slice_rows

#: The judged rows of the slice (rows, kept, rows per phenomenon: conjunction, implicature,
#: presupposition, verb_complement); every judged pair item matched one warehouse pair (142
#: verdicts are of trigger-only candidate items, without an ``e``).
S1205T = (291, 198, (90, 40, 88, 73))


def test_the_rows_hold_s1205t_once_last_with_records() -> None:
    from pipeline.ranking import loro
    from pipeline.ranking.holdout import slice_order
    from pipeline.ranking.train_prior import read_rows_file

    rows = read_rows_file()
    assert_slice_rows(rows, "s1205t", S1205T)
    # stop 89 (rk45): + s1205u, s1205v
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
    assert slice_order(rows)[-34:-30] == ["s1205q", "s1205r", "s1205s", "s1205t"]
    assert len(rows) == PRIOR_DECISIONS
    assert loro.register_of({"origin": "blind-review:s1205t:e"}) == "bible"
    # the A/B rows (rk43) stay as they were: no slice, before s1205t in the file (stop 89,
    # rk45: the ab88/ab88b rows come after it, between s1205u and s1205v)
    origins = [r["origin"] for r in rows]
    assert origins.index("blind-review:s1205t:e") > max(
        i for i, o in enumerate(origins) if o.startswith(("ab-review:ab87:", "ab-review:ab87b:"))
    )


def test_the_prior_is_refit_with_s1205t_and_its_cv_holds() -> None:
    import json

    from pipeline.ranking.train_prior import MODEL

    data = json.loads(MODEL.read_text())
    # stop 89 (rk45): the refit with s1205u, s1205v pins the model id (tests/test_stop89_rk45.py)
    assert data["n_decisions"] == PRIOR_DECISIONS and data["feature_version"] == "9"
    assert data["trained_on"]["rows"]["blind-review:s1205t:e"] == S1205T[0]
    slices = {k.split(":")[1] for k in data["trained_on"]["rows"] if k.startswith("blind-review:")}
    assert len(slices) == PRIOR_SLICES
    # rk43's prior: 0.80464; the refit with s1205t: 0.80462
    assert data["cv_auc"] >= 0.8046 - 0.003


def test_the_measured_stray_quote_reads_an_unpaired_closing_single_quote() -> None:
    """rk44's measured-and-left-out feature (benchmarks/rk44_stray_quote.py; prior README,
    "Stop 88: rk44"): a closing single quote after sentence punctuation without its opening
    quote is a cut quotation; a possessive apostrophe and a paired quotation are not."""
    import importlib.util
    import sys
    from pathlib import Path

    path = Path(__file__).resolve().parents[1] / "benchmarks" / "rk44_stray_quote.py"
    spec = importlib.util.spec_from_file_location("rk44_stray_quote", path)
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod
    spec.loader.exec_module(mod)

    assert mod.stray_single_quote("She kept the letter of her brother.'")
    assert mod.stray_single_quote("Then you will rest in the house I built for you;' and you left.")
    assert not mod.stray_single_quote("They washed the disciples' feet.")
    assert not mod.stray_single_quote("'Come here,' she said to the boy.")
    # the measured rows are not the shipped ones: no stored row carries the feature
    from pipeline.ranking.train_prior import read_rows_file

    assert not any(n in r["features"] for r in read_rows_file() for n in mod.NAMES)
