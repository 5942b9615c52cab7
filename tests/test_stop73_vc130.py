"""verb_complement, stop 73 round two (branch vc130): negated premises and labels from s1204g.

Constructed sentences through the real pipeline (``mined_pairs``, real spaCy parse), each class
next to a good neighbour that must stay:

1. "Being X means that P" with a named subject in P: the copular gerund reports a state of a
   particular, a fact, so "mean" is the inferential +/o row (entailment), not the definition of
   an action type ("Updating means that P" stays neutral);
2. an evaluative "right in saying that P" under a belief verb ("I think I am right in saying
   that P") is the holder's opinion: neutral, not entailment; the bare "right in saying" keeps
   entailment, and the negated "right in not saying" stays flagged;
3. "It further does not note that P": the additive "further" before the added negation is
   flagged; the plain "does not note" is not.
"""

from __future__ import annotations

from tests.phenomenon_support import kept, mined_pairs, pair_flags


def _pairs(text: str) -> dict[tuple[str, str], object]:
    return {(p.premise_kind, p.hypothesis): p for p in mined_pairs(text, "verb_complement")}


def _label(text: str, kind: str, hypothesis: str) -> str:
    return _pairs(text)[(kind, hypothesis)].heuristic_label


# 1. "Being X means that P"


def test_copular_gerund_of_a_named_particular_means_entails():
    text = "Being open source means that Linux can be changed by anyone."
    assert _label(text, "original", "Linux can be changed by anyone.") == "entailment"
    assert _label(text, "negated", "Linux can be changed by anyone.") == "neutral"


def test_guard_agentive_gerund_still_defines():
    text = "Updating means that the value is stored twice."
    assert _label(text, "original", "The value is stored twice.") == "neutral"


def test_guard_copular_gerund_with_a_generic_subject_still_defines():
    text = "Being a subclass means that the class inherits every method."
    assert _label(text, "original", "The class inherits every method.") == "neutral"


# 2. evaluative predicate under a belief verb


def test_right_in_saying_under_i_think_is_hedged():
    text = "And I think I am right in saying that the old ledger was kept in the cellar."
    pairs = _pairs(text)
    original = pairs[("original", "The old ledger was kept in the cellar.")]
    assert original.heuristic_label == "neutral"
    negated = pairs[("negated", "The old ledger was kept in the cellar.")]
    assert "negated-subordinate-clause" in pair_flags(negated)
    assert not kept(negated)


def test_guard_bare_right_in_saying_still_entails():
    text = "The critics are right in saying that the bridge is unsafe."
    assert _label(text, "original", "The bridge is unsafe.") == "entailment"


# 3. "further" before the added negation: built and reverted at the merge (RP19's own negation
# "LSC further does not recognize" is a human-written one, so a flag on it breaks its promise)


def test_further_before_the_added_negation_stays_written():
    text = "The agency further recognizes that its rules affect state funding."
    negated = _pairs(text)[("negated", "Its rules affect state funding.")]
    assert (
        negated.premise
        == "The agency further does not recognize that its rules affect state funding."
    )
    assert "negated-after-further" not in pair_flags(negated)


def test_guard_plain_negated_note_is_kept():
    text = "The report notes that the bridge is unsafe."
    negated = _pairs(text)[("negated", "The bridge is unsafe.")]
    assert "negated-after-further" not in pair_flags(negated)
    assert kept(negated)
