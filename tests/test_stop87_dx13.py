"""Stop 87, dx13: one place per concept, and a negative-subject bug.

* ``negation.perfect_reaches``: the one test of a perfect "have" shared by coordinated
  predicates (Quirk et al. 1985 §13.59), read by the negation rewriter (``_shared_perfect``)
  and by the presupposition premises (``_shares_auxiliary``).
* ``conjuncts._ellipsis_antecedent``: the one test of a verb that can be the antecedent of an
  elided verb phrase (Hankamer & Sag 1976), read by ``only_elliptical_clause`` and
  ``_lost_ellipsis_antecedent``.
* ``implicature.PLAIN_WORDING``: one switch for the two departures from IMPPRES's wording
  (the emphatic "do" dropped, "some" turned "any" under the added negation).
* Bug: ``verb_complement._negative_subject_label`` took a "not"/"no" anywhere in the hypothesis
  for the kept negative subject ("Not one witness realized that the door was not locked" ->
  "The door was not locked" labelled contradiction); the subject's words must be there.

Sentences are constructed.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _hypotheses(text: str, phenomenon: str) -> dict[str, object]:
    return {p.hypothesis: p for p in mined_pairs(text, phenomenon)}


# -- the bug: a negative word of the complement is no kept negative subject ------------------


def test_not_in_the_complement_is_no_kept_subject():
    pairs = _hypotheses("Not one witness realized that the door was not locked.", "verb_complement")
    pair = pairs["The door was not locked."]
    # realize is factive (+/+): under "not one witness" the complement is still entailed
    assert pair.heuristic_label == "entailment", pair.label_rule


def test_no_in_the_complement_is_no_kept_subject():
    pairs = _hypotheses("No critic noticed that there was no soundtrack.", "verb_complement")
    assert pairs["There was no soundtrack."].heuristic_label == "entailment"


def test_kept_negative_subject_still_reads_back():
    # the good neighbours: the in-place hypothesis keeps the negative subject
    pairs = _hypotheses("Not even the captain managed to escape.", "verb_complement")
    assert pairs["Not even the captain escaped."].heuristic_label == "entailment"
    pairs = _hypotheses("No guard managed to escape.", "verb_complement")
    assert pairs["No guard escaped."].heuristic_label == "entailment"
    pairs = _hypotheses("Not one witness realized that the door was locked.", "verb_complement")
    assert pairs["The door was locked."].heuristic_label == "entailment"


# -- one shared-perfect test ------------------------------------------------------------------


def test_perfect_reaches_is_the_one_test(parsed):
    from pipeline.rewrite.negation import perfect_reaches

    doc, _ = parsed("The servants had gathered the sheep and hid them.")
    hid = next(t for t in doc if t.lower_ == "hid")
    had = next(t for t in doc if t.lower_ == "had")
    assert perfect_reaches(hid, had)
    doc, _ = parsed("She has worked here for years and stopped smoking last spring.")
    stopped = next(t for t in doc if t.lower_ == "stopped")
    has = next(t for t in doc if t.lower_ == "has")
    assert not perfect_reaches(stopped, has)  # a definite past adjunct (Quirk §4.22)


def test_both_callers_read_the_shared_perfect_alike():
    negated = {
        p.premise
        for p in mined_pairs(
            "The servants had gathered the sheep and hid them before the storm.", "presupposition"
        )
    }
    assert "The servants had gathered the sheep and hadn't hidden them before the storm." in negated
    negated = {
        p.premise
        for p in mined_pairs(
            "She would have called him and realized that the line was dead.", "presupposition"
        )
    }
    assert "She would have called him and not realized that the line was dead." in negated
    negated = {
        p.premise
        for p in mined_pairs(
            "She has worked here for years and stopped smoking last spring.", "presupposition"
        )
    }
    assert "She has worked here for years and didn't stop smoking last spring." in negated


# -- one ellipsis-antecedent test -------------------------------------------------------------


def test_ellipsis_antecedent_is_the_one_test(parsed):
    from pipeline.rewrite.conjuncts import _ellipsis_antecedent

    doc, _ = parsed("She wanted to leave early, and her sister did too.")
    assert _ellipsis_antecedent(doc[1])  # "wanted"
    did = next(t for t in doc if t.lower_ == "did")
    assert not _ellipsis_antecedent(did)  # a stranded operator supplies no verb phrase


def test_elliptical_remainders_are_still_refused():
    removed = {
        p.hypothesis
        for p in mined_pairs("I tried to see the comet, and I couldn't.", "conjunction")
        if p.hypothesis_kind == "conjunct_removed"
    }
    assert "I couldn't." not in removed, sorted(removed)


# -- one plain-wording switch -----------------------------------------------------------------


def test_one_plain_wording_switch():
    from pipeline.rewrite import implicature

    assert not hasattr(implicature, "NON_ASSERTIVE_WORDING")
    assert implicature.PLAIN_WORDING == "plain_wording"
    hyps = _hypotheses("She tried to recollect some instance of his kindness.", "implicature")
    assert "She didn't manage to recollect any instance of his kindness." in hyps
    hyps = _hypotheses("Some of the actresses did react.", "implicature")
    assert "Not all of the actresses reacted." in hyps
