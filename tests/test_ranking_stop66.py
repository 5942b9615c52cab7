"""Stop 66 (rk17): the source sentence's clause as a signal for the keep prior.

``benchmarks/rk17_source_clause.py`` reads the source sentence's parse (a finite root with an
overt subject, the root's part of speech, whether a rewritten side opens with the source's first
noun phrase, and every ``fitness.assess`` reason of the source) and scores the last ten slices
time-ordered and by grouped CV (docs/review.md, "Stop 66 (rk17)"). These tests hold what the
measurement rests on, on real mined pairs of constructed sentences: a glossary definition and a
full sentence built from the same words get different values, the features come from the
sentence alone (not from a verdict, a slice or a review field), and rows without a record get
none."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))
import rk17_source_clause as rk  # noqa: E402

from tests.phenomenon_support import stored_records as _records  # noqa: E402

DEFINITION = "A service that allows any user to transfer documents and files."
CLAUSE = "The service allows any user to transfer documents and files."
# stop 78 (ng14, free-choice-any): "does not allow any user" is refused as no denial of CLAUSE,
# so the rewritten-side test reads the same clause with a definite object instead
NEGATABLE = "The service allows the users to transfer documents and files."


def test_definition_and_clause_of_the_same_words_differ() -> None:
    """The verb-complement pairs of a verbless definiens ("A service that allows ...") carry
    ``src.no_finite_subject`` and a noun root; the pairs of the clause made of the same words
    ("The service allows ...") carry neither, and their root is a verb."""
    definition = _records(DEFINITION, "verb_complement")
    clause = _records(CLAUSE, "verb_complement")
    assert definition and clause
    for rec in definition:
        feats = rk.text_features(rec)
        assert feats.get("src.no_finite_subject:verb_complement") == 1.0, (rec["premise"], feats)
        assert feats.get("src.root_pos:verb_complement=NOUN") == 1.0, feats
        assert feats.get("src.reason=description") == 1.0, feats
    for rec in clause:
        feats = rk.text_features(rec)
        assert not any(k.startswith("src.no_finite_subject") for k in feats), feats
        assert feats.get("src.root_pos:verb_complement=VERB") == 1.0, feats
        assert not any(k.startswith("src.reason") for k in feats), feats


def test_verb_initial_gloss_has_no_subject() -> None:
    """A verb-initial gloss ("Refers to ...") has a verb root but no subject: marked, with the
    source check's ``subjectless``; the same words with a subject ("The term refers to ...")
    are a clause."""
    gloss = _records("Refers to any program that reads files and tapes.", "conjunction")
    full = _records("The term refers to any program that reads files and tapes.", "conjunction")
    assert gloss and full
    for rec in gloss:
        feats = rk.text_features(rec)
        assert feats.get("src.no_finite_subject:conjunction") == 1.0, (rec["premise"], feats)
        assert feats.get("src.root_pos:conjunction=VERB") == 1.0, feats
        assert feats.get("src.reason:conjunction=subjectless") == 1.0, feats
    for rec in full:
        feats = rk.text_features(rec)
        assert "src.no_finite_subject:conjunction" not in feats, feats
        assert not any(k.startswith("src.reason") for k in feats), feats


def test_opens_with_source_np_reads_the_rewritten_side() -> None:
    """A negated premise that keeps the source's subject ("The service does not allow ...")
    opens with its first noun phrase; the complement hypothesis drafted from the noun inside
    ("The users transfer ...") does not, and an original side is never marked."""
    recs = _records(NEGATABLE, "verb_complement")
    negated = [r for r in recs if r["premise_kind"] == "negated"]
    assert negated, [r["premise"] for r in recs]
    for rec in recs:
        feats = rk.text_features(rec)
        assert "hyp.opens_with_source_np:verb_complement" not in feats, rec["hypothesis"]
        if rec["premise_kind"] == "original":
            assert "prem.opens_with_source_np:verb_complement" not in feats
    for rec in negated:
        assert rec["premise"].startswith("The service does not allow"), rec["premise"]
        assert rk.text_features(rec).get("prem.opens_with_source_np:verb_complement") == 1.0


def test_features_read_only_the_sentence_and_the_pair_text() -> None:
    """The same record with the review's fields changed (label, origin) or another slice's
    pair id gets the same features: nothing comes from a verdict or a slice."""
    rec = _records(DEFINITION, "verb_complement")[0]
    other = rec | {"pair_id": "0000000000000000", "label": 0, "origin": "blind-review:x:e"}
    assert rk.text_features(rec) == rk.text_features(other)


def test_rows_without_a_record_get_no_feature() -> None:
    """NOPE's rows and slices before s1202g keep no record: they get no candidate feature."""
    rec = _records(DEFINITION, "verb_complement")[0]
    rows = [
        {"features": {"bias.all": 1.0}, "label": 1, "origin": "nope:appropriate?"},
        {
            "features": {"bias.all": 1.0},
            "label": 0,
            "origin": "blind-review:s1202t:e",
            "record": rec,
        },
    ]
    out = rk.with_candidates(rows, list(rk.NAMES))
    assert out[0] is rows[0]
    assert out[1]["features"]["src.no_finite_subject:verb_complement"] == 1.0
    assert out[1]["features"]["bias.all"] == 1.0
