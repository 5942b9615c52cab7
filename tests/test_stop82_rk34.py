"""Stop 82 (rk34): the dialogue-register features of the keep prior
(``pipeline.ranking.features_register``; docs/review.md, "Stop 82: rk34"), each computed on a
pair the real pipeline mines from a constructed sentence where it fires and from a neighbour
where it does not; and the shipped prior, refit with s1205f, loads and scores."""

from __future__ import annotations

import pytest

from pipeline.ranking import features_of
from pipeline.ranking.features_register import imperative, register_features
from pipeline.source_noise import leading_formula
from tests.phenomenon_support import mined_pairs
from tests.ranking_support import PRIOR_DECISIONS, ranking_row, time_ordered_bench


def _features(text: str, kind: str | None = None) -> dict[str, float]:
    """The prior's features of a presupposition pair mined from ``text`` (of premise kind
    ``kind``, any kind when None), or else of a conjunction pair."""
    pairs = [
        p
        for phen in ("presupposition", "conjunction")
        for p in mined_pairs(text, phen)
        if kind is None or p.premise_kind == kind
    ]
    assert pairs, text
    p = pairs[0]
    return features_of(ranking_row(p, text))


#: feature -> (a sentence where it fires, a close neighbour where it does not)
CASES = {
    "reg.imperative": (
        "Tell the guard that the baker stopped selling bread.",
        "She told the guard that the baker stopped selling bread.",
    ),
    "reg.please": (
        "Please tell the guard that you have stopped smoking.",
        "You told the guard that you have stopped smoking.",
    ),
    "reg.hereby": (
        "The bridge to the northern valley is hereby reopened.",
        "The bridge to the northern valley was reopened in spring.",
    ),
    "reg.vocative": (
        "The baker stopped selling bread, my friend.",
        "The baker stopped selling bread in May.",
    ),
    "reg.elongated": (
        "The baker stopped selling breaaaad.",
        "The baker stopped selling bread.",
    ),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_the_feature_fires_on_its_case_and_not_on_the_neighbour(name: str) -> None:
    fires, neighbour = CASES[name]
    on, off = _features(fires), _features(neighbour)
    assert on.get(name) == 1.0, sorted(k for k in on if k.startswith("reg."))
    assert name not in off, sorted(k for k in off if k.startswith("reg."))


def test_each_feature_is_crossed_with_the_embedding() -> None:
    text = "Bring the lantern back to the old miller again."
    out: dict[str, float] = {}
    register_features("negated", text, out)
    assert out["reg.imperative*embedded"] == 1.0 and "reg.imperative*plain" not in out
    out = {}
    register_features("original", text, out)
    assert out["reg.imperative*plain"] == 1.0 and "reg.imperative*embedded" not in out


def test_second_person_subject_under_an_embedding_only() -> None:
    on = _features("You stopped selling bread at the market.", "negated")
    assert on.get("reg.second_person*premise_kind=negated") == 1.0
    off = _features("She stopped selling bread at the market.", "negated")
    assert not any(k.startswith("reg.second_person") for k in off)


def test_imperative_reads_openers_and_leaves_nouns_and_finite_verbs() -> None:
    assert imperative("Don't open the gate.")
    assert imperative("Hey, take the ring to the tower.")
    assert imperative("Let's go upstairs.")
    assert not imperative("Water flows down the hill.")
    assert not imperative("Opens the gate at dawn.")
    assert not imperative("Never seen the treasure maps.")


def test_leading_formula_needs_its_comma_or_bang() -> None:
    assert leading_formula("Oh, you came back.") == ("oh",)
    assert leading_formula("Thank you, Ross, for coming.") == ("thank", "you")
    assert leading_formula("Ohio is big.") is None
    assert leading_formula("Hello there, stranger.") is None


def _bench():
    return time_ordered_bench("time_ordered_prior_rk34")


def test_the_register_variant_recomputes_from_records_only() -> None:
    rec = {
        "phenomenon": "presupposition",
        "premise_kind": "negated",
        "sentence_text": "Please open the gate!",
        "premise": "x",
    }
    rows = [
        {"label": 1, "features": {"bias.all": 1.0, "reg.stale": 1.0}, "record": rec},
        {"label": 0, "features": {"bias.all": 1.0}},
    ]
    out = _bench().with_register(rows)
    assert out[0]["features"]["reg.please*embedded"] == 1.0
    assert "reg.stale" not in out[0]["features"]
    assert out[1]["features"] == {"bias.all": 1.0}


def test_the_rows_hold_s1205f_once_with_records_and_register_features() -> None:
    from pipeline.ranking import loro
    from pipeline.ranking.holdout import slice_order
    from pipeline.ranking.train_prior import read_rows_file
    from tests.ranking_support import assert_slice_rows

    rows = read_rows_file()
    assert_slice_rows(rows, "s1205f", (298, 227, (90, 44, 88, 76)))
    # stop 82 (rk35): + s1205g, s1205h (591 rows) after s1205f; stop 82 (rk36): + s1205i (297)
    # stop 83 (rk37): + s1205j (272)
    # stop 84 (rk38): + s1205k, s1205l (278, 279); (rk39): + s1205m, s1205n; 85 (rk40): + s1205p
    # stop 86 (rk41): + s1205q; (rk42): + s1205r; stop 88 (rk43): + s1205s; (rk44): + t
    # stop 89 (rk45): + s1205u, s1205v
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
    assert slice_order(rows)[-44] == "s1205f" and len(rows) == PRIOR_DECISIONS
    assert loro.register_of({"origin": "blind-review:s1205f:e"}) == "freeorion"
    assert any(k.startswith("reg.") for r in rows if r.get("record") for k in r["features"])


def test_the_shipped_prior_loads_and_scores_the_register_features() -> None:
    import json

    from pipeline.ranking.model import KeepModel
    from pipeline.ranking.train_prior import MODEL

    data = json.loads(MODEL.read_text())
    # stop 82 (rk35): + s1205g, s1205h; (rk36): + s1205i
    assert data["n_decisions"] == PRIOR_DECISIONS
    assert data["trained_on"]["rows"]["blind-review:s1205f:e"] == 298
    assert any(k.startswith("reg.") for k in data["weights"])
    model = KeepModel.from_json(MODEL.read_text())
    plain = _features("She told the guard that the baker stopped selling bread.")
    imperative_ = _features("Tell the guard that the baker stopped selling bread.")
    s1, s2 = model.score(plain), model.score(imperative_)
    assert 0.0 < s1 < 1.0 and 0.0 < s2 < 1.0
