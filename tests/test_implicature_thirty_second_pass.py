"""Thirty-second pass (s1130q-v blind reviews): modal flavour, exemplifying "some", supplements.

1. Modal flavour: the scale <can, have to> is root possibility vs necessity (IMPPRES §4;
   Kratzer 1981; Horn 1972 wants scale-mates of one flavour). Not extracted: past-ability
   "could" under a past adverbial clause (Quirk et al. 1985 §15.25), "could" with one specific
   person's name as subject (Coates 1983 ch. 5-6; default inventory only), "may" with a partially
   quantified subject ("many animals may ...": no permission), "may" with an internal
   "different/various" (existential "may": Carlson 1987).
2. Pronominal "some" heading a relative clause ("some that ...") is arbitrary, no <some, all>
   (Quirk et al. 1985 §6.61).
3. Exemplifying and additive supplements ("e.g. X", ", particularly ...", ", as well as X",
   "N such as X" on the predicate, the comma closing a subject's "such as" list) are cut
   from the hypothesis (Quirk et al. 1985 §17.77-17.80, §13.102, App. III.12).

Constructed sentences through the real pipeline (``run_texts``). Each test of a change failed
on the code before it (06e6756); the controls check what stays.
"""

from __future__ import annotations

from pipeline.process import run_texts
from tests.phenomenon_support import kept

WIDE = {"implicature_inventory": "imppres"}


def _run(text: str, options: dict[str, str] | None = None):
    _, result = run_texts([text], ["implicature"], options=options)
    return result


def _candidates(text: str, subtype: str, options: dict[str, str] | None = None) -> list[str]:
    return [c.trigger.lower() for c in _run(text, options).candidates if c.subtype == subtype]


def _hypotheses(text: str, subtype: str) -> set[str]:
    """Hypotheses of the kept pairs on the original sentence."""
    return {
        p.hypothesis
        for p in _run(text).pairs
        if p.subtype == subtype and p.premise_kind == "original" and kept(p)
    }


# -- 1. modal flavour ---------------------------------------------------------------------------


def test_past_ability_could_under_a_past_when_clause_is_no_trigger():
    assert _candidates("Students could swim across the lake when they were ten.", "modals") == []


def test_conditional_clause_is_no_past_time_frame():
    # the "if" clause makes the modal hypothetical, already refused for that reason; the
    # reason is not replaced
    from pipeline.parse import load, resolve_model
    from pipeline.phenomena.implicature import _past_narrative

    doc = load(resolve_model())("Students could leave early if they finished the test.")
    could = next(t for t in doc if t.lower_ == "could")
    assert not _past_narrative(could)


def test_could_with_a_named_person_is_ability():
    text = "Mary could play the piano at the age of five."
    assert _candidates(text, "modals") == []
    assert _candidates(text, "modals", WIDE) == ["could"]  # IMPPRES's inventory keeps it


def test_could_with_an_institution_a_role_or_a_class_stays():
    assert _hypotheses("The council could veto the budget.", "modals") == {
        "The council didn't need to veto the budget."
    }
    assert _hypotheses("The nurse could leave the ward early.", "modals") == {
        "The nurse didn't need to leave the ward early."
    }
    assert _hypotheses("Teams could name a squad of thirty players.", "modals") == {
        "Teams didn't need to name a squad of thirty players."
    }


def test_may_with_a_partially_quantified_subject_is_no_permission():
    assert _candidates("Many birds may migrate across the desert.", "modals") == []
    assert _candidates("Some students may find the course difficult.", "modals") == []


def test_may_with_an_internal_different_is_existential():
    text = "Writers may develop different kinds of fiction over a long career."
    assert _candidates(text, "modals") == []
    assert _candidates("Patients may show various symptoms after the operation.", "modals") == []


def test_permission_may_stays():
    assert _hypotheses("Visitors may park behind the library.", "modals") == {
        "Visitors do not have to park behind the library."
    }


# -- 2. pronominal "some" with a relative clause ------------------------------------------------


def test_some_heading_a_relative_clause_is_no_trigger():
    assert _candidates("I knew of some that had crossed the river at night.", "quantifiers") == []


# -- 3. exemplifying and additive supplements ---------------------------------------------------


def test_trailing_eg_example_is_cut():
    text = "Many of the sweet compounds are sulfur derivatives, e.g., saccharin."
    assert _hypotheses(text, "quantifiers") == {
        "Not all of the sweet compounds are sulfur derivatives."
    }


def test_trailing_as_well_as_is_cut():
    text = "Some tribes in the valley speak the language, as well as traders from the coast."
    assert _hypotheses(text, "quantifiers") == {"Not all tribes in the valley speak the language."}


def test_as_well_as_after_a_serial_list_is_cut():
    text = (
        "The language is spoken by some of the tribes in the hills, the plains, and the delta, "
        "as well as by traders."
    )
    assert _hypotheses(text, "quantifiers") == {
        "The language isn't spoken by all of the tribes in the hills, the plains, and the delta."
    }


def test_particularizing_parenthetical_on_the_subject_is_cut():
    assert _hypotheses("Many farms, particularly in the north, grow barley.", "quantifiers") == {
        "Not all farms grow barley."
    }
    text = "Many towns, notably along the coast, were rebuilt after the war."
    assert _hypotheses(text, "quantifiers") == {"Not all towns were rebuilt after the war."}


def test_such_as_on_the_predicate_of_a_quantified_subject_is_cut():
    text = "Some of the planets are gas giants such as Jupiter and Saturn."
    assert _hypotheses(text, "quantifiers") == {"Not all of the planets are gas giants."}


def test_restricting_tail_stays():
    # a trailing temporal limit is part of the claim (supplements.RESTRICTING_MARKERS)
    text = "Most patients recover quickly, once they are treated."
    assert _hypotheses(text, "quantifiers") == {
        "Not all patients recover quickly, once they are treated."
    }


def test_comma_closing_a_such_as_list_on_the_subject_is_cut():
    text = "Many crafts such as weaving, pottery, and carving, also require patience."
    assert _hypotheses(text, "quantifiers") == {"Not all crafts require patience."}
