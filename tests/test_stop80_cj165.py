"""Stop 80 round one, branch cj165: two span classes of ConjNLI's missed removals.

1. Exceptive "but" (``conjunction_remainders.exceptive_but_phrase``): "nothing but X", "no
   one but X", "all but three of the X". "but" after a negative or universal quantifier is the
   exceptive preposition (Huddleston & Pullum 2002 ch. 7 §4.5); ConjNLI makes its "but" pairs
   by taking out the exception or the host (Saha et al. 2020 Table 1, ex. 7). The host and the
   exception are the two spans; labels after von Fintel 1993: a negative host's exception
   alone is entailed and the host alone contradicts (``exceptive_host``); under "all" every
   removal contradicts (``exceptive_universal``). "all but impossible" (= "almost") and
   "nothing but complain" (a verb) are no such phrase.
2. Respective coordination (``conjunction.respective_partner``, ``respective_removals``):
   "A and B ... C and D respectively" is the conjunction of "A ... C" and "B ... D" (Quirk et
   al. 1985 §13.61; Gawron & Kehler 2004), so member k goes from both lists at once, with
   "respectively": entailed (``respective_members``). One list alone stays unreduced, and a
   plural-agreeing present verb ("are") is left alone, since the joint cut does not re-inflect.

Sentences are constructed and go through the real spaCy model and the real pipeline."""

from __future__ import annotations

from tests.phenomenon_support import written_conjunction_pairs as _written


def _labels(removed: dict[str, object]) -> dict[str, tuple[str, str]]:
    return {h: (p.heuristic_label, p.label_rule) for h, p in removed.items()}


# 1. exceptive "but"


def test_negative_host_exception_removals():
    removed = _labels(_written("Nobody but the janitor knew the code."))
    assert removed["The janitor knew the code."] == ("entailment", "exceptive_host")
    assert removed["Nobody knew the code."] == ("contradiction", "exceptive_host")


def test_negative_host_after_a_verb():
    removed = _labels(_written("The long search produced nothing but old letters."))
    assert removed["The long search produced old letters."] == ("entailment", "exceptive_host")
    assert removed["The long search produced nothing."] == ("contradiction", "exceptive_host")


def test_universal_host_before_a_numeral_contradicts_both_ways():
    removed = _labels(_written("She painted all but two of the rooms in the house."))
    assert removed["She painted all of the rooms in the house."] == (
        "contradiction",
        "exceptive_universal",
    )
    assert removed["She painted two of the rooms in the house."] == (
        "contradiction",
        "exceptive_universal",
    )


def test_all_but_before_an_adjective_is_almost():
    # "all but impossible" = "almost impossible": no exception to take out
    assert _written("Finding the old key was all but impossible.") == {}


def test_nothing_but_before_a_verb_is_no_exception_phrase():
    # "did nothing but complain" = "only complained": the object of "but" is a verb
    assert _written("He did nothing but complain about the weather.") == {}


# 2. respective coordination


def test_respectively_removes_the_same_member_from_both_lists():
    text = "They toured Spain and Norway in 2004 and 2007, respectively."
    removed = _labels(_written(text))
    assert removed == {
        "They toured Spain in 2004.": ("entailment", "respective_members"),
        "They toured Norway in 2007.": ("entailment", "respective_members"),
    }


def test_respectively_in_brackets_goes_too():
    text = "The twins studied law and music in Leeds and Bristol (respectively)."
    removed = _labels(_written(text))
    assert removed["The twins studied law in Leeds."] == ("entailment", "respective_members")


def test_plural_agreeing_verb_keeps_the_lists_whole():
    # "Mark and Lisa are a pilot and a chef" -> "*Mark are a pilot": no joint cut
    assert _written("Mark and Lisa are a pilot and a chef, respectively.") == {}


def test_lists_without_respectively_are_still_reduced_one_by_one():
    text = "They toured Spain and Norway in the spring."
    removed = _labels(_written(text))
    assert removed["They toured Spain in the spring."] == ("entailment", "boolean_and")
