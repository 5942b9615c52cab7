"""Stop 80 (rk31): the prior keeps rk30's slices, adds the GIMP slice s1204y, and drops rk30's
source-defect features (docs/review.md, "Stop 80: rk30" and "Stop 80: rk31").

The three ``fl.`` features cost one spaCy parse per source sentence and moved the time-ordered
held-out AUC by +0.0004 (standard error ~0.03 per slice): not shipped.
"""

from __future__ import annotations

import importlib.util
import json

from pipeline.ranking import loro
from pipeline.ranking.features import pair_features
from pipeline.ranking.loso import slice_of
from pipeline.ranking.train_prior import MODEL, read_rows_file
from tests.ranking_support import PRIOR_DECISIONS


def test_the_rows_hold_s1204y_once_with_records() -> None:
    rows = read_rows_file()
    new = [r for r in rows if slice_of(r) == "s1204y"]
    assert len(new) == 279 and sum(r["label"] for r in new) == 195
    assert all(r.get("record") for r in new)
    by_phen = {
        p: sum(1 for r in new if r["phenomenon"] == p) for p in {r["phenomenon"] for r in new}
    }
    assert by_phen == {
        "conjunction": 89,
        "implicature": 25,
        "presupposition": 85,
        "verb_complement": 80,
    }
    assert len({r["record"]["pair_id"] for r in new}) == 279  # no pair judged twice


def test_the_prior_is_fit_on_s1204y_without_the_fluency_features() -> None:
    model = json.loads(MODEL.read_text())
    assert model["trained_on"]["rows"]["blind-review:s1204y:e"] == 279
    # stop 82 (rk35): + s1205g, s1205h; stop 82 (rk36): + s1205i
    # stop 81: + s1204z, s1205a/b, s1205c/d/e; 82: + s1205f
    assert model["n_decisions"] == PRIOR_DECISIONS
    assert not [k for k in model["weights"] if k.startswith("fl.")]


def test_no_row_and_no_pair_carries_a_fluency_feature() -> None:
    assert importlib.util.find_spec("pipeline.ranking.features_fluency") is None
    rows = read_rows_file()
    assert not [r for r in rows if any(k.startswith("fl.") for k in r["features"])]
    pair = {
        "phenomenon": "conjunction",
        "subtype": "boolean_and",
        "premise": "For garden tools.",
        "hypothesis": "For garden tools.",
        "premise_kind": "original",
        "hypothesis_kind": "conjunct",
        "heuristic_label": "entailment",
        "label_rule": "boolean_and",
        "well_formed": True,
        "features": "{}",
    }
    out = pair_features(pair, None, {"text": pair["premise"]})
    assert out and not [k for k in out if k.startswith("fl.")]


def test_s1204y_is_held_out_with_the_gimp_slices() -> None:
    row = {"origin": "blind-review:s1204y:e"}
    assert loro.register_of(row) == "gimp"
    assert loro.register_of({"origin": "blind-review:s1204v:e"}) == "gimp"
