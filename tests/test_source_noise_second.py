"""Source noise, second pass (stop 52, fl10; docs/fitness.md, "Source noise, second pass"): one
detector of words glued round a closed-class word (``source_noise.glued``, reason
``misspelled``), a noun phrase with a relative clause and an appositive but no main verb
(``fragment``), a sentence cut after a hyphenated unit or "vs." (``truncated``), and the chat
markers' second pass. Constructed sentences, each with a good sentence of the same shape.
"""

from __future__ import annotations

import pytest

from pipeline import fitness, source_noise
from pipeline.process import run_texts

GLUED = [
    "No settlementthat we have found will last.",  # fitness's old list: a function word
    "She asked that theyget more rest before the match.",  # a pronoun + a short frequent verb
    "The campaign began to erase some ofthe damage done in May.",  # preposition + article
    "We argued soloud that the neighbours came over.",  # source_noise's old list: "so"
    "Can we see you with thechanges on Monday?",
]

NOT_GLUED = [
    "The ranger stacked fuelwood beside the cabin.",  # two content words
    "The new policy was an inroad into their market.",  # a preposition-first compound
    "The theorem holds for every intellectus agens in the scheme.",  # a Latin ending "us"
    "They had parted thirty-eight years before.",
]


@pytest.mark.parametrize("text", GLUED)
def test_glued_words_are_one_detector_and_one_reason(text):
    reasons = fitness.assess(text)
    assert "misspelled" in reasons, source_noise.glued_words(text)
    assert "garbled" not in reasons  # no second list gives a second reason
    assert source_noise.glued_words(text)


@pytest.mark.parametrize("text", NOT_GLUED)
def test_compounds_are_not_glued(text):
    assert source_noise.glued_words(text) == []


def test_extraction_glue_stays_garbled():
    # lost spaces at a capital, a year or between number words are no closed-class glue
    assert "garbled" in fitness.assess("The party's choiceDole won the nomination.")
    assert "garbled" in fitness.assess("They had parted thirtyeight years before.")


def test_unseen_preposition_compound_is_glued():
    # a left-edge preposition compounds only in words readers have met ("inroad", "onset")
    assert source_noise.glued("withsome")
    assert not source_noise.glued("inroad")


RELATIVE_FRAGMENTS = [
    "Senators Ann Moore and Carl Ruiz, which would restrict trading by big banks for their own "
    "account \u2013 coincidentally a practice that is thought to be a large part of the market.",
    "The mayor and the governor, who had both opposed the plan for a new stadium.",
]

WHOLE_SENTENCES = [
    "The mayor and the governor, who had both opposed the plan, resigned.",
    "The senators wrote the new rule, a rule that many traders hated.",
    "Senators Ann Moore and Carl Ruiz, who wrote the bill, said it would restrict trading.",
    # the main verb tagged as a participle modifier of an "appositive"
    "Norway, which for nearly two decades has proclaimed its support for Chile, publicly "
    "conditioned rapprochement with Peru on new concessions to Chile.",
]


@pytest.mark.parametrize("text", RELATIVE_FRAGMENTS)
def test_noun_phrase_with_relative_and_appositive_is_fragment(text, nlp):
    assert "fragment" in fitness.assess(text, nlp(text))


@pytest.mark.parametrize("text", WHOLE_SENTENCES)
def test_sentence_with_main_verb_is_not_fragment(text, nlp):
    assert "fragment" not in fitness.assess(text, nlp(text))


@pytest.mark.parametrize(
    "text",
    [
        "After the rebels took it, the fort endured a 15-mo.",
        "Don't try to lift a 400-lb.",
        "The storyline with the gangs vs.",
    ],
)
def test_cut_after_abbreviation_is_truncated(text):
    assert "truncated" in fitness.assess(text)


@pytest.mark.parametrize(
    "text",
    [
        "The bear weighed 400 lb.",  # a measure phrase, no hyphen: complete
        "He lives on Main St.",
        "They met on Mulholland Dr.",
        "The siege lasted 15 mo.",
    ],
)
def test_complete_measure_or_address_is_not_truncated(text):
    assert "truncated" not in fitness.assess(text)


@pytest.mark.parametrize(
    "text",
    [
        "Hmmm you add me on msn ba.",
        "Wow I admire you sia, I cannot teach at all!",
        "I go back oso close to nine.",
        "Btw we are meeting at the station at 1pm hor?",
        "Pls reply when you see my message.",
    ],
)
def test_second_pass_chat_markers(text):
    assert "chat" in fitness.assess(text), source_noise.chat_markers(text)


@pytest.mark.parametrize(
    "text",
    [
        "Texters use shortcuts such as LOL (Laugh Out Loud) or BRB (Be Right Back).",
        "He holds a ba.",  # a degree after a determiner
        "The city of Ur lay on the Euphrates.",
        "Imo State is in the south-east of Nigeria.",
    ],
)
def test_mentioned_marker_or_name_is_not_chat(text):
    assert "chat" not in fitness.assess(text), source_noise.chat_markers(text)


def test_pipeline_flags_glued_source_as_misspelled_even_when_pair_leaves_it_out():
    text = "My brother went to the mall with thechanges, and we bought shoes."
    _, result = run_texts([text], ["conjunction"], assess_sources=True)
    assert result.pairs
    for pair in result.pairs:
        # found text on both sides of a conjunction pair: a warning since stop 56
        # (flags.typo_read_through, docs/flags.md)
        assert "misspelled-read-through" in pair.features["flags"]
        assert "source:garbled" not in pair.features["flags"]
