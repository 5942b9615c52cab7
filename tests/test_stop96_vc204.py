"""verb_complement, stop 96, branch vc204 (issue #12): discourse openers and matrix degree
adverbs in the complement hypothesis.

1. material before the matrix clause that is no part of the complement's proposition: a
   verbless fragment set off by a dash, an elliptical first clause ("So we did, and ...");
2. degree "much" (with "so", "very") boosting the matrix verb goes with it.

Constructed sentences through the real spaCy model and the real extractor and rewriters.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _hypotheses(text: str, kind: str = "original") -> list[str]:
    return [p.hypothesis for p in mined_pairs(text, "verb_complement") if p.premise_kind == kind]


# 1. a verbless fragment before a dash


def test_dash_fragment_before_matrix_clause_is_dropped():
    text = "Anyway, on to the harbour — we need to load all the crates onto the ship."
    assert _hypotheses(text) == ["We will load all the crates onto the ship."]


def test_dash_fragment_is_dropped_under_negation_too():
    text = "Right, back to the garden — we need to plant the roses before the frost."
    hyps = _hypotheses(text, "negated")
    assert hyps and all(h.startswith("We will plant the roses") for h in hyps), hyps


def test_guard_dash_inside_the_subject_stays():
    text = "My brother — a doctor — wanted to visit us."
    assert _hypotheses(text) == ["My brother — a doctor — visited us."]


def test_guard_comma_set_time_frame_stays():
    text = "On this day, we managed to climb the hill."
    assert _hypotheses(text) == ["On this day, we climbed the hill."]


# 1. an elliptical first clause of two coordinated main clauses


def test_preceding_coordinate_clause_is_dropped():
    text = "So we did, and we even managed to fix the roof before the storm."
    assert _hypotheses(text) == ["We fixed the roof before the storm."]


def test_elliptical_have_clause_before_and_is_dropped():
    text = "So you have, and you even managed to win the title back."
    assert _hypotheses(text) == ["You won the title back."]


def test_guard_full_first_clause_stays():
    # RP19's gold keeps a full first clause ("His face was sick, but he grinned at Hanson")
    text = "It snowed all night, but we managed to finish the game."
    assert _hypotheses(text) == ["It snowed all night, but we finished the game."]


def test_guard_operator_with_its_own_object_stays():
    text = "We did the dishes, and we managed to clean the floor."
    assert _hypotheses(text) == ["We did the dishes, and we cleaned the floor."]


def test_guard_predicate_coordination_sharing_the_subject_stays():
    text = "I am tired and still hope to see the show."
    assert _hypotheses(text) == ["I am tired and will still see the show."]


def test_guard_conditional_clause_before_the_trigger_stays():
    text = "If it rains, we want to stay inside."
    assert _hypotheses(text) == ["If it rains, we will stay inside."]


# 2. degree "much" of the matrix verb


def test_so_very_much_after_the_matrix_verb_is_dropped():
    text = "She wanted so very much to win the race."
    assert _hypotheses(text) == ["She won the race."]


def test_very_much_before_the_matrix_verb_is_dropped():
    text = "They very much wanted to stay for dinner."
    assert _hypotheses(text) == ["They stayed for dinner."]


def test_much_before_prefer_is_dropped():
    text = "He much preferred to walk home."
    assert _hypotheses(text) == ["He walked home."]


def test_guard_much_of_the_complement_stays():
    text = "She wanted to eat much more."
    assert _hypotheses(text) == ["She ate much more."]
