"""Stop 73 round one (fl46): verbless dictionary-definition fragments that still went out as
premises. A genus set off by a comma from its past participle ("X's successor to Y, developed
ca. 1985.") and a genus whose last participle the parse made the root ("The path of a file ...,
as seen by a client accessing it ...") are ``source:fragment``; an etymology in brackets before
a lower-case definiens is entry front matter; a second relative clause coordinated with the
first ("..., but which nevertheless ...") keeps the definiens one noun phrase, so the copular
repair ("It is a ...") takes it. Constructed sentences after s1204f/s1204e's FOLDOC rejects,
parsed by the real model.
"""

from __future__ import annotations

from tests.phenomenon_support import every_pair_flagged, model_fitness_reasons, source_flags
from tests.phenomenon_support import source_assessed_pairs as _pairs


def test_comma_before_participle_is_a_fragment_for_presupposition():
    pairs = _pairs("Niklaus Wirth's successor to Pascal, developed ca. 1978.", "presupposition")
    assert any(p.premise.startswith("Did ") for p in pairs)
    assert every_pair_flagged(pairs, "source:fragment", source_flags)


def test_comma_before_participle_is_a_fragment_for_verb_complement():
    text = "A descendant of the old compiler with extra types, developed to be a portable language."
    assert every_pair_flagged(_pairs(text, "verb_complement"), "source:fragment", source_flags)


def test_clauses_with_a_comma_before_the_verb_stay():
    # a parenthetical closed by the comma; a passive with its auxiliary; an object after the
    # verb (no passive participle takes one)
    for text in (
        "The new system, however, developed quickly.",
        "Wirth's successor to Pascal was developed in 1978.",
        "The lead engineer, designed the chip in 1985.",
    ):
        assert "fragment" not in model_fitness_reasons(text), text


def test_subject_on_a_gerund_root_is_a_fragment():
    text = (
        "The path of a file or folder on a remote server, as seen by a client accessing it "
        "over the network."
    )
    assert every_pair_flagged(_pairs(text), "source:fragment", source_flags)


def test_progressive_clause_stays():
    assert model_fitness_reasons("The children were playing in the garden and the yard.") == []


def test_etymology_before_a_lower_case_definiens_is_cut_and_mended():
    # stop 73 (fl47): the definiens after the etymology, "any kind of ...", is a free-choice
    # genus that takes the copular repair; the etymology is cut as front matter
    text = (
        "(From Latin, via an old French word for a street performer) any kind of noisy or "
        "unruly behaviour."
    )
    pairs = _pairs(text)
    assert pairs
    for pair in pairs:
        assert pair.premise.startswith("It is any kind of")
        assert pair.hypothesis.startswith("It is any kind of")
        assert pair.well_formed and not source_flags(pair)


def test_bracketed_note_before_a_lower_case_clause_stays():
    assert "fragment" not in model_fitness_reasons("(In short) the tool reads and writes files.")


def test_coordinated_relative_clause_keeps_the_definiens_and_is_mended():
    text = (
        "A format for documents or images which has not been approved by any standards body, "
        "but which nevertheless is used by many firms."
    )
    assert "description" in model_fitness_reasons(text)
    pairs = _pairs(text)
    assert pairs and all(p.premise.startswith("It is a ") for p in pairs)
    assert any(
        p.premise.startswith("It is a format for documents or images")
        and p.well_formed
        and "copular-definition" in p.features["flags"]
        for p in pairs
    )


def test_interrogative_after_but_is_no_relative_clause():
    text = "The tool which reads files is old, but which one do you want?"
    assert "description" not in model_fitness_reasons(text)
