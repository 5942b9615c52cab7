"""Stop 64 (rk15): source-fluency and implicature candidates for the keep prior.

``benchmarks/rk15_candidates.py`` reads the source's own fluency against wordfreq's lists (words
of another language English hardly knows, the share of words English does not know) and two
reject classes of s1202q's implicature review from the pair text, and scores s1202k-s1202q
time-ordered (docs/review.md, "Stop 64 (rk15)"; none met stop 57's rule, so none is in
``pipeline.ranking.features``). These tests hold what the measurement rests on, on real mined
pairs of constructed sentences: each candidate fires on the class it names and not on its
minimal contrast, and only rows that keep a record get a text feature."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))
import rk15_candidates as rk  # noqa: E402

from tests.phenomenon_support import stored_records as _records  # noqa: E402


def test_foreign_words_marks_words_of_another_language_only() -> None:
    """An English sentence with untranslated German verbs is marked on every pair mined from
    it; its English version is not, nor are English words that are also frequent in another
    language ("die", "also", "son", "per")."""
    mixed = _records(
        "Most of the guards want to schlafen and trinken after the shift.", "implicature"
    )
    plain = _records("Most of the guards want to sleep and drink after the shift.", "implicature")
    assert mixed and plain
    for rec in mixed:
        assert rk.foreign_words(rec["sentence_text"]) == ["schlafen", "trinken"]
        assert rk.text_features(rec)["src.foreign_words"] == 1.0, rec["premise"]
    for rec in plain:
        assert "src.foreign_words" not in rk.text_features(rec), rec["premise"]
    assert rk.foreign_words("Some soldiers also die per mission, his son said.") == []
    # quoted material is the frame's quotation, not the sentence's own words
    assert rk.foreign_words('Most of the guards shouted "wir wollen schlafen" at dawn.') == []


def test_unknown_share_counts_non_words_not_names() -> None:
    """Non-words raise the share of words English does not know; names and plain words do
    not."""
    odd = _records("Some of the vorbish plintels were stramped yesterday.", "implicature")
    plain = _records("Some of the Kowalczyk letters were stamped yesterday.", "implicature")
    assert odd and plain
    for rec in odd:
        feats = rk.text_features(rec)
        assert feats["src.unknown_share"] >= 0.3, (rec["premise"], feats)
        assert feats["src.rare_share"] >= feats["src.unknown_share"]
    for rec in plain:
        feats = rk.text_features(rec)
        assert "src.unknown_share" not in feats and "src.rare_share" not in feats, feats


def test_fronted_kept_needs_the_opening_in_the_hypothesis() -> None:
    """The mined implicature hypotheses drop the sentence's fronted opening and are not marked;
    the same hypothesis keeping it is."""
    recs = _records("In the end, some of the answers were wrong.", "implicature")
    rewritten = [r for r in recs if r["hypothesis_kind"] != "original"]
    assert rewritten, [r["hypothesis"] for r in recs]
    for rec in rewritten:
        assert not rec["hypothesis"].startswith("In the end"), rec["hypothesis"]
        assert "impl.fronted_kept" not in rk.text_features(rec), rec["hypothesis"]
    kept = rewritten[0] | {"hypothesis": "In the end, not all of the answers were wrong."}
    assert rk.text_features(kept).get("impl.fronted_kept") == 1.0


def test_neg_after_adverb_marks_an_inserted_negation_behind_a_temporal_adverb() -> None:
    """The mined negated premise puts the inserted negation behind "eventually" (the rewriter
    keeps preverbal temporal adverbs outside the negation) and is marked; the negation inside
    the adverb's scope ("did not eventually") and a negation already in the source are not."""
    recs = _records("The scouts eventually managed to find the camp.", "verb_complement")
    negated = [r for r in recs if r["premise_kind"] == "negated"]
    assert negated, [r["premise"] for r in recs]
    behind = negated[0]
    assert behind["premise"] == "The scouts eventually did not manage to find the camp."
    inside = behind | {"premise": "The scouts did not eventually manage to find the camp."}
    assert rk.text_features(behind).get("neg.after_adverb") == 1.0
    for rec in recs:
        if rec["premise_kind"] == "original":
            assert "neg.after_adverb" not in rk.text_features(rec)
    assert "neg.after_adverb" not in rk.text_features(inside)
    in_source = behind | {"sentence_text": "The scouts eventually did not manage to find it."}
    assert "neg.after_adverb" not in rk.text_features(in_source)


def test_with_candidates_adds_only_to_rows_with_a_record() -> None:
    """Rows without a record (s1202f and older, NOPE) keep their stored features unchanged;
    a row with one gets only the named candidate."""
    rec = _records(
        "Most of the guards want to schlafen and trinken after the shift.", "implicature"
    )[0]
    rows = [
        {"features": {"phenomenon=implicature": 1.0}, "label": 1},
        {"features": {"phenomenon=implicature": 1.0}, "label": 0, "record": rec},
    ]
    out = rk.with_candidates(rows, ["foreign_words"])
    assert out[0] is rows[0]
    assert out[1]["features"] == {"phenomenon=implicature": 1.0, "src.foreign_words": 1.0}
