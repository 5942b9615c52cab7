"""Stop 80 (rk30): keep_score features that see source and rewrite defects through a re-parse
(``pipeline/ranking/features_fluency.py``; docs/review.md, "Stop 80: rk30").

The feature functions run on constructed sentences through the real spaCy model, and a pair
whose source carries a slip scores lower through the shipped prior than its clean twin.
"""

from __future__ import annotations

import pytest

from pipeline.ranking import prior_model
from pipeline.ranking.features import pair_features
from pipeline.ranking.features_fluency import fluency_features, has_finite_verb, rare_share
from pipeline.ranking.loso import slice_of
from pipeline.ranking.train_prior import read_rows_file


def _pair(sentence: str, hypothesis: str) -> dict:
    return {
        "phenomenon": "conjunction",
        "subtype": "boolean_and",
        "premise": sentence,
        "hypothesis": hypothesis,
        "premise_kind": "original",
        "hypothesis_kind": "conjunct",
        "heuristic_label": "entailment",
        "label_rule": "boolean_and",
        "well_formed": True,
        "features": "{}",
    }


@pytest.mark.parametrize(
    ("text", "finite"),
    [
        ("For garden tools.", False),
        ("Pruning the roses in early spring.", False),
        ("The gardener pruned the roses.", True),
        ("Prune the roses in early spring.", True),  # an imperative is a finite clause
        ("Water the plants daily.", True),
        ("She can prune the roses.", True),
    ],
)
def test_finite_verb(text: str, finite: bool) -> None:
    assert has_finite_verb(text) is finite


def test_rare_share_counts_misspelt_lower_case_words_not_names() -> None:
    assert rare_share("The gardnr waterd the tomatos every mornig.") > 0.5
    assert rare_share("The gardener watered the tomatoes every morning.") == 0.0
    # capitalised words are names, not slips
    assert rare_share("Zyxwvut watered the tomatoes in Qwertzland.") == 0.0


@pytest.mark.parametrize(
    ("source", "features"),
    [
        ("For garden tools.", {"fl.src_fragment"}),
        ("- water the seedlings twice a week.", {"fl.src_list_opening"}),
        ("Tip: the seedlings need water twice a week.", {"fl.src_list_opening"}),
        ("and the seedlings need water twice a week.", {"fl.src_list_opening"}),
        ("The seedlings need water twice a week.", set()),
        ("Water the seedlings twice a week.", set()),
    ],
)
def test_source_features(source: str, features: set[str]) -> None:
    out: dict[str, float] = {}
    fluency_features(source, out)
    assert {k for k in out if k.startswith("fl.")} == features


def test_a_pair_from_a_misspelt_source_scores_lower_than_its_clean_twin() -> None:
    model = prior_model()
    clean = _pair(
        "The gardener watered the roses and trimmed the hedge every morning.",
        "The gardener watered the roses every morning.",
    )
    typo = _pair(
        "The gardnr waterd the rosez and trimed the hedge every mornig.",
        "The gardnr waterd the rosez every mornig.",
    )
    fc = pair_features(clean, None, {"text": clean["premise"]})
    ft = pair_features(typo, None, {"text": typo["premise"]})
    assert "fl.src_rare_share" in ft and "fl.src_rare_share" not in fc
    assert model.weights.get("fl.src_rare_share", 0.0) < 0
    assert model.score(ft) < model.score(fc)


def test_the_rows_hold_s1204w_and_s1204x_with_records_and_the_new_features() -> None:
    rows = read_rows_file()
    for name, n, kept in (("s1204w", 299, 203), ("s1204x", 311, 223)):
        new = [r for r in rows if slice_of(r) == name]
        assert len(new) == n and sum(r["label"] for r in new) == kept
        assert all(r.get("record") for r in new)
    # the record rows were refeaturised: the source fragments carry the feature
    assert sum(1 for r in rows if "fl.src_fragment" in r["features"]) > 100
    assert prior_model().weights["fl.src_fragment"] < 0
