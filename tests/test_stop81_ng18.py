"""Stop 81 round two, branch ng18: embedding rewriters on imperatives and discourse tags.

1. ``embedding.directive`` refuses two more imperatives: a bare verb whose "subject" is a
   lengthened "please" ("Pleeeease V ...", discourse.lengthened_courtesy; Crystal 2006 ch. 4 on
   expressive lengthening, Searle 1969 on "please"), and a subjectless base form after a
   preposed adverbial clause the parser made the root ("When you're ready, V ..."). An
   imperative has no truth value for "not", "might", a question or "if" (Portner 2004).
2. ``discourse.closing_comment_clause``: a closing comment clause ("you know", "I think") is
   parenthetical (Quirk et al. 1985 §15.54; Dehé 2014) and stays out of embeddings
   (``dialogue_cut``) and hypotheses (``_tag_cut``), also without its comma when the parser
   hung it loosely (parataxis); a bare relative ("the people you know") stays.
3. An NPI left by negation removal ("I think he ever V") is refused already (``npi:ever``).

Sentences are constructed and go through the real spaCy model and the real pipeline."""

from __future__ import annotations

from pipeline.rewrite.discourse import lengthened_courtesy
from pipeline.rewrite.embedding import directive
from tests.phenomenon_support import mined_pairs


def _written(text: str, phenomenon: str) -> list:
    return [p for p in mined_pairs(text, phenomenon, assess_sources=True) if p.well_formed]


def _embedded_premises(text: str, phenomenon: str) -> set[str]:
    return {p.premise for p in _written(text, phenomenon) if p.premise_kind != "original"}


# 1. imperatives -------------------------------------------------------------------------------


def test_lengthened_please_is_a_courtesy_marker():
    assert lengthened_courtesy("Pleeeease")
    assert lengthened_courtesy("pleaaase")
    assert not lengthened_courtesy("please")  # no lengthening: the parser knows it
    assert not lengthened_courtesy("Peeeease")  # another word


def test_lengthened_please_imperative_is_not_embedded():
    text = "Pleeeease buy the sword for only 30 gold."
    premises = _embedded_premises(text, "presupposition")
    assert not any("might" in p or p.endswith("?") or p.startswith("If ") for p in premises)


def test_lengthened_please_negative_imperative_is_not_negated():
    text = "Pleeeease don't stop shouting at the guards."
    premises = _embedded_premises(text, "presupposition")
    assert "Pleeeease stop shouting at the guards." not in premises
    assert not any(p.startswith("Don't Pleeeease") for p in premises)


def test_declarative_with_stop_is_still_embedded():
    text = "The guards don't stop shouting at the prisoners."
    premises = _embedded_premises(text, "presupposition")
    assert "The guards stop shouting at the prisoners." in premises


def test_imperative_after_when_clause_is_not_negated():
    text = "When you're both satisfied, pull the levers and step on the teleporters."
    premises = _embedded_premises(text, "presupposition")
    assert not any("aren't both" in p for p in premises)


def test_when_clause_then_imperative_is_a_directive(nlp):
    doc = nlp("When you're both satisfied, pull the levers and step on the teleporters.")
    assert directive(doc)


def test_when_clause_then_declarative_is_no_directive(nlp):
    # the good neighbour: the clause after the adverbial clause has its own subject
    doc = nlp("When you're both satisfied, we pull the levers and step on the teleporters.")
    assert not directive(doc)


def test_plain_declarative_with_noun_subject_is_no_directive(nlp):
    assert not directive(nlp("Peasants buy the sword for only 30 gold."))


# 2. closing comment clauses -------------------------------------------------------------------


def test_loose_you_know_leaves_hypothesis_and_embeddings():
    text = "Hey friend just grab a chair, I run two shops you know."
    pairs = _written(text, "implicature")
    assert pairs
    assert not any("you know" in p.hypothesis for p in pairs)
    embedded = {p.premise for p in pairs if p.premise_kind != "original"}
    assert "If I run two shops, it's okay." in embedded
    assert not any("you know" in p for p in embedded)


def test_bare_relative_you_know_stays():
    # "the two shops you know": a relative clause on the noun, part of the proposition
    text = "I own the two shops you know."
    pairs = mined_pairs(text, "implicature", assess_sources=True)
    hypotheses = {p.hypothesis for p in pairs}
    assert not any(h.rstrip(".").endswith("shops") for h in hypotheses)


# 3. NPIs after negation removal ---------------------------------------------------------------


def test_unlicensed_ever_after_negation_removal_is_not_written():
    text = "The guard is near. I don't think he ever rests."
    premises = _embedded_premises("I don't think he ever rests.", "verb_complement")
    assert "I think he ever rests." not in premises
    assert text  # the same sentence in a passage is covered by the same rule


def test_negation_removal_without_npi_is_written():
    premises = _embedded_premises("I don't think he rests.", "verb_complement")
    assert "I think he rests." in premises
