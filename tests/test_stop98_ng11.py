"""Stop 98, branch ng11 (issues #11/#12): where the operator lands in long narrative sentences.

1. A comma list of three or more verb phrases sharing one subject ("V1 ..., V2 ..., and V3
   ...") is one multiple coordination (Quirk et al. 1985 §13.14, §13.19): a do-support "not"
   on the first member takes the whole list, the later members in the base form, "and" kept
   (``negation._verb_phrase_list``). A two-member "V1, and V2" stays a sequel of its own.
2. A locative inversion whose postposed subject the parser read as an object ("From the
   hills came a cold wind") takes no do-support, no question and no "if"
   (``negation.misparsed_locative_inversion``; Bresnan 1994; Quirk et al. 1985 §18.23).
3. A fronted process adjunct ("With great effort", "By degrees") stands outside the added
   negation, "might" and question: one check, ``negation.scope_adjunct_flags(verb, operator)``
   (Ernst 2002 ch. 2-3; Quirk et al. 1985 §8.79, §8.81); the "if" takes it inside.

Sentences are constructed and go through the real spaCy model and the real pipeline."""

from __future__ import annotations

from pipeline import flags
from pipeline.rewrite.embedding import embed
from pipeline.rewrite.negation import (
    misparsed_locative_inversion,
    negate,
    scope_adjunct_flags,
)
from tests.phenomenon_support import mined_pairs


def _premises(text: str, kind: str, phenomenon: str = "presupposition") -> set[tuple[str, bool]]:
    return {
        (p.premise, p.well_formed) for p in mined_pairs(text, phenomenon) if p.premise_kind == kind
    }


# --- 1. a list of verb phrases under the added negation -------------------------------------------


def test_negation_takes_a_whole_list_of_verb_phrases(nlp):
    doc = nlp(
        "The porter returned to the hall, opened the trunk, took out a coat, and stopped beside"
        " the stairs."
    )
    out = negate(doc, doc[2])
    assert out.ok
    assert out.text == (
        "The porter didn't return to the hall, open the trunk, take out a coat, and stop beside"
        " the stairs."
    )
    assert "one-conjunct-negated" not in out.flags


def test_presupposition_negated_premise_of_a_list_is_whole():
    premises = _premises(
        "The nurse returned to the ward, checked the chart, spoke to the patient, and went home.",
        "negated",
    )
    assert (
        "The nurse didn't return to the ward, check the chart, speak to the patient, and go home.",
        True,
    ) in premises
    assert not any(
        "checked the chart" in p for p, _ in premises if p.startswith("The nurse didn't")
    )


def test_two_members_after_a_comma_stay_a_sequel(nlp):
    # near miss: ", and V2" with one later member is a sequel of its own (s1205r), not a list
    doc = nlp("The nurse returned to the ward, and checked the chart.")
    out = negate(doc, doc[2])
    assert out.text == "The nurse didn't return to the ward, and checked the chart."
    assert "one-conjunct-negated" in out.flags


def test_tight_pair_is_unchanged(nlp):
    doc = nlp("He returned and sat down.")
    assert negate(doc, doc[1]).text == "He didn't return and sit down."


# --- 2. locative inversion with the subject parsed as an object ----------------------------------


def test_misparsed_inversion_detected(nlp):
    doc = nlp("From the chimney and the stove rose thick smoke while the guests talked.")
    assert doc[8].dep_ == "dobj"  # the postposed subject read as an object
    assert misparsed_locative_inversion(doc[6]) is not None
    doc = nlp("From the organ and the drums came loud sounds.")
    assert misparsed_locative_inversion(doc[6]) is not None


def test_misparsed_inversion_refuses_negation_question_and_if(nlp):
    doc = nlp("From the chimney and the stove rose thick smoke while the guests talked.")
    out = negate(doc, doc[6])
    assert not out.ok and "locative-inversion" in out.flags
    for kind in ("interrogative", "conditional"):
        out = embed(doc, kind, doc[6])
        assert not out.ok and "locative-inversion" in out.flags
    # the modal is not refused for the inversion (a modal keeps it grammatical: "From the
    # chimney might have risen smoke"); this parse has no subject, refused as before for that
    assert "locative-inversion" not in embed(doc, "modal", doc[6]).flags


def test_uninverted_clause_is_no_inversion(nlp):
    # near misses: a subject of its own before the verb
    doc = nlp("From the hills the wind came.")
    assert misparsed_locative_inversion(doc[4]) is None
    doc = nlp("Then the rain came, and the children stopped playing.")
    out = negate(doc, doc[8])
    assert out.ok and out.text == "Then the rain came, and the children didn't stop playing."


def test_presupposition_writes_no_negated_inversion():
    premises = _premises(
        "From the chimney and the stove rose thick smoke while the guests stopped talking.",
        "negated",
    )
    assert not any("didn't rise" in p for p, _ in premises)


# --- 3. fronted process adjuncts under every operator ---------------------------------------------


def test_one_check_for_every_operator(nlp):
    doc = nlp("With great effort the boy managed to lift the box.")
    verb = doc[5]
    assert scope_adjunct_flags(verb) == ("negated-manner-adverb:with effort",)
    assert scope_adjunct_flags(verb, "modal") == ("manner-adverb-over-operator:with effort",)
    assert scope_adjunct_flags(verb, "interrogative") == (
        "manner-adverb-over-operator:with effort",
    )
    assert scope_adjunct_flags(verb, "conditional") == ()
    assert flags.severity("manner-adverb-over-operator:with effort") == flags.DEFECT


def test_by_degrees_is_a_process_adjunct(nlp):
    doc = nlp("By degrees it was understood that the bridge had fallen.")
    verb = next(t for t in doc if t.lower_ == "understood")
    assert scope_adjunct_flags(verb) == ("negated-manner-adverb:by degrees",)


def test_modal_premise_flagged_conditional_kept():
    text = "With great effort the boy managed to lift the box."
    modal = _premises(text, "modal")
    assert modal and all(not wf for _, wf in modal)
    conditional = _premises(text, "conditional")
    assert any(wf for _, wf in conditional)


def test_medial_manner_adverb_under_modal_is_kept():
    # near miss: "easily" after the subject is inside the "might" ("might have easily managed")
    modal = _premises("The boy easily managed to lift the box.", "modal")
    assert modal and any(wf for _, wf in modal)
