"""Forty-fourth pass (stop 52, im37): candidates of the blind review's classes that are not
scalar uses, on constructed sentences through the real pipeline, each with a near twin that
keeps its pair.

1. Acceptability "fine" ("that's fine, if ...", "fine to start out with"); quality "fine" stays.
2. "two" on a noun with a canonical count ("two parents", "two eyes"); "two horses" stays.
3. A scalar item in a to-infinitive under an evaluative adjective ("difficult to ... five").
4. Exclusive "only" in the modal's clause ("could rely only upon").
5. "unlikely" of represented content ("the plot is unlikely"); of an event it stays.
"""

from __future__ import annotations

from tests.phenomenon_support import kept, mined_pairs


def _hypotheses(text: str, subtype: str) -> set[str]:
    return {
        p.hypothesis
        for p in mined_pairs(text, "implicature")
        if p.subtype == subtype and p.premise_kind == "original" and kept(p)
    }


def test_acceptability_fine_with_a_condition_gives_no_pair() -> None:
    assert _hypotheses("If all you can do is wait, that's fine.", "gradable_adjectives") == set()


def test_acceptability_fine_with_a_purpose_infinitive_gives_no_pair() -> None:
    text = "Ten minutes a day is fine to start out with."
    assert _hypotheses(text, "gradable_adjectives") == set()


def test_acceptability_fine_with_a_proviso_gives_no_pair() -> None:
    text = "This is fine, as long as you stay honest with yourself."
    assert _hypotheses(text, "gradable_adjectives") == set()


def test_quality_fine_keeps_its_pair() -> None:
    hyps = _hypotheses("The acting was fine.", "gradable_adjectives")
    assert hyps == {"The acting wasn't great."}


def test_two_parents_gives_no_pair() -> None:
    text = "Two parents lived in the house with their son."
    assert _hypotheses(text, "numerals") == set()


def test_two_eyes_gives_no_pair() -> None:
    assert _hypotheses("Two pale eyes looked out of the window.", "numerals") == set()


def test_two_horses_keeps_its_pair() -> None:
    hyps = _hypotheses("The farmer bought two horses at the fair.", "numerals")
    assert hyps == {"The farmer didn't buy more than two horses at the fair."}


def test_numeral_under_difficult_to_gives_no_pair() -> None:
    text = "It is difficult to say goodbye to five people."
    assert _hypotheses(text, "numerals") == set()


def test_quantifier_under_okay_to_gives_no_pair() -> None:
    assert _hypotheses("It is okay to join most discussions.", "quantifiers") == set()


def test_numeral_outside_the_evaluated_infinitive_keeps_its_pair() -> None:
    hyps = _hypotheses("She has two dogs and it is hard to walk them.", "numerals")
    assert hyps == {"She doesn't have more than two dogs."}


def test_could_with_exclusive_only_gives_no_pair() -> None:
    text = "The judge could rely only upon the dissenting opinion."
    assert _hypotheses(text, "modals") == set()


def test_could_without_only_keeps_its_pair() -> None:
    hyps = _hypotheses("The judge could rely upon the dissenting opinion.", "modals")
    assert hyps == {"The judge didn't need to rely upon the dissenting opinion."}


def test_unlikely_plot_gives_no_pair() -> None:
    text = "Sure the plot is unlikely, but that doesn't stop one from enjoying this film."
    assert _hypotheses(text, "gradable_adjectives") == set()


def test_unlikely_event_keeps_its_pair() -> None:
    assert _hypotheses("Rain is unlikely.", "gradable_adjectives") == {"Rain isn't impossible."}


def test_compound_of_a_canonical_count_noun_keeps_its_pair() -> None:
    hyps = _hypotheses("The archer hit two bull's-eyes.", "numerals")
    assert hyps == {"The archer didn't hit more than two bull's-eyes."}
