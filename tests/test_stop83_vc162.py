"""Stop 83, branch vc162: verb_complement labels the Austen judges corrected, by class.

1. Hearsay "understand" (``syntax.speaker_hearsay_understand``): the speaker's own past "I
   understood that P" is the parenthetical "I was told" (Urmson 1952; Hooper 1975), signature
   o/+; a third-person "She understood that P" keeps RP19's +/+, and the present "I understand
   that P" (the hedged assertion of P) keeps it too.
2. Passive "assure" through a conjunct: "was warned ..., and assured that P" shares the passive
   of its head (Quirk et al. 1985 §13.69), a reported speech act (o/o), not the causative
   "ensure" (+/o) of an active "This assures that P".
3. Putative "should" (``rewrite.complement._putative_should_left``): "could not bear that she
   should be frightened" -> "She should be frightened" reads as an obligation (Quirk et al.
   1985 §14.25-14.28): flagged ``putative-should``; the indicative clause stays well formed,
   and the emotive factive's rewrite ("regretted that he should have behaved so" -> "He had
   behaved so") is untouched.

Sentences are constructed and go through the real spaCy model and the real pipeline."""

from __future__ import annotations

from pipeline.syntax import speaker_hearsay_understand
from tests.phenomenon_support import mined_pairs


def _pairs(text: str) -> list:
    return mined_pairs(text, "verb_complement", assess_sources=True)


def _by_kind(text: str, kind: str, hypothesis: str) -> list:
    return [p for p in _pairs(text) if p.premise_kind == kind and p.hypothesis == hypothesis]


def _verb(nlp, text: str, word: str):
    return next(t for t in nlp(text) if t.lower_ == word)


# 1. hearsay "understand" ------------------------------------------------------------------------


def test_first_person_understand_is_hearsay(nlp):
    assert speaker_hearsay_understand(
        _verb(nlp, "I understood that the old mill had been sold.", "understood")
    )
    assert not speaker_hearsay_understand(
        _verb(nlp, "She understood that the old mill had been sold.", "understood")
    )
    assert not speaker_hearsay_understand(
        _verb(nlp, "I can understand that the old mill was sold.", "understand")
    )
    assert not speaker_hearsay_understand(
        _verb(nlp, "I understand that the old mill was sold.", "understand")
    )


def test_first_person_understood_that_is_neutral():
    text = "I understood that the old mill had been sold."
    original = _by_kind(text, "original", "The old mill had been sold.")
    assert original and all(p.heuristic_label == "neutral" for p in original), original
    negated = _by_kind(text, "negated", "The old mill had been sold.")
    assert negated and all(p.heuristic_label == "entailment" for p in negated), negated


def test_negated_first_person_understand_keeps_factive_and_removal_is_neutral():
    text = "I did not understand that the mill had been sold."
    original = _by_kind(text, "original", "The mill had been sold.")
    assert original and all(p.heuristic_label == "entailment" for p in original), original
    removed = _by_kind(text, "negation_removed", "The mill had been sold.")
    assert removed and all(p.heuristic_label == "neutral" for p in removed), removed


def test_present_first_person_understand_stays_entailment():
    text = "I understand that the old mill was sold last spring."
    original = _by_kind(text, "original", "The old mill was sold last spring.")
    assert original and all(p.heuristic_label == "entailment" for p in original), original


def test_third_person_understood_that_stays_entailment():
    text = "She understood that the old mill had been sold."
    original = _by_kind(text, "original", "The old mill had been sold.")
    assert original and all(p.heuristic_label == "entailment" for p in original), original


# 2. passive "assure" through a conjunct ---------------------------------------------------------


def test_conjoined_passive_assured_is_a_report():
    text = "The tenants were warned of the danger, and assured that the roof was sound."
    original = _by_kind(text, "original", "The roof was sound.")
    assert original and all(p.heuristic_label == "neutral" for p in original), original
    assert all(p.label_rule.startswith("signature:o/o") for p in original), original


def test_active_assures_that_stays_ensure():
    text = "This step assures that the roof is sound."
    original = _by_kind(text, "original", "The roof is sound.")
    assert original and all(p.heuristic_label == "entailment" for p in original), original


# 3. putative "should" ---------------------------------------------------------------------------


def test_putative_should_after_bear_is_flagged():
    text = "I could not bear that my sister should be frightened by such stories."
    pairs = [p for p in _pairs(text) if p.hypothesis.startswith("My sister should")]
    assert pairs, _pairs(text)
    assert all(not p.well_formed for p in pairs), pairs
    assert all("putative-should" in p.features["flags"] for p in pairs), pairs


def test_indicative_clause_after_bear_stays_well_formed():
    text = "He could not bear that his cousin was frightened by such stories."
    original = _by_kind(text, "original", "His cousin was frightened by such stories.")
    assert original and all(p.well_formed for p in original), original


def test_emotive_factive_should_is_still_rewritten():
    text = "She regretted that her brother should have behaved so rudely."
    original = _by_kind(text, "original", "Her brother had behaved so rudely.")
    assert original and all(p.well_formed for p in original), _pairs(text)
    assert all("putative-should" not in p.features["flags"] for p in original)
