"""verb_complement, eighty-seventh pass (branch vc81, stop 55: follow-ups of s1201m).

Constructed sentences through the real pipeline (``mined_pairs``): the repeated-attitude flag
spares a contrast of two complements, the ensure reading of "I'll see that P" gets a future
hypothesis, and a that-less first-person "I know" misattached by the parser is flagged as a
parenthetical when negated, next to guards that keep the flag on restarts and the factive
"know" with "that" or a third-person subject.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs

REPEAT = "negated-premise-repeats-trigger"
PARENTHETICAL = "negated-parenthetical:know"


def _pair(text: str, kind: str, premise_part: str):
    hits = [
        p
        for p in mined_pairs(text, "verb_complement")
        if p.premise_kind == kind and premise_part in p.premise
    ]
    assert len(hits) == 1, [
        (p.premise_kind, p.premise) for p in mined_pairs(text, "verb_complement")
    ]
    return hits[0]


# -- 1. a contrast of two attitude clauses is no restart --------------------------------------


def test_contrast_of_two_wants_is_not_flagged() -> None:
    text = "I wanted the kids to be safe, I wanted to learn their names."
    p = _pair(text, "negated", "I did not want the kids")
    assert REPEAT not in p.features["flags"]
    # Since stop 66 (vc105) negating one of two parallel clauses is its own defect: "I did not
    # want X, I wanted Y" reads as a correction of the first clause, not as its denial.
    assert p.features["flags"] == ["negated-parallel-conjunct"]


def test_contrast_mirror_is_not_flagged() -> None:
    text = "I wanted the kids to be safe, I wanted to learn their names."
    p = _pair(text, "negated", "I did not want to learn")
    assert REPEAT not in p.features["flags"]


def test_attitude_inside_the_complement_is_not_a_repeat() -> None:
    text = "She says the paint is dry and she wants to come back and show you how she wants it."
    p = _pair(text, "negated", "she does not want to come back")
    assert REPEAT not in p.features["flags"]


def test_restart_stays_flagged() -> None:
    p = _pair("I think, I think maybe it's time you called him.", "negated", "do not think")
    assert REPEAT in p.features["flags"]
    assert not p.well_formed


def test_restart_with_repeated_object_stays_flagged() -> None:
    p = _pair("You want me, you want me to quit my job.", "negated", "do not want me to quit")
    assert REPEAT in p.features["flags"]


def test_anaphoric_second_complement_stays_flagged() -> None:
    text = "I think you should go, get some rest, clear your head, I think it'd be really good."
    p = _pair(text, "negated", "I do not think you should go")
    assert REPEAT in p.features["flags"]


# -- 2. "I'll see (to it) that P": a future hypothesis ----------------------------------------


def test_commissive_see_gets_future_hypothesis() -> None:
    p = _pair("All right, I'll see that she gets the letter.", "original", "I'll see")
    assert p.hypothesis == "She will get the letter."


def test_see_to_it_that_gets_future_hypothesis() -> None:
    p = _pair("We'll see to it that he gets home safely.", "negated", "not see to it")
    assert p.hypothesis == "He will get home safely."
    assert p.heuristic_label == "neutral"


def test_predicted_realisation_keeps_present() -> None:
    p = _pair("You will see that he knows the way.", "original", "You will see")
    assert p.hypothesis == "He knows the way."


# -- 3. that-less "I know" misattached by the parser ------------------------------------------


def test_vocative_i_know_clause_is_flagged() -> None:
    p = _pair("Rachel, honey, I know this is hard.", "negated", "I do not know")
    assert PARENTHETICAL in p.features["flags"]
    assert not p.well_formed


def test_i_know_before_a_second_clause_is_flagged() -> None:
    text = "I mean I know it's weird, it's awkward, but you have to try."
    p = _pair(text, "negated", "I do not know")
    assert PARENTHETICAL in p.features["flags"]


def test_i_know_that_is_kept() -> None:
    p = _pair("I know that he is coming, I saw the car.", "negated", "I do not know")
    assert PARENTHETICAL not in p.features["flags"]
    assert p.well_formed


def test_third_person_knows_is_kept() -> None:
    p = _pair("He knows she is coming, it's obvious.", "negated", "does not know")
    assert PARENTHETICAL not in p.features["flags"]
    assert p.heuristic_label == "entailment"
