"""Stop 86 (rk42): s1205r (a third World English Bible chunk, web_pool lines 12,801-14,400,
judged blind at int86 6399899b) joins the keep prior's rows with its records, and the prior is
refit on them (pipeline/ranking/prior/README.md, "Stop 86: rk42")."""

from __future__ import annotations

from tests.ranking_support import PRIOR_DECISIONS, PRIOR_SLICES, assert_slice_rows

#: The judged rows of the slice (rows, kept, rows per phenomenon: conjunction, implicature,
#: presupposition, verb_complement); every pair matched one warehouse pair.
S1205R = (279, 212, (89, 28, 87, 75))


def test_the_rows_hold_s1205r_once_last_with_records() -> None:
    from pipeline.ranking import loro
    from pipeline.ranking.holdout import slice_order
    from pipeline.ranking.train_prior import read_rows_file

    rows = read_rows_file()
    assert_slice_rows(rows, "s1205r", S1205R)
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
    assert slice_order(rows)[-35:-32] == ["s1205p", "s1205q", "s1205r"]  # 88: + s, t; 89: + u, v
    assert len(rows) == PRIOR_DECISIONS
    assert loro.register_of({"origin": "blind-review:s1205r:e"}) == "bible"
    assert loro.register_of({"origin": "blind-review:s1205q:e"}) == "bible"


def test_the_prior_is_refit_with_s1205r_and_its_cv_holds() -> None:
    import json

    from pipeline.ranking.train_prior import MODEL

    data = json.loads(MODEL.read_text())
    # stop 88 (rk43): the refit with s1205s pins the model id (tests/test_stop88_rk43.py)
    assert data["n_decisions"] == PRIOR_DECISIONS and data["feature_version"] == "9"
    assert data["trained_on"]["rows"]["blind-review:s1205r:e"] == S1205R[0]
    slices = {k.split(":")[1] for k in data["trained_on"]["rows"] if k.startswith("blind-review:")}
    assert len(slices) == PRIOR_SLICES
    # rk41's 167-slice prior: 0.8047; the refit with s1205r: 0.8051
    assert data["cv_auc"] >= 0.8047 - 0.003
