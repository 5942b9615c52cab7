"""verb_complement, stop 70 (branch vc113): triggers and labels from the s1203a review.

Constructed sentences through the real pipeline (``mined_pairs``, real spaCy parse), each class
next to a good neighbour that must stay:

1. misparsed triggers: "NP used to V O" of a glossary definition (instrument reading), a
   capitalised name word read as a bare clause's verb, a reduced relative's participle read
   as a finite verb, "require" with an unattached object before a purpose infinitive;
2. a trigger in a "because"-clause whose in-place hypothesis would assert another reason;
3. "prove that" with a person as subject is +/o; with an evidence subject it keeps RP19's o/o.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _pairs(text: str) -> list:
    return mined_pairs(text, "verb_complement")


def _by_kind(text: str) -> dict[str, tuple[str, str, str]]:
    return {p.premise_kind: (p.premise, p.hypothesis, p.heuristic_label) for p in _pairs(text)}


# 1. misparsed triggers


def test_instrument_used_to_builds_no_pair():
    assert _pairs("The delimiter used to separate fields of a record.") == []


def test_participle_used_to_builds_no_pair():
    text = "The unit of length used to measure the width of a screen, including the border."
    assert _pairs(text) == []


def test_habitual_used_to_with_person_subject_stays():
    pairs = _by_kind("She used to live in Jamaica.")
    assert pairs["original"][1:] == ("She lived in Jamaica.", "entailment")
    pairs = _by_kind("My grandfather used to make shoes.")
    assert pairs["original"][1:] == ("My grandfather made shoes.", "entailment")
    pairs = _by_kind("The king used to hunt deer in the forest.")
    assert pairs["original"][1:] == ("The king hunted deer in the forest.", "entailment")


def test_name_word_is_no_bare_clause_verb():
    assert (
        _pairs("The tool estimates the Weighted Delivered Code Lines and the cost of each module.")
        == []
    )


def test_bare_clause_after_estimate_stays():
    pairs = _by_kind("The report estimates the costs will rise.")
    assert pairs["original"][1:] == ("The costs will rise.", "neutral")


def test_reduced_relative_participle_builds_no_pair():
    text = "The manual lists codes like ACK, SYN, FIN intended to signal the state of a connection."
    assert _pairs(text) == []


def test_fronted_clause_before_its_host_stays():
    pairs = _by_kind("The guide helped to explain the method: carpenters build houses.")
    assert pairs["original"][1] == "The guide explained the method: carpenters build houses."


def test_finite_intend_stays():
    pairs = _by_kind("The manager intended to signal the change.")
    assert pairs["original"][1] == "The manager signaled the change."


def test_require_with_unattached_object_builds_no_pair():
    text = "The new scheme requires about an order of magnitude lower bandwidth to carry the same traffic."
    assert _pairs(text) == []


def test_require_object_control_stays():
    pairs = _by_kind("The rule requires users to log in.")
    assert pairs["original"][1] == "Users log in."


# 2. trigger inside a reason clause


def test_trigger_in_because_clause_builds_no_pair():
    text = "She left the team later because she wasn't trusted to lead the project."
    assert _pairs(text) == []


def test_same_trigger_in_main_clause_stays():
    pairs = _by_kind("She wasn't trusted to lead the project.")
    assert pairs["original"][1:] == ("She led the project.", "neutral")


# 3. "prove that"


def test_person_proved_that_entails():
    pairs = _by_kind("Euler proved that the series diverges.")
    assert pairs["original"][1:] == ("The series diverges.", "entailment")
    assert pairs["negated"][2] == "neutral"


def test_evidence_subject_proves_that_stays_neutral():
    pairs = _by_kind("The analysis proves that there is no link between the two diseases.")
    assert pairs["original"][2] == "neutral"
