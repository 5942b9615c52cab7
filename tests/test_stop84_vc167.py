"""verb_complement, stop 84 (branch vc167): a complement hypothesis must carry the whole
complement, and only a complement.

Five checks in ``pipeline.rewrite.complement`` (docs/verb_complement.md, "Stop 84: vc167"):

- a clause-initial "of" phrase before the trigger's subject is a topicalised argument of the
  complement (Ross 1967; Quirk et al. 1985 §9.33, §16.5): ``fronted-complement-pp:of``;
- a "that" clause before the complement hung inside it is a coordinated content clause the
  hypothesis drops (Quirk §13.55): ``coordinate-complement-dropped``;
- a comparative whose "than" phrase, or an equative whose gapped conjunct, the parser left
  outside the complement (Quirk §15.63, §13.92): ``comparative-standard-cut``;
- an "-ever" word fronted on the trigger makes its object a free relative (Quirk §15.8):
  ``free-relative-object``;
- a relative word raised from a passive infinitive's subject (Quirk §16.39-16.40):
  ``relative-gap-lost`` (vc163's copular case extended).

Constructed sentences through the real pipeline, each with a neighbour that must stay.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _pairs(text: str) -> list:
    from pipeline.flags import settle

    return [
        settle(p)
        for p in mined_pairs(text, "verb_complement", assess_sources=True)
        if p.premise_kind == "original"
    ]


def _flags(text: str, hypothesis: str) -> list[str] | None:
    """The flags of the original-premise pair with ``hypothesis`` (None: no such pair)."""
    for p in _pairs(text):
        if p.hypothesis == hypothesis:
            return list(p.features.get("flags") or [])
    return None


def _clean(text: str, hypothesis: str) -> bool:
    return any(p.hypothesis == hypothesis and p.well_formed for p in _pairs(text))


# a fronted "of" phrase belongs to the complement


def test_fronted_of_phrase_flags_pair():
    flags = _flags(
        "Of the dangers of the northern pass, the guide feared the travellers had never heard.",
        "The travellers had never heard.",
    )
    assert flags is not None and "fronted-complement-pp:of" in flags


def test_fronted_of_course_stays():
    assert _clean(
        "Of course, the guide knew that the travellers had crossed the pass.",
        "The travellers had crossed the pass.",
    )


# coordinated "that" clauses: the first is not dropped


def test_dropped_first_that_clause_flags_pair():
    text = (
        "She admitted, however, that the Hartley brothers were very clever boys, that two such"
        " boys were rarely found in one village, and that their tutor was very proud."
    )
    found = [p for p in _pairs(text) if p.hypothesis.startswith("Two such boys")]
    assert found and not any(p.well_formed for p in found)


def test_coordinated_that_clauses_whole_stays():
    text = (
        "She admitted, however, that the Hartley brothers were very clever boys, that the"
        " village school was rarely full, and that the tutor was very proud."
    )
    assert any(
        p.hypothesis.startswith("The Hartley brothers were very clever boys, the village")
        and p.well_formed
        for p in _pairs(text)
    )


def test_single_that_clause_stays():
    assert _clean(
        "She admitted that the Hartley brothers were very clever boys.",
        "The Hartley brothers were very clever boys.",
    )


# a comparative cut before its standard


def _parsed(rows: list[tuple[str, str, str, int]]):
    """A Doc with the given (word, tag, dep, head) analysis: the parser's attachment errors
    these checks guard against, written out, so the check is tested whatever the model does
    with a given sentence."""
    from spacy.tokens import Doc

    from pipeline.parse import load, resolve_model

    nlp = load(resolve_model(None))
    words = [r[0] for r in rows]
    return Doc(
        nlp.vocab,
        words=words,
        tags=[r[1] for r in rows],
        deps=[r[2] for r in rows],
        heads=[r[3] for r in rows],
        pos=[{"VB": "VERB", "VBD": "VERB", "MD": "AUX"}.get(r[1], "X") for r in rows],
    )


def _complement_flags(rows, start: int, end: int, matrix: int) -> tuple[str, ...]:
    from pipeline.rewrite.complement import that_complement

    doc = _parsed(rows)
    return that_complement(doc, start, end, True, doc[matrix]).flags


# "She thought there was more danger in the first, than in the second ." with "than" on "thought"
_THAN_ROWS = [
    ("She", "PRP", "nsubj", 1),
    ("thought", "VBD", "ROOT", 1),
    ("there", "EX", "expl", 3),
    ("was", "VBD", "ccomp", 1),
    ("more", "JJR", "amod", 5),
    ("danger", "NN", "attr", 3),
    ("in", "IN", "prep", 5),
    ("the", "DT", "det", 8),
    ("first", "JJ", "pobj", 6),
    (",", ",", "punct", 3),
    ("than", "IN", "prep", 1),
    ("in", "IN", "prep", 10),
    ("the", "DT", "det", 13),
    ("second", "JJ", "pobj", 11),
    (".", ".", "punct", 1),
]


def test_than_phrase_cut_flags_pair():
    assert "comparative-standard-cut" in _complement_flags(_THAN_ROWS, 2, 9, 1)


def test_than_phrase_inside_complement_not_flagged():
    rows = [(w, t, d, 3 if i == 10 else h) for i, (w, t, d, h) in enumerate(_THAN_ROWS)]
    assert "comparative-standard-cut" not in _complement_flags(rows, 2, 14, 1)


# "I am sure that it will be as good for him as for her , and as useful too ." with the
# gapped conjunct on "sure"
_EQUATIVE_ROWS = [
    ("I", "PRP", "nsubj", 1),
    ("am", "VBP", "ROOT", 1),
    ("sure", "JJ", "acomp", 1),
    ("that", "IN", "mark", 6),
    ("it", "PRP", "nsubj", 6),
    ("will", "MD", "aux", 6),
    ("be", "VB", "ccomp", 2),
    ("as", "RB", "advmod", 8),
    ("good", "JJ", "acomp", 6),
    ("for", "IN", "prep", 8),
    ("him", "PRP", "pobj", 9),
    ("as", "IN", "prep", 8),
    ("for", "IN", "prep", 11),
    ("her", "PRP", "pobj", 12),
    (",", ",", "punct", 1),
    ("and", "CC", "cc", 1),
    ("as", "RB", "advmod", 17),
    ("useful", "JJ", "conj", 1),
    ("too", "RB", "advmod", 17),
    (".", ".", "punct", 1),
]


def test_gapped_equative_conjunct_flags_pair():
    assert "comparative-standard-cut" in _complement_flags(_EQUATIVE_ROWS, 4, 14, 2)


def test_equative_conjunct_with_own_verb_not_flagged():
    rows = list(_EQUATIVE_ROWS)
    rows[17] = ("seemed", "VBD", "conj", 1)
    assert "comparative-standard-cut" not in _complement_flags(rows, 4, 14, 2)


def test_full_comparative_stays():
    assert _clean(
        "I think the lake is deeper than the river.", "The lake is deeper than the river."
    )


def test_equative_then_new_clause_stays():
    assert _clean(
        "He said that the house was as old as the church, and he left.",
        "The house was as old as the church.",
    )


# a free relative object is no complement


# "But whatever he saw he was eager to forget ." with "whatever" on "saw"
_FREE_RELATIVE_ROWS = [
    ("But", "CC", "cc", 3),
    ("whatever", "WDT", "dep", 3),
    ("he", "PRP", "nsubj", 3),
    ("saw", "VBD", "ROOT", 3),
    ("he", "PRP", "nsubj", 5),
    ("was", "VBD", "ccomp", 3),
    ("eager", "JJ", "acomp", 5),
    ("to", "TO", "aux", 8),
    ("forget", "VB", "xcomp", 6),
    (".", ".", "punct", 3),
]


def test_free_relative_object_flags_pair():
    assert "free-relative-object" in _complement_flags(_FREE_RELATIVE_ROWS, 4, 9, 3)


def test_plain_bare_complement_not_flagged_free_relative():
    rows = [("But", "CC", "cc", 3), ("then", "RB", "advmod", 3), *_FREE_RELATIVE_ROWS[2:]]
    assert "free-relative-object" not in _complement_flags(rows, 4, 9, 3)


def test_concessive_whatever_before_subject_stays():
    assert _clean(
        "But whatever happened, she felt she was ready for the journey.",
        "She was ready for the journey.",
    )


# a relative word raised from a passive infinitive's subject


def test_relative_passive_infinitive_flags_pair():
    flags = _flags(
        "These are the changes which the board wants to be made before spring.",
        "These are the changes which the board will be made before spring.",
    )
    assert flags is not None and "relative-gap-lost" in flags


def test_relative_gap_inside_active_infinitive_not_flagged_gap_lost():
    flags = _flags(
        "These are the tools which we want to use every day.",
        "These are the tools which we will use every day.",
    )
    assert flags is None or "relative-gap-lost" not in flags


def test_passive_infinitive_without_relative_stays():
    assert _clean(
        "The board wanted the changes to be made before spring.",
        "The changes will be made before spring.",
    ) or _clean(
        "The board wanted the changes to be made before spring.",
        "The changes were made before spring.",
    )
