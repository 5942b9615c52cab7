"""Stop 96 (fl89): ``source:fragment`` keeps its promise on a fronted participle phrase with no
comma before the main clause.

"Sneaking amongst the dunes we crept up to their camp and ambushed them at dawn." The parser
reads the main clause as a contact relative on "dunes" (no relative word), so the sentence looked
like a gerund-participle phrase standing alone. A relative clause lacks the relativised element,
and a coordinated one lacks it in every conjunct (Ross 1967, Coordinate Structure Constraint):
a conjunct with its direct object in place ("ambushed them") and no stranded preposition leaves
no gap, so the clause is the main clause. A gap stays possible for an adjunct relative ("the day
we ...": Quirk et al. 1985 §17.12-17.13) and for a two-object verb whose lone pronoun object may
be the indirect one ("the ring his father gave him").

Constructed sentences, real spaCy parses, real runs.
"""

from __future__ import annotations

import pytest

from pipeline import fitness
from tests.phenomenon_support import mined_pairs


@pytest.mark.parametrize(
    "text",
    [
        "Creeping along the ridge we reached the enemy camp and burned their tents at dusk.",
        "Sneaking past the guards we reached the gate and opened it quietly.",
    ],
)
def test_fronted_participle_then_main_clause_is_no_fragment(nlp, text):
    assert "fragment" not in fitness.assess(text, nlp(text))


@pytest.mark.parametrize(
    "text",
    [
        # a real contact relative: the object gap ("the book [she wrote _]")
        "Reading the book she wrote about the war.",
        # a two-object verb: "him" is the indirect object, the gap the direct one
        "Looking for the ring his father gave him.",
    ],
)
def test_gerund_phrase_with_a_gapped_contact_relative_stays_a_fragment(nlp, text):
    assert "fragment" in fitness.assess(text, nlp(text))


def test_conjunction_pairs_of_the_sentence_are_not_flagged_fragment():
    text = "Creeping along the ridge we reached the enemy camp and burned their tents at dusk."
    pairs = [p for p in mined_pairs(text, "conjunction", assess_sources=True)]
    assert pairs
    assert not any("source:fragment" in (p.features.get("flags") or ()) for p in pairs)


def test_adverbial_relative_head_is_shared(nlp):
    from pipeline.lexicon.wordnet import adverbial_relative_head

    doc = nlp("We remember the day and the book.")
    day = next(t for t in doc if t.text == "day")
    book = next(t for t in doc if t.text == "book")
    assert adverbial_relative_head(day.text, day.lemma_)
    assert not adverbial_relative_head(book.text, book.lemma_)
