"""verb_complement precision, hundred-eighth pass (branch vc102, stop 64): the blind rejects of
s1202q (matrix material in the hypothesis: a subject-oriented modal carried to an object
controller, a hedge over an unrealised complement, a closing "thanks", a bracketed question,
"waiting to" rendered as a present progressive; NPIs stranded when the negation goes: scalar
"even"/"much" in an infinitive, "let alone"/"least of all"; a predicate conjunct left in the
base form; negated questions).

Constructed sentences through the real spaCy model and the real extractor and rewriters.
"""

from __future__ import annotations

from tests.phenomenon_support import one_verb_complement_pair as _one
from tests.phenomenon_support import pair_flags
from tests.phenomenon_support import verb_complement_pairs_of_kind as _pairs

# class 1: matrix material in the hypothesis


def test_object_controller_does_not_take_the_matrix_modal():
    pair = _one("I can't force the miners to work on a holiday.", "original")
    assert pair.hypothesis == "The miners work on a holiday."
    pair = _one("She could persuade him to stay for dinner.", "original")
    # stop 96 (vc199): a directive's infinitive takes the will-future (FUTURE_DIRECTIVES), as a
    # volition verb's does once its matrix modal is gone
    assert pair.hypothesis == "He will stay for dinner."


def test_guard_subject_implicative_keeps_its_modal():
    pair = _one("They can't manage to cross the river.", "original")
    assert pair.hypothesis == "They can cross the river."


def test_hedge_over_a_plan_is_dropped():
    pair = _one("The bandits are probably planning to raid the village tonight!", "original")
    assert pair.hypothesis == "The bandits will raid the village tonight."


def test_hedge_over_an_attempt_is_dropped():
    pair = _one("She is perhaps trying to reach the northern gate.", "original")
    assert "perhaps" not in pair.hypothesis
    assert pair.hypothesis.startswith("She is reaching")


def test_guard_hedge_over_an_implicative_stays():
    pair = _one("The thief probably managed to escape through the roof.", "original")
    assert pair.hypothesis == "The thief probably escaped through the roof."


def test_closing_thanks_and_please_are_dropped():
    pair = _one("I would like to read the letters tomorrow, thanks.", "original")
    assert pair.hypothesis == "I will read the letters tomorrow."
    pair = _one("I want you to close the window, please.", "original")
    assert pair.hypothesis == "You will close the window."


def test_bracketed_question_aside_is_dropped():
    pair = _one(
        "I convinced him it was a matter of honour (is the old man even awake?)", "original"
    )
    assert pair.hypothesis == "It was a matter of honour."
    pair = _one("He told them the well was poisoned (who would do such a thing?)", "original")
    assert pair.hypothesis == "The well was poisoned."


def test_guard_bracket_without_question_stays():
    pair = _one("He said the meeting was moved (to Tuesday) because of the storm.", "original")
    assert "(to Tuesday)" in pair.hypothesis


def test_progressive_waiting_to_is_a_future():
    pair = _one("The captain has been waiting to speak with you.", "original")
    assert pair.hypothesis == "The captain will speak with you."


def test_guard_habitual_wait_is_not_a_future():
    pair = _one("She waits to speak until everyone is seated.", "original")
    assert "will" not in pair.hypothesis


# class 2/3: polarity items stranded when the negation goes


def test_scalar_even_in_an_infinitive_is_flagged():
    for text in (
        "You don't seem to be even armed.",
        "She didn't bother to even look at the letter.",
    ):
        for pair in _pairs(text, "original") + _pairs(text, "negation_removed"):
            assert "non-construction:npi-in-complement:even" in pair_flags(pair), text
            assert not pair.well_formed


def test_weak_npi_much_in_an_infinitive_is_flagged():
    pair = _one("He didn't seem to care much about the money.", "negation_removed")
    assert "non-construction:npi-in-complement:much" in pair_flags(pair)


def test_guard_comparative_even_is_no_npi():
    pair = _one("She seems to be even taller than her brother.", "original")
    assert not any("npi" in f for f in pair_flags(pair))
    assert pair.well_formed


def test_negative_coordinators_are_flagged():
    pair = _one("You aren't allowed to open the gate, let alone break it.", "negation_removed")
    assert "non-construction:npi-in-complement:let alone" in pair_flags(pair)
    assert not pair.well_formed
    pair = _one("We were not permitted to speak, least of all shout.", "negation_removed")
    assert "non-construction:npi-in-complement:least of all" in pair_flags(pair)


def test_guard_negative_coordinator_licensed_later_stays():
    text = "She did not want to stay, and he never called, let alone wrote."
    pair = _one(text, "negation_removed")
    assert not any("let alone" in f for f in pair_flags(pair))


# class 3: a predicate conjunct in the base form


def test_predicate_conjunct_takes_its_heads_tense():
    pair = _one("You cover yourself with leaves and pretend to be a bush.", "original")
    assert pair.hypothesis == "You cover yourself with leaves and are a bush."


# class 4: questions


def test_negated_inverted_question_is_a_defect():
    pair = _one("Do you mean the guards will let us pass?!", "negated")
    assert "negated-question" in pair_flags(pair)
    assert not pair.well_formed


def test_guard_question_original_pair_stays():
    pair = _one("Do you mean the guards will let us pass?!", "original")
    assert pair.well_formed
