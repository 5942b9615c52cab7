"""Stop 74 round two (fl50): definition fragments still written as sentences after fl49. A
sentence needs a finite main clause with a subject (H&P 2002 ch. 2): a clause with its own
subject conjoined to a noun root after a relative clause is that relative's second conjunct; a
past participle under an indefinite genus ("An X used to ...") is no main verb; and a verb's
complement lifted out as a clause takes no "It is" before it. Constructed sentences after
s1204j's and s1204i's FOLDOC pairs, parsed by the real model.
"""

from __future__ import annotations

from tests.phenomenon_support import every_pair_flagged, model_fitness_reasons, source_flags
from tests.phenomenon_support import source_assessed_pairs as _pairs

# -- a clause conjoined to the noun root after its relative clause ---------------------------


def test_relative_clause_conjunct_with_own_subject_is_no_main_clause():
    text = (
        "Any storage system in which files are written offline and stored in bulk, "
        "but records can be read on-line."
    )
    assert set(model_fitness_reasons(text)) & {"fragment", "description"}
    pairs = _pairs(text)
    assert pairs
    assert not any(p.well_formed and not p.premise.startswith("It is") for p in pairs)


def test_full_sentence_with_but_clause_stays_fit():
    text = "The files are written offline and stored in bulk, but records can be read on-line."
    assert model_fitness_reasons(text) == []


# -- a participle under an indefinite genus ----------------------------------------------------


def test_indefinite_genus_with_used_to_participle_is_a_fragment():
    text = "An acronym used to imply that a vendor is lying to protect its own sales."
    assert "fragment" in model_fitness_reasons(text)
    pairs = _pairs(text, "verb_complement")
    assert pairs
    assert every_pair_flagged(pairs, "source:fragment", source_flags)


def test_definite_subject_with_used_to_stays_a_clause():
    assert model_fitness_reasons("The old term used to mean something else entirely.") == []


# -- a lifted complement takes no "It is" ------------------------------------------------------


def test_lifted_complement_of_a_mended_definiens_takes_no_it_is():
    text = "A mode of some chips which allows a peripheral to read and write memory without help."
    pairs = [p for p in _pairs(text, "verb_complement") if p.well_formed]
    complements = [p for p in pairs if p.hypothesis_kind == "complement"]
    assert complements
    for pair in complements:
        assert not pair.hypothesis.startswith("It is a peripheral"), pair.hypothesis
        if pair.premise.startswith("It is"):
            assert pair.hypothesis.startswith("A peripheral"), pair.hypothesis
