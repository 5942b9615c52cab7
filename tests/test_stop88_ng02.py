"""Stop 88, ng02: the shared negation and question rewriters on three classes.

* Additive subjuncts under an added negation (Quirk et al. 1985 §8.116-8.122, §10.66;
  Huddleston & Pullum 2002 ch. 9 §4.4; Klima 1964): one rule in the negation rewriter for every
  phenomenon. A medial "likewise" is dropped ("he likewise didn't fall" keeps a positive
  additive under the negation; review s1205s pres-036); a clause-final "too" becomes
  "either". A clause-initial "Also, ..." is a conjunct outside the clause and keeps its flag.
* Left dislocation (Quirk et al. 1985 §18.36; H&P 2002 ch. 16 §9.2): a noun phrase set off
  before the clause's own subject and taken up by an object pronoun is not the subject; the
  question inverts the clause's subject ("Now the pit ..., did Ishmael fill it?", review s1205s
  pres-034), and no conditional takes a root phenomenon.
* A past verb the tagger read as a noun of a verb conjunct's object ("came, and lifted up their
  voices and wept [NN]") is one more verb under the question's "do" and goes bare with the
  others (Quirk et al. 1985 §13.60; H&P 2002 ch. 15 §4.1).

Every sentence is constructed for the class, not taken from the review.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _premises(text: str, kind: str, phenomenon: str = "presupposition") -> dict[str, object]:
    return {p.premise: p for p in mined_pairs(text, phenomenon) if p.premise_kind == kind}


# -- additive subjuncts under negation --------------------------------------------------------


def test_medial_likewise_is_dropped_under_negation():
    negated = _premises(
        "When the captain fell silent, the mate likewise stopped rowing.", "negated"
    )
    assert "When the captain fell silent, the mate didn't stop rowing." in negated
    assert not any("likewise" in p for p in negated)
    assert all(p.well_formed for p in negated.values())


def test_set_off_likewise_goes_with_its_commas():
    negated = _premises("The nurse, likewise, stopped smoking.", "negated")
    assert set(negated) == {"The nurse didn't stop smoking."}


def test_also_stays_above_the_negation():
    # integration (stop 88): only "likewise" is dropped (clause_scope.DROPPED_ADDITIVES); "also"
    # stays above the negation, the form the verb-veridicality annotators wrote for their own
    # negations ("The GAO has also not indicated ...")
    negated = _premises("Her sister had also left the city.", "negated")
    assert set(negated) == {"Her sister had also not left the city."}


def test_clause_initial_also_is_a_conjunct_and_stays_flagged():
    # neighbour: "Also, ..." links the sentence to the one before, outside the negated clause
    negated = _premises("Also, the servant stopped working after the storm.", "negated")
    assert negated
    for premise, pair in negated.items():
        assert premise.startswith("Also, the servant didn't stop")
        assert "discourse-clash:additive" in pair.features["flags"]
        assert not pair.well_formed


def test_modal_and_question_keep_the_additive():
    # neighbour: no negation, no polarity clash: the additive stays
    text = "Her cousin likewise stopped singing."
    assert any("likewise" in p for p in _premises(text, "modal"))
    assert any("likewise" in p for p in _premises(text, "interrogative"))


# -- left dislocation ------------------------------------------------------------------------


WELL = "Now the well that the shepherds had dug beside the road, the farmer filled it with stones."


def test_question_inverts_the_clause_after_a_dislocated_topic():
    questions = _premises(WELL, "interrogative")
    assert set(questions) == {
        "Now the well that the shepherds had dug beside the road, did the farmer fill it with "
        "stones?"
    }


def test_no_conditional_over_a_dislocated_topic():
    assert not _premises(WELL, "conditional")
    assert not _premises(
        "That old wagon, my brother stopped repairing it last spring.", "conditional"
    )


def test_fronted_time_adjunct_is_no_topic():
    # neighbour: "That evening" is an adjunct, the conditional and question stay as they were
    text = "That evening, my brother stopped repairing it."
    assert "That evening, did my brother stop repairing it?" in _premises(text, "interrogative")
    assert "If, that evening, my brother stopped repairing it, it's okay." in _premises(
        text, "conditional"
    )


# -- a past verb read as a noun in a nested coordination ------------------------------------


def test_question_makes_a_misread_past_conjunct_bare():
    questions = _premises(
        "The women returned, and lifted up their voices and wept.", "interrogative"
    )
    assert "Did the women return, and lift up their voices and weep?" in questions


def test_a_real_noun_conjunct_of_the_object_is_untouched():
    # neighbour: "soup" is a noun of the object list, not a verb
    questions = _premises(
        "The children stopped working and ate their bread and soup.", "interrogative"
    )
    assert "Did the children stop working and eat their bread and soup?" in questions
