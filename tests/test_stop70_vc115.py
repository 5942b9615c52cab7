"""verb_complement, stop 70 (branch vc115): triggers and labels from the s1203b review.

Constructed sentences through the real pipeline (``mined_pairs``, real spaCy parse), each class
next to a good neighbour that must stay:

1. the definitional frame ("We say that X if Y", "X is said to be Y if Z") entails its
   complement; reports ("They say that P", "is said to be the longest") stay neutral;
2. claimed triggers that embed nothing: the subordinator "provided that" parsed as a verb
   conjunct, an infinitive in an appositive after a dash, an infinitival relative read as the
   complement of "know";
3. evidence that "usually reveals that p" does not entail p; "always reveals" still does.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _pairs(text: str) -> list:
    return mined_pairs(text, "verb_complement")


def _by_kind(text: str) -> dict[str, tuple[str, str, str, bool]]:
    return {
        p.premise_kind: (p.premise, p.hypothesis, p.heuristic_label, p.well_formed)
        for p in _pairs(text)
    }


# 1. the definitional frame


def test_we_say_that_if_is_a_definition():
    pairs = _by_kind("We say that a graph is connected if any two vertices are joined by a path.")
    assert pairs["original"][1:] == (
        "A graph is connected if any two vertices are joined by a path.",
        "entailment",
        True,
    )
    assert pairs["negated"][3] is False


def test_is_said_to_be_if_is_a_definition():
    pairs = _by_kind("Two integers are said to be coprime if no prime divides both of them.")
    assert pairs["original"][1:3] == (
        "Two integers are coprime if no prime divides both of them.",
        "entailment",
    )


def test_fronted_condition_of_a_definition():
    pairs = _by_kind("If such a norm exists, the space is said to be normable.")
    assert pairs["original"][2] == "entailment"


def test_they_say_that_stays_a_report():
    pairs = _by_kind("They say that the factory will close if sales fall.")
    assert pairs["original"][1:3] == ("The factory will close if sales fall.", "neutral")


def test_we_said_that_stays_a_report():
    pairs = _by_kind("We said that the road is closed if it snows.")
    assert pairs["original"][2] == "neutral"


def test_is_said_to_without_condition_stays_hearsay():
    pairs = _by_kind("The lake is said to be the deepest in the country.")
    assert pairs["original"][1:3] == ("The lake is the deepest in the country.", "neutral")


def test_it_is_said_that_stays_hearsay():
    pairs = _by_kind("It is said that the village floods if the river rises.")
    assert pairs["original"][2] == "neutral"


# 2. no complement-taking verb


def test_provided_that_builds_no_pair():
    # (main's parse makes "provided" a verb conjunct here; the shorter "You may copy the manual
    # provided that ..." parses as a subordinator already)
    text = (
        "You may include a summary of this License provided that you also include "
        "the original English version of this License."
    )
    assert _pairs(text) == []


def test_verb_provide_that_stays():
    pairs = _by_kind("The treaty provided that the land would return to the crown.")
    assert pairs["original"][1] == "The land would return to the crown."
    pairs = _by_kind("The company built the road and provided that the town would maintain it.")
    assert pairs["original"][1] == "The town would maintain it."


def test_infinitive_after_dash_appositive_builds_no_pair():
    text = (
        "In the second case (indirection via registers), loading the operand requires two "
        "memory accesses - one to fetch the effective address and another to read the operand."
    )
    assert _pairs(text) == []


def test_object_control_require_stays():
    pairs = _by_kind("The rule requires users to log in.")
    assert pairs["original"][1] == "Users log in."


def test_infinitival_relative_after_know_builds_no_pair():
    text = (
        "The scheme requires that the reader knows the complete abstract syntax "
        "of the data structure to be decoded."
    )
    hypotheses = {p.hypothesis for p in _pairs(text)}
    assert "The complete abstract syntax of the data structure is decoded." not in hypotheses
    assert (
        "The reader knows the complete abstract syntax of the data structure to be decoded."
        in hypotheses
    )


def test_know_with_pronoun_and_passive_infinitive_stays():
    pairs = _by_kind("I know him to be trusted by everyone.")
    assert pairs["original"][1] == "He is trusted by everyone."


# 3. "usually reveals"


def test_usually_reveals_with_evidence_subject_is_neutral():
    pairs = _by_kind("Use of this word usually reveals that the writer learned English in Britain.")
    assert pairs["original"][1:3] == ("The writer learned English in Britain.", "neutral")


def test_always_reveals_and_plain_reveals_stay_entailment():
    pairs = _by_kind("Use of this word always reveals that the writer learned English in Britain.")
    assert pairs["original"][2] == "entailment"
    pairs = _by_kind("The survey reveals that the bridge is unsafe.")
    assert pairs["original"][1:3] == ("The bridge is unsafe.", "entailment")
