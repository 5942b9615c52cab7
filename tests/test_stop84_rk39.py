"""Stop 84 (rk39): the embedded premise of a multi-clause source
(``sent.embedded_boundaries*<phen>*premise_kind=<kind>``,
``pipeline.ranking.features_fiction.embedded_boundaries_features``; docs/review.md, "Stop 84:
rk39"), measured and left out of the keep prior's row: computed on pairs the real pipeline mines
from constructed sentences where it fires and from neighbours where it does not, absent from the
stored row; s1205m's and s1205n's rows in the prior; the refit prior's CV."""

from __future__ import annotations

from pipeline.ranking import features_of
from pipeline.ranking.features_fiction import embedded_boundaries_features
from tests.phenomenon_support import mined_pairs
from tests.ranking_support import (
    PRIOR_DECISIONS,
    PRIOR_SLICES,
    assert_slice_rows,
    ranking_row,
    time_ordered_bench,
)

#: The judged rows of the two slices (rows, kept, rows per phenomenon: conjunction,
#: implicature, presupposition, verb_complement); every pair matched one warehouse pair.
S1205M = (297, 207, (90, 30, 90, 87))
S1205N = (299, 195, (89, 33, 90, 87))

PREFIX = "sent.embedded_boundaries"


def _by_kind(text: str, phenomenon: str, hypothesis_kind: str) -> dict[str, dict[str, float]]:
    """For each premise kind's first pair of ``phenomenon`` mined from ``text`` whose hypothesis
    is of ``hypothesis_kind``: the measured feature computed from the pair's premise kind and
    source; and the prior's row (``features_of``), which must not carry it (left out)."""
    out: dict[str, dict[str, float]] = {}
    for p in mined_pairs(text, phenomenon):
        if p.hypothesis_kind == hypothesis_kind and p.premise_kind not in out:
            row = ranking_row(p, text)
            assert not any(k.startswith(PREFIX) for k in features_of(row))
            feats: dict[str, float] = {}
            embedded_boundaries_features(p.phenomenon, p.premise_kind, text, feats)
            out[p.premise_kind] = feats
    assert out, text
    return out


def _embedded(feats: dict[str, float]) -> set[str]:
    return {k for k in feats if k.startswith(PREFIX)}


def test_an_embedded_presupposition_premise_of_a_two_boundary_source_fires() -> None:
    # an absolute adjective phrase set off by two commas: the embedding has more than the
    # trigger's clause to land on
    kinds = _by_kind(
        "Mara, cold and weary, stopped feeding the geese by the mill.",
        "presupposition",
        "presupposition",
    )
    for kind in ("negated", "interrogative", "modal", "conditional"):
        assert kind in kinds, sorted(kinds)
        assert _embedded(kinds[kind]) == {f"{PREFIX}*presupposition*premise_kind={kind}"}
    # the original premise embeds nothing
    assert not _embedded(kinds["original"])


def test_the_same_trigger_with_one_boundary_or_none_does_not_fire() -> None:
    for text in (
        "Mara stopped feeding the geese by the mill.",
        "At dusk, Mara stopped feeding the geese by the mill.",  # one boundary
    ):
        kinds = _by_kind(text, "presupposition", "presupposition")
        assert "negated" in kinds, sorted(kinds)
        assert not any(_embedded(f) for f in kinds.values()), text


def test_a_negated_verb_complement_premise_carries_its_phenomenon() -> None:
    on = _by_kind(
        "The miller, stern but fair, knew that the dam had burst.", "verb_complement", "complement"
    )
    off = _by_kind("The miller knew that the dam had burst.", "verb_complement", "complement")
    assert _embedded(on["negated"]) == {f"{PREFIX}*verb_complement*premise_kind=negated"}
    assert not _embedded(on["original"])
    assert "negated" in off and not _embedded(off["negated"])


def test_the_feature_reads_the_source_and_the_premise_kind_only() -> None:
    out: dict[str, float] = {}
    embedded_boundaries_features("presupposition", "original", "A, b, c; d.", out)
    embedded_boundaries_features("presupposition", "", "A, b, c; d.", out)
    embedded_boundaries_features("presupposition", "negated", "A, b c.", out)
    assert out == {}
    embedded_boundaries_features("implicature", "negated", "A -- b, c.", out)
    assert out == {f"{PREFIX}*implicature*premise_kind=negated": 1.0}


def test_the_rows_hold_s1205m_and_s1205n_last_without_the_feature() -> None:
    from pipeline.ranking import loro
    from pipeline.ranking.holdout import slice_order
    from pipeline.ranking.train_prior import read_rows_file

    rows = read_rows_file()
    assert_slice_rows(rows, "s1205m", S1205M)
    assert_slice_rows(rows, "s1205n", S1205N)
    # stop 85 (rk40): + s1205p after s1205n; stop 86 (rk41): + s1205q; (rk42): + s1205r
    # stop 88 (rk43): + s1205s; (rk44): + s1205t; stop 89 (rk45): + s1205u, s1205v
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
    assert slice_order(rows)[-38:-35] == ["s1205l", "s1205m", "s1205n"]
    assert len(rows) == PRIOR_DECISIONS
    assert loro.register_of({"origin": "blind-review:s1205m:e"}) == "austen"
    assert loro.register_of({"origin": "blind-review:s1205n:e"}) == "austen"
    # measured and left out: no stored row carries it
    assert not any(k.startswith(PREFIX) for r in rows for k in r["features"])


def test_the_prior_is_refit_and_its_cv_holds() -> None:
    import json

    from pipeline.ranking.model import KeepModel
    from pipeline.ranking.train_prior import MODEL

    data = json.loads(MODEL.read_text())
    assert data["n_decisions"] == PRIOR_DECISIONS and data["feature_version"] == "9"
    assert data["trained_on"]["rows"]["blind-review:s1205m:e"] == S1205M[0]
    assert data["trained_on"]["rows"]["blind-review:s1205n:e"] == S1205N[0]
    slices = {k.split(":")[1] for k in data["trained_on"]["rows"] if k.startswith("blind-review:")}
    assert len(slices) == PRIOR_SLICES
    assert data["cv_auc"] >= 0.8052 - 0.003  # rk38's 163-slice prior: 0.8052
    assert not any(k.startswith(PREFIX) for k in KeepModel.from_json(MODEL.read_text()).weights)


def test_the_bench_variants_recompute_and_drop_the_feature() -> None:
    bench = time_ordered_bench("time_ordered_prior_rk39")
    rec = {
        "phenomenon": "verb_complement",
        "premise_kind": "negated",
        "sentence_text": "He said, quietly, that the gate is shut; go.",
    }
    (row,) = bench.with_embedded([{"features": {"bias.all": 1.0}, "record": rec}])
    assert row["features"][f"{PREFIX}*verb_complement*premise_kind=negated"] == 1.0
    (kind,) = bench.with_embedded([row], "kind")
    assert set(kind["features"]) == {"bias.all", f"{PREFIX}*premise_kind=negated"}
    (bare,) = bench.VARIANTS["no_embedded"]["rows"]([row])
    assert set(bare["features"]) == {"bias.all"}
    original = rec | {"premise_kind": "original"}
    (orig,) = bench.with_embedded([{"features": {"bias.all": 1.0}, "record": original}])
    assert set(orig["features"]) == {"bias.all"}
