"""Stop 95 (fl87): ``source:fragment`` that judges keep.

1. An adjective-tagged head with the opening indefinite article and a premodifier of its own
   heads a noun phrase (an adjective takes no article: H&P 2002 ch. 5 §2), so the verbless
   evaluative noun phrase takes the definition path (``description``) and the copular repair
   ("It is a ..."), like the noun-tagged ones. A head whose relative word the parser lost stays
   a ``fragment``.
2. An opening "was"/"were" with a preposition or adjective phrase after it, or "had to" + verb,
   with no subject anywhere, is the diary's subject ellipsis (Haegeman 1990; Weir 2012), not an
   inversion: ``subjectless``, like other past verbs (stop 92). "Had" + object stays a fragment.
Constructed sentences, real parses, real runs.
"""

from __future__ import annotations

import pytest

from pipeline import fitness, parse
from pipeline.process import run_texts


@pytest.fixture(scope="module")
def nlp():
    return parse.load(parse.resolve_model())


@pytest.mark.parametrize(
    "text",
    ["A lavish and colorful musical from Mexico.", "A gorgeous and witty musical from Peru."],
)
def test_adjective_tagged_head_with_article_is_a_noun_phrase(nlp, text):
    doc = nlp(text)
    root = next(t for t in doc if t.dep_ == "ROOT")
    assert root.tag_ == "JJ"  # the misparse this rule is about
    assert fitness.assess(text, doc) == ["description"]
    _, res = run_texts([text], ["conjunction"], source="test", assess_sources=True)
    assert res.pairs
    for pair in res.pairs:
        assert pair.premise.startswith("It is a")
        assert pair.well_formed
        assert "source:fragment" not in (pair.features.get("flags") or ())


def test_lost_relative_clause_stays_fragment(nlp):
    # near miss: the relative word after the misread head is not parsed as one
    text = (
        "A lavish, high spirited musical from Chile that cleverly blends music, dance and comedy."
    )
    doc = nlp(text)
    root = next(t for t in doc if t.dep_ == "ROOT")
    assert root.tag_ == "JJ"
    assert "fragment" in fitness.assess(text, doc)


@pytest.mark.parametrize(
    "text",
    [
        "Was at the gym for an hour and then went home.",
        "Had to wait for two hours at the desk and missed the bus.",
    ],
)
def test_diary_be_have_start_is_subjectless(nlp, text):
    assert fitness.assess(text, nlp(text)) == ["subjectless"]
    _, res = run_texts([text], ["conjunction"], source="test", assess_sources=True)
    assert res.pairs
    for pair in res.pairs:
        flags = pair.features.get("flags") or ()
        assert "source:fragment" not in flags


@pytest.mark.parametrize(
    "text", ["Had a great time at the beach.", "Were the last words I heard.", "Was the food good?"]
)
def test_be_have_with_noun_phrase_after_is_not_subjectless(nlp, text):
    # near misses: a noun phrase after "had"/"were" may be an inverted subject or an object
    assert "subjectless" not in fitness.assess(text, nlp(text))
