"""Stop 70 (rk21): the time-ordered measurement of verb_complement feature candidates.

``benchmarks/rk21_verb_complement.py`` scores the last ten slices (s1202r-z, s1203a), each by a
fit on NOPE and the slices judged before it, with candidate features added to the rows that
keep a pair record, and (``+all``) the lemma candidates to the rows without one as well, read
from their stored ``lemma=`` key (docs/review.md, "Stop 70 (rk21)"). These tests hold what the
tables rest on: a candidate reads only the record's columns and fires only on verb_complement
pairs, the ``all`` runs give a row without a record exactly what its record would have given,
and today's code recomputes the stored features of a verb_complement record exactly."""

from __future__ import annotations

import gzip
import json
import sys
from itertools import islice
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))
import rk21_verb_complement as rk  # noqa: E402

from pipeline.ranking.train_prior import ROWS  # noqa: E402

_REC = {
    "phenomenon": "verb_complement",
    "premise_kind": "negated",
    "trigger_lemma": "use",
    "sentence_text": "Oddly, the character used to separate elements of a path.",
    "candidate_features": json.dumps({"verb_tag": "VBN"}),
    "char_start": 21,
}


def test_candidates_read_only_the_record():
    got = rk.candidates(_REC, {"part", "negeval", "rel", "zipf"})
    assert got == {"vc.reduced_participle": 1.0, "vc.negated_evaluative": 1.0}
    # a passive ("is used to"): not a reduced relative
    passive = _REC | {
        "sentence_text": "Oddly, the character is used to separate elements.",
        "char_start": 24,
    }
    assert "vc.reduced_participle" not in rk.candidates(passive, {"part"})
    # the same sentence under no negation: the evaluative adverb stays where it was
    assert "vc.negated_evaluative" not in rk.candidates(
        _REC | {"premise_kind": "original"}, {"negeval"}
    )
    definition = _REC | {
        "sentence_text": "A project which aims to index the web.",
        "char_start": 16,
        "candidate_features": json.dumps({"verb_tag": "VBZ"}),
    }
    assert rk.candidates(definition, {"rel", "part"}) == {"vc.definition_relative": 1.0}
    # "indicate" Zipf 4.35, "say" 6.6
    assert rk.candidates(_REC | {"trigger_lemma": "indicate"}, {"zipf"}) == {
        "vc.lemma_uncommon": 1.0
    }
    assert rk.candidates(_REC | {"trigger_lemma": "say"}, {"zipf", "zipf5"}) == {}
    assert rk.candidates(_REC | {"phenomenon": "presupposition"}, {"part", "zipf"}) == {}


def test_all_adds_the_lemma_candidate_to_rows_without_a_record():
    stored = {"lemma=verb_complement:indicate": 1.0, "bias.all": 1.0}
    rows = [
        {"features": stored, "label": 1},
        {"features": {"lemma=verb_complement:say": 1.0}, "label": 0},
        {"features": {"lemma=presupposition:regret": 1.0}, "label": 0},
        {"features": {"bias.all": 1.0}, "label": 0, "record": _REC | {"trigger_lemma": "indicate"}},
    ]
    only_records = rk.with_candidates(rows, {"zipf"})
    assert only_records[0] is rows[0]
    assert only_records[3]["features"] == {"bias.all": 1.0, "vc.lemma_uncommon": 1.0}
    everywhere = rk.with_candidates(rows, {"zipf", "all"})
    assert everywhere[0]["features"] == stored | {"vc.lemma_uncommon": 1.0}
    assert everywhere[1] is rows[1] and everywhere[2] is rows[2]
    assert everywhere[3]["features"] == only_records[3]["features"]
    assert rows[0]["features"] == stored  # the input rows are not changed


def test_a_record_less_row_gets_what_its_record_gives():
    """The ``all`` runs stand for a refit after a version bump: a recorded row stripped of its
    record gets the same lemma candidate from its stored key as from the record."""
    with gzip.open(ROWS, "rt", encoding="utf-8") as fh:
        rows = [json.loads(line) for line in islice(fh, 41000, None)]
    recs = [r for r in rows if r.get("record") and r.get("phenomenon") == "verb_complement"]
    recs = recs[:200]
    stripped = [{k: v for k, v in r.items() if k != "record"} for r in recs]
    a = rk.with_candidates(recs, {"zipf", "all"})
    b = rk.with_candidates(stripped, {"zipf", "all"})
    assert [x["features"] for x in a] == [x["features"] for x in b]
    assert any("vc.lemma_uncommon" in x["features"] for x in a)


def test_stored_verb_complement_records_recompute_to_their_stored_features():
    with gzip.open(ROWS, "rt", encoding="utf-8") as fh:
        rows = [json.loads(line) for line in islice(fh, 44000, None)]
    recs = [r for r in rows if r.get("record") and r.get("phenomenon") == "verb_complement"][:60]
    assert recs
    for r, new in zip(recs, rk.recomputed(recs), strict=True):
        assert set(new["features"]) == set(r["features"])
        for k, v in new["features"].items():
            assert abs(v - r["features"][k]) < 1e-3, k


def test_the_ten_slices_are_ten_consecutive_judged_slices():
    """The benchmark's window (the last ten slices judged when rk21 measured, s1202r-s1203a) is
    ten consecutive slices of the shipped rows' order; later refits add slices after it."""
    from pipeline.ranking.holdout import slice_order
    from pipeline.ranking.train_prior import read_rows_file

    order = list(slice_order(read_rows_file()))
    start = order.index(rk.SLICES[0])
    assert tuple(order[start : start + 10]) == rk.SLICES
