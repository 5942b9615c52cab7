"""Stop 57 (ng29): exclusive particles and echo questions under an added negation.

Blind review s1202b (e-mail text) rejected "did not just allow me to X" (= "not merely"),
and
"God does not say that Nozick is dead?" (a negated echo question). Sentences are constructed
and run through the real parser and rewriters."""

from __future__ import annotations

import pytest

from pipeline.rewrite.negation import negate
from tests.phenomenon_support import kept, mined_pairs


def _token(doc, word: str):
    return next(t for t in doc if t.text == word)


@pytest.mark.parametrize(
    ("text", "verb", "word"),
    [
        ("He had merely forgotten that the meeting had moved.", "forgotten", "merely"),
        ("She simply realized that the plan had failed.", "realized", "simply"),
    ],
)
def test_exclusive_particle_under_added_negation_is_flagged(nlp, text, verb, word):
    doc = nlp(text)
    for above_only in (True, False):
        result = negate(doc, _token(doc, verb), above_only=above_only)
        assert not result.ok
        assert f"negated-exclusive:{word}" in result.flags


def test_temporal_just_keeps_its_negation(nlp):
    # the "just" of recency: NOPE's experts negate it as "didn't just say"
    doc = nlp("You just said that you were shocked.")
    result = negate(doc, _token(doc, "said"), above_only=True)
    assert result.ok
    assert "didn't just say" in result.text


def test_exclusive_particle_inside_the_object_is_left(nlp):
    doc = nlp("They allowed me just one try to fix it.")
    result = negate(doc, _token(doc, "allowed"), above_only=True)
    assert result.ok
    assert not any(f.startswith("negated-exclusive") for f in result.flags)


def test_exclusive_particle_pair_is_not_kept():
    pairs = mined_pairs("He simply forgot that the meeting had moved.", "presupposition")
    negated = [p for p in pairs if p.premise_kind == "negated"]
    assert negated
    assert not any(kept(p) for p in negated)


def test_declarative_question_gets_its_own_flag(nlp):
    doc = nlp("God says that Nozick is dead?")
    result = negate(doc, _token(doc, "says"), contract=False)
    assert not result.ok
    assert "negated-declarative-question" in result.flags


def test_inverted_question_keeps_the_polar_flag(nlp):
    doc = nlp("Had he guessed that the plan failed?")
    result = negate(doc, _token(doc, "guessed"), contract=False)
    assert "negated-question" in result.flags
    assert "negated-declarative-question" not in result.flags  # inverted: the polar flag alone


def test_declarative_question_verb_complement_pair_is_not_kept():
    pairs = mined_pairs("You realize that the server is down?", "verb_complement")
    negated = [p for p in pairs if p.premise_kind == "negated"]
    assert negated
    assert not any(kept(p) for p in negated)
