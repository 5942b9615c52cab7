"""Source noise of the chat, web and review registers (stop 52, fl9; docs/fitness.md, "Source
noise: misspelt words and chat text"): a misspelt word (``source:misspelled``) and chat/SMS text
(``source:chat``). Constructed sentences: noise each check must catch, and good sentences of the
same shape (rare words, coinages, compounds, foreign words, abbreviations before a period,
names) it must leave alone; the last test runs the pipeline.
"""

from __future__ import annotations

import pytest

from pipeline import fitness, flags, source_noise
from pipeline.process import run_texts

MISSPELT = [
    "The singer had a very serious helath problem that year.",  # transposed letters
    "He gave a wild guesture toward the door and left.",  # an added letter
    "The film should be judged as an indivdual project.",  # a dropped letter
    "The old barn stood detatched from the main house.",
    "We argued soloud that the neighbours came over.",  # a lost space round "so"
    "She said she would wait untilyou came home.",
    "They arestill far better players than we are.",
    "I dont know why the bus was late again.",  # a contraction without its apostrophe
]

WORDS_NOT_TYPOS = [
    "The court found the appeal nonfrivolous and heard it.",  # prefix + word
    "Inflation remained untenably high for three years.",  # derived adverb
    "She praised the colourfulness of the old uniforms.",  # British base + suffix
    "The ranger stacked fuelwood beside the cabin.",  # compound of two content words
    "The menu offered chuletas fritas and rice.",  # a foreign phrase
    "We're gonna need a bigger boat, she said.",  # a deliberate spelling
    "He kept drivin down the empty road all night.",  # g-dropping eye dialect
    "The cow said moooooo and walked away.",  # expressive lengthening
    "The theorem holds for every intellectus agens in the scheme.",  # a Latin phrase
    "Alice met Dr. Okonkwo at the Kinnear clinic.",  # names in capitals
    "Please email helath@example.org for details.",  # an address, not a word
]

CHAT = [
    "Haha not cute, my brother and I can't concentrate:/ what else did you say?",
    "Do u want me to wait for you at the station?",
    "I went there with Ryan lol.",
    "Ok lor, I don't mind, but I have a lesson until four.",
    "Cannot make it tonight leh, my mum is cooking.",
    "See you tomorrow :)",
    "Hehe, I already bought the tickets for us.",
    "Can ar.. I will bring the cake then.",
]

NOT_CHAT = [
    "The firm also handles belting, bearings, etc.. The office employs 65.",  # abbreviation
    "Factory operations are in Columbus, Ga.. The district office here employs about 65.",
    "If a linear operator U commutes with T, then U maps each space into itself.",  # a symbol
    "U Thant was the third Secretary-General of the United Nations.",  # a name
    "The meeting is at 10:30 (in room 4) as follows:(a) opening remarks.",
    "See https://example.org/page for the full report.",
    "Ah, I see what you mean now.",  # an English interjection
    "She visited her ma and pa in the spring.",  # a mother
    "He wrote to the lab about the results of the test.",
    "The rules are (i) no food and (ii) no pets, i.e. nothing alive.",  # numerals, "i.e."
    "We can't go, and it won't rain, so we'll stay in.",
    # stop 52 end: informal punctuation and casing alone are not the chat register; the A/B
    # judge (ab57) kept pairs of such sentences
    "Good things have to come to an end..Most importantly, you must leave.",
    "Then i will get on the bus and call you.",
    "I tried many times but still cannot..",
]


@pytest.mark.parametrize("text", MISSPELT)
def test_misspelt_word_is_flagged(text):
    assert "misspelled" in fitness.assess(text)


@pytest.mark.parametrize("text", WORDS_NOT_TYPOS)
def test_rare_real_word_is_not_misspelt(text):
    assert "misspelled" not in fitness.assess(text), source_noise.misspelled_words(text)


@pytest.mark.parametrize("text", CHAT)
def test_chat_marker_is_flagged(text):
    assert "chat" in fitness.assess(text)


@pytest.mark.parametrize("text", NOT_CHAT)
def test_edited_prose_is_not_chat(text):
    assert "chat" not in fitness.assess(text), source_noise.chat_markers(text)


def test_real_word_errors_are_out_of_reach():
    # "view" for "few", "hade" (a WordNet homograph): words, so no surface check sees them
    assert source_noise.misspelled_words("Only a view people came to the show.") == []


def test_reasons_are_documented_defects():
    for reason in source_noise.REASONS:
        assert flags.is_registered(f"source:{reason}")
        # stop 86 (fl72) re-decided: "misspelled" is a warning (judged 8 of 13 kept, s1205r 4 of 4);
        # stop 91: "habitual_error" too (the blind A/B ab91 kept 18 of the 36 pairs it alone flagged)
        warnings = ("misspelled", "habitual_error")
        expected = flags.WARNING if reason in warnings else flags.DEFECT
        assert flags.severity(f"source:{reason}") == expected


def test_pipeline_marks_pairs_of_noisy_sources():
    noisy = [
        "The singer had a serious helath problem and she cancelled the tour.",
        "Haha my brother and I went to the mall, and we bought shoes.",
    ]
    clean = ["The singer had a serious health problem and she cancelled the tour."]
    sents, result = run_texts(noisy + clean, ["conjunction"], assess_sources=True)
    by_text = {s.text: s.sentence_id for s in sents}
    noisy_ids = {by_text[t] for t in noisy}
    noisy_pairs = [p for p in result.pairs if p.sentence_id in noisy_ids]
    assert noisy_pairs
    chat_pairs = [p for p in noisy_pairs if p.sentence_id == by_text[noisy[1]]]
    assert chat_pairs and all(not p.well_formed for p in chat_pairs)
    found = {f for p in noisy_pairs for f in p.features["flags"]}
    # a conjunction pair copies the typo from found text on both sides: a warning since stop 56
    # (flags.typo_read_through, docs/flags.md)
    assert {"misspelled-read-through", "source:chat"} <= found
    clean_pairs = [p for p in result.pairs if p.sentence_id == by_text[clean[0]]]
    assert clean_pairs
    assert not any(
        f.startswith(("source:misspelled", "source:chat", "misspelled-read-through"))
        for p in clean_pairs
        for f in p.features.get("flags") or []
    )
