"""Stop 82 (rk36): the expository-text features of the keep prior
(``pipeline.ranking.features_expository``; docs/review.md, "Stop 82: rk36"), each computed on
a pair where it fires and a close neighbour where it does not; and the shipped prior loads and
scores (refit with s1205i; the features were measured and left out of ``pair_features``)."""

from __future__ import annotations

import json

from pipeline.ranking import features_of
from pipeline.ranking.features_expository import expository_features, only_negated, pronoun_cut
from tests.phenomenon_support import mined_pairs
from tests.ranking_support import (
    PRIOR_CV_FLOOR,
    PRIOR_DECISIONS,
    ranking_row,
    time_ordered_bench,
)


def _with_expository(row: dict) -> dict:
    """The prior's features of ``row`` plus rk36's (measured, not in ``pair_features``: they
    are computed as the benchmark's ``expository`` variant computes them)."""
    out = features_of(row)
    expository_features(
        row["phenomenon"],
        row["premise_kind"],
        row["hypothesis_kind"],
        row["premise"],
        row["hypothesis"],
        row["sentence_text"],
        out,
    )
    return out


def _pair_features(text: str, phenomenon: str, premise_kind: str, hypothesis: str) -> dict:
    """The prior's features of the pair of ``phenomenon`` the real pipeline mines from ``text``
    with that premise kind and hypothesis."""
    pairs = [
        p
        for p in mined_pairs(text, phenomenon)
        if p.premise_kind == premise_kind and p.hypothesis == hypothesis
    ]
    assert pairs, [(p.premise_kind, p.premise, p.hypothesis) for p in mined_pairs(text, phenomenon)]
    return _with_expository(ranking_row(pairs[0], text))


MILL = "The old mill stood by the river, and it was painted red every spring."


def test_a_conjunct_pronoun_whose_antecedent_was_cut_fires() -> None:
    on = _pair_features(MILL, "conjunction", "original", "It was painted red every spring.")
    assert on.get("hyp.pronoun_cut*conjunction") == 1.0
    assert on.get("hyp.starts_pronoun") == 1.0  # the concept it refines (features._shape)
    # the other conjunct keeps its full noun phrase
    off = _pair_features(MILL, "conjunction", "original", "The old mill stood by the river.")
    assert not any(k.startswith("hyp.pronoun_cut") for k in off)


def test_a_pronoun_the_source_opens_with_does_not_fire() -> None:
    text = "It stood by the river, and it was painted red every spring."
    feats = _pair_features(text, "conjunction", "original", "It stood by the river.")
    assert feats.get("hyp.starts_pronoun") == 1.0
    assert not any(k.startswith("hyp.pronoun_cut") for k in feats)
    assert pronoun_cut("It was red.", "The mill was old, and it was red.", True)
    assert not pronoun_cut("It was red.", "It was old, and it was red.", True)


def test_a_negation_flipped_under_a_kept_contrast_fires() -> None:
    text = "The baker stopped selling bread, but the shop stayed open all year."
    on = _pair_features(text, "presupposition", "negated", text)
    assert on.get("prem.contrast_negated*presupposition") == 1.0
    # the same flip under "and": no contrast to clash with
    text2 = "The baker stopped selling bread, and the shop stayed open all year."
    off = _pair_features(text2, "presupposition", "negated", text2)
    assert not any(k.startswith("prem.contrast_negated") for k in off)


def test_a_negation_whose_clause_dropped_the_contrast_does_not_fire() -> None:
    text = "The baker stopped selling bread, but the shop stayed open all year."
    feats = _pair_features(
        text, "presupposition", "negated", "The baker had been selling bread before."
    )
    assert not any(k.startswith("prem.contrast_negated") for k in feats)


def test_a_negation_inside_only_s_scope_fires_and_one_over_it_does_not() -> None:
    # The pipeline puts the negation over "only" ("It's not the case that only ...",
    # presupposition.negation), so the defect judged on s1205h is built here as a row.
    text = "Only in a few winters have the farmers saved the harvest."
    base = {
        "phenomenon": "presupposition",
        "subtype": "only",
        "premise_kind": "negated",
        "hypothesis_kind": "presupposition",
        "hypothesis": "In a few winters the farmers have saved the harvest.",
        "heuristic_label": "entailment",
        "well_formed": True,
        "sentence_text": text,
    }
    inside = _with_expository(
        base | {"premise": "Only in a few winters haven't the farmers saved the harvest."}
    )
    over = _with_expository(
        base
        | {
            "premise": "It's not the case that only in a few winters have the farmers saved the harvest."
        }
    )
    assert inside.get("prem.only_negated") == 1.0
    assert "prem.only_negated" not in over
    # a negation the source already had after "only" is not the rewrite's
    assert not only_negated("Only he did not come.", "Only he did not come.")


def _bench():
    return time_ordered_bench("time_ordered_prior_rk36")


def test_the_expository_variant_recomputes_from_records_only() -> None:
    rec = {
        "phenomenon": "conjunction",
        "premise_kind": "original",
        "hypothesis_kind": "conjunct_removed",
        "sentence_text": MILL,
        "premise": MILL,
        "hypothesis": "It was painted red every spring.",
    }
    rows = [
        {"label": 1, "features": {"bias.all": 1.0, "hyp.starts_pronoun": 1.0}, "record": rec},
        {"label": 0, "features": {"bias.all": 1.0, "prem.only_negated": 1.0}},
    ]
    out = _bench().with_expository(rows)
    assert out[0]["features"]["hyp.pronoun_cut*conjunction"] == 1.0
    assert out[1]["features"] == {"bias.all": 1.0}


def test_the_shipped_prior_loads_and_scores() -> None:
    from pipeline.ranking.model import KeepModel
    from pipeline.ranking.train_prior import MODEL

    data = json.loads(MODEL.read_text())
    model = KeepModel.from_json(MODEL.read_text())
    on = _pair_features(MILL, "conjunction", "original", "It was painted red every spring.")
    off = _pair_features(MILL, "conjunction", "original", "The old mill stood by the river.")
    s1, s2 = model.score(on), model.score(off)
    assert 0.0 < s1 < 1.0 and 0.0 < s2 < 1.0
    assert data["feature_version"] == "9"


def test_the_rows_hold_s1205i_once_after_s1205h() -> None:
    from pipeline.ranking import loro
    from pipeline.ranking.holdout import slice_order
    from pipeline.ranking.train_prior import read_rows_file
    from tests.ranking_support import assert_slice_rows

    rows = read_rows_file()
    assert_slice_rows(rows, "s1205i", (297, 223, (89, 34, 88, 86)))
    # stop 83 (rk37): + s1205j (272 rows) after s1205i
    # stop 84 (rk38): + s1205k, s1205l after s1205j; (rk39): + s1205m, s1205n; 85 (rk40): + p
    # 86 (rk41): + q; (rk42): + r; 88 (rk43): + s; (rk44): + t; 89 (rk45): + u, v
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
    assert slice_order(rows)[-42:-40] == ["s1205h", "s1205i"] and len(rows) == PRIOR_DECISIONS
    assert loro.register_of({"origin": "blind-review:s1205i:e"}) == "ufoai"
    # the measured-and-left-out features are in no stored row
    prefixes = ("hyp.pronoun_cut", "prem.only_negated", "prem.contrast_negated")
    assert not any(k.startswith(prefixes) for r in rows for k in r["features"])


def test_the_prior_is_refit_with_s1205i() -> None:
    from pipeline.ranking.train_prior import MODEL

    data = json.loads(MODEL.read_text())
    assert data["n_decisions"] == PRIOR_DECISIONS
    assert data["trained_on"]["rows"]["blind-review:s1205i:e"] == 297
    # rk35's 159-slice prior: 0.8065 (floor 0.8065 - 0.002 up to stop 94's rk51, crossed by rk52)
    assert data["cv_auc"] >= PRIOR_CV_FLOOR
    assert not [k for k in data["weights"] if k.startswith("hyp.pronoun_cut")]
