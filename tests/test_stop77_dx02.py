"""A phenomenon's pairs do not depend on which other phenomena ran (stop 77, dx02).

- The parse enables the spaCy components of every registered phenomenon, whatever the run
  selected (``process.Selection.components``): presupposition and verb_complement read entity
  types too, so a run of one phenomenon and a run of all four parse alike.
- A gendered pronoun ("he"/"she") is written as a proper name only when the name's own phrase
  gives its gender (a title, "Mrs Okafor"; a gendered noun in apposition): gender agreement is a
  hard filter on an antecedent (Hobbs 1978; Lappin & Leass 1994), and NER's PERSON gives none.
- A cleft's name pivot that is the subject of a verb of perception, thought, feeling or saying
  is "Someone" whatever type NER gives a lone given name (Dowty 1991 on sentience).

Constructed sentences through the real model and the real pipeline (``run_texts``)."""

from __future__ import annotations

from pipeline.process import Selection, run_texts
from tests.phenomenon_support import kept_presupposition_drafts as _drafts

ALL = ["conjunction", "implicature", "presupposition", "verb_complement"]

_TEXTS = [
    "Tomas realised that she had left the door open.",
    "Mrs Okafor realised that she had left the door open.",
    "It is Victoria that hears the bells every evening.",
    "Ingrid regrets that Stefan sold the farm in Ohio before the winter.",
    "Only Halvorsen managed to see the comet from Tromsø in March.",
    "The committee in Geneva admitted that the Paris office had forgotten to file the report.",
]


def _pairs(phenomena: list[str], phenomenon: str) -> set[tuple]:
    _, result = run_texts(_TEXTS, phenomena)
    return {
        (p.subtype, p.premise, p.hypothesis, p.heuristic_label, p.well_formed)
        for p in result.pairs
        if p.phenomenon == phenomenon
    }


def test_every_selection_parses_with_the_entity_recogniser() -> None:
    for name in ALL:
        assert "ner" in Selection.build([name]).components
    assert Selection.build(["presupposition"]).components == Selection.build(ALL).components


def test_presupposition_alone_equals_presupposition_among_all_four() -> None:
    alone = _pairs(["presupposition"], "presupposition")
    assert alone  # the sentences do give presupposition pairs
    assert alone == _pairs(ALL, "presupposition")


def test_verb_complement_alone_equals_verb_complement_among_all_four() -> None:
    alone = _pairs(["verb_complement"], "verb_complement")
    assert alone
    assert alone == _pairs(ALL, "verb_complement")


# -- he/she and a bare name ---------------------------------------------------------------------


def test_she_is_not_written_as_a_bare_name() -> None:
    # NER types "Tomas" PERSON; nothing in the sentence gives a gender: the pronoun stays
    assert _drafts(
        "Tomas realised that she had left the door open.", "clause_embedding_predicates"
    ) == {"She had left the door open."}


def test_she_is_written_as_a_name_with_a_feminine_title() -> None:
    assert _drafts(
        "Mrs Okafor realised that she had left the door open.", "clause_embedding_predicates"
    ) == {"Mrs Okafor had left the door open."}


def test_a_masculine_title_clashes_with_she() -> None:
    drafts = _drafts(
        "Mr Okafor realised that she had left the door open.", "clause_embedding_predicates"
    )
    assert drafts == {"She had left the door open."}


def test_time_clause_pronoun_is_not_written_as_a_bare_name() -> None:
    assert _drafts("Tomas smiled again after she waved.", "temporal_adverbs") == {"She waved."}


def test_gendered_common_noun_subject_still_replaces_the_pronoun() -> None:
    assert _drafts(
        "The old fisherman realised that he had left the net open.", "clause_embedding_predicates"
    ) == {"The old fisherman had left the net open."}


# -- cleft pivots -------------------------------------------------------------------------------


def test_cleft_name_pivot_of_a_perception_verb_is_someone() -> None:
    assert _drafts("It is Victoria that hears the bells every evening.", "clefts") == {
        "Someone hears the bells every evening."
    }


def test_cleft_thing_pivot_stays_something() -> None:
    assert _drafts("It is the radio that wakes Marisol.", "clefts") == {"Something wakes Marisol."}
