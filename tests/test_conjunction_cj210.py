"""Branch cj210 (stop 96, issue #12, from the blind slice s9601): labels in modal and embedded
contexts, and a garbling copular repair. Four classes, constructed sentences through the real
spaCy model; each class has tests that fail on the base 074b9c70 and near misses that keep their
old output.

1. An antonym swap of a place adjective in a definite description under a possibility modal
   ("can take the northern gate" -> "the southern gate"): another referent, neutral.
2. A disjunction in a means adjunct ("by A-ing or B-ing") of a prevention verb, or in a finite
   clause the parse hung on such a verb: not in its downward-entailing argument.
3. A coordination inside the that-clause of a negated verb of saying: non-monotone, neutral
   both ways.
4. The copular repair "They are ..." of a verbless definiens does not fire on a name followed
   by a simple past the tagger missed, and never lowercases a proper name."""

from __future__ import annotations

import pytest

from pipeline import fitness
from pipeline.process import run_texts
from tests.phenomenon_support import added, conjunction_runner, removed


@pytest.fixture(scope="module")
def run(parsed, ctx):
    """``run(text)`` -> (candidates, pairs) of the whole sentence."""
    return conjunction_runner(parsed, ctx)


def _replaced(pairs) -> dict[str, object]:
    return {p.hypothesis: p for p in pairs if p.hypothesis_kind == "conjunct_replaced"}


# -- class 1: a place adjective of a definite under "can/could" --------------------------------


@pytest.mark.parametrize(
    ("text", "hypothesis"),
    [
        (
            "We can take the northern gate and hold it until dawn.",
            "We can take the southern gate and hold it until dawn.",
        ),
        (
            "They could reach the western harbour and wait there for the fleet.",
            "They could reach the eastern harbour and wait there for the fleet.",
        ),
    ],
)
def test_place_adjective_swap_under_can_is_neutral(run, text, hypothesis):
    """Before: contradiction (``replaced_antonym``), the definite exempted from the possibility
    rule as if "northern" described the one gate."""
    _, pairs = run(text)
    pair = _replaced(pairs)[hypothesis]
    assert (pair.heuristic_label, pair.label_rule) == ("neutral", "replaced_under_possibility")


def test_descriptive_adjective_of_a_definite_under_can_keeps_its_contradiction(run):
    """Near miss (cj110): "this cold ... desert" describes the one desert; "hot" contradicts."""
    _, pairs = run("Now we can leave this cold and bleak desert.")
    pair = _replaced(pairs)["Now we can leave this hot and bleak desert."]
    assert pair.heuristic_label == "contradiction"


# -- class 2: a means adjunct of "prevent/avoid" -----------------------------------------------


@pytest.mark.parametrize(
    ("text", "hypothesis"),
    [
        (
            "The soldiers tried to prevent the attack by capturing or killing the scouts.",
            "The soldiers tried to prevent the attack by killing the scouts.",
        ),
        (
            "She avoided the storm by sailing north or staying in port.",
            "She avoided the storm by staying in port.",
        ),
        (  # the parse reads "that" as a complementizer and hangs the clause on "prevent"
            "They wanted to prevent that by burning or flooding the fields, the farmers were "
            "forced to leave the valley.",
            "They wanted to prevent that by flooding the fields, the farmers were forced to "
            "leave the valley.",
        ),
    ],
)
def test_disjunct_of_a_means_adjunct_is_not_entailed(run, text, hypothesis):
    """Before: ``downward_or`` entailment, as if the means were what is prevented."""
    _, pairs = run(text)
    pair = removed(pairs)[hypothesis]
    assert pair.heuristic_label == "neutral"


def test_disjunct_of_the_prevented_object_is_still_entailed(run):
    """Near miss: the disjunction is inside the object of "prevented", its argument."""
    _, pairs = run("The guards prevented the escape of the thieves or the smugglers.")
    pair = removed(pairs)["The guards prevented the escape of the thieves."]
    assert (pair.heuristic_label, pair.label_rule) == ("entailment", "downward_or")


def test_disjunct_of_a_refused_infinitive_is_still_entailed(run):
    """Near miss: "refuse" scopes over its to-infinitive complement."""
    _, pairs = run("He refused to sign or read the letter.")
    pair = removed(pairs)["He refused to sign the letter."]
    assert pair.heuristic_label == "entailment"


# -- class 3: the that-clause of a negated verb of saying --------------------------------------


def test_added_disjunct_under_negated_say_is_neutral(run):
    """Before: ``or_introduction`` entailment ("didn't say A" -> "didn't say A or B")."""
    _, pairs = run("We didn't say that the inn was closed or that the road was flooded.")
    pair = added(pairs)["We didn't say that the inn was closed."]
    assert (pair.heuristic_label, pair.label_rule) == ("neutral", "negated_report")


def test_removed_conjunct_under_negated_claim_is_neutral(run):
    """Before: ``boolean_and`` entailment ("never claimed A and B" -> "never claimed A")."""
    _, pairs = run("He never claimed that the mayor lied and that the council resigned.")
    pair = removed(pairs)["He never claimed that the mayor lied."]
    assert (pair.heuristic_label, pair.label_rule) == ("neutral", "negated_report")


def test_unnegated_claim_keeps_its_removal_entailment(run):
    """Near miss: no negation over "claimed"."""
    _, pairs = run("He claimed that the mayor lied and that the council resigned.")
    pair = removed(pairs)["He claimed that the mayor lied."]
    assert pair.heuristic_label == "entailment"


def test_negated_think_keeps_the_attitude_rule(run):
    """Near miss: "think" is a doxastic verb, read by ``negated_attitude`` as before."""
    _, pairs = run("She does not think that the bridge is safe and that the road is open.")
    pair = added(pairs)["She does not think that the bridge is safe."]
    assert (pair.heuristic_label, pair.label_rule) == ("entailment", "negated_and")


# -- class 4: the copular repair of a definiens ------------------------------------------------

_NAME_CLAUSE = "Cleomir bore Haldan children who were tall, and fair."


def test_name_and_missed_past_is_no_definiens(parsed):
    """Before: "They are" (the parse made "children" the root, "bore" a premodifier)."""
    doc, _ = parsed(_NAME_CLAUSE)
    assert fitness.copular_definition_subject(doc) is None


def test_name_and_missed_past_gets_no_they_are_pairs():
    _, result = run_texts([_NAME_CLAUSE], ["conjunction"])
    sides = {s for p in result.pairs for s in (p.premise, p.hypothesis)}
    assert sides
    assert not [s for s in sides if s.startswith("They are")]
    assert "Cleomir bore Haldan children who were tall." in sides


def test_label_definiens_keeps_its_copular_subject(parsed):
    """Near miss: a determinerless label with a relative clause is still a definiens."""
    doc, _ = parsed("Wild nettles that have been boiled and salted.")
    assert fitness.copular_definition_subject(doc) == "They are"


def test_copular_repair_keeps_the_capital_of_a_name():
    assert fitness.copular_definition("Kalmirith sword that was forged twice.", "It is") == (
        "It is Kalmirith sword that was forged twice."
    )
    # near miss: a common word opening the definiens is lowered
    assert fitness.copular_definition("Programs that sort files.", "They are") == (
        "They are programs that sort files."
    )
