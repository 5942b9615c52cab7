"""Stop 59 (ng31): negation and embeddings on the Endless Sky / Cataclysm: DDA blind review
(s1202g).

The blind judge rejected "Does the commentary examine ... and highlights ...?", "is there little
hallways", "have to wait ... and do not hope", "we cannot try to find", "who did not only now
realize" and "If ..., if possible, it's okay". Sentences are from the reviewed text or built like
it, run through the real parser and rewriters."""

from __future__ import annotations

import pytest

from pipeline.rewrite.clause_scope import base_conjunct_under_operator
from pipeline.rewrite.embedding import embed
from pipeline.rewrite.negation import negate
from tests.phenomenon_support import kept, mined_pairs


def _token(doc, word: str):
    return next(t for t in doc if t.text == word)


COMMENTARY = (
    "The commentary examines the profusive allusions and highlights the poetic nature of "
    "Zamiatin's language."
)


@pytest.mark.parametrize(
    ("kind", "expected"),
    [
        (
            "interrogative",
            "Does the commentary examine the profusive allusions and highlight the poetic "
            "nature of Zamiatin's language?",
        ),
        (
            "modal",
            "The commentary might examine the profusive allusions and highlight the poetic "
            "nature of Zamiatin's language.",
        ),
    ],
)
def test_verb_misread_as_object_conjunct_is_made_bare(nlp, kind, expected):
    doc = nlp(COMMENTARY)
    result = embed(doc, kind, _token(doc, "examines"))
    assert result.ok, result.flags
    assert result.text == expected


def test_verb_misread_as_object_conjunct_is_one_conjunct_negated(nlp):
    doc = nlp(COMMENTARY)
    result = negate(doc, _token(doc, "examines"), contract=True, above_only=True)
    assert not result.ok
    assert "one-conjunct-negated" in result.flags


def test_real_object_list_is_not_reinflected(nlp):
    doc = nlp("The shop sells the knives and forks of the old guild.")
    result = embed(doc, "interrogative", _token(doc, "sells"))
    assert result.text == "Does the shop sell the knives and forks of the old guild?"


def test_plural_existential_question_agrees(nlp):
    doc = nlp("In a lot of places, there's little hallways connecting the subways with the sewers.")
    result = embed(doc, "interrogative", _token(doc, "'s"))
    assert result.ok, result.flags
    assert result.text == (
        "In a lot of places, are there little hallways connecting the subways with the sewers?"
    )


def test_singular_existential_question_keeps_is(nlp):
    doc = nlp("There's a hatch connecting the subway with the sewers.")
    result = embed(doc, "interrogative", _token(doc, "'s"))
    assert result.text == "Is there a hatch connecting the subway with the sewers?"


def test_base_conjunct_under_have_to_is_not_negated_alone():
    text = (
        "Now you just have to wait long enough for the surveillance cubes to collect their "
        "data, and hope they record something useful."
    )
    pairs = mined_pairs(text, "verb_complement")
    negated = [p for p in pairs if p.premise_kind == "negated" and kept(p)]
    assert not any("not hope" in p.premise for p in negated)


def test_base_conjunct_under_to_refused_by_negate(nlp):
    doc = nlp(
        "Now you just have to wait long enough for the cubes to collect their data, and hope "
        "they record something useful."
    )
    result = negate(doc, _token(doc, "hope"), above_only=True)
    assert not result.ok
    assert "one-conjunct-negated" in result.flags


def test_finite_conjunct_after_infinitive_is_not_under_the_infinitive(nlp):
    # "walked" is past: a conjunct of "decided", not of the infinitive
    doc = nlp("She decided to stay and walked home alone.")
    assert base_conjunct_under_operator(_token(doc, "walked")) is None


def test_negated_can_over_complement_is_refused_for_verb_complements():
    pairs = mined_pairs(
        "Once we've got it, we can try to find a match on another planet.", "verb_complement"
    )
    negated = [p for p in pairs if p.premise_kind == "negated"]
    assert negated
    assert not any(kept(p) for p in negated)


def test_can_negation_kept_for_presupposition(nlp):
    # "can't continue" still presupposes the fighting: the presupposition test keeps it
    doc = nlp("The soldiers can continue to fight.")
    result = negate(doc, _token(doc, "continue"), contract=True, above_only=True)
    assert result.ok, result.flags
    assert result.text == "The soldiers can't continue to fight."


@pytest.mark.parametrize(
    ("text", "verb"),
    [
        (
            "You stomp on the slower grubs, who only now realized that their home is cold.",
            "realized",
        ),
        ("The captain only then saw that the hull was breached.", "saw"),
    ],
)
def test_only_with_time_adverb_refuses_negation(nlp, text, verb):
    doc = nlp(text)
    result = negate(doc, _token(doc, verb), above_only=True)
    assert not result.ok
    assert "only-temporal-focus" in result.flags


def test_only_now_pair_is_not_kept():
    pairs = mined_pairs(
        "You have to pause often to stomp on the slower grubs, who only now realized that "
        "their home is growing cold.",
        "verb_complement",
    )
    assert not any("not only now" in p.premise for p in pairs if kept(p))


def test_plain_now_is_still_negated(nlp):
    doc = nlp("The grubs now realized that their home was cold.")
    result = negate(doc, _token(doc, "realized"), above_only=True)
    assert result.ok, result.flags
    assert "not" in result.text or "n't" in result.text


@pytest.mark.parametrize(
    "text",
    [
        "You are to avoid engaging any pirates you meet, if possible.",
        "You flee at once if you see a pirate.",
        "The guards open fire unless you pay the toll.",
    ],
)
def test_conditional_refuses_a_sentence_with_its_own_condition(nlp, text):
    doc = nlp(text)
    result = embed(doc, "conditional")
    assert not result.ok
    assert "conditional-inside" in result.flags


def test_conditional_keeps_complement_if(nlp):
    doc = nlp("She asked if he could come.")
    result = embed(doc, "conditional")
    assert result.ok, result.flags
    assert result.text == "If she asked if he could come, it's okay."
