"""Stop 99 (rk58): the two feature variants rk56 and rk57 measured (both raised the next blind
slice's out-of-sample AUC and the grouped CV) become features of ``pipeline/ranking/features.py``
(``features_parsed``), ``FEATURE_VERSION`` 8 -> 9, the stored rows are refeaturised and the prior
is refit (pipeline/ranking/prior/README.md, "Stop 99: rk58").

The version bump is where stored rows may change: rows with a record are recomputed from it
(only the two new features may differ from version 8); rows without one (tweets, vader, the
older slices: features only, no text) keep their features and name the added features they
could have carried under ``missing_features`` (read as 0 by the fit)."""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

import pytest

from tests.phenomenon_support import mined_pairs
from tests.ranking_support import PRIOR_CV_FLOOR, PRIOR_DECISIONS, ranking_row

NEW = ("impl.not_all_comma_subject", "presup.hyp_pronoun_named_before")


@pytest.fixture(scope="module")
def rows() -> list[dict]:
    from pipeline.ranking.train_prior import read_rows_file

    return read_rows_file()


def _pair(phen: str, hypothesis: str, source: str) -> dict:
    return {
        "phenomenon": phen,
        "subtype": "x",
        "premise": source,
        "hypothesis": hypothesis,
        "premise_kind": "original",
        "hypothesis_kind": "x",
        "heuristic_label": "entailment",
        "well_formed": True,
    }


def test_the_version_is_9_and_adds_the_two_features_only() -> None:
    from pipeline.ranking.features import ADDED_FEATURES, FEATURE_VERSION

    assert FEATURE_VERSION == "9"
    assert ADDED_FEATURES == {
        "9": {
            "impl.not_all_comma_subject": "implicature",
            "presup.hyp_pronoun_named_before": "presupposition",
        }
    }


def test_not_all_with_a_comma_supplement_on_its_subject() -> None:
    """A constructed 'Not all N, <supplement>, V' implicature hypothesis fires; the near miss
    whose comma follows the verb does not, nor the same hypothesis on a presupposition pair."""
    from pipeline.ranking.features import pair_features

    src = "Some of the sailors, tired from the long watch, went below to sleep."
    hit = pair_features(
        _pair("implicature", "Not all of the sailors, tired from the long watch, went below.", src),
        None,
        {"text": src},
    )
    assert hit.get("impl.not_all_comma_subject") == 1.0
    src2 = "Some of the sailors went below, since the watch was long."
    miss = pair_features(
        _pair("implicature", "Not all of the sailors went below, since the watch was long.", src2),
        None,
        {"text": src2},
    )
    assert "impl.not_all_comma_subject" not in miss
    other = pair_features(
        _pair("presupposition", "Not all of the sailors, tired, went below.", src),
        None,
        {"text": src},
    )
    assert "impl.not_all_comma_subject" not in other


def test_a_pronoun_hypothesis_whose_sentence_names_someone_first() -> None:
    """Mined through the real pipeline: 'She had left ...' from a sentence that names a person
    before the trigger fires; the near miss whose sentence names no one ('But she realized')
    does not, nor a hypothesis that opens with the name."""
    from pipeline.ranking import features_of

    key = "presup.hyp_pronoun_named_before"

    def feats(text: str, starts: str) -> list[dict]:
        pairs = [p for p in mined_pairs(text, "presupposition") if p.hypothesis.startswith(starts)]
        assert pairs, text
        return [features_of(ranking_row(p, text)) for p in pairs]

    named = "Eleanor Whitfield noticed that she had forgotten the tickets at home."
    assert all(f.get(key) == 1.0 for f in feats(named, "She "))
    assert not any(key in f for f in feats(named, "Eleanor"))
    unnamed = "But she noticed that she had forgotten the tickets at home."
    assert not any(key in f for f in feats(unnamed, "She "))


def test_the_features_equal_the_variants_that_measured_them(rows: list[dict]) -> None:
    """The stored rows' new features are those the benchmark variants computed (rk56's
    ``impl_not_all_comma``, rk57's ``presup_pronoun_named_before``) on every row they fire on
    and on a sample of the rest."""
    sys.path.insert(0, str(Path(__file__).parents[1] / "benchmarks"))
    import rk50_prior_auc as B

    rec = [r for r in rows if r.get("record") is not None]
    sample = [r for r in rec if set(NEW) & set(r["features"])] + rec[::700]
    assert len(sample) > 100
    for r in sample:
        base = {k: v for k, v in r["features"].items() if k not in NEW}
        row = r | {"features": base}
        got = B.presup_pronoun_named_before(row | {"features": B.impl_not_all_comma(row)})
        assert got == r["features"], r["record"]["pair_id"]


def test_a_sample_of_rows_recomputes_from_its_record(rows: list[dict]) -> None:
    """The version-9 rows with a record hold exactly what the code computes from it (every 250th
    such row, and every row a new feature fires on)."""
    from pipeline.ranking import FEATURE_VERSION, features_of

    # the rows rk58 refeaturised (stop 100, rk59: s10001's 303 record rows follow, version 9 as
    # appended, checked in tests/test_stop100_rk59.py)
    rec = [r for r in rows[:67_025] if r.get("record") is not None]
    assert len(rec) == 26_706
    fired = [r for r in rec if set(NEW) & set(r["features"])]
    # rk56's 13 stored rows (4 kept), s9802's and ab98's; rk57's presupposition rows
    assert Counter(k for r in fired for k in NEW if k in r["features"]) == {
        "impl.not_all_comma_subject": 21,
        "presup.hyp_pronoun_named_before": 86,
    }
    for r in fired + rec[::250]:
        assert r["feature_version"] == FEATURE_VERSION and "missing_features" not in r
        got = {k: round(v, 4) for k, v in features_of(r["record"]).items()}
        assert got == r["features"], r["record"]["pair_id"]


def test_rows_without_a_record_name_what_they_miss(rows: list[dict]) -> None:
    """A row without a record cannot compute the new features: it carries none of them and names
    the one its phenomenon could carry; NOPE rows (no phenomenon; no rewrite features at all) and
    conjunction / verb_complement rows miss nothing."""
    bare = [r for r in rows if r.get("record") is None]
    assert len(bare) == 35_393 + 143 + 4_783
    assert not any(set(NEW) & set(r["features"]) for r in bare)
    missing = Counter((r.get("phenomenon"), tuple(r.get("missing_features", ()))) for r in bare)
    by_phen = Counter(r.get("phenomenon") for r in bare)
    assert missing[("implicature", ("impl.not_all_comma_subject",))] == by_phen["implicature"]
    assert (
        missing[("presupposition", ("presup.hyp_pronoun_named_before",))]
        == by_phen["presupposition"]
    )
    assert by_phen["implicature"] == 7_187 and by_phen["presupposition"] == 9_568
    for phen in (None, "conjunction", "verb_complement"):
        assert missing[(phen, ())] == by_phen[phen] > 0


def test_refeaturise_carries_a_bare_row_across_an_additive_bump_only() -> None:
    """``refeaturise`` on constructed version-8 rows: the one with a record is recomputed, the
    bare implicature row keeps its features and names the missing one, a bare conjunction row
    misses nothing; a bare row of version 7 (version 8 changed features) is stale (E144)."""
    from pipeline.errors import MineError
    from pipeline.ranking.train_prior import refeaturise

    src = "Some of the sailors, tired from the long watch, went below to sleep."
    record = _pair(
        "implicature", "Not all of the sailors, tired from the long watch, went below.", src
    )
    record["sentence_text"] = src
    base = {"label": 1, "weight": 1.0, "group": "g", "origin": "blind-review:x:e"}
    with_record = base | {
        "phenomenon": "implicature",
        "features": {"bias.all": 1.0},
        "feature_version": "8",
        "record": record,
    }
    bare_impl = base | {"phenomenon": "implicature", "features": {"x": 1.0}, "feature_version": "8"}
    bare_conj = base | {"phenomenon": "conjunction", "features": {"y": 1.0}, "feature_version": "8"}
    out, stale = refeaturise([with_record, bare_impl, bare_conj])
    assert not stale
    assert out[0]["feature_version"] == "9"
    assert out[0]["features"].get("impl.not_all_comma_subject") == 1.0
    assert out[1] == bare_impl | {
        "feature_version": "9",
        "missing_features": ["impl.not_all_comma_subject"],
    }
    assert out[2] == bare_conj | {"feature_version": "9"}
    # a second pass leaves the version-9 rows as they are
    assert refeaturise(out)[0][1:] == out[1:]
    with pytest.raises(MineError):
        refeaturise([bare_impl | {"feature_version": "7"}])
    assert refeaturise([bare_impl | {"feature_version": "7"}], drop_stale=True)[0] == []


def test_the_prior_is_refit_on_the_version_9_rows() -> None:
    from pipeline.ranking.train_prior import MODEL

    data = json.loads(MODEL.read_text())
    # rk58's prior-5972631bad3d; the model-id pin moved to tests/test_stop100_rk59.py
    assert data["n_decisions"] == PRIOR_DECISIONS and data["feature_version"] == "9"
    # rk57's prior (version 8): 0.80407; the version-9 refit: 0.80419
    assert data["cv_auc"] >= 0.8042 - 0.003
    assert data["cv_auc"] >= PRIOR_CV_FLOOR
    # both defects weigh against a pair
    assert data["weights"]["impl.not_all_comma_subject"] < 0
    assert data["weights"]["presup.hyp_pronoun_named_before"] < 0
