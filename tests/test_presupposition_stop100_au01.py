"""Stop 100, au01 (blind review of unseen narrative text): where a preposed time clause is
moved under the operators.

(1) A comma between two coordinate attributive adjectives ("one last, lingering look") stands
for "and" inside the noun phrase (Quirk et al. 1985 §13.2, §17.3); it is no clause boundary, so
the moved clause does not land there and split the noun phrase. (2) The second half of a
distributive pair ("another", "the other(s)") takes up the set the first half ("one", "some")
opened (Huddleston & Pullum 2002 ch. 5 §9); a move that puts the main clause's "another" before
the time clause's "one ..." leaves it with nothing to be another of, so the clause stays in
front. Constructed sentences through the real pipeline, each with a near miss that still moves.
"""

from __future__ import annotations

from functools import cache


@cache
def _pairs(text: str) -> tuple:
    from pipeline.process import run_texts

    _, result = run_texts([text], ["presupposition"])
    return tuple(result.pairs)


def _premises(text: str, kind: str, hypothesis: str) -> set[str]:
    return {
        p.premise
        for p in _pairs(text)
        if p.premise_kind == kind and p.hypothesis == hypothesis and p.well_formed
    }


def _well_formed_premises(text: str) -> set[str]:
    return {p.premise for p in _pairs(text) if p.well_formed and p.premise_kind != "original"}


# -- 1. coordinate attributive adjectives --------------------------------------------------------


def test_clause_not_put_between_coordinate_adjectives():
    # the small model hangs "last" on the verb and "look" as a loose dependent, so no arc
    # crosses the comma after "last"
    text = "Before going out, she took one last, lingering look at the garden."
    premises = _well_formed_premises(text)
    assert not any("last before" in p for p in premises), premises
    modal = _premises(text, "modal", "She went out.")
    assert modal == {
        "She might have taken one last, lingering look at the garden before going out."
    }


def test_adverb_tagged_adjective_after_a_numeral():
    # "long" tagged RB after "one": still an attributive adjective of "look"
    text = "Before the train left, she gave him one long, searching look."
    premises = _well_formed_premises(text)
    assert premises, "the pair is still written"
    assert not any("long before" in p for p in premises), premises


def test_comma_before_a_detached_adjective_is_still_a_boundary():
    # near miss: "exhausted" is a supplementive adjective after a clause boundary, not an
    # attributive one of a later noun; the time clause still goes before it
    text = "After the race ended, he sat down, exhausted."
    modal = _premises(text, "modal", "The race ended.")
    assert modal == {"He might have sat down after the race ended, exhausted."}, modal


# -- 2. distributive pairs --------------------------------------------------------------------


def test_another_not_moved_before_its_one():
    text = "While one team was practicing, another was resting in the shade."
    premises = _well_formed_premises(text)
    assert not any(p.startswith(("Another", "Was another", "If another")) for p in premises), (
        premises
    )


def test_plain_subject_still_moves():
    # near miss: "the coach" takes up nothing in the time clause
    text = "While one team was practicing, the coach was resting in the shade."
    modal = _premises(text, "modal", "One team was practicing.")
    assert modal == {
        "The coach might have been resting in the shade while one team was practicing."
    }


def test_possessive_subject_still_moves():
    # near miss: "his sister" is no second half of the "one brother" pair
    text = "While one brother was cooking dinner, his sister was washing the dishes."
    negated = _premises(text, "negated", "One brother was cooking dinner.")
    assert negated == {"His sister wasn't washing the dishes while one brother was cooking dinner."}
