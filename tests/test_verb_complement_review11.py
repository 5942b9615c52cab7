"""verb_complement precision, eleventh round (issue #12, branch vc2): one test per error class of
the last three blind reviews and of the dev slice dev-vc2-1 (drawn from 672cf3a).

Constructed sentences through the real spaCy model and the real extractor/rewriters; each test
failed on the code before this change (672cf3a), except where the docstring says it guards
behaviour that must stay.
"""

from __future__ import annotations

import pytest

from tests.phenomenon_support import pairs_of

# 1. fixed expressions around a that-clause verb are no construction


def test_goes_without_saying_is_no_candidate(mine):
    found = mine("It goes without saying that the new bridge cost too much.")
    assert [c.trigger_lemma for c, _ in found] == []


@pytest.mark.parametrize(
    "text",
    [
        "I still can't believe that my brother won the lottery.",
        "We couldn't believe that the old cinema had closed.",
    ],
)
def test_first_person_cant_believe_is_dropped(mine, text):
    # flagged until the eighty-fifth pass (vc79), which drops the idiom (no pair at all)
    assert [c.trigger_lemma for c, _ in mine(text) if c.trigger_lemma == "believe"] == []


def test_literal_disbelief_of_another_person_stays(mine):
    """Guard: only the speaker's exclamation is the idiom; "He can't believe that ..." stays."""
    original, _ = pairs_of(mine("He can't believe that his sister lied to him."), "believe")
    assert original.well_formed
    assert original.hypothesis == "His sister lied to him."


# 2. a second object + infinitive (gapping) is cut from the hypothesis


@pytest.mark.parametrize(
    "text,lemma,hypothesis",
    [
        (
            "They invited him to be its president and the Treasury to print his face.",
            "invite",
            "He was its president.",
        ),
        (
            "The board wanted her to lead the firm and her brother to manage the farm.",
            "want",
            "She led the firm.",
        ),
    ],
)
def test_gapped_second_object_infinitive_is_cut(mine, text, lemma, hypothesis):
    original, negated = pairs_of(mine(text), lemma)
    assert original.hypothesis == hypothesis
    assert negated.hypothesis == hypothesis


# 3. the future-complement flag does not fire in temporal or conditional clauses


def test_future_flag_not_in_a_when_clause(mine):
    original, _ = pairs_of(
        mine("When it threatens to gain the upper hand, the team retreats."), "threaten"
    )
    assert "future-complement-in-present:threaten" not in original.features["flags"]
    # round 14 (vc6): a generic "when" restrictor is flagged for itself, nothing else is
    assert original.features["flags"] == ["generic-restrictor:when"]


def test_future_flag_stays_in_a_main_clause(mine):
    """Guard: a present main-clause "threatens to" is still flagged."""
    original, _ = pairs_of(mine("The storm threatens to flood the valley."), "threaten")
    assert "future-complement-in-present:threaten" in original.features["flags"]


# 4. a "so/such ... that" result clause is no that-complement of the verb


@pytest.mark.parametrize(
    "text",
    [
        "It just seemed so overwhelming and such a gap between what I knew, that I was stunned.",
    ],
)
def test_result_clause_of_so_is_no_complement(mine, text):
    found = mine(text)
    for cand, pairs in found:
        if cand.trigger_lemma == "seem" and cand.subtype == "that":
            for pair in pairs:
                assert not pair.well_formed
                assert "non-construction:degree-result-clause" in pair.features["flags"]


def test_purpose_so_that_is_not_a_result_clause(mine):
    """Guard: a that-clause right after the verb's object stays ("told so many people that")."""
    original, _ = pairs_of(mine("She said that the shop was so busy that nobody noticed."), "say")
    assert "non-construction:degree-result-clause" not in original.features["flags"]


# 5. a "when" clause the parser made the root: no "When ..." fragment as hypothesis


def test_root_when_clause_gives_no_fragment(mine):
    text = (
        "When he asked me to quit my job and said he would pay the rent I was bragging to "
        "my friends!"
    )
    hits = [p for c, p in mine(text) if c.trigger_lemma == "ask"]
    assert len(hits) == 1
    original = hits[0][0]
    assert original.hypothesis == "I quit my job."
    # stop 91 (ng07) re-decided: the negation rewriter refuses a "not" that would land in an
    # adverbial clause the parser made the root (clause negation is of the matrix, Quirk et al.
    # 1985 §10.55), so no negated pair is written; it was written flagged before
    assert len(hits[0]) == 1


# 6. a gerund after "prior to" is a temporal clause: its in-place negation is flagged


def test_negated_gerund_after_prior_to_is_flagged(mine):
    text = "I would have warned him prior to him trying to get on the air."
    _, negated = pairs_of(mine(text), "try")
    assert not negated.well_formed
    assert "negated-temporal-gerund" in negated.features["flags"]


# 7. a reason "since"-clause after a comma belongs to the matrix verb, not the complement


def test_reason_since_clause_leaves_the_hypothesis(mine):
    text = "The council refused to approve the plan, since the budget was too small."
    original, _ = pairs_of(mine(text), "refuse")
    assert original.hypothesis == "The council approved the plan."


def test_temporal_since_clause_stays(mine):
    """Guard: temporal "since" without a comma stays in the hypothesis."""
    original, _ = pairs_of(mine("She has wanted to travel since she was a child."), "want")
    assert original.hypothesis == "She has traveled since she was a child."
