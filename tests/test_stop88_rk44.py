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
    assert slice_order(rows)[-4:] == ["s1205q", "s1205r", "s1205s", "s1205t"]
    assert len(rows) == PRIOR_DECISIONS
    assert loro.register_of({"origin": "blind-review:s1205t:e"}) == "bible"
    # the A/B rows (rk43) stay as they were: no slice, before s1205t in the file
    origins = [r["origin"] for r in rows]
    assert origins.index("blind-review:s1205t:e") > max(
        i for i, o in enumerate(origins) if o.startswith("ab-review:")
    )


def test_the_prior_is_refit_with_s1205t_and_its_cv_holds() -> None:
    import json

    from pipeline.ranking.train_prior import MODEL

    data = json.loads(MODEL.read_text())
    assert data["model_id"] == "prior-34b01dd8a181"
    assert data["n_decisions"] == PRIOR_DECISIONS and data["feature_version"] == "8"
    assert data["trained_on"]["rows"]["blind-review:s1205t:e"] == S1205T[0]
    slices = {k.split(":")[1] for k in data["trained_on"]["rows"] if k.startswith("blind-review:")}
    assert len(slices) == PRIOR_SLICES
    # rk43's prior: 0.80464; the refit with s1205t: 0.80462
    assert data["cv_auc"] >= 0.8046 - 0.003
