"""Sixty-second pass (docs/implicature.md, "Sixty-second pass (stop 60, im55: ...)").

No pair for a stranded auxiliary after an interjection ("heck, most monsters are!"), a
proportion "nine out of ten", a scalar item in the infinitive of "too ... to", an NP fragment
whose coordinated participles the parser read as finite verbs. Sentences of the review s1202i
and constructed twins through the real pipeline; each class has a twin that keeps its pairs."""

from __future__ import annotations

from tests.phenomenon_support import implicature_hypotheses

_hypotheses = implicature_hypotheses


def test_elided_predicate_after_interjection_gets_no_pair() -> None:
    text = "Zombies are pretty dumb… heck, most monsters are!"
    assert _hypotheses(text, "quantifiers") == set()


def test_overt_predicate_after_interjection_keeps_its_pair() -> None:
    assert _hypotheses("Heck, most monsters are dumb!", "quantifiers") == {
        "Not all monsters are dumb!"
    }


def test_proportion_out_of_gets_no_pair() -> None:
    text = (
        "If you need to make lots of money in a hurry, bounty hunting is the way to go, but "
        "nine out of ten pilots who give bounty hunting a try end up dead."
    )
    assert _hypotheses(text, "numerals") == set()
    assert _hypotheses("Two in five players in the town own a car.", "numerals") == set()


def test_plain_count_keeps_its_pair() -> None:
    assert _hypotheses("Nine pilots ended up dead.", "numerals") == {
        "No more than nine pilots ended up dead."
    }


def test_item_under_too_to_gets_no_pair() -> None:
    assert _hypotheses("You're too weak to be hungry anymore.", "gradable_adjectives") == set()


def test_item_under_enough_to_keeps_its_pair() -> None:
    assert _hypotheses("The soup was warm enough to be good.", "gradable_adjectives") == {
        "The soup wasn't warm enough to be excellent."
    }


def test_np_fragment_with_participles_gets_no_pair() -> None:
    text = (
        "Five pieces of rebar sharpened to cruel points and strapped to a brace fastened at "
        "wrist and forearm on both arms."
    )
    assert _hypotheses(text, "numerals") == set()


def test_finite_coordinated_predicate_keeps_its_pair() -> None:
    assert _hypotheses("Five guards sharpened their swords and strapped them on.", "numerals") == {
        "No more than five guards sharpened their swords and strapped them on."
    }


def test_clause_after_explaining_colon_is_the_hypothesis() -> None:
    text = (
        "That, plus its relatively remote location, means that its population is low despite "
        "its fertile fields and fisheries: most Kimek prefer to live somewhere closer to their "
        "inner core of bustling metropolitan worlds."
    )
    assert _hypotheses(text, "quantifiers") == {
        "Not all Kimek prefer to live somewhere closer to their inner core of bustling "
        "metropolitan worlds."
    }


def test_colon_after_a_label_keeps_the_whole_sentence() -> None:
    assert _hypotheses("Warning: most guards carry knives.", "quantifiers") == {
        "Warning: not all guards carry knives."
    }


def test_host_feature_many_gets_no_pair() -> None:
    text = "Many cracks perforate its body, with small fungal stalks poking through."
    assert _hypotheses(text, "quantifiers") == set()


def test_ordinary_many_subject_keeps_its_pair() -> None:
    assert _hypotheses("Many guards patrol its walls.", "quantifiers") == {
        "Not all guards patrol its walls."
    }
