"""fl103: flags kept by judges (narrowed) and a bad pair a check can catch (added).

1. ``source:agreement`` narrowed on two misreadings of a grammatical source
   (``fitness._one_of_singular``, ``fitness._relative_singular_verb``):
   - "one of the merry moods characteristic of her": a regular plural noun before a word with
     an adjective sense and a complement of its own is the head, the word a postpositive
     adjective (Quirk et al. 1985 §7.21-7.22, §17.108). Near miss: "one of the old song characteristic of ...".
   - "a chronic hydrops which comes": the article marks a singular count noun in "-s" (Quirk
     et al. 1985 §5.74-5.77). Near miss: the bare plural "chronic lesions which comes".
2. ``question-beside-declarative`` (new defect): a question premise that keeps a finite clause
   declarative beside or before the inverted one ("Did both parties claim the seat and the
   tempers ran high?"): an interrogative does not coordinate with a declarative clause (Quirk
   et al. 1985 §13.21). Near misses: a plain-verb conjunct ("Did they build the wall and paint
   it?"), a coordination inside a that-clause, a contact relative, a fronted subordinate clause.

Constructed sentences, the real parse and pipeline.
"""

import pytest

from pipeline import flags as flag_registry
from pipeline.rewrite.presupposition.premises import (
    QUESTION_BESIDE_DECLARATIVE,
    question_beside_declarative,
)
from tests.phenomenon_support import fitness_reasons, mined_pairs, pair_flags


@pytest.mark.parametrize(
    "text",
    [
        "The children sang one of the old songs characteristic of the valley.",
        "The patient developed a chronic hydrops which comes and goes with the seasons.",
    ],
)
def test_grammatical_number_is_no_agreement_slip(nlp, text: str) -> None:
    assert "agreement" not in fitness_reasons(nlp, text)


@pytest.mark.parametrize(
    "text",
    [
        "The children sang one of the old song characteristic of the valley.",
        "The patient developed chronic lesions which comes and goes with the seasons.",
    ],
)
def test_agreement_slip_stays_flagged(nlp, text: str) -> None:
    assert "agreement" in fitness_reasons(nlp, text)


def _question_flags(text: str) -> dict[str, set[str]]:
    """Question premise -> the flags of its pairs, over the presupposition pairs of ``text``."""
    out: dict[str, set[str]] = {}
    for p in mined_pairs(text, "presupposition"):
        if p.premise_kind == "interrogative":
            out.setdefault(p.premise, set()).update(pair_flags(p))
    assert out, "no question premise"
    return out


@pytest.mark.parametrize(
    "text",
    [
        "Both clubs loudly claimed the title and the tempers ran so high that calm men did not "
        "shrink from talking of a feud.",
        "Both towns proudly claimed the poet and the rivalry grew so bitter that the mayors did "
        "not meet for years.",
    ],
)
def test_question_beside_declarative_flagged(text: str) -> None:
    flags = _question_flags(text)
    assert all(QUESTION_BESIDE_DECLARATIVE in f for f in flags.values()), flags


@pytest.mark.parametrize(
    "text",
    [
        "The farmer's sons built the wall and painted it.",
        "Anna's brother knew that the guests came and went.",
        "The farmer's son read the book his father wrote.",
        "After he left the farm, the farmer's son began to cry.",
    ],
)
def test_clean_question_unflagged(text: str) -> None:
    flags = _question_flags(text)
    assert not any(QUESTION_BESIDE_DECLARATIVE in f for f in flags.values()), flags


def test_comma_splice_before_question(nlp) -> None:
    # "that" the determiner opens no subordinate clause
    text = "At that moment a loud wail was heard from the street, the baby began to cry."
    began = next(t for t in nlp(text) if t.lower_ == "began")
    assert question_beside_declarative(
        began, "At that moment a loud wail was heard from the street, did the baby begin to cry?"
    )


def test_subordinate_clause_before_question(nlp) -> None:
    doc = nlp("When a loud wail was heard from the street, the baby began to cry.")
    began = next(t for t in doc if t.lower_ == "began")
    assert not question_beside_declarative(
        began, "When a loud wail was heard from the street, did the baby begin to cry?"
    )


def test_flag_is_a_registered_defect() -> None:
    assert flag_registry.is_registered(QUESTION_BESIDE_DECLARATIVE)
    assert flag_registry.severity(QUESTION_BESIDE_DECLARATIVE, "presupposition") == "defect"


def test_relative_in_fronted_adverbial_before_question(nlp) -> None:
    doc = nlp("The last time I saw the captain, he was so tired that he slept at the table.")
    was = next(t for t in doc if t.lower_ == "was")
    assert not question_beside_declarative(
        was, "The last time I saw the captain, was he so tired that he slept at the table?"
    )
