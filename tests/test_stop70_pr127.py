"""Stop 70, pr127 (review s1203b, FOLDOC): stacked operators and glossary residue in the
presupposition embeddings (docs/presupposition.md, "Stop 70, pr127").

Constructed sentences of the reviewed kinds, parsed by the real model: the bad embedding is
refused, and a neighbour without the configuration is still embedded.
"""

from __future__ import annotations

import pytest

from pipeline.rewrite.embedding import embed
from tests.phenomenon_support import well_formed_premises_by_kind

_premises = well_formed_premises_by_kind


def test_modal_over_an_epistemic_raising_adjective_is_refused(nlp):
    doc = nlp("The firm's client list is likely to include both banks and shops.")
    out = embed(doc, "modal")
    assert not out.ok and "already-modal" in out.flags
    assert embed(doc, "interrogative").ok  # "Is the firm's client list likely to ...?"


def test_modal_without_a_raising_adjective_stays(nlp):
    out = embed(nlp("The firm's client list includes both banks and shops."), "modal")
    assert out.ok and "might" in out.text


@pytest.mark.parametrize("kind", ["negated", "modal"])
def test_operator_over_a_frequency_adverb_and_only_is_refused(nlp, kind):
    out = embed(nlp("Such a cable is usually only used over short distances."), kind)
    assert not out.ok and "frequency-quantifier" in out.flags


def test_frequency_adverb_without_only_keeps_its_negation(nlp):
    out = embed(nlp("Such a cable is usually used over short distances."), "negated")
    assert out.ok and "n't" in out.text


def test_negation_under_a_hedged_fronted_frequency_adverb_is_refused(nlp):
    out = embed(nlp("Often, but not always, the columns will have the same type."), "negated")
    assert not out.ok and "fronted-frequency" in out.flags


def test_plain_fronted_frequency_adverb_keeps_the_negation_as_nope_writes_it(nlp):
    out = embed(nlp("Frequently, the columns will have the same type."), "negated")
    assert out.ok and "won't" in out.text


@pytest.mark.parametrize("kind", ["negated", "modal", "interrogative"])
def test_bracketed_glossary_header_takes_no_embedding(nlp, kind):
    doc = nlp('(NSF or just "The Foundation") The NSF\'s main task is the funding of research.')
    out = embed(doc, kind)
    assert not out.ok and "source:glossary-header" in out.flags


def test_headword_before_a_semicolon_takes_no_embedding(nlp):
    doc = nlp("The escape key on a terminal; pressing it usually shows that the user knew vi.")
    out = embed(doc, "modal")
    assert not out.ok and "source:glossary-header" in out.flags


def test_two_clauses_joined_by_a_semicolon_are_no_header(nlp):
    doc = nlp("The key was lost; the user's password still worked.")
    assert "source:glossary-header" not in embed(doc, "modal").flags


@pytest.mark.parametrize("kind", ["interrogative", "conditional"])
def test_example_marker_opens_no_question_or_antecedent(nlp, kind):
    doc = nlp("E.g. when adding two numbers, the adder's carry bit changed the result.")
    out = embed(doc, kind)
    assert not out.ok and "source:example-marker" in out.flags


def test_example_marker_keeps_the_negation(nlp):
    doc = nlp("E.g. when adding two numbers, the adder's carry bit changed the result.")
    assert "source:example-marker" not in embed(doc, "negated").flags


def test_presupposition_pairs_drop_the_negation_over_usually_only():
    premises = _premises("Although slow, such a link is usually only used over short distances.")
    assert not any(
        "n't usually only" in p or "not usually only" in p for p in premises.get("negated", [])
    )
    assert premises.get("original")  # the plain pair stays


def test_presupposition_pairs_drop_the_negation_under_a_hedged_frequency():
    premises = _premises(
        "Often, but not always, the columns will have the same name in both tables."
    )
    assert not premises.get("negated")
    assert premises.get("original")
