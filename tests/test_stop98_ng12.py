"""Stop 98, branch ng12 (issues #11/#12): every member of a verb list under the operator.

1. A past conjunct the tagger read as an adjective or participle ("finished her soup and left"
   [JJ]) is a finite past verb phrase sharing the subject (Huddleston & Pullum 2002 ch. 15
   §4.3): the question's "do" and the negation's "not" take it in the base form, the modal in
   the participle; hung by the parser on an -ing complement ("stopped talking and left") the
   negation flags ``one-conjunct-negated`` (``negation.past_conjuncts_read_as_other``).
2. A second clause with its own subject whose verb the parser did not link as a clause ("and
   their fire blazed [amod] brighter") takes no yes/no question: a question inverts one clause
   (Huddleston & Pullum 2002 ch. 10 §4; ``embedding._unlinked_clause_subject``).
3. A relative clause the parser hung as a clausal conjunct ("..., and in the middle of which
   his cap was visible") is neither reached nor cut by the modal, question or "if"
   (``embedding.relative_clause_conjuncts``; Quirk et al. 1985 §17.12-17.14).

Sentences are constructed and go through the real spaCy model and the real pipeline."""

from __future__ import annotations

from pipeline.rewrite.embedding import embed, relative_clause_conjuncts
from pipeline.rewrite.negation import negate, past_conjuncts_read_as_other

# --- 1. a past conjunct read as an adjective ------------------------------------------------------


def test_question_and_negation_take_a_past_conjunct_read_as_adjective(nlp):
    doc = nlp("The girl finished her soup and left.")
    assert [t.text for t in past_conjuncts_read_as_other(doc[2])] == ["left"]
    question = embed(doc, "interrogative")
    assert question.ok and question.text == "Did the girl finish her soup and leave?"
    negated = negate(doc, doc[2])
    assert negated.ok and negated.text == "The girl didn't finish her soup and leave."
    assert "one-conjunct-negated" not in negated.flags
    modal = embed(doc, "modal")
    assert modal.ok and modal.text == "The girl might have finished her soup and left."


def test_past_conjunct_on_an_ing_complement_is_flagged_under_negation(nlp):
    doc = nlp("The old man stopped talking and left.")
    negated = negate(doc, doc[3])
    assert "one-conjunct-negated" in negated.flags
    assert not negated.ok
    question = embed(doc, "interrogative")
    assert question.text == "Did the old man stop talking and leave?"


def test_list_ending_in_adjective_read_past_is_whole(nlp):
    doc = nlp("The porter closed the gate, lit the lamp, and left.")
    assert embed(doc, "interrogative").text == (
        "Did the porter close the gate, light the lamp, and leave?"
    )
    assert (
        negate(doc, doc[2]).text == "The porter didn't close the gate, light the lamp, and leave."
    )


def test_near_miss_adjective_complement_is_not_a_verb(nlp):
    doc = nlp("She looked pale and tired.")
    assert past_conjuncts_read_as_other(doc[1]) == []
    assert embed(doc, "interrogative").text == "Did she look pale and tired?"


# --- 2. a second clause the parser did not link ---------------------------------------------------


def test_question_refuses_clause_with_unlinked_subject(nlp):
    doc = nlp("Two guards were sitting with them and their campfire blazed brighter than others.")
    question = embed(doc, "interrogative")
    assert not question.ok
    assert "clausal-coordination" in question.flags
    # the "if" takes a coordination of clauses whole: not refused
    assert embed(doc, "conditional").ok


def test_near_miss_linked_clause_is_cut_not_refused(nlp):
    doc = nlp(
        "The shepherds were sitting with them and their campfire flickered brighter than others."
    )
    question = embed(doc, "interrogative")
    assert question.ok and question.text == "Were the shepherds sitting with them?"


# --- 3. a relative clause read as a clausal conjunct ----------------------------------------------


def test_operators_refuse_a_relative_clause_read_as_conjunct(nlp):
    doc = nlp(
        "Anna looked under the canvas of the wagon, from under the edge of which his boots were"
        " sticking out, and in the middle of which his son's cap was visible."
    )
    assert [span.root.text for span in relative_clause_conjuncts(doc[1])] == ["was"]
    for kind in ("modal", "interrogative", "conditional"):
        out = embed(doc, kind)
        assert not out.ok, kind
        assert "in the middle of which." not in out.text
    # the negation keeps the relative clause whole
    negated = negate(doc, doc[1])
    assert negated.ok
    assert negated.text.startswith("Anna didn't look under the canvas")


def test_relative_clause_read_as_conjunct_kept_whole_is_not_refused(nlp):
    doc = nlp(
        "Our puppy almost died last spring because we were giving her chews, which we were"
        " unaware was treated."
    )
    spans = relative_clause_conjuncts(doc[3])
    assert [span.text for span in spans] == ["which we were unaware was treated"]
    modal = embed(doc, "modal")  # keeps the relative clause word for word
    assert modal.ok
    assert modal.text.startswith("Our puppy might have almost died")
    question = embed(doc, "interrogative")  # cut it: "..., which we were unaware?"
    assert not question.ok and "suspect-parse" in question.flags


def test_near_miss_clause_after_a_relative_is_cut(nlp):
    doc = nlp("Anna looked at the old barn, which was empty, and Tom fed the horses.")
    assert relative_clause_conjuncts(doc[1]) == []
    out = embed(doc, "interrogative")
    assert out.ok and out.text == "Did Anna look at the old barn, which was empty?"
