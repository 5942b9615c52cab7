"""verb_complement, stop 84 (branch vc165): the complement's span in long sentences, what
belongs to the matrix clause.

1. A final plain-present temporal clause ("when", "until", "before", "after", "once") after a
   future matrix verb ("You will know that P when Q") dates the matrix, not the plain-present
   complement: the present refers to future time only under a clause with future time
   (Quirk et al. 1985 ch. 4; ``complement._present_time_clause`` inside
   ``_cut_at_matrix_condition``), so the complement ends before it.
2. Stop 83's trailing subjectless conjunct cut (vc163, withdrawn at integration) is back,
   narrowed: it fires only where the parse's attachment is one the grammar rules out (a tensed
   conjunct of a bare infinitive, a conjunct after a closed parenthesis) or where a saying or
   commissive conjunct ("and promised to write") stands beside a reporting matrix verb and a
   clause verb that names no speech act (``_second_speech_act``), and a conjunct whose
   form ties it to the clause stays (a second "that" or its own subject; a bare participle
   sharing the clause's "had"/"was"; a periphrastic verb group beside a periphrastic clause
   under a simple matrix verb: ``complement._conjunct_of_the_clause``). A contradiction pair
   on a cut complement is refused (¬(P∧Q) ⊭ ¬P).

Sentences are constructed and go through the real spaCy model and the real pipeline."""

from __future__ import annotations

from pipeline.flags import settle
from tests.phenomenon_support import mined_pairs


def _pairs(text: str):
    return [settle(p) for p in mined_pairs(text, "verb_complement", assess_sources=True)]


def _hypotheses(text: str, kind: str = "original") -> set[str]:
    return {p.hypothesis for p in _pairs(text) if p.premise_kind == kind and p.well_formed}


# 1. a present temporal clause after a future matrix verb


def test_when_clause_of_a_future_matrix_leaves_the_complement():
    hyps = _hypotheses("You will know that I am the keeper when the lamps are lit on every hill.")
    assert hyps == {"I am the keeper."}


def test_when_clause_of_a_shall_matrix_leaves_the_complement():
    hyps = _hypotheses("You shall know that I am the keeper when I break the bars of your yoke.")
    assert hyps == {"I am the keeper."}


def test_past_when_clause_of_a_past_matrix_stays():
    # no future in the matrix: the when-clause may well date the complement
    hyps = _hypotheses("She knew that the river was high when the snow melted.")
    assert hyps == {"The river was high when the snow melted."}


def test_when_clause_of_a_present_matrix_stays():
    hyps = _hypotheses("He knows that the road is safe when the guards are there.")
    assert hyps == {"The road is safe when the guards are there."}


# 2. the trailing subjectless conjunct


def test_tensed_conjunct_of_an_infinitive_is_cut():
    text = (
        "The clerk added that the manager seemed unwilling to sign the lease and promised to"
        " call back tomorrow."
    )
    assert _hypotheses(text) == {"The manager seemed unwilling to sign the lease."}


def test_subjectless_conjunct_after_set_off_clause_cut():
    text = (
        "As the captain was convinced that the storm could leave no hope of rescue, whatever"
        " the outcome might be, and at the same time wished to shield her crew from blame, she"
        " said nothing."
    )
    hyps = {p.hypothesis for p in _pairs(text)}
    assert "The storm could leave no hope of rescue, whatever the outcome might be." in hyps
    assert not any("wished" in h for h in hyps)


def test_speech_act_conjunct_beside_a_reporting_matrix_is_cut():
    # "wrote ... and promised": the reporter's second act (a common integrator, Lang 1984)
    text = "The clerk wrote that the roads were closed and promised to send word the next morning."
    assert {h for h in _hypotheses(text) if h.startswith("The roads")} == {"The roads were closed."}


def test_speech_act_conjunct_of_a_speech_act_clause_stays():
    text = "The clerk wrote that the chair had spoken and promised to send word."
    hyps = {h for h in _hypotheses(text) if h.startswith("The chair")}
    assert hyps == {"The chair had spoken and promised to send word."}


def test_conjunct_on_the_clause_verb_stays():
    # the parse's attachment to the clause's own finite verb is a reading the grammar allows
    text = "The nurse said that the surgeon checked the wound and ordered fresh bandages."
    assert _hypotheses(text) == {"The surgeon checked the wound and ordered fresh bandages."}


def test_participle_sharing_the_clause_perfect_stays():
    text = (
        "The clerk added that the manager had seemed unwilling to sign the lease and promised"
        " to call back tomorrow."
    )
    hyps = _hypotheses(text)
    assert hyps == {
        "The manager had seemed unwilling to sign the lease and promised to call back tomorrow."
    }


def test_periphrastic_conjunct_beside_a_periphrastic_clause_stays():
    text = "The clerk announced that the firm had been unable to meet its targets and was cutting staff."
    assert _hypotheses(text) == {
        "The firm had been unable to meet its targets and was cutting staff."
    }


def test_contradiction_on_cut_complement_refused():
    # "It did not turn out that P and Q" denies "P and Q", not P (¬(P∧Q) ⊭ ¬P)
    text = (
        "It turned out that the manager seemed unwilling to sign the lease and promised to call"
        " back tomorrow."
    )
    pairs = _pairs(text)
    cut = [p for p in pairs if p.hypothesis == "The manager seemed unwilling to sign the lease."]
    assert any(p.premise_kind == "original" and p.heuristic_label == "entailment" for p in cut)
    assert not any(p.heuristic_label == "contradiction" for p in cut)
