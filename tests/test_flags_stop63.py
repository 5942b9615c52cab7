"""Flag promises, stop 63 (fl26; docs/flags.md "Stop 63: flag promises (fl26)").

Issue #12, "a flag is a promise: what is flagged must be bad, and what a check can catch must be
flagged". A hyphen inside a compound word ("32-round", "snail-drum") no longer counts as a dash
that sets off a supplement, so an item description with a hyphenated premodifier is a
description (a warning on conjunction pairs), not a ``source:fragment``; two surface slips of
every phenomenon are new defects: a plural pronoun subject with a singular verb ("Those is
alive") and an inflected verb after do-support ("Did it fires?"). Real sentences through the
real spaCy model and the real pipeline, or the real text checks.
"""

from __future__ import annotations

import pytest

from pipeline import fitness, flags
from tests.phenomenon_support import mined_pairs

# -- hyphenated compounds inside a description -------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "A heavy 32-round snail-drum magazine, originally designed for use with the old pistol.",
        "A small 6-shot snub-nose revolver, originally made for use by detectives.",
    ],
)
def test_hyphenated_premodifier_keeps_a_description(text, nlp):
    # both were ``fragment`` before: the hyphens of "snail-drum" and "snub-nose" were read as
    # dashes between the head noun phrase and a supplement
    assert fitness.assess(text, nlp(text)) == ["description"]


@pytest.mark.parametrize(
    "text",
    [
        "A proud and ancient elf with a talent for archery.",
    ],
)
def test_article_on_a_word_tagged_pronoun_is_a_noun_description(text, nlp):
    # the small model tags "elf" PRP; a pronoun takes no article, so the phrase is a definition
    assert any(t.tag_ == "PRP" and t.lower_ == "elf" for t in nlp(text))
    assert fitness.assess(text, nlp(text)) == ["description"]


@pytest.mark.parametrize(
    "text",
    [
        # a spaced or one-sided dash is a dash: a caption of a bare noun phrase stays a fragment
        "Magnum ammunition - developed from older rounds.",
    ],
)
def test_dash_between_phrases_still_sets_off_a_supplement(text, nlp):
    assert fitness.assess(text, nlp(text)) == ["fragment"]


def test_hyphen_token_is_inside_a_word(nlp):
    doc = nlp("A 32-round magazine - light.")
    hyphen, dash = (t for t in doc if t.text == "-")
    assert not fitness._supplement_mark(hyphen)
    assert fitness._supplement_mark(dash)


def test_conjunction_pair_on_hyphenated_description_is_well_formed():
    text = "A heavy and unreliable 32-round snail-drum magazine, originally designed for the old pistol."
    pairs = mined_pairs(text, "conjunction", assess_sources=True)
    assert pairs
    for pair in pairs:
        assert "source:fragment" not in (pair.features.get("flags") or []), pair.hypothesis
    assert any(p.well_formed for p in pairs)


# -- agreement: a plural pronoun subject with a singular verb ----------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Those is alive.",
        "These was the last crates on the ship.",
        "The guards left, and they has no reason to return.",
        "She said that we does the cooking.",
    ],
)
def test_plural_pronoun_with_singular_verb_is_a_slip(text):
    assert flags.plural_subject_singular_verb(text)


@pytest.mark.parametrize(
    "text",
    [
        "One of those is mine.",
        "Among these is a letter from the duke.",
        "Which of these was stolen?",
        "Those are alive.",
        "Those who insult the king are alive.",
        "They were robbed, and we have nothing.",
    ],
)
def test_pronoun_inside_the_subject_or_agreeing_is_fine(text):
    assert not flags.plural_subject_singular_verb(text)


# -- do-support: an inflected verb after "do" ---------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Did it fires at the target?",
        "What did he said to the captain?",
        "The engine doesn't works any more.",
        "He does not exists in the records.",
        "Why did they wanted the outpost?",
    ],
)
def test_inflected_verb_after_do_is_a_slip(text):
    assert flags.inflected_after_do(text)


@pytest.mark.parametrize(
    "text",
    [
        "Did it cost much?",  # "cost" is the plain form too
        "He did it twice.",  # main-verb "do" and its object
        "She did it sometimes.",
        "Did it used to rain here?",
        "Does it still work?",
        "They did things nobody else would.",
        "I did not realize it was late.",
        "Did that happen before the war?",
    ],
)
def test_plain_form_or_main_verb_do_is_fine(text):
    assert not flags.inflected_after_do(text)


def test_new_slips_are_registered_defects():
    for flag in ("agreement-slip", "do-support-inflected"):
        assert flags.is_registered(flag)
        for phenomenon in ("conjunction", "presupposition", "implicature", "verb_complement"):
            assert flags.severity(flag, phenomenon) == flags.DEFECT


def test_agreement_slip_refuses_a_mined_pair():
    # a found sentence with the slip: every pair quoting it is refused, whatever the phenomenon
    pairs = mined_pairs("She realized that those is the last of the supplies.", "verb_complement")
    quoting = [p for p in pairs if "those is" in (p.premise + p.hypothesis).lower()]
    assert quoting
    for pair in quoting:
        assert "agreement-slip" in pair.features["flags"]
        assert not pair.well_formed
