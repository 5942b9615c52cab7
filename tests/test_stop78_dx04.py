"""Stop 78, branch dx04: one place for each syntax concept.

``syntax.simple_present`` is the one simple-present test (six near copies called it before
or now call it), with keywords for the present-tense auxiliary chains a caller admits;
``syntax.bare_imperative`` is the one test of the plain imperative verb; ``fitness.assess``
takes the parse-garble spans the run computed once. Constructed sentences through the real
spaCy model: for each keyword a clause it admits and a close one it still refuses."""

from __future__ import annotations

import pytest

from pipeline import fitness
from pipeline.parse import load, resolve_model
from pipeline.syntax import bare_imperative, is_imperative, simple_present


@pytest.fixture(scope="module")
def nlp():
    return load(resolve_model())


def _word(nlp, text: str, word: str):
    return next(t for t in nlp(text) if t.text == word)


ALL = {"passive": True, "do_support": True, "perfect": True, "progressive": True}


def test_plain_present_counts_everywhere(nlp):
    verb = _word(nlp, "The clerk stores the spare keys in a drawer.", "stores")
    assert simple_present(verb)
    assert simple_present(verb, passive=False)


def test_present_passive_only_with_passive(nlp):
    verb = _word(nlp, "The spare key is stored in a drawer.", "stored")
    assert simple_present(verb)
    assert not simple_present(verb, passive=False)


def test_past_and_modal_never_count(nlp):
    assert not simple_present(_word(nlp, "The clerk stored the key in a drawer.", "stored"), **ALL)
    assert not simple_present(
        _word(nlp, "The clerk can store the key in a drawer.", "store"), **ALL
    )
    assert not simple_present(_word(nlp, "The spare key was stored in a drawer.", "stored"), **ALL)


def test_do_support_only_when_asked(nlp):
    verb = _word(nlp, "The old drawer does not close properly.", "close")
    assert not simple_present(verb)
    assert simple_present(verb, do_support=True)
    # past "did" is no present whatever the caller admits
    assert not simple_present(_word(nlp, "The old drawer did not close properly.", "close"), **ALL)


def test_perfect_only_when_asked(nlp):
    verb = _word(nlp, "The clerk has stored the key in a drawer.", "stored")
    assert not simple_present(verb)
    assert simple_present(verb, perfect=True)
    assert not simple_present(_word(nlp, "The clerk had stored the key there.", "stored"), **ALL)


def test_progressive_only_when_asked(nlp):
    verb = _word(nlp, "The clerk is storing the key in a drawer.", "storing")
    assert not simple_present(verb, do_support=True, perfect=True)
    assert simple_present(verb, progressive=True)


def test_progressive_passive_is_no_simple_present(nlp):
    """ "is being stored": a be-progressive over a passive; neither keyword alone admits it."""
    verb = _word(nlp, "The spare key is being stored in a drawer.", "stored")
    assert not simple_present(verb, passive=True, do_support=True, perfect=True)


def test_bare_form_with_subject_only_when_asked(nlp):
    """The small tagger gives the plural present a base-form tag now and then; only a caller
    that asks (``bare``) reads it as present, since a mandative subjunctive has the same shape."""
    verb = _word(nlp, "Pupils who write or paint remember more.", "remember")
    assert verb.tag_ == "VB"
    assert not simple_present(verb, **ALL)
    assert simple_present(verb, bare=True)
    # an imperative's base form has no subject: no present, whatever the keywords
    assert not simple_present(_word(nlp, "Remember the code.", "Remember"), bare=True)


def test_bare_imperative_positive_plain_form(nlp):
    doc = nlp("Select the brightest star in the list.")
    assert bare_imperative(doc[0])
    assert is_imperative(doc[0])


def test_negative_imperative_is_imperative_but_not_bare(nlp):
    verb = _word(nlp, "Do not select the brightest star in the list.", "select")
    assert not bare_imperative(verb)
    assert is_imperative(verb)


def test_declarative_and_infinitive_are_not_bare_imperatives(nlp):
    assert not bare_imperative(_word(nlp, "You select the brightest star in the list.", "select"))
    doc = nlp("To select the brightest star, click its name.")
    assert not bare_imperative(doc[1])  # the "to" infinitive of purpose
    assert bare_imperative(_word(nlp, "To select the brightest star, click its name.", "click"))


@pytest.mark.parametrize(
    "text",
    [
        "The two shops either closed in 1990.",  # a parse garble: "either" with no "or"
        "The two shops closed in 1990.",
    ],
)
def test_assess_with_the_garble_spans_says_what_assess_finds(nlp, text):
    doc = nlp(text)
    anchors = fitness.garble_anchors(doc)
    assert fitness.assess(text, doc, anchors) == fitness.assess(text, doc)
    assert ("garbled" in fitness.assess(text, doc)) == bool(anchors)
