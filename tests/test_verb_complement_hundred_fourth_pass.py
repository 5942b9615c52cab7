"""verb_complement precision, hundred-fourth pass (branch vc98, stop 62): the blind rejects of
s1202n (a +/- implicative under "will not" labelled neutral because of a "may" in a
coordinated sister clause, negation inside a restrictive relative, "well" of an adjectival
"well advised" left on the complement, "has begun to V" rewritten as the completed "has V-ed").

Constructed sentences through the real spaCy model and the real extractor and rewriters.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs, pair_flags


def _pairs(text: str, premise_kind: str) -> list:
    return [p for p in mined_pairs(text, "verb_complement") if p.premise_kind == premise_kind]


def _original(text: str):
    (pair,) = _pairs(text, "original")
    return pair


# class 1: a two-way implicative keeps its contradiction when the possibility modal is in a
# coordinated sister clause, not over the trigger


def test_sister_clause_modal_does_not_neutralise_two_way_implicative():
    pair = _original("You may open the chest like any box, but the guards will not dare to try.")
    assert pair.heuristic_label == "contradiction"
    assert "possibility" not in pair.label_rule
    pair = _original("Anyone can read the letter, but the clerk did not manage to seal it.")
    assert pair.heuristic_label == "contradiction"


def test_guard_modal_over_the_trigger_still_neutralises():
    pair = _original("The guards may not dare to open the gate.")
    assert pair.heuristic_label == "neutral"
    # a shared modal over coordinated predicates (no subject of their own) scopes over both
    pair = _original("The guards may open the chest and not dare to take the gold.")
    assert pair.heuristic_label == "neutral"


def test_guard_operator_above_a_clausal_coordination_still_neutralises():
    pair = _original(
        "It is possible that the door is shut and the guards will not dare to open it."
    )
    assert pair.heuristic_label == "neutral"


def test_guard_plain_future_keeps_the_contradiction():
    pair = _original("The sentries will not dare to leave the wall.")
    assert pair.heuristic_label == "contradiction"


# class 2: a trigger inside a restrictive relative gives a flagged negated premise (existing
# checks, confirmed)


def test_negated_trigger_in_restrictive_relative_is_flagged():
    (negated,) = _pairs("The cursed ward burns all who dare to touch the altar.", "negated")
    assert not negated.well_formed
    flags = pair_flags(negated)
    assert "non-construction:restrictive-relative" in flags
    assert "negated-subordinate-clause" in flags


# class 3: hypothesis debris


def test_degree_adverb_of_adjectival_participle_goes_with_the_trigger():
    pair = _original("Climbers are well advised to rest before the final ridge.")
    assert pair.hypothesis == "Climbers rest before the final ridge."


def test_present_perfect_inceptive_gives_the_ongoing_activity():
    pair = _original("The old bridge has begun to sag badly.")
    assert pair.hypothesis == "The old bridge is sagging badly."
    pair = _original("The river has started to rise and flood.")
    assert pair.hypothesis == "The river is rising and flooding."


def test_guard_plural_present_perfect_inceptive_keeps_the_perfect():
    # a plural subject can count completed events ("Letters have started to arrive": some
    # have arrived), RP19's reading
    pair = _original("Letters have started to arrive at the inn.")
    assert pair.hypothesis == "Letters have arrived at the inn."


def test_present_perfect_inceptive_of_a_state_gives_the_simple_present():
    pair = _original("The tower has begun to be dangerous.")
    assert pair.hypothesis == "The tower is dangerous."


def test_guard_simple_past_inceptive_is_unchanged():
    pair = _original("The old bridge began to sag badly.")
    assert pair.hypothesis == "The old bridge sagged badly."
