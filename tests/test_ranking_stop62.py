"""Stop 62 (rk13): candidate features for the rejects of presupposition and implicature.

``benchmarks/reject_candidates.py`` reads reasons an expert rejects a pair from the pair's
text, kinds and source sentence; ``benchmarks/time_ordered_prior.py --candidates`` adds them to
the stored rows and scores the six newest slices (docs/review.md, "Stop 62 (rk13)"; none won,
so none is in ``pipeline.ranking.features``). These
tests hold what the measurement rests on, on real mined pairs of constructed sentences: each
candidate fires on the class it names and not on a plain pair, the derived feature equals what
the stored features say, and NOPE's rows and rows without a record get no text feature."""

from __future__ import annotations

import functools
import sys
from pathlib import Path
from typing import Any

from tests.phenomenon_support import featured_pairs

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))
import time_ordered_prior as top  # noqa: E402
from reject_candidates import clause_marks, derived_features, reject_features  # noqa: E402

LONG = (
    "When the storm had passed, the villagers, who had waited all night in the church, "
    "stopped repairing the bridge because the river was still rising, and they went home."
)
SHORT = "The villagers stopped repairing the bridge."


@functools.cache
def _pairs(text: str, phenomenon: str = "presupposition") -> list[tuple[dict, dict]]:
    return featured_pairs([text], phenomenon)


def _extra(pair: dict[str, Any], source: str) -> dict[str, float]:
    out: dict[str, float] = {}
    reject_features(pair, source, out)
    return out


def test_embedding_of_a_multi_clause_sentence_counts_its_clauses() -> None:
    """Embedded premises of a long multi-clause sentence score more clause marks than those of
    a one-clause sentence; the unembedded pair gets no ``embed.`` feature at all."""
    assert clause_marks(LONG) >= 4 > clause_marks(SHORT)
    for text, want in ((LONG, 1.0), (SHORT, 0.0)):
        pairs = _pairs(text)
        embedded = [p for p, _ in pairs if p["premise_kind"] != "original"]
        assert embedded, text
        for p in embedded:
            assert _extra(p, text)["embed.clauses:presupposition"] == want
        for p, _ in pairs:
            if p["premise_kind"] == "original":
                assert not any(k.startswith("embed.") for k in _extra(p, text))


def test_derived_length_is_the_stored_sentence_length_under_an_embedding() -> None:
    """``embed.log_len:<phenomenon>`` is ``sent.log_len`` of an embedded pair, from the
    stored features alone; absent for an unembedded premise."""
    for p, feats in _pairs(LONG):
        got = derived_features(feats)
        if p["premise_kind"] == "original":
            assert got == {}
        else:
            assert got == {"embed.log_len:presupposition": feats["sent.log_len"]}


def test_existential_template_hypothesis_is_marked() -> None:
    """A numeric determiner's hypothesis restates the set as an existential ("There are two
    ..."): marked on every such pair; a change-of-state hypothesis is not."""
    # stop 62: pr106 drafts "both ends" of a thing as "The rope had two ends", no existential;
    # "both" on a count noun object keeps the existential draft
    text = "The captain greeted both guests at the door."
    hyps = [p for p, _ in _pairs(text) if p["hypothesis"].lower().startswith("there ")]
    assert hyps, [p["hypothesis"] for p, _ in _pairs(text)]
    for p in hyps:
        assert "hyp.existential_there:presupposition" in _extra(p, text)
    for p, _ in _pairs(SHORT):
        assert not any(k.startswith("hyp.existential") for k in _extra(p, SHORT))


def test_lost_subject_and_short_anaphor() -> None:
    """A declarative hypothesis that opens on an auxiliary has lost its subject; a short one
    whose subject is a pronoun leans on an antecedent left in the premise."""
    base = {"phenomenon": "presupposition", "premise_kind": "original"}
    lost = base | {"hypothesis_kind": "presupposition", "hypothesis": "Had not been mending it."}
    assert "hyp.lost_subject" in _extra(lost, "x")
    question = lost | {"hypothesis": "Had they been mending it?"}
    assert "hyp.lost_subject" not in _extra(question, "x")
    short = base | {"hypothesis_kind": "presupposition", "hypothesis": "It was loaded before."}
    assert "hyp.short_anaphor" in _extra(short, "x")
    control = short | {"hypothesis_kind": "original"}
    assert _extra(control, "x") == {}


def _row(origin: str, feats: dict[str, float], record: dict | None = None) -> dict[str, Any]:
    return {"features": feats, "label": 1, "origin": origin, "record": record}


def test_nope_and_recordless_rows_get_no_text_feature() -> None:
    """NOPE judged the trigger, not our rewrite: no ``embed.log_len``; a blind row without a
    record keeps only the derived feature; a row with one gets the text feature too."""
    (pair, feats), *_ = [(p, f) for p, f in _pairs(LONG) if p["premise_kind"] == "negated"]
    rec = pair | {"sentence_text": LONG}
    rows = [
        _row("nope:appropriate?", feats),
        _row("blind-review:s1:e", feats),
        _row("blind-review:s2:e", feats, rec),
    ]
    out = top.with_candidates(rows, ["embed_len", "embed_clauses"])
    assert not any(k.startswith("embed.") for k in out[0]["features"])
    assert [k for k in out[1]["features"] if k.startswith("embed.")] == [
        "embed.log_len:presupposition"
    ]
    assert {k for k in out[2]["features"] if k.startswith("embed.")} == {
        "embed.log_len:presupposition",
        "embed.clauses:presupposition",
    }
