"""verb_complement, ninety-second pass (branch vc86, stop 57: candidates, labels, complement
surface).

Constructed sentences through the real pipeline (``complement_pairs``): a subjectless
"assuming" opening an adjunct is the conditional subordinator, "can't even begin to" an NPI
idiom, "In saying that," a discourse connective and "won't want to miss" a recommendation
formula, none a candidate; "confess that" is factive (+/+); the present perfect of an inceptive
over a telic complement does not entail its culmination. Guards keep "I'm assuming that",
"began to", "won't want to stay" and "have started to arrive".
"""

from __future__ import annotations

from tests.phenomenon_support import complement_pairs


def _labels(text: str, kind: str = "original") -> dict[str, str]:
    return {p.hypothesis: p.heuristic_label for p in complement_pairs(text, kind)}


# -- 1. not a clause-embedding verb --------------------------------------------------------


def test_sentence_initial_assuming_is_a_conditional() -> None:
    assert complement_pairs("Assuming it's the driver, the fix is easy.") == []


def test_bracketed_assuming_is_a_conditional() -> None:
    text = "The backup runs at noon (assuming nobody changes the schedule again)."
    assert complement_pairs(text) == []


def test_progressive_assuming_stays() -> None:
    text = "I'm assuming that you use the default config."
    assert "You use the default config." in _labels(text)


def test_cant_even_begin_to_is_an_npi_idiom() -> None:
    assert complement_pairs("I can't even begin to describe how bad the install was.") == []


def test_plain_began_to_stays() -> None:
    assert "I described the problem." in _labels("I began to describe the problem.")


def test_in_saying_that_is_a_discourse_connective() -> None:
    assert complement_pairs("In saying that, the patch works fine on my box.") == []


def test_kept_saying_that_clause_stays() -> None:
    text = "She kept saying that the server was down."
    assert "The server was down." in _labels(text)


def test_wont_want_to_miss_is_no_candidate() -> None:
    text = "It is a conference you won't want to miss."
    assert complement_pairs(text) == []


def test_wont_want_to_stay_keeps_its_pairs() -> None:
    text = "You won't want to stay there."
    assert complement_pairs(text, "negation_removed")


# -- 2. labels -----------------------------------------------------------------------------


def test_confess_that_is_factive() -> None:
    text = "Brent confessed that he had broken the build."
    assert _labels(text) == {"He had broken the build.": "entailment"}
    assert _labels(text, "negated") == {"He had broken the build.": "entailment"}


def test_have_begun_to_confirm_does_not_entail_confirmed() -> None:
    text = "Researchers have begun to confirm that the drug works."
    assert _labels(text)["Researchers have confirmed that the drug works."] == "neutral"


def test_have_started_to_arrive_still_entails() -> None:
    text = "Tax forms have started to arrive for the year."
    assert _labels(text)["Tax forms have arrived for the year."] == "entailment"


def test_liked_to_is_a_habit_and_entails() -> None:
    text = "My father liked to fish on Sundays."
    assert _labels(text) == {"My father fished on Sundays.": "entailment"}
    assert _labels(text, "negated") == {"My father fished on Sundays.": "neutral"}


def test_present_like_to_stays_neutral() -> None:
    assert _labels("I like to invent things.") == {"I invent things.": "neutral"}


# -- 3. complement surface -----------------------------------------------------------------


def test_lie_of_deceit_takes_lied() -> None:
    hyps = _labels("He allowed a witness to lie to the jury.")
    assert "A witness lied to the jury." in hyps
    assert "He lied about the money." in _labels("They forced him to lie about the money.")


def test_lie_of_position_keeps_lay() -> None:
    assert "He lay down." in _labels("The doctor told him to lie down.")
