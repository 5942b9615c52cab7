"""Source noise, sixth pass (stop 56, fl17): technical mail. Lower-case program names are no
typos, real typos stay flagged, and an alphanumeric token keeps its digits (docs/fitness.md,
"Source noise, sixth pass")."""

from __future__ import annotations

import pytest

from pipeline import source_noise
from pipeline.rewrite.complement import clean_corpus_noise
from tests.phenomenon_support import mined_pairs  # noqa: I001

# 1. lower-case program names are names, not slips


@pytest.mark.parametrize("word", ["spamc", "sedit", "gedit", "gconf", "fdisk", "munpack"])
def test_a_frequent_word_with_one_edge_letter_is_a_name(word: str) -> None:
    assert not source_noise.misspelt(word)


@pytest.mark.parametrize("word", ["purcahsed", "monetry", "dresesd", "containg", "spamm", "alook"])
def test_real_slips_stay_misspelt(word: str) -> None:
    assert source_noise.misspelt(word)


@pytest.mark.parametrize(
    "text",
    [
        'Try "bplay" if the sound card stays silent.',
        "The hook in BootpFix runs before the bootp daemon starts.",
        "A buffer overflow was found in bootp 2.4 last week.",
        "Run bootp -v and read what it prints.",
    ],
)
def test_a_word_the_text_treats_as_a_name_is_no_typo(text: str) -> None:
    assert source_noise.misspelled_words(text) == []


@pytest.mark.parametrize(
    "text,word",
    [
        ("We purcahsed three of them on sale.", "purcahsed"),
        ("The monetry policy of the bank failed.", "monetry"),
        ("She had not been getting dresesd for work.", "dresesd"),
        ("Put the sheets betweent he mattress and the frame.", "betweent"),
        ("Is it right to count empty mails as spamm?", "spamm"),
    ],
)
def test_real_slips_in_sentences_stay_flagged(text: str, word: str) -> None:
    assert word in source_noise.misspelled_words(text)


def test_a_complement_about_a_program_is_no_longer_refused_as_misspelt() -> None:
    pairs = mined_pairs(
        "I think that spamc crashes on large messages.", "verb_complement", assess_sources=True
    )
    assert pairs
    assert not any("source:misspelled" in p.features["flags"] for p in pairs)


def test_a_complement_with_a_slip_is_still_flagged() -> None:
    pairs = mined_pairs(
        "I think that the monetry policy failed last year.", "verb_complement", assess_sources=True
    )
    assert pairs
    assert all("source:misspelled" in p.features["flags"] for p in pairs)


# 2. an alphanumeric token keeps its digits


@pytest.mark.parametrize(
    "text",
    [
        "My build still needs the win32 codecs.",
        "Not many apps use gtk2 yet.",
        "The same problem occurs with base64 encoded messages.",
    ],
)
def test_digits_glued_to_letters_are_part_of_the_token(text: str) -> None:
    assert clean_corpus_noise(text) == text


def test_a_note_number_after_punctuation_is_still_removed() -> None:
    assert clean_corpus_noise("Critics noted that the films.7 were old.") == (
        "Critics noted that the films were old."
    )


def test_complement_pair_keeps_win32_whole() -> None:
    pairs = mined_pairs("I think that my build still needs the win32 codecs.", "verb_complement")
    assert pairs
    assert all("win32" in p.premise for p in pairs)
    assert any("win32 codecs" in p.hypothesis for p in pairs)
