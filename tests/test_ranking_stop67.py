"""Stop 67 (rk18): text candidates for the keep prior on the weak phenomena.

``benchmarks/rk18_weak_phenomena.py`` reads the pair's text (a drafted hypothesis that opens
with a third-person pronoun, a source whose subject is a quantifier, a comparative standard the
draft dropped, a tail of the source the draft cut, cut inside its clause) and scores the last
ten slices time-ordered (docs/review.md, "Stop 67 (rk18)"). These tests hold what the
measurement rests on, on real mined pairs of constructed sentences: the same words with and
without the cut tail, with a quantified and a definite subject, get different values; the
features come from the text alone; an original hypothesis gets none."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))
import rk18_weak_phenomena as rk  # noqa: E402

from tests.phenomenon_support import stored_records as _records  # noqa: E402

CUT = "The trouble with economists is that they tend to work on small models in order to publish papers."
WHOLE = "The trouble with economists is that they tend to work on small models."


def test_a_draft_that_cuts_the_purpose_clause_is_marked() -> None:
    """ "tend to work ... in order to publish papers": a complement drafted from "tend" that
    stops before the purpose clause, inside the clause (no comma, no clause opener), gets
    ``drops_tail`` and ``cuts_clause``. Since vc107 the rewriter keeps the purpose clause in a
    "the trouble is that ..." frame (asserted), so the cut draft is the mined record with the
    hypothesis rk18 read in s1202v; the same sentence without the tail gives a hypothesis that
    ends where the source ends: neither."""
    cut, whole = _records(CUT, "verb_complement"), _records(WHOLE, "verb_complement")
    assert cut and whole
    for rec in cut:
        assert rec["hypothesis"].endswith("in order to publish papers."), rec["hypothesis"]
        assert rk.text_features(rec) == {}, (rec["hypothesis"], rk.text_features(rec))
        drafted = dict(rec, hypothesis=rec["hypothesis"].replace(" in order to publish papers", ""))
        feats = rk.text_features(drafted)
        assert feats.get("hyp.drops_tail:verb_complement") == 1.0, feats
        assert feats.get("hyp.cuts_clause:verb_complement") == 1.0, feats
    for rec in whole:
        assert rk.text_features(rec) == {}, (rec["hypothesis"], rk.text_features(rec))


def test_quantified_subject_and_definite_subject_differ() -> None:
    """ "Some farmers believe that ..." quantifies over farmers; "Our neighbours believe that ..."
    does not: only the first pairs carry ``src.quantified_subject``; neither hypothesis ("The
    river will flood in spring.") opens with a pronoun."""
    some = _records("Some farmers believe that the river will flood in spring.", "verb_complement")
    ours = _records(
        "Our neighbours believe that the river will flood in spring.", "verb_complement"
    )
    assert some and ours
    for rec in some:
        assert rk.text_features(rec) == {"src.quantified_subject:verb_complement": 1.0}
    for rec in ours:
        assert rk.text_features(rec) == {}, rk.text_features(rec)


def test_pronoun_hypothesis_and_original_sides() -> None:
    """ "My uncle never forgets where he parked the truck.": the embedded-question presupposition
    "He parked the truck." opens with a pronoun whose antecedent stayed in the matrix; the
    control pairs, whose hypothesis is the original sentence, get no candidate at all."""
    recs = _records("My uncle never forgets where he parked the truck.", "presupposition")
    drafted = [r for r in recs if r["hypothesis_kind"] != "original"]
    controls = [r for r in recs if r["hypothesis_kind"] == "original"]
    assert drafted and controls
    for rec in drafted:
        assert rec["hypothesis"] == "He parked the truck.", rec["hypothesis"]
        assert rk.text_features(rec) == {"hyp.opens_with_pronoun:presupposition": 1.0}
    for rec in controls:
        assert rk.text_features(rec) == {}


def test_features_read_only_the_text() -> None:
    """The candidates are a function of the sentence, the hypothesis and its kind: a record with
    review-like fields added (a verdict, a slice) gets the same features."""
    rec = {
        "phenomenon": "verb_complement",
        "hypothesis_kind": "complement",
        "sentence_text": "I found that there was far more work then I had imagined.",
        "hypothesis": "There was far more work.",
        "premise": "I found that there was far more work then I had imagined.",
    }
    feats = rk.text_features(rec)
    assert feats["hyp.drops_comparative_standard:verb_complement"] == 1.0
    assert feats["hyp.cuts_clause:verb_complement"] == 1.0
    assert rk.text_features(rec | {"label": 0, "origin": "blind-review:s1202v:e"}) == feats
