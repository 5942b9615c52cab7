"""Stop 77 (dx03, finishing dx02): with the entity recogniser on for every phenomenon, a
sentence-initial word the tagger calls a common noun (NN) that the small NER model types ORG
("Software stopped ...") is no name: its capital is the sentence's and goes inside a question
(Quirk et al. 1985 §5.60). A word the tagger reads as a proper noun ("Apple") and a bare
singular count noun ("Clinic defines ...") keep theirs. Constructed sentences through the real
model and the real pipeline."""

from __future__ import annotations

from pipeline.parse import load, resolve_model
from pipeline.rewrite.embedding import _keeps_capital
from tests.phenomenon_support import kept, mined_pairs


def _questions(text: str) -> set[str]:
    return {
        p.premise
        for p in mined_pairs(text, "presupposition")
        if p.premise_kind == "interrogative" and kept(p)
    }


def test_common_noun_typed_org_is_lowercased_in_the_question() -> None:
    """Bad case: "Hardware" (a mass noun) is NN and typed ORG by the small model; it is a common noun."""
    questions = _questions("Hardware stopped responding after the update.")
    assert "Did hardware stop responding after the update?" in questions, questions


def test_entity_typed_nn_token_loses_its_capital() -> None:
    doc = load(resolve_model())("Software stopped working after the update.")
    assert doc[0].tag_ == "NN" and doc[0].ent_type_  # the case the rule is about
    assert not _keeps_capital(doc[0])


def test_proper_noun_org_keeps_its_capital() -> None:
    """Good neighbour: a name the tagger reads as a proper noun keeps its capital."""
    questions = _questions("Apple stopped selling the old phones.")
    assert "Did Apple stop selling the old phones?" in questions, questions


def _complements(text: str) -> set[str]:
    return {
        p.hypothesis
        for p in mined_pairs(text, "verb_complement")
        if p.premise_kind == "original" and kept(p)
    }


def test_he_after_a_bare_name_stays_in_the_complement() -> None:
    """Bad case: a bare name gives "he" no gender (dx02's agreement rule, now in the
    complement rewriter too): the hypothesis keeps the pronoun, as the gold complements do."""
    hyps = _complements("Marek admitted that he had broken the lamp.")
    assert "He had broken the lamp." in hyps and "Marek had broken the lamp." not in hyps, hyps


def test_he_after_a_titled_name_is_resolved_in_the_complement() -> None:
    """Good neighbour: a title gives the name its gender, so "he" is the name."""
    hyps = _complements("Mr Marek admitted that he had broken the lamp.")
    assert "Mr Marek had broken the lamp." in hyps, hyps
