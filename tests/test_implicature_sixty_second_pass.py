"""Sixty-second pass (docs/implicature.md, "Sixty-second pass (stop 60, im55: ...)").

No pair for a stranded auxiliary after an interjection ("heck, most monsters are!"), a
proportion "nine out of ten", a scalar item in the infinitive of "too ... to", an NP fragment
whose coordinated participles the parser read as finite verbs. Sentences of the review s1202i
and constructed twins through the real pipeline; each class has a twin that keeps its pairs."""

from __future__ import annotations

import functools

from tests.phenomenon_support import implicature_hypotheses

_hypotheses = implicature_hypotheses


def test_elided_predicate_after_interjection_gets_no_pair() -> None:
    text = "Zombies are pretty dumb… heck, most monsters are!"
    assert _hypotheses(text, "quantifiers") == set()


def test_overt_predicate_after_interjection_keeps_its_pair() -> None:
    assert _hypotheses("Heck, most monsters are dumb!", "quantifiers") == {
        "Not all monsters are dumb."
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


# Read-through rt3 mends (md6): items 1, 5 and 14 of the read-through rt3 findings (`rt3-findings.md`).


@functools.cache
def _nlp():
    from pipeline.parse import load, resolve_model

    return load(resolve_model())


def _parse(text: str):
    return _nlp()(text)


def test_additive_too_on_a_verb_is_not_too_to() -> None:
    from pipeline.phenomena.implicature.contexts import downward_entailing

    doc = _parse("She too wanted to eat some of the cake.")
    assert downward_entailing(doc[5]) is None  # "some": the additive "too" hangs on "wanted"
    doc = _parse("You're too weak to be hungry anymore.")
    assert downward_entailing(doc[6]) == "degree:too"  # "hungry" under "too weak to"


def _proportions(text: str) -> dict[str, bool]:
    from pipeline.phenomena.implicature import _proportion_idiom

    doc = _parse(text)
    return {t.text: _proportion_idiom(t) for t in doc if t.like_num or t.lower_ == "one"}


def test_count_in_a_day_or_a_year_is_no_proportion() -> None:
    assert _proportions("She finished three in a day.") == {"three": False}
    assert _proportions("He won two in 2010 and three in 2011.") == {
        "two": False,
        "2010": False,
        "three": False,
        "2011": False,
    }
    assert _proportions("I ate two out of a bag.") == {"two": False}


def test_proportions_stay_proportions() -> None:
    assert _proportions("Nine out of ten pilots end up dead.") == {"Nine": True, "ten": True}
    assert _proportions("One in five say they are poor.")["One"] is True
    assert _proportions("It is one in a million.")["one"] is True
    assert _proportions("One in 2000 births is affected.")["One"] is True
    text = (
        "If you need to make lots of money in a hurry, bounty hunting is the way to go, but "
        "nine out of ten pilots who give bounty hunting a try end up dead."
    )
    assert _hypotheses(text, "numerals") == set()


def test_verb_of_saying_heading_the_part_before_the_colon_keeps_the_frame() -> None:
    # the parser hangs "He said it to me plainly" on "carry": the cut used to drop the frame
    text = "He said it to me plainly: most guards carry knives."
    assert _hypotheses(text, "quantifiers") == {
        "He said it to me plainly: not all guards carry knives."
    }
    text = "He explained to the new recruits: most guards carry knives."
    assert _hypotheses(text, "quantifiers") == {
        "He explained to the new recruits: not all guards carry knives."
    }
