"""Stop 85 (rk40): s1205p (a fifth Jane Austen chunk, austen_pool lines 17,001-18,600, judged
blind at int85) joins the keep prior's rows with its records, and the prior is refit on them
(pipeline/ranking/prior/README.md, "Stop 85: rk40")."""

from __future__ import annotations

from tests.ranking_support import PRIOR_DECISIONS, PRIOR_SLICES, assert_slice_rows

#: The judged rows of the slice (rows, kept, rows per phenomenon: conjunction, implicature,
#: presupposition, verb_complement); every pair matched one warehouse pair.
S1205P = (284, 207, (89, 21, 87, 87))


def test_the_rows_hold_s1205p_once_last_with_records() -> None:
    from pipeline.ranking import loro
    from pipeline.ranking.holdout import slice_order
    from pipeline.ranking.train_prior import read_rows_file

    rows = read_rows_file()
    assert_slice_rows(rows, "s1205p", S1205P)
    # stop 86 (rk41/42): + q, r; 88: + s, t; 89: + u, v
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
    assert slice_order(rows)[-36:-34] == ["s1205n", "s1205p"]
    assert len(rows) == PRIOR_DECISIONS
    assert loro.register_of({"origin": "blind-review:s1205p:e"}) == "austen"


def test_the_prior_is_refit_with_s1205p_and_its_cv_holds() -> None:
    import json

    from pipeline.ranking.train_prior import MODEL

    data = json.loads(MODEL.read_text())
    assert data["n_decisions"] == PRIOR_DECISIONS and data["feature_version"] == "9"
    assert data["trained_on"]["rows"]["blind-review:s1205p:e"] == S1205P[0]
    slices = {k.split(":")[1] for k in data["trained_on"]["rows"] if k.startswith("blind-review:")}
    assert len(slices) == PRIOR_SLICES
    # stop 86 (rk41): the refit with s1205q pins the model id (tests/test_stop86_rk41.py)
    # rk39's 165-slice prior: 0.8048; the refit with s1205p: 0.8058
    assert data["cv_auc"] >= 0.8048 - 0.003
