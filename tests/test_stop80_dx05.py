"""Stop 80, branch dx05: one place for each concept (no behaviour change).

``clause_scope.as_well`` is the one test of additive "as well" (with ``coordinator=False`` it
refuses "as well as"); ``negation.comma_which_clauses`` the one walk for ", which" clauses
after a head (``denied_relative_antecedent``, ``complement.sentential_relative``);
``complement._hyphen_tail`` the one test of a hyphenated verb (``_hyphenated_head`` calls it;
every hyphen of ``_WORD_HYPHENS``, U+2011 too); ``presupposition._appearance_place`` the one
PP walk for "appear" + place (``arrival`` for a person, else a thing on an artifact).
Constructed sentences through the real spaCy model: for each helper a case it takes and a
close one it refuses."""

from __future__ import annotations

import pytest
from spacy.tokens import Doc

from pipeline.parse import load, resolve_model
from pipeline.rewrite.clause_scope import as_well
from pipeline.rewrite.complement import _hyphen_tail, sentential_relative
from pipeline.rewrite.negation import comma_which_clauses, denied_relative_antecedent
from pipeline.rewrite.presupposition import _appearance_place


@pytest.fixture(scope="module")
def nlp():
    return load(resolve_model())


def _words(nlp, text: str, word: str):
    return [t for t in nlp(text) if t.text == word]


def test_as_well_is_additive_at_the_end(nlp):
    (as_,) = _words(nlp, "The gardener waters the roses as well.", "as")
    assert as_well(as_)
    assert as_well(as_, coordinator=False)


def test_as_well_as_is_a_coordinator_only_when_asked(nlp):
    as_ = _words(nlp, "The gardener waters the roses as well as the tulips.", "as")[0]
    assert as_well(as_)
    assert not as_well(as_, coordinator=False)


def test_plain_as_is_no_additive(nlp):
    (as_,) = _words(nlp, "The gardener works as a guide.", "as")
    assert not as_well(as_)


def test_comma_which_clause_after_the_head(nlp):
    doc = nlp("The pump did not stop the leak, which flooded the cellar.")
    head = next(t for t in doc if t.dep_ == "ROOT")
    rels = list(comma_which_clauses(head, ("relcl", "advcl", "ccomp")))
    assert [r.text for r in rels] == ["flooded"]


def test_that_relative_is_no_comma_which_clause(nlp):
    doc = nlp("The pump did not stop the leak that flooded the cellar.")
    head = next(t for t in doc if t.dep_ == "ROOT")
    assert not list(comma_which_clauses(head, ("relcl", "advcl", "ccomp")))
    assert denied_relative_antecedent(head) is None
    assert sentential_relative(doc, head) == set()


def test_sentential_relative_of_an_evidence_verb_is_cut(nlp):
    doc = nlp("She managed to win the title, which is shown by the trophy.")
    head = next(t for t in doc if t.lower_ == "win")
    cut = sentential_relative(doc, head)
    assert doc[min(cut)].text == "," and "trophy" in {doc[i].text for i in cut}


@pytest.mark.parametrize("hyphen", ["-", "\u2010", "\u2011"])
def test_hyphen_tail_takes_every_word_hyphen(nlp, hyphen):
    # the tokens as a tokenizer that splits the hyphen leaves them (spaCy's keeps "re‐elect"
    # with U+2010/U+2011 whole): "re", the hyphen, "elect", closed up
    words = ["They", "want", "to", "re", hyphen, "elect", "her", "."]
    spaces = [True, True, True, False, False, True, False, False]
    doc = Doc(nlp.vocab, words=words, spaces=spaces)
    tail = _hyphen_tail(doc, doc[3])
    assert tail is not None and tail.text == "elect"


def test_spaced_dash_is_no_word_hyphen(nlp):
    doc = nlp("The committee wants to re - elect the chair.")
    re_ = next(t for t in doc if t.lower_ == "re")
    assert _hyphen_tail(doc, re_) is None


def _appear(nlp, text: str):
    doc = nlp(text)
    trig = next(t for t in doc if t.lemma_ == "appear")
    subj = next((c for c in trig.children if c.dep_ == "nsubj"), None)
    return trig, subj


def test_a_person_arrives_at_a_place(nlp):
    trig, subj = _appear(nlp, "The inspector appeared at the house.")
    assert _appearance_place(trig, subj, arrival=True) == "at the house"
    assert _appearance_place(trig, subj, arrival=False) is None


def test_a_thing_appears_on_an_artifact(nlp):
    trig, subj = _appear(nlp, "The texture will appear on the screen.")
    assert _appearance_place(trig, subj, arrival=False) == "on the screen"
    assert _appearance_place(trig, subj, arrival=True) is None


def test_a_worn_artifact_names_no_place(nlp):
    trig, subj = _appear(nlp, "The inspector appeared in a coat.")
    assert _appearance_place(trig, subj, arrival=True) is None
