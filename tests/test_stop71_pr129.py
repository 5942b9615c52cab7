"""Stop 71, pr129 (review s1203c, FOLDOC): embeddings that do not scope over the trigger's clause
(a result conjunct "and so" outside the modal) and questions after a fronted supplementive
clause (docs/presupposition.md, "Stop 71, pr129").

Constructed sentences of the reviewed kinds, parsed by the real model: the bad embedding is
refused, and a neighbour without the configuration is still embedded.
"""

from __future__ import annotations

import pytest

from pipeline.rewrite.clause_scope import fronted_supplementive, result_conjunct
from pipeline.rewrite.embedding import embed
from tests.phenomenon_support import well_formed_premises_by_kind

_premises = well_formed_premises_by_kind


# class 2: the modal covered only the first conjunct of "A, and so B"


@pytest.mark.parametrize("kind", ["modal", "conditional"])
def test_operator_over_a_result_conjunct_is_refused(nlp, kind):
    doc = nlp("He was only interested in money, and so never asked for more.")
    assert result_conjunct(doc[1]) is not None
    out = embed(doc, kind)
    assert not out.ok and "result-conjunct" in out.flags


def test_result_conjunct_sentence_keeps_its_cut_question():
    premises = _premises("He was only interested in money, and so never asked for more.")
    assert "modal" not in premises and "conditional" not in premises
    assert any(p.startswith("Was he only interested in money") for p in premises["interrogative"])


def test_plain_verb_coordination_is_still_embedded(nlp):
    doc = nlp("She stopped smoking and felt much better.")
    assert result_conjunct(doc[1]) is None
    out = embed(doc, "modal")
    assert out.ok and out.text == "She might have stopped smoking and felt much better."


# class 3: a fronted supplementive clause before a question


def test_question_after_a_fronted_supplementive_is_refused():
    premises = _premises(
        "Never one to miss a bandwagon, Microsoft bought up the company's remote-access product"
        " and combined it with Windows NT."
    )
    assert "interrogative" not in premises
    assert premises.get("modal")  # "Never one to miss a trend, the company might have ..."


def test_question_after_a_fronted_adjective_phrase_is_refused(nlp):
    doc = nlp("Tired of waiting, the crowd left the hall again.")
    assert fronted_supplementive(doc, doc[6], 0) is not None
    out = embed(doc, "interrogative")
    assert not out.ok and "fronted-supplement" in out.flags


@pytest.mark.parametrize(
    "sentence",
    [
        "Last year, the company stopped making cars.",
        "In 1990, the company stopped making cars.",
    ],
)
def test_question_after_a_fronted_time_adjunct_stays(sentence):
    premises = _premises(sentence)
    assert any(", did the company stop making cars?" in p for p in premises["interrogative"])


# class 3: a glossary heading whose alternative names are hyphenated compounds ("drop-down")


def test_heading_with_hyphenated_compounds_is_glossary_residue(nlp):
    doc = nlp('(Or "pop-up window") A window that opens when the user stops the program.')
    for kind in ("negated", "modal", "interrogative"):
        out = embed(doc, kind)
        assert not out.ok and "source:glossary-header" in out.flags


def test_sentence_with_a_hyphenated_compound_is_still_embedded(nlp):
    out = embed(nlp("The user stopped the pop-up window."), "modal")
    assert out.ok and out.text == "The user might have stopped the pop-up window."
