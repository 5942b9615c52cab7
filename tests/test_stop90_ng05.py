"""Stop 90, ng05: negation and modal embedding of a verb of a coordinated predicate.

* "A, and B, and C" with C a clause of its own subject that the parser chained onto the
  verb-phrase conjunct B ("The army left the plain and marched into the hills and the enemy fled
  before it": "fled" on "marched") is a clause coordinated with A's: every operator takes the
  trigger's clause alone, as it does when C hangs on A (Quirk et al. 1985 §13.14 on multiple
  coordination; ``clause_scope.chained_clause_conjuncts``). A coordinated predicate sharing the
  subject (A and B) is one clause and stays whole under the operator.
* a verb-phrase conjunct's do-support goes before its narrow preverbal adverbs: "and did not
  always try", not "*and always did not try" (Horn 1989 ch. 4: the contradictory of "always V"
  is "not always V"; ``complement._negate_conjunct`` through ``negation.preverbal_site``).
* a participial adjunct of a directive is not negated in place ("Stay at home, *not knowing
  that ...": Portner 2004; ``negation.imperative_host``).

Sentences go through the real spaCy model and the real pipeline."""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _premises(text: str, phenomenon: str, kind: str, hypothesis_kind: str) -> set[str]:
    return {
        p.premise
        for p in mined_pairs(text, phenomenon)
        if p.premise_kind == kind and p.hypothesis_kind == hypothesis_kind
    }


# -- a clause chained onto a verb-phrase conjunct ----------------------------------------------


def test_modal_and_question_leave_out_a_chained_clause_of_its_own_subject():
    text = "The army left the plain and marched into the hills and the enemy fled before it."
    pairs = mined_pairs(text, "presupposition")
    modal = {p.premise for p in pairs if p.premise_kind == "modal"}
    question = {p.premise for p in pairs if p.premise_kind == "interrogative"}
    assert modal == {"The army might have left the plain and marched into the hills."}
    assert question == {"Did the army leave the plain and march into the hills?"}
    # no premise puts the operator over "the enemy fled before it" as well
    assert not any("enemy" in p.premise for p in pairs if p.premise_kind != "original")


def test_negation_takes_the_trigger_clause_without_the_chained_clause():
    text = "The old man left his house and walked to the city and his son followed him there."
    negated = _premises(text, "presupposition", "negated", "presupposition")
    assert negated == {"The old man didn't leave his house and walk to the city."}
    # the control against the whole sentence is not written from a cut premise
    assert not _premises(text, "presupposition", "negated", "original")


def test_coordinated_predicate_with_shared_subject_stays_whole():
    # good neighbour: no clause of its own subject, so nothing is cut
    text = "The soldiers left the city and crossed the river at dawn."
    modal = _premises(text, "presupposition", "modal", "presupposition")
    assert modal == {"The soldiers might have left the city and crossed the river at dawn."}


# -- do-support before a frequency adverb of a verb-phrase conjunct ------------------------------


def test_negated_conjunct_puts_not_before_always():
    text = "The guards kept watch at the gate, and always tried to stop the thieves."
    negated = _premises(text, "verb_complement", "negated", "complement")
    assert negated == {
        "The guards kept watch at the gate, and did not always try to stop the thieves."
    }


def test_negated_conjunct_puts_not_before_usually():
    text = "The clerks sorted the letters, and usually managed to finish by noon."
    negated = _premises(text, "verb_complement", "negated", "complement")
    assert negated == {
        "The clerks sorted the letters, and did not usually manage to finish by noon."
    }


def test_wide_scope_adverb_stays_before_the_negated_conjunct():
    # good neighbour: "then" is a connective outside the negation (negation_wide_scope_adverbs)
    text = "The guards locked the gate, and then tried to stop the thieves."
    negated = _premises(text, "verb_complement", "negated", "complement")
    assert negated == {"The guards locked the gate, and then did not try to stop the thieves."}


# -- a participial adjunct of a directive ---------------------------------------------------------


def test_no_negated_participle_inside_a_directive():
    pairs = mined_pairs("Stay at home, knowing that the roads are closed.", "verb_complement")
    assert any(p.premise_kind == "original" for p in pairs)
    assert not [p for p in pairs if p.premise_kind == "negated" and p.well_formed]


def test_participle_of_a_declarative_is_still_negated_in_place():
    # good neighbour: a declarative host has a proposition to deny
    text = "He stayed at home, knowing that the roads were closed."
    negated = _premises(text, "verb_complement", "negated", "complement")
    assert negated == {"He stayed at home, not knowing that the roads were closed."}
