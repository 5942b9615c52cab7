"""Stop 83 (rk37): the fiction features of the keep prior (``pipeline.ranking.features_fiction``;
docs/review.md, "Stop 83: rk37"), each computed on a pair the real pipeline mines from a
constructed sentence where it fires and from a neighbour where it does not; s1205j's rows in the
prior; the shipped prior, refit with them, loads and scores."""

from __future__ import annotations

import pytest

from pipeline.ranking import features_of
from pipeline.ranking.features_fiction import (
    have_draft_noun,
    periodic_segments,
    relational_noun,
)
from tests.ranking_support import (
    PRIOR_CV_FLOOR,
    PRIOR_DECISIONS,
    assert_slice_rows,
    mined_pair_features,
    time_ordered_bench,
)


@pytest.mark.parametrize(
    ("fires", "neighbour"),
    [
        # author genitive (a story): "had a story" is the wrong relation (a person's
        # letter, rk37's first example, gets no draft since pr176)
        ("Clara admired her brother's story twice before dinner.",
         "Clara admired her brother's garden twice before dinner."),
        # part-whole genitive (a body part): "had eyes" is trivial
        ("Clara admired her brother's eyes twice before dinner.",
         "Clara admired her brother's house twice before dinner."),
    ],
)  # fmt: skip
def test_have_relational_fires_on_a_relational_noun_and_not_on_an_owned_one(
    fires: str, neighbour: str
) -> None:
    on = mined_pair_features(fires, "presupposition", "presupposition")
    off = mined_pair_features(neighbour, "presupposition", "presupposition")
    assert on.get("presup.have_relational") == 1.0
    assert "presup.have_relational" not in off
    assert "subtype=presupposition/possessed_definites" in off  # the same trigger, owned noun


def test_the_have_draft_and_the_noun_class() -> None:
    assert have_draft_noun("Her brother had a letter.") == "letter"
    assert have_draft_noun("The lady had sensations.") == "sensations"
    assert have_draft_noun("Her brother read a letter.") is None
    assert relational_noun("eyes") and relational_noun("thanks")
    assert not relational_noun("house") and not relational_noun("friend")


def test_periodic_fires_on_three_segments_and_not_on_two() -> None:
    fires = "The rain had stopped; the roads were dry again; Clara had stopped singing."
    neighbour = "The rain had stopped; the roads were dry again, and Clara had stopped singing."
    assert periodic_segments(fires) == 3 and periodic_segments(neighbour) == 2
    on = mined_pair_features(fires, "presupposition", "presupposition")
    off = mined_pair_features(neighbour, "presupposition", "presupposition")
    assert on.get("sent.periodic*presupposition") == 1.0
    assert not any(k.startswith("sent.periodic") for k in off)


def test_a_dash_separates_segments_and_a_hyphen_does_not() -> None:
    assert periodic_segments("She came -- she saw -- she left.") == 3
    assert periodic_segments("A well-known, good-natured man left.") == 1


def test_the_rows_hold_s1205j_once_last_with_the_features() -> None:
    from pipeline.ranking import loro
    from pipeline.ranking.holdout import slice_order
    from pipeline.ranking.train_prior import read_rows_file

    rows = read_rows_file()
    assert_slice_rows(rows, "s1205j", (272, 175, (90, 10, 88, 84)))
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
    assert slice_order(rows)[-41:-39] == ["s1205i", "s1205j"] and len(rows) == PRIOR_DECISIONS
    assert loro.register_of({"origin": "blind-review:s1205j:e"}) == "austen"
    assert any("presup.have_relational" in r["features"] for r in rows)
    assert any(k.startswith("sent.periodic") for r in rows for k in r["features"])


def test_the_prior_is_refit_with_s1205j_and_scores() -> None:
    import json

    from pipeline.ranking.model import KeepModel
    from pipeline.ranking.train_prior import MODEL

    data = json.loads(MODEL.read_text())
    assert data["n_decisions"] == PRIOR_DECISIONS and data["feature_version"] == "9"
    assert data["trained_on"]["rows"]["blind-review:s1205j:e"] == 272
    # rk36's 160-slice prior: 0.8062 (floor 0.8062 - 0.002 up to stop 94's rk51, crossed by rk52)
    assert data["cv_auc"] >= PRIOR_CV_FLOOR
    model = KeepModel.from_json(MODEL.read_text())
    assert model.weights.get("presup.have_relational", 0.0) < 0
    row = {
        "phenomenon": "presupposition",
        "subtype": "possessed_definites",
        "premise": "Clara read her brother's letter twice before dinner.",
        "hypothesis": "Her brother had a letter.",
        "premise_kind": "original",
        "hypothesis_kind": "presupposition",
        "heuristic_label": "entailment",
        "well_formed": True,
        "sentence_text": "Clara read her brother's letter twice before dinner.",
    }
    other = row | {"hypothesis": "Her brother had a house."}
    assert 0.0 < model.score(features_of(row)) < model.score(features_of(other)) < 1.0


def test_the_bench_variants_recompute_and_drop_the_features() -> None:
    bench = time_ordered_bench("time_ordered_prior_rk37")
    rec = {
        "phenomenon": "presupposition",
        "subtype": "possessed_definites",
        "hypothesis_kind": "presupposition",
        "hypothesis": "Emma had eyes.",
        "sentence_text": "Emma lowered her eyes; she said nothing; he left.",
    }
    (row,) = bench.with_fiction([{"features": {"bias.all": 1.0}, "record": rec}])
    assert row["features"]["presup.have_relational"] == 1.0
    assert row["features"]["sent.periodic*presupposition"] == 1.0
    (bare,) = bench.VARIANTS["no_fiction"]["rows"]([row])
    assert set(bare["features"]) == {"bias.all"}
