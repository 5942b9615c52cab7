"""Operators over a coordination of finite verb phrases sharing one subject (stop 92, ng08), on
constructed sentences through the real parser (docs/negation.md, "Stop 92").

1. A do-support "not" is not shared with a copula "be" conjunct: "be" is an operator of its own
   and takes no do-support (Huddleston & Pullum 2002 ch. 3 §2.1), so the conjunct keeps its
   tense and the premise is flagged ``one-conjunct-negated`` (was "*didn't arrive early and be
   ..."). A lexical verb conjunct still takes the shared "did" ("didn't arrive and leave").
2. A base form under a finite operator of its own ("and now doesn't hide", "and will sleep")
   is no conjunct the do-support shares: the negation flags it, the question, modal and
   conditional cut it, also when the parser hung it (or its "and") on the trigger's -ing or
   to-infinitive complement (H&P 2002 ch. 15 §4.1: a finite verb phrase coordinates with no
   non-finite one).
"""

from __future__ import annotations

from pipeline.rewrite.clause_scope import own_operator_conjuncts
from pipeline.rewrite.embedding import embed
from pipeline.rewrite.negation import negate


def _at(doc, word: str):
    return next(t for t in doc if t.text == word)


# class 1: a copula conjunct keeps its tense


def test_copula_conjunct_keeps_its_tense_and_is_flagged(nlp) -> None:
    doc = nlp("The parcel arrived early and was exactly what we wanted.")
    result = negate(doc)
    assert result.text == "The parcel didn't arrive early and was exactly what we wanted."
    assert "and be " not in result.text
    assert not result.ok
    assert "one-conjunct-negated" in result.flags


def test_present_copula_conjunct_keeps_its_tense(nlp) -> None:
    doc = nlp("The bread rises overnight and is soft by morning.")
    result = negate(doc)
    assert "and be soft" not in result.text
    assert result.text == "The bread doesn't rise overnight and is soft by morning."
    assert "one-conjunct-negated" in result.flags


def test_lexical_conjunct_still_shares_do_support(nlp) -> None:
    # near miss: a tight lexical conjunct is re-inflected under the one "did" (stop 87)
    doc = nlp("The parcel arrived early and contained exactly what we wanted.")
    result = negate(doc)
    assert result.text == "The parcel didn't arrive early and contain exactly what we wanted."
    assert result.ok
    assert "one-conjunct-negated" not in result.flags


def test_modal_and_conditional_keep_the_copula_conjunct(nlp) -> None:
    # near miss: the perfect "have" and the "if" take both conjuncts in their own forms
    doc = nlp("The parcel arrived early and was exactly what we wanted.")
    modal = embed(doc, "modal")
    assert modal.text == "The parcel might have arrived early and been exactly what we wanted."
    assert modal.ok
    conditional = embed(doc, "conditional")
    assert conditional.text.startswith("If the parcel arrived early and was exactly")


# class 2: a conjunct with its own finite operator


def test_conjunct_with_own_operator_is_flagged_under_negation(nlp) -> None:
    doc = nlp("After the surgery my cat began eating again and now doesn't hide.")
    result = negate(doc)
    assert not result.ok
    assert "one-conjunct-negated" in result.flags


def test_conjunct_with_modal_operator_is_flagged_under_negation(nlp) -> None:
    doc = nlp("Our puppy stopped chewing the shoes and will sleep through the night.")
    result = negate(doc)
    assert not result.ok
    assert "one-conjunct-negated" in result.flags


def test_question_and_modal_cut_a_conjunct_with_own_operator(nlp) -> None:
    doc = nlp("After the surgery my cat began eating again and now doesn't hide.")
    question = embed(doc, "interrogative")
    assert question.text == "After the surgery, did my cat begin eating again?"
    assert "other-conjunct-dropped" in question.flags
    modal = embed(doc, "modal")
    assert modal.text == "After the surgery my cat might have begun eating again."
    assert "doesn't" not in embed(doc, "conditional").text


def test_own_operator_conjunct_hung_on_infinitive_is_found(nlp) -> None:
    # the parser hangs "drink" (with its own "does") on the to-infinitive "try"
    doc = nlp("She decided to try the tea and now doesn't drink coffee.")
    assert [t.text for t in own_operator_conjuncts(_at(doc, "decided"))] == ["drink"]
    result = negate(doc)
    assert not result.ok
    assert "one-conjunct-negated" in result.flags
    question = embed(doc, "interrogative")
    assert question.text == "Did she decide to try the tea?"
    modal = embed(doc, "modal")
    assert modal.text == "She might have decided to try the tea."


def test_coordinator_hung_on_gerund_still_joins_the_conjunct(nlp) -> None:
    # the parser hangs "and" on "eating" and "bark" on "started": "bark" is still a conjunct
    doc = nlp("When I moved to this town my Collie started eating better and now doesn't bark.")
    result = negate(doc)
    assert not result.ok
    assert "one-conjunct-negated" in result.flags


def test_to_infinitive_base_conjunct_is_no_own_operator_conjunct(nlp) -> None:
    # near miss: "to stay and rest" coordinates two infinitives under one "to"
    doc = nlp("The guests decided to stay and rest for the night.")
    assert own_operator_conjuncts(_at(doc, "decided")) == []
    question = embed(doc, "interrogative")
    assert question.text == "Did the guests decide to stay and rest for the night?"
