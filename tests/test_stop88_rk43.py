"""Stop 88 (rk43): s1205s (a fourth World English Bible chunk, web_pool lines 18,401-20,000,
judged blind at int87 90b24e39) joins the keep prior's rows with its records, and the prior is
refit on them (pipeline/ranking/prior/README.md, "Stop 88: rk43")."""

from __future__ import annotations

from tests.ranking_support import PRIOR_DECISIONS, PRIOR_SLICES, assert_slice_rows

#: The judged rows of the slice (rows, kept, rows per phenomenon: conjunction, implicature,
#: presupposition, verb_complement); every pair matched one warehouse pair.
S1205S = (280, 196, (90, 21, 89, 80))


def test_the_rows_hold_s1205s_once_last_with_records() -> None:
    from pipeline.ranking import loro
    from pipeline.ranking.holdout import slice_order
    from pipeline.ranking.train_prior import read_rows_file

    rows = read_rows_file()
    assert_slice_rows(rows, "s1205s", S1205S)
    assert slice_order(rows)[-4:] == ["s1205p", "s1205q", "s1205r", "s1205s"]
    assert len(rows) == PRIOR_DECISIONS
    assert loro.register_of({"origin": "blind-review:s1205s:e"}) == "bible"


def test_the_prior_is_refit_with_s1205s_and_its_cv_holds() -> None:
    import json

    from pipeline.ranking.train_prior import MODEL

    data = json.loads(MODEL.read_text())
    assert data["model_id"] == "prior-0a16b12227da"
    assert data["n_decisions"] == PRIOR_DECISIONS and data["feature_version"] == "8"
    assert data["trained_on"]["rows"]["blind-review:s1205s:e"] == S1205S[0]
    slices = {k.split(":")[1] for k in data["trained_on"]["rows"] if k.startswith("blind-review:")}
    assert len(slices) == PRIOR_SLICES
    # rk42's 168-slice prior: 0.8051; the refit with s1205s: 0.8041
    assert data["cv_auc"] >= 0.8051 - 0.003
