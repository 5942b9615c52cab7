"""verb_complement, stop 69 (branch vc111): pairs an expert keeps.

Constructed sentences through the real pipeline (``mined_pairs``, real spaCy parse), one class
at a time, each next to a good neighbour that must stay:

1. a coordinated complement whose later members kept their complementizer while the first
   became the main clause (flagged ``unlike-coordination``, flags.py; vc111 had its own
   ``half-converted-list``, folded into it by mdAA);
2. a trigger inside a pair of dashes or brackets with its "complement" after the closing one
   (no construction);
3. a fronted subjectless finite clause ("Didn't want to go, he said ...": ¬S flagged, and a
   trigger inside such a fragment flagged);
4. "I'm afraid to say that P" (the complement is asserted), a factive in the consequent of an
   "if" clause with a progressive complement about the same subject (filtered), an amount noun
   after "require";
5. past "had to" with the copula "be" (a stative obligation: o/o).
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _pairs(text: str) -> list:
    return mined_pairs(text, "verb_complement")


def _by_kind(text: str, hypothesis: str) -> dict[str, tuple[str, bool, list]]:
    """premise kind -> (label, well_formed, flags) of the pairs with ``hypothesis``."""
    return {
        p.premise_kind: (p.heuristic_label, p.well_formed, list(p.features.get("flags") or []))
        for p in _pairs(text)
        if p.hypothesis == hypothesis
    }


def _clean_hypotheses(text: str) -> set[str]:
    return {p.hypothesis for p in _pairs(text) if p.well_formed}


# -- 1. coordinated complements half converted -------------------------------------------------


def test_perfect_infinitive_list_half_converted_is_flagged():
    text = (
        "He is believed to have been born in Leeds, to have studied under his uncle,"
        " and to have returned to Paris."
    )
    pairs = [p for p in _pairs(text) if p.hypothesis.startswith("He was born in Leeds")]
    assert pairs
    for p in pairs:
        assert not p.well_formed
        assert "unlike-coordination" in p.features["flags"]


def test_infinitive_series_half_converted_is_flagged():
    text = (
        "And all dared to brave unknown terrors, to do mighty deeds, to boldly split"
        " infinitives that no man had split before."
    )
    hyps = [p for p in _pairs(text) if "to boldly split" in p.hypothesis]
    assert hyps and all(not p.well_formed for p in hyps)
    assert all("unlike-coordination" in p.features["flags"] for p in hyps)


def test_and_also_that_half_converted_is_flagged():
    text = (
        "During the weeks before the escape the prison warders had noticed that attendances"
        " had fallen at film shows which included The Great Escape, and also that 220 knives"
        " and a huge quantity of electric cable had disappeared."
    )
    hyps = [p for p in _pairs(text) if "also that" in p.hypothesis]
    assert hyps and all("unlike-coordination" in p.features["flags"] for p in hyps)
    assert all(not p.well_formed for p in hyps)


def test_fully_converted_lists_stay():  # guard: every member converted
    assert "She fixed the car and painted the fence." in _clean_hypotheses(
        "She managed to fix the car and to paint the fence."
    )
    assert "The door was locked and the key was lost." in _clean_hypotheses(
        "He claimed that the door was locked and that the key was lost."
    )


def test_comma_purpose_infinitive_stays():  # guard: one comma-set purpose adjunct is no list
    assert "She left early, to catch the train." in _clean_hypotheses(
        "She managed to leave early, to catch the train."
    )


def test_demonstrative_after_and_is_no_second_that_clause():  # guard
    assert "The road was closed." in _clean_hypotheses(
        "He said that the road was closed, and that was the end of it."
    )


# -- 2. a trigger inside an interpolation --------------------------------------------------------


def test_trigger_between_dashes_takes_no_complement_after_them():
    text = (
        "Picturesque meant -- he decided after careful observation of the scenery -- that"
        " the landscape was horribly steep."
    )
    assert not [p for p in _pairs(text) if p.hypothesis == "The landscape was horribly steep."]


def test_trigger_between_brackets_takes_no_complement_after_them():
    text = "The sign meant (she concluded after a long look) that the road was closed."
    assert not [p for p in _pairs(text) if p.hypothesis == "The road was closed."]


def test_interpolation_after_the_trigger_stays():  # guard: the trigger is outside the pair
    text = "He decided -- after a long look at the hills -- that the landscape was steep."
    assert "The landscape was steep." in _clean_hypotheses(text)


# -- 3. a fronted subjectless clause -------------------------------------------------------------


def test_negated_premise_after_fronted_fragment_is_flagged():
    got = _by_kind("Didn't want to go, he said he was mad.", "He was mad.")
    assert got["original"][1]
    label, well_formed, flags = got["negated"]
    assert not well_formed and "discourse-clash:fronted-fragment" in flags


def test_trigger_inside_fronted_fragment_is_flagged():
    pairs = [p for p in _pairs("Didn't want to go, he said he was mad.") if "Went" in p.hypothesis]
    assert pairs and all(not p.well_formed for p in pairs)
    assert all("fronted-fragment-trigger" in p.features["flags"] for p in pairs)


def test_fronted_participle_clause_stays():  # guard: a non-finite clause is an adjunct
    got = _by_kind("Having eaten, he said he was full.", "He was full.")
    assert got["negated"][1]


# -- 4. formulas and filtered presuppositions ----------------------------------------------------


def test_afraid_to_say_asserts_its_complement():
    got = _by_kind(
        "And I am afraid to say that these days all I get is moo.", "These days all I get is moo."
    )
    assert got["original"][:2] == ("entailment", True)


def test_afraid_to_tell_keeps_its_report_label():  # guard: only the formula's "say"
    got = _by_kind("I'm afraid to tell him that the dog died.", "The dog died.")
    assert got["original"][0] == "neutral"


def test_factive_in_consequent_about_the_if_clause_subject_is_neutral():
    got = _by_kind(
        "If he opened the door, he knew that he was making a mistake.", "He was making a mistake."
    )
    assert got["original"][0] == "neutral"
    assert got["negated"][0] == "neutral"


def test_factive_in_consequent_about_another_referent_projects():  # guard
    got = _by_kind("If John calls, he knows that Mary is sick.", "Mary is sick.")
    assert got["original"][0] == "entailment"


def test_factive_in_consequent_with_stative_complement_projects():  # guard: vc110's case
    got = _by_kind("If she reads the letter, she will know that she was right.", "She was right.")
    assert got["original"][0] == "entailment"


def test_see_to_it_entails():  # the past "see to it that" keeps ensure's +/o
    got = _by_kind("She saw to it that the doors were locked.", "The doors were locked.")
    assert got["original"][0] == "entailment"
    assert got["negated"][0] == "neutral"


# -- 5. stative "had to be" ----------------------------------------------------------------------


def test_had_to_be_state_is_no_actuality_entailment():
    got = _by_kind("He had to be there for his children.", "He was there for his children.")
    assert got["original"][0] == "neutral"


def test_had_to_eventive_entails():  # guard: Bhatt 1999 actuality entailment
    got = _by_kind("He had to leave the house.", "He left the house.")
    assert got["original"][0] == "entailment"
    assert got["negated"][0] == "neutral"


# -- 4b. an amount after "require/need" ----------------------------------------------------------


def test_amount_after_require_is_the_thing_needed():
    text = "The engine requires large quantities of oil to run smoothly."
    assert "Large quantities of oil run smoothly." not in {p.hypothesis for p in _pairs(text)}


def test_person_object_of_require_stays():  # guard: object control
    text = "The new law requires drivers to stop at the line."
    assert "Drivers stop at the line." in {p.hypothesis for p in _pairs(text)}
