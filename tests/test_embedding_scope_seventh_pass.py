"""Negation and embeddings, blind review round 37 (branch ng4): the idiom "can't help but"
under negation, a trigger in a "but" verb-phrase conjunct under the conditional, a negated
main clause after a preposed "whereas" clause, and a writer's "but"-clause the parser hung
inside a reported complement.

Constructed sentences, real parses (docs/negation.md, "Round 37")."""

from __future__ import annotations

import pytest

from pipeline.rewrite.embedding import embed
from pipeline.rewrite.negation import negate


@pytest.mark.parametrize(
    "sentence",
    [
        "I couldn't help but laugh at the joke.",
        "She can't help but wonder whether the plan will work.",
    ],
)
def test_cannot_help_but_is_refused_under_negation(parsed, sentence):
    doc, _ = parsed(sentence)
    result = negate(doc)
    assert not result.ok
    assert result.text == sentence
    assert "help-but-negation" in result.flags
    assert not any(f.startswith("discourse-clash") for f in result.flags)


def test_plain_help_is_still_negated(parsed):
    doc, _ = parsed("She helped her brother with the move.")
    result = negate(doc)
    assert result.ok and result.text == "She didn't help her brother with the move."


@pytest.mark.parametrize(
    ("sentence", "word", "expected"),
    [
        (
            "Federer made six doubles finals during this time, but lost the final in 2002.",
            "lost",
            {
                "modal": "Federer might have lost the final in 2002.",
                "interrogative": "Did Federer lose the final in 2002?",
                "conditional": "If Federer lost the final in 2002, it's okay.",
            },
        ),
        (
            "The ship was sunk in the harbor, but was salvaged and rebuilt.",
            "salvaged",
            {
                "modal": "The ship might have been salvaged and rebuilt.",
                "interrogative": "Was the ship salvaged and rebuilt?",
                "conditional": "If the ship was salvaged and rebuilt, it's okay.",
            },
        ),
    ],
)
def test_an_operator_on_a_but_conjunct_takes_that_conjunct_alone(parsed, sentence, word, expected):
    doc, _ = parsed(sentence)
    target = next(t for t in doc if t.text == word)
    for kind, text in expected.items():
        result = embed(doc, kind, target)
        assert result.ok, (kind, result)
        assert result.text == text
        assert "other-conjunct-dropped" in result.flags


def test_a_but_conjunct_after_fronted_material_is_refused(parsed):
    doc, _ = parsed(
        "At least once, she escaped from the camp, but was again brought back to Texas."
    )
    target = next(t for t in doc if t.text == "brought")
    result = embed(doc, "conditional", target)
    assert not result.ok and "contrast-conjunct" in result.flags


def test_an_and_conjunct_keeps_the_whole_sentence(parsed):
    doc, _ = parsed("Federer made six finals during this time and lost the final in 2002.")
    target = next(t for t in doc if t.text == "lost")
    result = embed(doc, "conditional", target)
    assert "other-conjunct-dropped" not in result.flags


@pytest.mark.parametrize(
    "sentence",
    [
        "Whereas she claims that the test is easy, he claims that it is hard.",
        "Whereas the north is dry, the south gets plenty of rain.",
        "While most plants were closed, a few were retooled.",
        "Whereas she did not like the city, he loved it.",
    ],
)
def test_negated_main_clause_after_a_preposed_contrast_is_flagged(parsed, sentence):
    doc, _ = parsed(sentence)
    result = negate(doc)
    assert not result.ok
    assert "discourse-clash:contrast" in result.flags


@pytest.mark.parametrize(
    "sentence",
    ["While she was waiting, she read a book.", "She stayed home, whereas he went to the party."],
)
def test_temporal_while_and_a_postposed_whereas_are_no_preposed_contrast(parsed, sentence):
    doc, _ = parsed(sentence)
    result = negate(doc)
    assert result.ok, result


@pytest.mark.parametrize(
    ("word", "kind", "expected"),
    [
        ("write", "interrogative", "Do many historians write that Luis was Mexican?"),
        ("write", "conditional", "If many historians write that Luis was Mexican, it's okay."),
        ("was", "modal", "Many historians write that Luis might have been Mexican."),
    ],
)
def test_a_writers_but_clause_parsed_inside_the_report_is_left_out(parsed, word, kind, expected):
    doc, _ = parsed("Many historians write that Luis was Mexican but he was of French descent.")
    target = next(t for t in doc if t.text == word)
    result = embed(doc, kind, target)
    assert result.ok, result
    assert result.text == expected
    assert "other-clause-dropped" in result.flags


def test_a_but_clause_with_a_new_subject_inside_a_report_stays(parsed):
    doc, _ = parsed("She said that the plan was good but the timing was wrong.")
    result = embed(doc, "interrogative")
    assert result.text == "Did she say that the plan was good but the timing was wrong?"
