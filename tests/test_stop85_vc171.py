"""Stop 85, vc171: verb_complement precision, round two (the classes vc170 sorted, not fixed).

Constructed sentences (not the judged ones) for four classes:
- "turn" + a direct object + to-infinitive: a purpose adjunct (or the archaic causative), not
  RP19's intransitive "turn to" (+/-), no pair;
- "require" + a thing + "to do so": the pro-form stands for an agentive predication, so the
  thing is no controller, the infinitive a purpose adjunct, no pair;
- "in case" whose clause the parser did not attach to "case": the clause takes the present
  for a future, so the hypothesis has no "will";
- a present verb of volition or necessity in a restrictive relative ("students who want to
  join" -> "students who will join"): the "will" hypothesis describes another set, flagged.
Each with a good neighbour that keeps its pairs.
"""

from tests.phenomenon_support import mined_pairs


def _pairs(text: str) -> list:
    return [p for p in mined_pairs(text, "verb_complement") if p.hypothesis_kind == "complement"]


def _original(text: str):
    return next(p for p in _pairs(text) if p.premise_kind == "original")


def test_turn_with_object_and_purpose_infinitive_gives_no_pair() -> None:
    assert _pairs("The porter turns a heavy wheel to raise the gate.") == []
    assert _pairs("A sailor turns a brass handle to close the hatch.") == []


def test_turn_out_to_keeps_its_pairs() -> None:
    original = _original("The plan turned out to work.")
    assert (original.hypothesis, original.heuristic_label, original.well_formed) == (
        "The plan worked.",
        "entailment",
        True,
    )


def test_require_a_thing_to_do_so_gives_no_pair() -> None:
    assert _pairs("It will require the new engine to do so.") == []


def test_require_a_thing_to_include_keeps_its_pairs() -> None:
    original = _original("The rule requires the report to include a date.")
    assert (original.hypothesis, original.well_formed) == ("The report includes a date.", True)


def test_in_case_clause_takes_the_present_not_will() -> None:
    hypotheses = {
        p.hypothesis
        for p in _pairs("The village keeps a boat in case the farmers need to cross the river.")
    }
    # since vc228 (stop 103) an "in case" clause is a conditional antecedent: the hypothesis is
    # its own clause, still in the present, and the pair is flagged conditional-clause:in-case
    assert hypotheses == {"The farmers cross the river."}
    original = _original("We built a wall just in case we need to defend the town.")
    assert original.hypothesis == "We defend the town."


def test_main_clause_need_keeps_will() -> None:
    assert _original("We need to defend the town.").hypothesis == "We will defend the town."


def test_future_will_in_restrictive_relative_is_flagged() -> None:
    for text in (
        "Students who want to join the club sign up here.",
        "A hungry fox who wants to catch the hens is always watched by the dog.",
    ):
        original = _original(text)
        assert " will " in original.hypothesis
        assert not original.well_formed
        assert "non-construction:restrictive-relative" in original.features["flags"]


def test_past_restrictive_relative_keeps_its_sound_original_pair() -> None:
    original = _original("Students who wanted to join the club signed up.")
    assert original.hypothesis == "Students who joined the club signed up."
    assert original.well_formed
