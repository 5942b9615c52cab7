"""Shared negation/embedding rewriter, stop 42 round 3 (blind review s1130h, Moby-Dick): no
operator on a wh-exclamative.

An exclamative ("What a fine ship is the captain's schooner!", "How bright the captain's
lantern burned!") is factive and takes no negation, question, "might" or "if" of its own clause
(Zanuttini & Portner 2003; Huddleston & Pullum 2002 ch. 10 §8): the embeddings are refused
(``exclamative``). A clause below the exclamative may still be negated ("How strange it is that
the captain's son didn't stop writing!"), and a plain "!" statement and a free relative keep
every embedding.
"""

from __future__ import annotations

import pytest

from pipeline.process import run_texts
from tests.phenomenon_support import kept


def _premises(text: str) -> set[str]:
    """Premises of the kept presupposition pairs of ``text``."""
    pairs = run_texts([text], ["presupposition"])[1].pairs
    return {p.premise for p in pairs if kept(p)}


@pytest.mark.parametrize(
    ("sentence", "bad"),
    [
        (
            "What a fine ship is the captain's schooner!",
            {
                "What a fine ship isn't the captain's schooner!",
                "What a fine ship might be the captain's schooner!",
                "If what a fine ship is the captain's schooner, it's okay.",
            },
        ),
        (
            "But how bright the captain's lantern burned that night!",
            {
                "But how bright the captain's lantern didn't burn that night!",
                "But how bright the captain's lantern might have burned that night!",
            },
        ),
    ],
)
def test_exclamative_is_not_embedded(sentence, bad):
    premises = _premises(sentence)
    assert not premises & bad
    assert premises <= {sentence}  # no embedding of the exclamative's clause at all


def test_exclamative_refusal_is_flagged():
    from pipeline import parse
    from pipeline.rewrite.embedding import embed
    from pipeline.rewrite.negation import negate

    nlp = parse.load(parse.resolve_model(None), ())
    doc = nlp("What a fine ship is the captain's schooner!")
    assert "exclamative" in negate(doc).flags
    for kind in ("modal", "interrogative", "conditional"):
        result = embed(doc, kind)
        assert not result.ok and "exclamative" in result.flags


def test_clause_below_exclamative_is_still_negated():
    premises = _premises("How strange it is that the captain's son stopped writing!")
    assert "How strange it is that the captain's son didn't stop writing!" in premises


@pytest.mark.parametrize(
    ("sentence", "premise"),
    [
        (
            "The captain's son stopped writing to his mother!",
            "Did the captain's son stop writing to his mother?",
        ),
        (
            "The captain's son stopped writing to his mother!",
            "The captain's son didn't stop writing to his mother!",
        ),
        (
            "What the captain's son said was true.",
            "If what the captain's son said was true, it's okay.",
        ),
    ],
)
def test_statements_keep_their_embeddings(sentence, premise):
    assert premise in _premises(sentence)


def test_free_relative_trigger_gets_no_negation_inside_its_wh_clause():
    """Stop 42 kept "What the captain's son didn't say was true.": the negation lands inside the
    free relative, not on the sentence's own verb. Since the hundred-twenty-third pass (pr120,
    blind review s1202y: "what the Indians didn't call America") a noun-phrase trigger whose
    clause opens with a wh-word gets no negated premise; the other embeddings stay (above)."""
    premises = _premises("What the captain's son said was true.")
    assert "What the captain's son didn't say was true." not in premises
    assert "If what the captain's son said was true, it's okay." in premises
