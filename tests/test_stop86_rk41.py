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
    assert slice_order(rows)[-2:] == ["s1205p", "s1205q"]
    assert len(rows) == PRIOR_DECISIONS
    assert loro.register_of({"origin": "blind-review:s1205q:e"}) == "bible"
    assert loro.register_of({"origin": "blind-review:s1205l:e"}) == "bible"


def test_the_prior_is_refit_with_s1205q_and_its_cv_holds() -> None:
    import json

    from pipeline.ranking.train_prior import MODEL

    data = json.loads(MODEL.read_text())
    assert data["model_id"] == "prior-7235cad3078b"
    assert data["n_decisions"] == PRIOR_DECISIONS and data["feature_version"] == "8"
    assert data["trained_on"]["rows"]["blind-review:s1205q:e"] == S1205Q[0]
    slices = {k.split(":")[1] for k in data["trained_on"]["rows"] if k.startswith("blind-review:")}
    assert len(slices) == PRIOR_SLICES
    # rk40's 166-slice prior: 0.8058; the refit with s1205q: 0.8047
    assert data["cv_auc"] >= 0.8058 - 0.003
