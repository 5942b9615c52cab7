"""Stop 84 (rk38): the literary feature of the keep prior (``sent.many_boundaries*<phen>``,
``pipeline.ranking.features_fiction.literary_features``; docs/review.md, "Stop 84: rk38"),
computed on a pair the real pipeline mines from a constructed sentence where it fires and from a
neighbour where it does not; s1205k's and s1205l's rows in the prior; the refit prior's CV."""

from __future__ import annotations

from pipeline.ranking import features_of
from pipeline.ranking.features_fiction import archaic_modal, boundary_count
from tests.ranking_support import (
    PRIOR_DECISIONS,
    PRIOR_SLICES,
    assert_slice_rows,
    mined_pair_features,
    time_ordered_bench,
)

#: The judged rows of the two slices (rows, kept, rows per phenomenon: conjunction,
#: implicature, presupposition, verb_complement); every pair matched one warehouse pair.
S1205K = (278, 192, (90, 16, 87, 85))
S1205L = (279, 210, (89, 28, 84, 78))


def test_the_boundary_count_reads_commas_semicolons_colons_and_dashes() -> None:
    assert boundary_count("The miller mended the wheel before noon.") == 0
    assert boundary_count("The miller, a quiet man, mended the wheel; then he ate.") == 3
    assert boundary_count("He came -- he saw: he left\u2014quietly.") == 3
    # a hyphen inside a word is no boundary
    assert boundary_count("A well-known miller left.") == 0


def test_many_boundaries_fires_at_four_and_not_at_three() -> None:
    # appositive, list and participial clause: four commas
    fires = "Clara, tired, cold and hungry, admired her brother's garden, smiling."
    # the same with three
    neighbour = "Clara, tired and hungry, admired her brother's garden, smiling."
    assert boundary_count(fires) == 4 and boundary_count(neighbour) == 3
    on = mined_pair_features(fires, "presupposition", "presupposition")
    off = mined_pair_features(neighbour, "presupposition", "presupposition")
    assert on.get("sent.many_boundaries*presupposition") == 1.0
    assert "subtype=presupposition/possessed_definites" in off  # the same trigger
    assert not any(k.startswith("sent.many_boundaries") for k in off)


def test_many_boundaries_carries_the_phenomenon_of_the_pair() -> None:
    text = (
        "The miller, a quiet man; his wife, a loud one: they mended the wheel and fed the horses."
    )
    on = mined_pair_features(text, "conjunction", "conjunct_removed")
    assert on.get("sent.many_boundaries*conjunction") == 1.0
    assert "sent.many_boundaries*presupposition" not in on


def test_the_archaic_modal_is_measured_not_stored() -> None:
    assert archaic_modal("Thou shalt not steal.") and archaic_modal("It is odd she should go.")
    assert not archaic_modal("The shallow stream ran dry.")
    feats = mined_pair_features(
        "Clara, who should know, admired her brother's garden.", "presupposition", "presupposition"
    )
    assert not any(k.startswith("sent.archaic_modal") for k in feats)


def test_the_rows_hold_s1205k_and_s1205l_last_with_the_feature() -> None:
    from pipeline.ranking import loro
    from pipeline.ranking.holdout import slice_order
    from pipeline.ranking.train_prior import read_rows_file

    rows = read_rows_file()
    assert_slice_rows(rows, "s1205k", S1205K)
    assert_slice_rows(rows, "s1205l", S1205L)
    # stop 84 (rk39): + m, n; stop 85 (rk40): + p; stop 86 (rk41): + q; (rk42): + r
    # stop 88 (rk43): + s; (rk44): + t; stop 89 (rk45): + u, v
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
    assert slice_order(rows)[-40:-37] == ["s1205j", "s1205k", "s1205l"]
    assert len(rows) == PRIOR_DECISIONS
    assert loro.register_of({"origin": "blind-review:s1205k:e"}) == "austen"
    assert loro.register_of({"origin": "blind-review:s1205l:e"}) == "bible"
    with_record = [r for r in rows if r.get("record")]
    assert sum(
        any(k.startswith("sent.many_boundaries") for k in r["features"]) for r in with_record
    )
    # stop 92 (rk49): s1208a's and ab92's rows (tweets, licence uncertain) hold today's features
    # without a record; the recordless rows meant here are the ones built before the feature
    # stop 94 (rk52): so do the later tweet rows and s9403's (the vader register, licence
    # uncertain too; six of its rows have the feature): no row of those two registers is meant
    features_only = {"blind-review:s1208a:e", "ab-review:ab92:e"}
    assert not any(
        k.startswith("sent.many_boundaries")
        for r in rows
        if not r.get("record")
        and r["origin"] not in features_only
        and loro.text_register_of(r) not in {"tweets", "vader"}
        for k in r["features"]
    )


def test_the_prior_is_refit_and_its_cv_holds() -> None:
    import json

    from pipeline.ranking.model import KeepModel
    from pipeline.ranking.train_prior import MODEL

    data = json.loads(MODEL.read_text())
    assert data["n_decisions"] == PRIOR_DECISIONS and data["feature_version"] == "9"
    assert data["trained_on"]["rows"]["blind-review:s1205k:e"] == S1205K[0]
    assert data["trained_on"]["rows"]["blind-review:s1205l:e"] == S1205L[0]
    slices = {k.split(":")[1] for k in data["trained_on"]["rows"] if k.startswith("blind-review:")}
    assert len(slices) == PRIOR_SLICES
    assert data["cv_auc"] >= 0.8054 - 0.003  # rk37's 161-slice prior: 0.8054
    model = KeepModel.from_json(MODEL.read_text())
    # the long-sentence penalty lands on verb_complement and implicature; for presupposition and
    # conjunction sent.len=, sent.periodic and the clause features already carry it
    assert model.weights["sent.many_boundaries*verb_complement"] < -0.1
    assert model.weights["sent.many_boundaries*implicature"] < -0.1
    row = {
        "phenomenon": "verb_complement",
        "subtype": "factive",
        "premise": "Clara knew that the gate was shut.",
        "hypothesis": "The gate was shut.",
        "premise_kind": "original",
        "hypothesis_kind": "complement",
        "heuristic_label": "entailment",
        "well_formed": True,
        "sentence_text": "Clara knew that the gate was shut.",
    }
    on = features_of(
        row | {"sentence_text": "Clara, tired, cold, hungry, knew that the gate was shut."}
    )
    off = {k: v for k, v in on.items() if not k.startswith("sent.many_boundaries")}
    assert on.keys() - off.keys() == {"sent.many_boundaries*verb_complement"}
    assert 0.0 < model.score(on) < model.score(off) < 1.0


def test_the_bench_variants_recompute_and_drop_the_features() -> None:
    bench = time_ordered_bench("time_ordered_prior_rk38")
    rec = {
        "phenomenon": "verb_complement",
        "sentence_text": "Thou shalt know, said he, that the gate is shut; go, now.",
    }
    (row,) = bench.with_literary([{"features": {"bias.all": 1.0}, "record": rec}])
    assert row["features"]["sent.many_boundaries*verb_complement"] == 1.0
    assert row["features"]["sent.archaic_modal*verb_complement"] == 1.0
    (bare,) = bench.VARIANTS["no_literary"]["rows"]([row])
    assert set(bare["features"]) == {"bias.all"}
