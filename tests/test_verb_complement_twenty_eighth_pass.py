"""verb_complement precision, twenty-eighth pass (branch vc20): round-43 blind rejects.

Constructed sentences through the real spaCy model and the real extractor/rewriters; each test
failed on the code before this change (d47df70), except where the docstring says it guards
behaviour that must stay.
"""

from __future__ import annotations

from tests.phenomenon_support import kept, pairs_of

# -- class 1: past "continue to" under a time adjunct (labels) ------------------------------------


def test_fronted_while_clause_makes_negated_continue_a_contradiction(mine):
    """ "While living in Boston, he did not continue to teach piano" denies the teaching at the
    time the hypothesis asserts it."""
    text = "While living in Boston, he continued to teach piano at the local school."
    original, negated = pairs_of(mine(text), "continue")
    assert negated.hypothesis == "While living in Boston, he taught piano at the local school."
    assert original.heuristic_label == "entailment"
    assert negated.heuristic_label == "contradiction"


def test_over_the_next_decade_makes_negated_continue_a_contradiction(mine):
    _, negated = pairs_of(mine("Over the next decade, the town continued to grow."), "continue")
    assert negated.premise == "Over the next decade, the town did not continue to grow."
    assert negated.hypothesis == "Over the next decade, the town grew."
    assert negated.heuristic_label == "contradiction"


def test_time_phrase_on_the_infinitive_counts(mine):
    """ "throughout the night" hangs on the infinitive's verb; the hypothesis keeps it."""
    _, negated = pairs_of(mine("The river continued to rise throughout the night."), "continue")
    assert negated.hypothesis == "The river rose throughout the night."
    assert negated.heuristic_label == "contradiction"


def test_unframed_past_continue_keeps_its_presupposition(mine):
    """With no time adjunct, "did not continue to laugh": since stop 99 (vc216, "ASP:past") the
    bare past's negative half is "-" as well (the in-place past is read at the reference time)."""
    _, negated = pairs_of(mine("She continued to laugh."), "continue")
    assert negated.hypothesis == "She laughed."
    assert negated.heuristic_label == "contradiction"


def test_spatial_phrase_on_the_infinitive_is_no_time_frame(mine):
    """Guard: "after the bus" is a place/goal phrase on the infinitive, not a time adjunct."""
    _, negated = pairs_of(mine("The dog continued to run after the bus."), "continue")
    assert negated.hypothesis == "The dog ran after the bus."
    assert negated.heuristic_label == "contradiction"  # the bare past's "-" (vc216)


# -- class 2: the added negation inside a result or similarity frame (premise) -----------------


def test_negation_inside_a_so_that_result_clause_is_flagged(mine):
    original, negated = pairs_of(
        mine("The crowd grew so large that police began to close the streets."), "begin"
    )
    assert (
        negated.premise == "The crowd grew so large that police did not begin to close the streets."
    )
    assert "negated-event-adjunct:degree-result" in negated.features["flags"]
    assert not kept(negated)
    assert kept(original)
    assert original.hypothesis == "The crowd grew so large that police closed the streets."


def test_second_conjunct_of_the_result_clause_is_flagged(mine):
    """The trigger in the second clause of a coordinated result clause."""
    text = "It rained so much that the roads closed and the river began to flood the fields."
    _, negated = pairs_of(mine(text), "begin")
    assert "negated-event-adjunct:degree-result" in negated.features["flags"]


def test_negation_under_a_fronted_similarity_clause_is_flagged(mine):
    text = "Just as the roads changed the town, the railway has begun to transform the valley."
    original, negated = pairs_of(mine(text), "begin")
    assert "negated-event-adjunct:similarity" in negated.features["flags"]
    assert not kept(negated)
    assert kept(original)


def test_in_the_same_way_that_is_a_similarity_clause(mine):
    text = "In the same way that cheap cars changed the suburbs, the internet has begun to change shopping."
    _, negated = pairs_of(mine(text), "begin")
    assert "negated-event-adjunct:similarity" in negated.features["flags"]


def test_plain_coordination_and_as_clause_are_not_flagged(mine):
    """Guard: a coordinated clause with no degree word, and a fronted "as" clause of manner
    without a focusing adverb, leave ¬S as it was."""
    _, negated = pairs_of(
        mine("The storm was strong and the villagers decided to leave."), "decide"
    )
    assert kept(negated)
    _, negated = pairs_of(mine("As he had promised, he decided to stay."), "decide")
    assert kept(negated)


# -- class 3: the fronted adjunct of a clause under "I think" (hypothesis too narrow) -----------


def test_fronted_adjunct_inside_a_speaker_frame_stays_in_the_hypothesis(mine):
    found = mine("Well, I think at some point it begins to get easier.")
    original, negated = pairs_of(found, "begin")
    assert original.hypothesis == "At some point it gets easier."
    assert negated.premise == "Well, I think at some point it does not begin to get easier."
    assert negated.hypothesis == "At some point it gets easier."


def test_speaker_frame_without_fronted_adjunct_is_unchanged(mine):
    """Guard: the frame still goes, and nothing is added before the controller."""
    original, _ = pairs_of(mine("I think the manager decided to close the shop."), "decide")
    assert original.hypothesis == "The manager closed the shop."


# -- class 4: do-support on a passive participle conjunct (premise) ------------------------------


def test_passive_addressee_conjunct_negated_as_active_is_flagged(mine):
    """ "have been contacted and told they may be needed": do-support ("... and did not tell
    they may be needed") made the shared passive participle an active past and was flagged;
    since the hundred-second pass (vc96) the participle is negated in place ("... and not
    told they may be needed"), which keeps the voice, and the flag has nothing to flag."""
    text = "Several nurses have been contacted this week and told they may be needed on Sunday."
    original, negated = pairs_of(mine(text), "tell")
    assert "contacted this week and not told they may be needed" in negated.premise
    assert "negated-shared-participle" not in negated.features["flags"]
    assert original.hypothesis == "They may be needed on Sunday."


def test_active_conjunct_with_its_addressee_is_not_flagged(mine):
    """Guard: with an object, "told his staff that ..." is the active past."""
    text = "He was promoted in May and told his staff that he would stay."
    _, negated = pairs_of(mine(text), "tell")
    assert "negated-shared-participle" not in negated.features["flags"]
