"""Stop 91 (fl80): source-noise flags on review text.

Flags the judges kept (emphatic reduplication, a source flag on a pair that no longer shows the
noise, verbless emphatic evaluations, a stage of life as a temporal presupposition) and noise the
checks missed (habitual fused spellings, a lower-case pronoun "i", "costed me $50", a misspelt word
in capitals)."""

from __future__ import annotations

from pipeline import fitness, source_noise
from tests.phenomenon_support import fitness_reasons, mined_pairs, original_draft_pairs


def _flags(pair) -> list[str]:
    return list(pair.features.get("flags") or [])


# -- emphatic reduplication is no duplicated word ---------------------------------------------


def test_reduplicated_adjective_is_no_duplicated_word(nlp):
    assert "duplicated_word" not in fitness_reasons(nlp, "We got a big big bag of chips for free.")
    assert "duplicated_word" not in fitness_reasons(nlp, "It comes in a tiny tiny jar.")


def test_doubled_function_word_or_verb_is_still_a_slip(nlp):
    assert "duplicated_word" in fitness_reasons(nlp, "He would would go home after dinner.")
    assert fitness.has_duplicated_word("She said said it twice.")
    assert fitness.has_duplicated_word("We got one one box.")


# -- a source-noise flag only where the pair shows the noise ------------------------------------


def test_duplicated_word_flag_only_on_pairs_that_copy_it():
    pairs = mined_pairs(
        "The sauce itself is fine, but it was was too salty for us.",
        "implicature",
        assess_sources=True,
    )
    with_double = [p for p in pairs if "was was" in p.premise + p.hypothesis]
    without = [p for p in pairs if "was was" not in p.premise + p.hypothesis]
    assert with_double and without
    assert all("source:duplicated_word" in _flags(p) for p in with_double)
    assert not any("source:duplicated_word" in _flags(p) for p in without)


def test_habitual_error_flag_only_on_pairs_that_copy_it():
    pairs = mined_pairs(
        "The sauce itself is fine, but alot of it leaked out of the jar.",
        "implicature",
        assess_sources=True,
    )
    with_it = [p for p in pairs if "alot" in p.premise + p.hypothesis]
    without = [p for p in pairs if "alot" not in p.premise + p.hypothesis]
    assert with_it and without
    assert all("source:habitual_error" in _flags(p) for p in with_it)
    assert not any("source:habitual_error" in _flags(p) for p in without)
    # a warning since the blind A/B ab91 (18 of 36 such pairs kept as is): the flag alone
    # leaves the pair well formed
    alone = [p for p in with_it if set(_flags(p)) <= {"source:habitual_error"}]
    assert alone and all(p.well_formed for p in alone)


# -- habitual errors ---------------------------------------------------------------------------


def test_fused_spellings_are_habitual_errors(nlp):
    assert "habitual_error" in fitness_reasons(nlp, "Atleast the cookies arrived on time.")
    assert "habitual_error" in fitness_reasons(nlp, "We ate them infact within a day.")
    assert "habitual_error" not in fitness_reasons(nlp, "At least the cookies arrived on time.")


def test_lower_case_pronoun_i_is_a_habitual_error(nlp):
    assert "habitual_error" in fitness_reasons(nlp, "After one bite i knew they were stale.")
    assert "habitual_error" in fitness_reasons(nlp, "They were stale, so i'm returning them.")
    # a letter or a variable is no pronoun
    assert source_noise.habitual_errors("Convert the index from i to n first.") == []
    assert source_noise.habitual_errors("The codes d, i or u print integers.") == []


def test_costed_with_an_amount_is_a_habitual_error(nlp):
    assert "habitual_error" in fitness_reasons(nlp, "The tea costed us nearly twenty dollars.")
    assert "habitual_error" in fitness_reasons(nlp, "Each bag costed $12 at the store.")
    # "cost" = estimate the cost of: standard "costed"
    assert "habitual_error" not in fitness_reasons(nlp, "The council costed the new bridge.")
    assert "habitual_error" not in fitness_reasons(nlp, "The plan was costed at five million.")


def test_habitual_error_pairs_are_flagged_as_a_warning():
    # a warning since the blind A/B ab91 (18 of 36 pairs with this flag alone kept as is):
    # flagged for the ranker, still well formed
    pairs = mined_pairs(
        "Our dog likes the treats and i buy them every week.", "conjunction", assess_sources=True
    )
    copying = [p for p in pairs if " i buy" in p.premise + p.hypothesis]
    assert copying and all("source:habitual_error" in _flags(p) for p in copying)
    alone = [p for p in copying if set(_flags(p)) <= {"source:habitual_error"}]
    assert alone and all(p.well_formed for p in alone)


# -- misspellings in capitals ------------------------------------------------------------------


def test_misspelt_word_in_capitals(nlp):
    assert "misspelled" in fitness_reasons(nlp, "THE PACKAGE I RECIEVED WAS EMPTY.")
    assert source_noise.misspelled_words("WE DEFINATELY GOT OUR ORDER.") == ["DEFINATELY"]


def test_acronyms_and_shouted_words_are_no_misspellings(nlp):
    assert "misspelled" not in fitness_reasons(nlp, "The USDA and the FDA approved the MSG.")
    assert source_noise.misspelled_words("It is VERY GOOD and the price is GREAT.") == []


# -- verbless emphatic evaluations ---------------------------------------------------------------


def test_emphatic_verbless_evaluation_is_a_description(nlp):
    reasons = fitness_reasons(nlp, "Absolutely delicious baked or fried with garlic.")
    assert "fragment" not in reasons and "description" in reasons
    pairs = mined_pairs(
        "Truly a lovely aroma and texture with these.", "conjunction", assess_sources=True
    )
    assert pairs and all("source:fragment" not in _flags(p) for p in pairs)
    assert all(p.well_formed for p in pairs)


def test_other_verbless_fragments_stay_fragments(nlp):
    assert "fragment" in fitness_reasons(nlp, "Really a shame about the lid and the price.")
    assert "fragment" in fitness_reasons(nlp, "Roughly a cross between a pear and an apple.")


# -- the age clause ----------------------------------------------------------------------------


def test_stage_of_life_keeps_its_temporal_draft():
    drafts = original_draft_pairs(
        "I have loved these cookies since I was a small child.", "temporal_adverbs"
    )
    assert drafts.get("I was a small child.") is True


def test_age_in_years_is_still_flagged():
    drafts = original_draft_pairs("He has been baking bread since he was ten.", "temporal_adverbs")
    assert drafts.get("He was ten.") is False
