"""Stop 53 mends to conjunct removal, each with a reason in the code.

- an abbreviation that ends the remaining sentence ("D.C.") keeps one period: its period
  doubles as the full stop (CMOS 6.13), never "Washington D.C..";
- a pronoun left alone as the subject takes the subjective case and the verb agrees with its
  person ("My wife and I are" -> "I am", "Me and my mate went" -> "I went"; Quirk et al.
  1985 §6.5, §10.34), never "I are" or "Me went".

Constructed sentences through the real pipeline."""

from __future__ import annotations

from tests.phenomenon_support import mined_removals


def test_abbreviation_period_doubles_as_the_full_stop() -> None:
    removals = mined_removals("We flew from Boston to Washington D.C. and then drove to Richmond.")
    assert "We flew from Boston to Washington D.C." in removals
    assert not any(h.endswith("..") for h in removals)


def test_an_ellipsis_is_left_alone() -> None:
    removals = mined_removals("She waited for the bus and then for the train...")
    assert not any(h.endswith("..") and not h.endswith("...") for h in removals)


def test_first_person_survivor_agrees() -> None:
    removals = mined_removals("My wife and I are moving to Ohio next year.")
    assert "I am moving to Ohio next year." in removals
    assert "My wife is moving to Ohio next year." in removals
    past = mined_removals("His brother and I were late for the show.")
    assert "I was late for the show." in past


def test_objective_pronoun_survivor_takes_the_subject_case() -> None:
    removals = mined_removals("Me and him are going fishing tomorrow.")
    assert "I am going fishing tomorrow." in removals
    assert "He is going fishing tomorrow." in removals
    assert not any(h.startswith(("Me ", "Him ")) for h in removals)


def test_present_lexical_verb_agrees_with_he_or_she() -> None:
    removals = mined_removals("She and I love the movie.")
    assert {"I love the movie.", "She loves the movie."} <= removals
