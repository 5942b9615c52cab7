"""Stop 74 round one (fl49): source fragments passed through as premises, for all four
phenomena, and one false ``fragment``. A premise must be a full sentence, a finite main clause
with a subject: a wh-clause with no inversion ("What some users feel ..."), a definiens whose
relative clause is "that is ..." or whose participle has a "by" agent, a definiens ending on an
abbreviation, and a definiens with a comma-set participle and a relative clause are no sentence;
a definiens of a person is not repaired with "It is"; a sentence whose subject is a name with
digits ("Pop-11") is a clause. Constructed sentences after s1204i's and s1204h's FOLDOC pairs,
parsed by the real model.
"""

from __future__ import annotations

from tests.phenomenon_support import every_pair_flagged, model_fitness_reasons, source_flags
from tests.phenomenon_support import source_assessed_pairs as _pairs


def _all_mended(pairs, start: str) -> None:
    assert pairs
    for pair in pairs:
        assert pair.premise.startswith(start), pair.premise
        assert not source_flags(pair)
        assert "copular-definition" in pair.features["flags"]


# -- a person's definiens takes no "It is" ---------------------------------------------------


def test_person_genus_is_not_mended_with_it():
    text = (
        "(John Q. Smith, Johnny) A noted hacker at Oxford and one of the authors of LOGO and 2.01."
    )
    pairs = _pairs(text)
    assert pairs
    assert not any(p.premise.startswith("It is") for p in pairs)
    assert every_pair_flagged(pairs, "source:fragment", source_flags)


def test_thing_genus_is_still_mended():
    text = "(QZ) A small program in the kernel and one of the parts of LOGO and 2.01."
    _all_mended([p for p in _pairs(text) if p.well_formed], "It is a small program")


# -- a name with digits is no participle -------------------------------------------------------


def test_name_with_digits_is_a_subject():
    assert model_fitness_reasons("Algol-68 is compact, portable, and fast like Pascal.") == []


def test_bare_participle_heading_stays_a_fragment():
    assert "fragment" in model_fitness_reasons("Modified, made PD and renamed Yerk.")


# -- a wh-clause with no inversion ---------------------------------------------------------------


def test_free_relative_alone_is_a_fragment():
    assert model_fitness_reasons("What some readers want from a novel.") == ["fragment"]
    pairs = _pairs("What some readers want from a novel.", "implicature")
    assert every_pair_flagged(pairs, "source:fragment", source_flags)


def test_when_clause_alone_is_a_fragment():
    text = "When a driver parks the car but doesn't bother to lock the door."
    assert model_fitness_reasons(text) == ["fragment"]


def test_wh_clause_before_an_unpunctuated_main_clause_is_a_sentence():
    assert model_fitness_reasons("When the bell rings the children run outside.") == []
    assert model_fitness_reasons("Where there is smoke there is fire.") == []


def test_exclamative_and_subject_question_are_left_alone():
    assert model_fitness_reasons("What a mess it was.") == []


# -- definiens noun phrases the main-clause test missed -----------------------------------------


def test_definiens_with_that_is_relative_is_mended():
    text = (
        "A short version of a report or memo (e.g. a summary or a digest) that is of suitable"
        " length for busy readers."
    )
    assert model_fitness_reasons(text) == ["description"]
    _all_mended(_pairs(text), "It is a short version of a")


def test_definiens_with_agentive_participle_is_mended():
    text = (
        "The transfer of coded messages between stations linked by a radio channel to tell each"
        " that it is ready to receive (and not busy)."
    )
    assert model_fitness_reasons(text) == ["description"]


def test_definiens_ending_on_abbreviation_is_a_fragment():
    text = (
        "The name of the firm's radio business between 1950, when it bought the plant, and 1955,"
        " when it was renamed Acme Inc."
    )
    assert model_fitness_reasons(text) == ["fragment"]
    pairs = _pairs(text, "presupposition")
    assert every_pair_flagged(pairs, "source:fragment", source_flags)


def test_comma_set_participle_and_relative_clause_is_a_fragment():
    # the parse reads "started" as the preterite of "A firm"
    text = (
        "A firm, started in May 1985, which aims to develop and license tools to support modern"
        " farming methods including ploughs, harrows, and drills."
    )
    assert model_fitness_reasons(text) == ["fragment"]
    pairs = _pairs(text, "verb_complement")
    assert every_pair_flagged(pairs, "source:fragment", source_flags)


def test_clause_with_finite_main_verb_after_participle_stays_fit():
    assert model_fitness_reasons("The firm, founded in May 1985, builds tools for farmers.") == []


def test_comma_set_participle_read_as_postmodifier_is_mended():
    text = (
        "A firm, founded in May 1985, which aims to build and sell farm tools including ploughs,"
        " harrows, and drills."
    )
    mended = [p for p in _pairs(text, "verb_complement") if p.well_formed]
    _all_mended(mended, "It is a firm, founded in May 1985, which aims")


# -- a purpose participle read as a preterite -----------------------------------------------------


def test_purpose_participle_of_a_thing_is_a_fragment():
    text = "A line of dots intended to lead the eye across a table."
    assert model_fitness_reasons(text) == ["fragment"]
    pairs = _pairs(text, "presupposition")
    assert all(not p.well_formed for p in pairs)


def test_purpose_verb_with_a_sentient_subject_is_a_clause():
    assert model_fitness_reasons("The manager of the plant intended to sell it.") == []
    assert model_fitness_reasons("A team of engineers intended to build a bridge.") == []


def test_adverb_before_attributive_participle_keeps_the_noun_phrase():
    text = (
        "A loosely defined name for web sites that go beyond showing static pages and allow"
        " readers to talk with the owners and each other by adding or editing the text."
    )
    assert model_fitness_reasons(text) == ["description"]


def test_company_genus_is_no_person():
    text = "A company and, by extension, a disk format for long-term data storage and exchange."
    mended = [p for p in _pairs(text) if p.well_formed]
    _all_mended(mended, "It is a company and")
