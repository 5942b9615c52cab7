"""Stop 76 (rk26): the prior refit with the blind verdicts of the Python-documentation slice
s1204o (docs/review.md, "Stop 76 (rk26)"; pipeline/ranking/prior/README.md, "One hundred and
forty slices").

These tests hold that the shipped rows carry s1204o once, with records (so a later
``FEATURE_VERSION`` change can refeaturise them without the warehouse), that the shipped model
was fit on them, and that the leave-one-register-out measurement counts the slice as Python
documentation rather than as a development slice that never leaves the fit.
"""

from __future__ import annotations

import json
from collections import Counter

from pipeline.ranking import loro
from pipeline.ranking.loso import slice_of
from pipeline.ranking.train_prior import MODEL, read_rows_file
from tests.ranking_support import PRIOR_DECISIONS, PRIOR_SLICES


def test_the_rows_hold_s1204o_once_with_records() -> None:
    rows = read_rows_file()
    new = [r for r in rows if slice_of(r) == "s1204o"]
    assert len(new) == 310 and sum(r["label"] for r in new) == 222
    assert all(r.get("record") for r in new)
    # appended once: no pair of the slice twice
    assert max(Counter(r["record"]["pair_id"] for r in new).values()) == 1
    assert Counter(r["phenomenon"] for r in new) == {
        "conjunction": 89,
        "presupposition": 86,
        "verb_complement": 77,
        "implicature": 58,
    }
    # stop 77 (rk27): + s1204p, s1204q (tests/test_stop77_rk27.py); stop 78 (rk28): + s1204r,
    # s1204s (tests/test_stop78_rk28.py)
    # stop 82 (rk35): + s1205g, s1205h (591 rows, two slices)
    # stop 82 (rk36): + s1205i (297 rows, one slice)
    # stop 80: + s1204w/x/y; 81: + z, 1205a/b, c/d/e; 82: + f (rk34)
    assert len(rows) == PRIOR_DECISIONS
    assert len({s for r in rows if (s := slice_of(r))}) == PRIOR_SLICES  # stop 82 (rk34): + s1205f


def test_the_prior_is_fit_on_s1204o() -> None:
    model = json.loads(MODEL.read_text())
    assert model["trained_on"]["rows"]["blind-review:s1204o:e"] == 310
    # stop 82 (rk36): + s1205i
    # stop 80 (rk30, rk31), 81 (rk32, rk33), 82 (rk34, rk35)
    assert model["n_decisions"] == PRIOR_DECISIONS


def test_s1204o_is_held_out_with_the_python_docs() -> None:
    row = {"origin": "blind-review:s1204o:e", "features": {}, "label": 1}
    assert loro.register_of(row) == "pydoc"
    assert loro.register_of(row | {"origin": "blind-review:s1204m:e"}) == "pydoc"
