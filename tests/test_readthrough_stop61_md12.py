"""Read-through of stop 61's merged verb_complement changes (branch md12): two clear defects.

1. ``complement._definite_past_time`` took any "prior" for "prior to" (a time adverbial), so the
   adjective of "seems to have had prior training" turned the present perfect into the past.
2. ``verb_complement._misparsed_subordinate_trigger`` took a main clause coordinated after a
   "because of" phrase ("..., and she seems to V") for one inside a misparsed "because" clause
   and dropped its pairs.

Constructed sentences through the real spaCy model and the real extractor and rewriters.
"""

from __future__ import annotations

from tests.phenomenon_support import pairs_of


def test_prior_adjective_keeps_the_present_perfect(mine):
    original, negated = pairs_of(mine("The new recruit seems to have had prior training."), "seem")
    assert original.hypothesis == "The new recruit has had prior training."
    assert negated.hypothesis == "The new recruit has had prior training."


def test_guard_prior_to_is_a_definite_past_time(mine):
    original, _ = pairs_of(mine("The old king appears to have died prior to the war."), "appear")
    assert original.hypothesis == "The old king died prior to the war."


def test_main_clause_coordinated_after_because_of_keeps_its_pairs(mine):
    original, negated = pairs_of(
        mine("We stayed home because of the rain, and she seems to like the house."), "seem"
    )
    assert original.hypothesis == "We stayed home because of the rain, and she likes the house."
    assert negated.premise == (
        "We stayed home because of the rain, and she does not seem to like the house."
    )


def test_guard_misparsed_because_clause_still_gives_no_pair(mine):
    found = mine("I like her because of all of us, she seems to have hope.")
    assert all(not pairs for c, pairs in found if c.trigger_lemma == "seem")


# 3. ``verb_complement_context._unrealised_tense`` read the participle of a present perfect or
#    present passive as a past ("until we have confirmed that P" kept its entailment)


def test_until_present_perfect_confirm_is_neutral(mine):
    original, _ = pairs_of(
        mine("We will wait here until we have confirmed that the bridge is safe."), "confirm"
    )
    assert original.hypothesis == "The bridge is safe."
    assert original.heuristic_label == "neutral"


def test_guard_until_past_perfect_confirm_keeps_entailment(mine):
    original, _ = pairs_of(
        mine("They waited there until they had confirmed that the bridge was safe."), "confirm"
    )
    assert original.heuristic_label == "entailment"
