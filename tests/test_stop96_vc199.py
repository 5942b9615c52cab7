"""Stop 96, vc199: the future orientation of directive complements (issue #12; blind review
s9502: "He asks you to come back" -> "You come back" read as a habit, "I only ask that you lead
me" -> "You lead me" as an indicative).

- the to-infinitive of a directive verb (FUTURE_DIRECTIVES: ask, tell, urge, order, ...) under a
  present active matrix takes the will-future, as a volition verb's does; a past matrix keeps
  the past (RP19's signature convention), a passive notice and a habitual matrix keep the
  present;
- the mandative that-clause of a present verb of request or command (ask, demand, request, beg,
  urge, order, ...) takes the will-future whatever its subject's person, and loses its
  subjunctive flags; a past matrix, a modal in the clause, an indicative form and a verb that
  also takes a proposition ("insist") are left.
Sentences are constructed. The base code (074b9c70) writes the bare present for the
directive cases ("They sell the farm.", "You lead me to them.") and flags the visible
subjunctive ("*He resign from the board."), so the directive tests fail there.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _pairs(text: str, kind: str = "original") -> list:
    return [
        p
        for p in mined_pairs(text, "verb_complement")
        if p.hypothesis_kind == "complement" and p.premise_kind == kind
    ]


def _hypotheses(text: str, kind: str = "original") -> set[str]:
    return {p.hypothesis for p in _pairs(text, kind)}


# -- to-infinitives of directive verbs ---------------------------------------------------------


def test_present_directive_infinitive_takes_will():
    assert _hypotheses("The captain asks the sailors to repair the mast.") == {
        "The sailors will repair the mast."
    }
    assert _hypotheses("My doctor urges me to walk every morning.") == {
        "I will walk every morning."
    }


def test_negated_premise_keeps_the_will_hypothesis():
    assert _hypotheses("The captain asks the sailors to repair the mast.", "negated") == {
        "The sailors will repair the mast."
    }


def test_near_miss_past_directive_keeps_the_past():
    assert _hypotheses("The captain asked the sailors to repair the mast.") == {
        "The sailors repaired the mast."
    }


def test_near_miss_passive_notice_keeps_the_present():
    hypotheses = _hypotheses("Visitors are asked to sign the register at the gate.")
    assert not any("will" in h for h in hypotheses), hypotheses


def test_near_miss_habitual_matrix_keeps_the_present():
    hypotheses = _hypotheses("She always tells her pupils to check their sums.")
    assert "Her pupils check their sums." in hypotheses


def test_near_miss_implicative_force_keeps_the_present():
    hypotheses = _hypotheses("The storm forces the ferry to stay in port.")
    assert not any("will" in h for h in hypotheses), hypotheses


# -- mandative that-clauses --------------------------------------------------------------------


def test_hidden_subjunctive_after_ask_takes_will():
    pairs = _pairs("I ask that you show me the way to the river.")
    assert {p.hypothesis for p in pairs} == {"You will show me the way to the river."}
    assert all(p.well_formed for p in pairs)


def test_visible_subjunctive_after_demand_takes_will_and_loses_the_flag():
    pairs = _pairs("The villagers demand that the mayor repair the bridge.")
    assert {p.hypothesis for p in pairs} == {"The mayor will repair the bridge."}
    assert all(p.well_formed for p in pairs)
    assert not any("subjunctive-complement" in p.features.get("flags", []) for p in pairs)


def test_passive_subjunctive_takes_will_be():
    assert _hypotheses("We request that the tenants be told of the change.") == {
        "The tenants will be told of the change."
    }


def test_near_miss_modal_in_the_mandative_clause_is_left():
    assert _hypotheses("The parents ask that the school should reopen.") == {
        "The school should reopen."
    }


def test_near_miss_indicative_after_demand_is_left():
    assert _hypotheses("The union demands that the workers are paid on time.") == {
        "The workers are paid on time."
    }


def test_near_miss_past_mandative_keeps_the_bare_form_and_flag():
    pairs = _pairs("The villagers demanded that the mayor repair the bridge.")
    assert {p.hypothesis for p in pairs} == {"The mayor repair the bridge."}
    assert not any(p.well_formed for p in pairs)


def test_near_miss_insist_is_not_of_the_directive_class():
    pairs = _pairs("The coach insists that every runner arrive early.")
    assert not any("will" in p.hypothesis for p in pairs)


def test_conjoined_clause_with_its_own_subject_takes_its_own_will():
    hypotheses = _hypotheses("I ask that you wait here and the others go ahead.")
    assert "You will wait here and the others will go ahead." in hypotheses, hypotheses
