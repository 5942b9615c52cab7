"""verb_complement, ninety-fourth pass (branch vc88, stop 58: purposes, NP objects).

Constructed sentences through the real pipeline (``complement_pairs``): a passive participle
read as the predicative of "be" with a purpose infinitive, the purpose infinitive of an action
nominal after "allow", the equative "This means to V", and a noun object whose relative
clause's verb the parser took for a that-less complement are no candidates. Guards keep the
ordinary pairs next to them.
"""

from __future__ import annotations

from tests.phenomenon_support import complement_hypotheses, complement_pairs


def test_passive_read_as_predicative_with_purpose_is_no_candidate() -> None:
    assert complement_pairs("RAID-1 and LVM are combined to satisfy these constraints.") == []


def test_passive_of_object_control_verb_stays() -> None:
    text = "The users are asked to restart the service."
    assert "The users restart the service." in complement_hypotheses(text)


def test_action_nominal_purpose_after_allow_is_no_candidate() -> None:
    text = "The project allows usage of its servers to distribute packages."
    assert complement_pairs(text) == []


def test_allow_with_a_person_object_stays() -> None:
    text = "The project allows its developers to distribute packages."
    assert "Its developers distribute packages." in complement_hypotheses(text)


def test_equative_mean_to_is_no_candidate() -> None:
    text = "This means to take into account the interests of the users."
    assert complement_pairs(text) == []


def test_intentional_mean_to_stays() -> None:
    text = "She meant to warn the editor about the delay."
    assert "She warned the editor about the delay." in complement_hypotheses(text)


def test_relative_verb_read_as_complement_is_no_candidate() -> None:
    text = (
        "The tilde is often used to indicate the directory to which the environment "
        "variable, HOME, points (being the home directory)."
    )
    assert not any(p.hypothesis.startswith("The directory") for p in complement_pairs(text))


def test_that_less_complement_of_indicate_stays() -> None:
    text = "The logs indicate the server crashed twice last night."
    assert "The server crashed twice last night." in complement_hypotheses(text)
