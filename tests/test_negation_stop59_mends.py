"""Stop 59 mends (md3): findings 4, 5, 11 and 13 of the readthrough rt1 on ng31's rules.

Each mend has its twin: the sentence the original rule was written for, which must still hold.
Sentences run through the real parser and rewriters."""

from __future__ import annotations

import pytest

from pipeline.rewrite.clause_scope import (
    misattached_finite_conjuncts,
    verbs_read_as_object_conjuncts,
)
from pipeline.rewrite.embedding import embed
from pipeline.rewrite.negation import negate
from pipeline.rewrite.presupposition import _negated_part


def _token(doc, word: str):
    return next(t for t in doc if t.text == word)


# Finding 4: "only" + a time noun ("today", "yesterday") is refused too; "only once" is not a
# time frame and is negated as any "only".


@pytest.mark.parametrize(
    ("text", "verb"),
    [
        ("He only today learned the truth.", "learned"),
        ("He only yesterday realized that the ship was gone.", "realized"),
    ],
)
def test_only_with_time_noun_refuses_negation(nlp, text, verb):
    doc = nlp(text)
    result = negate(doc, _token(doc, verb), above_only=True)
    assert not result.ok
    assert "only-temporal-focus" in result.flags


def test_only_once_is_not_a_temporal_frame(nlp):
    doc = nlp("He visited Paris only once.")
    result = negate(doc, _token(doc, "visited"), above_only=True)
    assert "only-temporal-focus" not in result.flags
    assert result.ok, result.flags
    # pr106 (hundred-ninth pass): without a modal the verb takes the negation ("not only
    # once" is the first half of an additive correlative; Huddleston & Pullum 2002 ch. 15)
    assert result.text == "He didn't visit Paris only once."


def test_only_now_still_refuses_negation(nlp):
    doc = nlp("You stomp on the slower grubs, who only now realized that their home is cold.")
    result = negate(doc, _token(doc, "realized"), above_only=True)
    assert not result.ok
    assert "only-temporal-focus" in result.flags


# Finding 5: "as if" opens a comparison clause, not a condition.


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("He looks as if he is tired.", "If he looks as if he is tired, it's okay."),
        (
            "She talks as if she owns the place.",
            "If she talks as if she owns the place, it's okay.",
        ),
    ],
)
def test_as_if_is_no_condition_of_its_own(nlp, text, expected):
    doc = nlp(text)
    result = embed(doc, "conditional")
    assert result.ok, result.flags
    assert result.text == expected


def test_if_possible_still_refuses_the_conditional(nlp):
    doc = nlp("You are to avoid engaging any pirates you meet, if possible.")
    result = embed(doc, "conditional")
    assert not result.ok
    assert "conditional-inside" in result.flags


# Finding 13: a numeral heading the existential's subject counts as plural.


def test_numeral_headed_existential_question_agrees(nlp):
    doc = nlp("There's two of them in the hall.")
    result = embed(doc, "interrogative", _token(doc, "'s"))
    assert result.ok, result.flags
    assert result.text == "Are there two of them in the hall?"


def test_one_of_them_keeps_is(nlp):
    doc = nlp("There's one of them in the hall.")
    result = embed(doc, "interrogative", _token(doc, "'s"))
    assert result.text == "Is there one of them in the hall?"


def test_plural_noun_existential_still_agrees(nlp):
    doc = nlp("In a lot of places, there's little hallways connecting the subways with the sewers.")
    result = embed(doc, "interrogative", _token(doc, "'s"))
    assert result.text == (
        "In a lot of places, are there little hallways connecting the subways with the sewers?"
    )


# Finding 11: the verb misread as an object's noun conjunct is its own concept, asked for
# explicitly; misattached_finite_conjuncts keeps to what its name says. Behaviour is unchanged.

COMMENTARY = (
    "The commentary examines the profusive allusions and highlights the poetic nature of "
    "Zamiatin's language."
)


def test_misread_verb_is_not_a_misattached_conjunct(nlp):
    doc = nlp(COMMENTARY)
    head = _token(doc, "examines")
    assert [t.text for t in verbs_read_as_object_conjuncts(head)] == ["highlights"]
    assert misattached_finite_conjuncts(head) == []


def test_misread_verb_still_reinflected_in_question(nlp):
    doc = nlp(COMMENTARY)
    result = embed(doc, "interrogative", _token(doc, "examines"))
    assert result.text == (
        "Does the commentary examine the profusive allusions and highlight the poetic "
        "nature of Zamiatin's language?"
    )


def test_misread_verb_still_flags_presupposition_negation(nlp):
    doc = nlp(COMMENTARY)
    result = _negated_part(doc, _token(doc, "examines"))
    assert not result.ok
    assert "one-conjunct-negated" in result.flags


def test_conjunct_hung_on_complement_clause_still_found(nlp):
    doc = nlp("It measures how fast the stars move and is the oldest instrument.")
    head = _token(doc, "measures")
    assert [t.text for t in misattached_finite_conjuncts(head)] == ["is"]
