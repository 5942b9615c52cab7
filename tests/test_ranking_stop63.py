"""Stop 63 (rk14): candidate features and model variants for the keep prior.

``benchmarks/rk14_candidates.py`` reads reasons an expert rejects a pair from the pair's text,
kinds and stored features, and scores the six newest slices time-ordered (docs/review.md,
"Stop 63 (rk14)"; none met stop 57's rule, so none is in ``pipeline.ranking.features``). These
tests hold what the measurement rests on, on real mined pairs of constructed sentences: each
candidate fires on the class it names and not on its minimal contrast, controls get no text
feature, and the model variants change only what they claim to change."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))
import rk14_candidates as rk  # noqa: E402

from pipeline.ranking import features_of  # noqa: E402
from pipeline.ranking import model as M  # noqa: E402
from tests.phenomenon_support import stored_records as _records  # noqa: E402


def test_cardinal_many_is_the_non_partitive_determiner() -> None:
    """ "Many farmers ..." (cardinal "many") is marked on every implicature pair, from the stored
    features alone; "Many of the farmers ..." (partitive, proportional) is not."""
    cardinal = _records("Many farmers sell their grain at the market.", "implicature")
    partitive = _records("Many of the farmers sell their grain at the market.", "implicature")
    assert cardinal and partitive
    for rec in cardinal:
        assert rk.derived(features_of(rec)) == {"impl.cardinal_many": 1.0}, rec["premise"]
    for rec in partitive:
        assert rk.derived(features_of(rec)) == {}, rec["premise"]


def test_negation_connective_needs_a_negated_premise_and_a_connective() -> None:
    """A negated verb-complement premise of a sentence with a causal or contrastive clause is
    marked; the same verb without the clause is not."""
    plain = _records("She managed to fix the engine.", "verb_complement")
    negated = [r for r in plain if r["premise_kind"] == "negated"]
    assert negated, [r["premise"] for r in plain]
    for rec in plain:
        assert "vc.negation_connective" not in rk.text_features(rec)
    with_clause = negated[0] | {
        "sentence_text": "She managed to fix the engine, but the car still would not start.",
        "premise": "She did not manage to fix the engine, but the car still would not start.",
    }
    assert rk.text_features(with_clause) == {"vc.negation_connective": 1.0}


def test_carried_clause_and_leftover_connective() -> None:
    """An implicature hypothesis that keeps a second clause is marked; the mined one-clause
    hypothesis is not; a hypothesis opening on "But" left its connective behind; a control
    (the hypothesis is the sentence) gets nothing."""
    recs = _records("Some of the guests left early, and the band kept playing.", "implicature")
    assert recs
    for rec in recs:
        assert rk.text_features(rec) == {}, rec["hypothesis"]
    carried = recs[0] | {
        "hypothesis": "Not all of the guests left early, and the band kept playing."
    }
    assert "hyp.carried_clause:implicature" in rk.text_features(carried)
    leftover = recs[0] | {"hypothesis": "But not all of the guests left early."}
    assert "hyp.leftover_connective" in rk.text_features(leftover)
    control = leftover | {"hypothesis_kind": "original", "premise_kind": "negated"}
    assert rk.text_features(control) == {}


def test_operator_before_boundary_on_a_negated_premise() -> None:
    """The negation of "When the rain started, the old man didn't stop ..." lands after the
    fronted clause, on the trigger's own verb: not marked. A negation inserted before the
    comma, with the trigger after it, is."""
    recs = _records("When the rain started, the old man stopped mowing the lawn.", "presupposition")
    negated = [r for r in recs if r["premise_kind"] == "negated"]
    assert negated
    for rec in negated:
        assert not any(k.startswith("embed.") for k in rk.text_features(rec)), rec["premise"]
    src = "The old man hated the noise, so he stopped mowing the lawn."
    moved = negated[0] | {
        "sentence_text": src,
        "premise": "The old man didn't hate the noise, so he stopped mowing the lawn.",
        "char_start": src.index("stopped"),
    }
    assert "embed.operator_before_boundary:presupposition" in rk.text_features(moved)


def test_calibration_keeps_the_order_within_a_phenomenon() -> None:
    """A per-phenomenon monotone recalibration cannot change any within-phenomenon ranking."""
    base = {"bias.all": 1.0}

    def row(phen: str, x: float, y: int, slice_: str) -> dict[str, Any]:
        return {
            "features": base | {f"phenomenon={phen}": 1.0, "hyp.log_len": x},
            "label": y,
            "phenomenon": phen,
            "origin": f"blind-review:{slice_}:e",
            "weight": 1.0,
        }

    train = [
        row(p, x / 10, int(x > 4), "s1") for p in ("implicature", "conjunction") for x in range(10)
    ]
    test = [row(p, x / 7, 0, "s2") for p in ("implicature", "conjunction") for x in range(7)]
    raw = rk.fit_and_score(train, test)
    cal = rk.fit_and_score(train, test, calibrate=True)
    for p in ("implicature", "conjunction"):
        idx = [i for i, r in enumerate(test) if r["phenomenon"] == p]
        assert sorted(idx, key=lambda i: raw[i]) == sorted(idx, key=lambda i: cal[i])


def test_interaction_variants_add_copies_only_of_shared_features() -> None:
    """``interact_all`` copies a feature that names no phenomenon and leaves a phenomenon's own
    feature alone."""
    saved = M.PER_PHENOMENON
    try:
        M.PER_PHENOMENON = rk._AllShared()
        got = M.with_interactions(
            {"phenomenon=implicature": 1.0, "sent.question": 1.0, "impl.naming_or": 1.0}
        )
    finally:
        M.PER_PHENOMENON = saved
    assert "implicature*sent.question" in got
    assert not any(k.startswith("implicature*impl.") for k in got)
    assert not any(k.startswith("implicature*phenomenon") for k in got)
