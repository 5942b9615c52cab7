"""Stop 82 round one, branch ng19: performatives and unmarked wh-questions under the embeddings.

1. ``clause_scope.performative_hereby``: a clause marked by "hereby" is an explicit
   performative, an act only as the first-person present assertion (Austin 1962's "hereby"
   test; Searle 1969). No negation, modal, question or "if" takes it or a clause it frames
   (flag ``performative-hereby``); a "hereby" inside quoted speech is left to the quote.
2. ``clause_scope.unmarked_wh_subject``: a main clause whose subject is "who"/"what" (or a
   partitive "which of") is a wh-question though written without its "?" ("Who dares ..."),
   Huddleston & Pullum 2002 ch. 10 §7.1; ``question_source`` and ``wh_question`` count it, so
   it takes no operator (Karttunen 1977). A free relative subject and a sentence closed by a
   full stop are left alone.

Sentences are constructed and go through the real spaCy model and the real pipeline."""

from __future__ import annotations

from pipeline.rewrite.clause_scope import performative_hereby, unmarked_wh_subject
from tests.phenomenon_support import mined_pairs


def _written(text: str, phenomenon: str) -> list:
    return [p for p in mined_pairs(text, phenomenon, assess_sources=True) if p.well_formed]


def _embedded_premises(text: str, phenomenon: str) -> set[str]:
    return {p.premise for p in _written(text, phenomenon) if p.premise_kind != "original"}


def _root(nlp, text: str):
    return next(t for t in nlp(text) if t.dep_ == "ROOT")


# 1. performative "hereby" --------------------------------------------------------------------


def test_hereby_marks_a_performative(nlp):
    assert (
        performative_hereby(_root(nlp, "Entry to the guild's hall is hereby granted.")) is not None
    )
    assert performative_hereby(_root(nlp, "Entry to the guild's hall is now granted.")) is None


def test_hereby_performative_takes_no_operator():
    text = "Entry to the guild's hall is hereby granted."
    premises = _embedded_premises(text, "presupposition")
    assert not any("hereby" in p for p in premises), premises


def test_same_clause_without_hereby_is_still_embedded():
    text = "Entry to the guild's hall was granted."
    premises = _embedded_premises(text, "presupposition")
    assert "Entry to the guild's hall might have been granted." in premises
    assert "Was entry to the guild's hall granted?" in premises


def test_hereby_frames_its_complement():
    text = "I hereby declare that the mayor's term has ended."
    premises = _embedded_premises(text, "presupposition")
    assert not any("hereby" in p for p in premises), premises
    assert not _embedded_premises(text, "verb_complement")


def test_reported_declaration_is_still_negated():
    text = "The mayor's clerk declared that the term has ended."
    premises = _embedded_premises(text, "verb_complement")
    assert "The mayor's clerk did not declare that the term has ended." in premises


def test_quoted_hereby_belongs_to_the_quote(nlp):
    head = _root(nlp, 'The card bears the duke\'s words: "You are hereby granted access."')
    assert performative_hereby(head) is None


# 2. wh-questions without their question mark -------------------------------------------------


def test_wh_subject_without_question_mark_is_a_question(nlp):
    assert unmarked_wh_subject(_root(nlp, "Who dares to wake the giant's hound...")) is not None
    assert (
        unmarked_wh_subject(_root(nlp, "Which of you dares to open the duke's chest")) is not None
    )


def test_free_relative_and_full_stop_are_not_questions(nlp):
    assert unmarked_wh_subject(_root(nlp, "What remains of the duke's tower is a ruin.")) is None
    assert (
        unmarked_wh_subject(_root(nlp, "Whoever wakes the giant's hound will regret it!")) is None
    )
    assert unmarked_wh_subject(_root(nlp, "Which is why the duke's men left.")) is None


def test_unmarked_wh_question_takes_no_operator():
    text = "Who dares to wake the giant's hound..."
    for phenomenon in ("presupposition", "verb_complement"):
        premises = _embedded_premises(text, phenomenon)
        assert not any(p.startswith(("Who", "If who", "Does who")) for p in premises), premises


def test_declarative_neighbour_is_still_embedded():
    text = "The boy dares to wake the giant's hound..."
    premises = _embedded_premises(text, "presupposition")
    assert any(p.startswith("The boy doesn't dare") for p in premises), premises
