"""Source noise, seventh pass (stop 57, fl18): other languages, line-break hyphenation, glued
headings and salutations, "?" for a lost character, a modal before a participle, one-word
labels (docs/fitness.md, "Source noise, seventh pass")."""

from __future__ import annotations

import pytest

from pipeline import fitness, source_noise
from pipeline.records import Document, Segment
from pipeline.sentences import sentences_of
from tests.phenomenon_support import mined_pairs  # noqa: I001

# 1. sentences in another language


@pytest.mark.parametrize(
    "text",
    [
        "Morgen kommen wir mit den Kindern und sehen uns die neue Ausstellung an.",
        "Nous avons toujours pensé que le projet serait fini avant la fin du mois.",
        "Mañana vamos a la playa con los niños si no llueve demasiado.",
    ],
)
def test_a_sentence_in_another_language_is_foreign(text: str) -> None:
    assert source_noise.foreign(text)


@pytest.mark.parametrize(
    "text",
    [
        # many names, German or Spanish ones
        "The guests included Wolfgang Richter, Hans Meyer, Jürgen Vogel and Ernst Bauer.",
        "The club played in the Primeira Liga, the Taça de Portugal and the Taça da Liga.",
        # code tokens and program names
        "Run spamc -d localhost with procmail and check the /etc/mail/spamassassin directory.",
        # an English frame quoting another language
        "In 1830 he wrote, \"l'armée de l'Empire venait expirer dans le sein de la nation\".",
        # English that uses a few loans
        "We had the soup du jour and a crème brûlée at the little café on the corner.",
    ],
)
def test_english_with_names_code_or_quotations_is_not_foreign(text: str) -> None:
    assert not source_noise.foreign(text)


def test_a_foreign_sentence_gives_no_well_formed_pair() -> None:
    # German with one English "and" (a typing slip or OCR'd mixed text): the conjunction extractor
    # finds a coordination, so pairs are written, and every one of them is flagged foreign. (The
    # stop-57 sentence had no English coordinator and gave no pair at all, so this test asserted
    # nothing, and read a ``p.flags`` attribute that pairs do not have: stop 100.)
    text = "Ich habe die Zeitung gelesen and der Hund hat geschlafen."
    pairs = mined_pairs(text, "verb_complement", assess_sources=True) + mined_pairs(
        text, "conjunction", assess_sources=True
    )
    assert pairs
    assert all(not p.well_formed for p in pairs)
    assert all("source:foreign" in p.features["flags"] for p in pairs)


# 2. line-break hyphenation


@pytest.mark.parametrize(
    "text,broken",
    [
        ("The committee found the evidence un- deniable and acted at once.", "un- deniable"),
        ("The fragments burned up in the atmos- phere over the desert.", "atmos- phere"),
        ("They called for an inter- vention before the vote.", "inter- vention"),
    ],
)
def test_a_word_broken_at_a_line_end_is_found(text: str, broken: str) -> None:
    assert source_noise.line_break_hyphens(text) == [broken]


@pytest.mark.parametrize(
    "text",
    [
        "The clinic offers pre- and post-natal care to every mother.",
        "They sold first- and second-class tickets at the same window.",
        "We- we never meant to break the window.",
        "The film lacks a bit- but the summer shows are better.",
    ],
)
def test_suspended_hyphens_restarts_and_dashes_are_no_broken_word(text: str) -> None:
    assert source_noise.line_break_hyphens(text) == []


# 3. glued headings, salutations, one-word labels


def test_a_heading_run_into_its_sentence_is_flagged() -> None:
    text = "Weekend Market Reopens Downtown The farmers returned to the square on Saturday."
    assert source_noise.glued_heading(text)


@pytest.mark.parametrize(
    "text",
    [
        "A Formula One season consists of a series of races.",
        "So Air Force One set course for a command center in Nebraska.",
        "New York Is The City That Never Sleeps The slogan is old.",
    ],
)
def test_a_title_case_subject_is_no_heading(text: str) -> None:
    assert not source_noise.glued_heading(text)


@pytest.mark.parametrize(
    "text",
    [
        "Hi Margaret, It turns out the meeting was moved to Friday.",
        "Thanks Peter, That is the way I set it up yesterday.",
        "Robert, Last week, when I called, the shop was closed.",
    ],
)
def test_a_salutation_before_a_capitalised_restart_is_flagged(text: str) -> None:
    assert source_noise.salutation(text)


@pytest.mark.parametrize(
    "text",
    [
        "Hey, Joey, what would you do with the money?",
        "In London, The Times reported the story first.",
        "However, Windows expects the clock to keep local time.",
    ],
)
def test_a_vocative_in_its_sentence_or_a_title_is_no_salutation(text: str) -> None:
    assert not source_noise.salutation(text)


@pytest.mark.parametrize(
    "raw,text,speaker",
    [
        (
            "Pelley: The president said the plan would work.",
            "The president said the plan would work.",
            "Pelley",
        ),
        ("Samples: He walked in without a word.", "He walked in without a word.", "Samples"),
        (
            "Changes: This release adds support for larger disks.",
            "This release adds support for larger disks.",
            "Changes",
        ),
    ],
)
def test_a_one_word_speaker_or_field_label_leaves_the_sentence(
    raw: str, text: str, speaker: str
) -> None:
    tidied = fitness.tidy(raw)
    assert (tidied.text, tidied.speaker) == (text, speaker)


def test_a_title_and_its_subtitle_keep_their_colon() -> None:
    raw = "Anarchism: A Documentary History of Ideas was reprinted in 2005."
    assert fitness.tidy(raw).text == raw


def test_a_mined_sentence_loses_the_one_word_speaker_tag() -> None:
    raw = "Pelley: The governor knew that the bridge was unsafe."
    doc = Document("1", "jsonl", [Segment(raw)], "x")
    assert [(s.text, s.speaker) for s in sentences_of(doc)] == [
        ("The governor knew that the bridge was unsafe.", "Pelley")
    ]


# 4. "?" for a lost character


@pytest.mark.parametrize(
    "text",
    [
        "Register today for Acme?s online banking service.",
        "The mirrors ship new batches?1202?-- every week.",
    ],
)
def test_a_question_mark_inside_a_word_is_mojibake(text: str) -> None:
    assert source_noise.mojibake(text)


def test_a_question_run_into_the_next_sentence_is_no_mojibake() -> None:
    assert not source_noise.mojibake("What is there not to like?9 out of 10 people agree.")


# 5. a modal before a participle


@pytest.mark.parametrize(
    "text",
    [
        "The results may known by the end of the week.",
        "What do you think should done with the old garage?",
    ],
)
def test_a_modal_before_a_participle_is_garbled(nlp, text: str) -> None:
    assert "garbled" in fitness.assess(text, nlp(text))


@pytest.mark.parametrize(
    "text",
    [
        "The results may be known by the end of the week.",
        "They should have taken the earlier train home.",
    ],
)
def test_a_modal_with_its_auxiliary_is_not_garbled(nlp, text: str) -> None:
    assert "garbled" not in fitness.assess(text, nlp(text))
