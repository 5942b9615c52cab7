"""verb_complement, thirty-fourth pass (issue #12, branch vc26; the lead merged parts 2 and 3
only): labels of an inceptive over a verb of disappearance and of "'d had to", from the judged
rejects of s1129u-y.

Constructed sentences through the real spaCy model and the real extractor/rewriters; each test
failed on the code before this change (4df5880), except where the docstring says it guards
behaviour that must stay.
"""

from __future__ import annotations

import pytest

from tests.phenomenon_support import pairs_of

# 2. an inceptive over a verb of disappearance does not entail the disappearance


@pytest.mark.parametrize(
    "text,lemma",
    [
        ("Then the fog began to vanish as the sun rose.", "begin"),
        ("The old customs started to disappear after the war.", "start"),
    ],
)
def test_inceptive_over_disappearance_is_neutral(mine, text, lemma):
    original, negated = pairs_of(mine(text), lemma)
    assert original.heuristic_label == "neutral", original.hypothesis
    assert negated.heuristic_label == "contradiction", negated.premise


def test_inceptive_over_an_activity_keeps_entailment(mine):
    """Guard: "began to sing" -> "sang" stays entailment (an activity's onset is an instance)."""
    original, negated = pairs_of(mine("The crowd began to sing."), "begin")
    assert original.heuristic_label == "entailment"
    assert negated.heuristic_label == "contradiction"


# 3. "'d" before a past form is "had": "they'd had to listen" is a realised past obligation


def test_clitic_had_had_to_is_a_past_obligation(mine):
    original, _ = pairs_of(mine("He kept talking, so of course they'd had to listen."), "have")
    assert original.heuristic_label == "entailment", original.features
    assert original.hypothesis.endswith("they'd listened.")


def test_would_have_to_stays_open(mine):
    """Guard: "they'd have to listen" (would + base form) entails nothing; since the
    fifty-ninth pass (vc52) it makes no pair at all ("they'd listen" reads as willingness)."""
    found = mine("If he talked, they'd have to listen.")
    assert not any(c.trigger_lemma == "have" and p for c, p in found)
