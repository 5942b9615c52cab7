"""Stop 74 round two, branch cj136: conjunction labels by polarity and collectivity, from the
blind review s1204j (FOLDOC): an "or" subject of a negated modal or generic clause is downward
entailing ("A or B wouldn't be X": neither), an "and" coordination in an "unless" clause is not
monotone (von Fintel 1994: "except if"), and an "and" subject of a verb of replacement or a
reciprocal verb holds of the sum (Lasersohn 1995; Levin 1993). Sentences go through the real
spaCy model; they are constructed, in the shape of the reviewed ones. Controls say so."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import added, conjunction_runner, removed


@pytest.fixture(scope="module")
def run(parsed, ctx):
    """``run(text)`` -> (candidates, pairs) of the whole sentence."""
    return conjunction_runner(parsed, ctx)


def _labels(run, text: str) -> tuple[dict[str, tuple[str, str]], dict[str, tuple[str, str]]]:
    pairs = run(text)[1]
    rem = {h: (p.heuristic_label, p.label_rule) for h, p in removed(pairs).items()}
    add = {pr: (p.heuristic_label, p.label_rule) for pr, p in added(pairs).items()}
    return rem, add


def test_or_subject_of_negated_modal_is_downward(run):
    """ "50% or 75% wouldn't be a majority" is "neither would be": the removal is entailed and
    the added disjunct makes a stronger claim (s1204j conj-082)."""
    rem, add = _labels(run, "Any share is possible, but 10% or 20% wouldn't be a majority.")
    assert rem["Any share is possible, but 20% wouldn't be a majority."][0] == "entailment"
    assert add["Any share is possible, but 20% wouldn't be a majority."][0] == "neutral"


def test_or_subject_of_negated_generic_present_is_downward(run):
    rem, add = _labels(run, "Cats or dogs don't make good pets in small flats.")
    assert rem["Dogs don't make good pets in small flats."] == ("entailment", "downward_or")
    assert add["Dogs don't make good pets in small flats."] == ("neutral", "downward_or")


def test_or_subject_of_negated_past_episode_stays_upward(run):
    """Control: "A or B didn't come" has the wide-scope "or" (Szabolcsi 2002): no downward."""
    rem, _ = _labels(run, "John or Mary didn't come to the party.")
    assert rem["Mary didn't come to the party."] == ("neutral", "or_boolean")


def test_and_in_unless_clause_is_not_monotone(run):
    """ "unless A and B" -> "unless B" widens the exception; the reverse narrows it: neutral
    both ways (s1204j conj-081), and the addition is still written."""
    text = "The door stays closed unless the key is present and the code is entered."
    rem, add = _labels(run, text)
    short = "The door stays closed unless the code is entered."
    assert rem[short][0] == "neutral"
    assert add[short] == ("neutral", "unless")


def test_and_in_if_clause_keeps_its_labels(run):
    """Control: an "if" antecedent keeps its own rule (downward, not ``unless``)."""
    text = "The door opens if the key is present and the code is entered."
    rem, add = _labels(run, text)
    short = "The door opens if the code is entered."
    assert rem[short][0] == "neutral"
    assert add[short][1] != "unless"


def test_and_subject_of_replace_is_cumulative(run):
    """ "A and B have largely replaced C": the sum did, neither alone (s1204j conj-049)."""
    text = "Streaming services and cheap downloads have largely replaced rented videos."
    rem, add = _labels(run, text)
    short = "Streaming services have largely replaced rented videos."
    assert rem[short] == ("neutral", "collective_verb")
    assert add[short] == ("neutral", "collective_verb")


def test_distributive_each_keeps_boolean_and(run):
    """Control: "each" makes the subject distributive (Dowty 1987)."""
    rem, add = _labels(run, "The manager and the engineer each replaced a broken part.")
    rules = {r for _, r in [*rem.values(), *add.values()]}
    assert "collective_verb" not in rules


def test_reciprocal_verb_with_object_keeps_boolean_and(run):
    """Control: "A and B met the president": each met him, boolean."""
    rem, _ = _labels(run, "Alice and Bob met the president in Paris.")
    assert rem["Bob met the president in Paris."] == ("entailment", "boolean_and")


def test_ordinary_verb_keeps_boolean_and(run):
    """Control: a distributive verb over an "and" subject keeps the boolean removal."""
    rem, _ = _labels(run, "DVDs and broadband connections have become cheaper.")
    assert rem["DVDs have become cheaper."] == ("entailment", "boolean_and")


def test_or_in_pp_restrictor_of_generic_bare_plural_is_downward(run):
    """ "Users with A or B need X": the postmodifier restricts a generic subject, downward
    entailing (Krifka et al. 1995; s1204j conj-000)."""
    rem, _ = _labels(run, "Laptops with a cracked screen or a broken hinge need a repair.")
    assert rem["Laptops with a broken hinge need a repair."] == ("entailment", "downward_or")


def test_or_in_pp_of_past_episode_stays_upward(run):
    """Control: a past episode has no generic restrictor."""
    rem, add = _labels(run, "Passengers with bags or suitcases waited at the gate.")
    assert rem["Passengers with bags waited at the gate."] == ("neutral", "or_boolean")
    assert add["Passengers with bags waited at the gate."] == ("entailment", "or_introduction")
