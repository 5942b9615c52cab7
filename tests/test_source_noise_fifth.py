"""Stop 54 (fl14): source noise of TV dialogue. Real sentences written for these tests, through
the real code (docs/fitness.md, "Source noise, fifth pass (stop 54, fl14: dialogue)")."""

from __future__ import annotations

import pytest

from pipeline import fitness, sentences, source_noise
from pipeline.records import Document, Segment
from tests.phenomenon_support import mined_pairs  # noqa: I001


@pytest.mark.parametrize(
    ("text", "speaker", "rest"),
    [
        ("Lucy-Anne: It's a bit late, but fine.", "Lucy-Anne", "It's a bit late, but fine."),
        ("Tom/Jerry: Can you hear me?", "Tom/Jerry", "Can you hear me?"),
        ("The Night Porter: We close at ten.", "The Night Porter", "We close at ten."),
        ("Sam's Uncle: Oh, I thought so.", "Sam's Uncle", "Oh, I thought so."),
        ("2nd Waiter: Actually I have one more.", "2nd Waiter", "Actually I have one more."),
    ],
)
def test_title_case_speaker_tag_moves_to_speaker(text: str, speaker: str, rest: str) -> None:
    tidied = fitness.tidy(text)
    assert (tidied.speaker, tidied.text) == (speaker, rest)
    assert fitness.tidy(tidied.text).text == tidied.text  # idempotent


@pytest.mark.parametrize(
    "text",
    [
        # "Samples: He walked in ..." (one word) was kept here until stop 57 (fl18): a one-word
        # label leaves the sentence now, as a speaker tag does (tests/test_source_noise_stop57.py)
        "Jack Kerouac: The Road Years is a biography.",  # a title and its subtitle
        "Cold War Politics: Soviet Union And America was reprinted.",  # subtitle in capitals
        "Rome Today: an overview of the city.",  # lower case after the colon
    ],
)
def test_labels_and_titles_keep_their_colon(text: str) -> None:
    assert fitness.tidy(text) == fitness.Tidied(text, None)


def test_speaker_column_through_the_splitter() -> None:
    doc = Document("1", "jsonl", [Segment("Lucy-Anne: It's late, but fine.")], "x")
    got = [(s.speaker, s.text) for s in sentences.sentences_of(doc)]
    assert got == [("Lucy-Anne", "It's late, but fine.")]


@pytest.mark.parametrize(
    "text",
    [
        "Thank you.",
        '"Oh My God"!',
        "Carla Mendez.",
        "Okay, thank you so much, Marcus!",
        "Excuse me, sorry.",
        "Hi you guys, oh my God!",
    ],
)
def test_formulae_and_bare_names_are_no_proposition(text: str) -> None:
    assert source_noise.non_proposition(text)
    assert "non_proposition" in fitness.assess(text)


@pytest.mark.parametrize(
    "text",
    [
        "Thank you for the flowers.",  # a verb phrase beyond the formula
        "I'm sorry.",  # a clause with its subject
        "No I didn't.",
        "NASA.",  # an acronym in capitals
        "Stating the obvious.",  # verbless, but no formula: left to the parse
        "Yes, I will.",
    ],
)
def test_clauses_are_propositions(text: str) -> None:
    assert not source_noise.non_proposition(text)


def test_pair_whose_premise_is_a_bare_name_is_refused() -> None:
    pairs = mined_pairs("Carla Mendez, but she's a very kind woman.", "conjunction")
    bare = [p for p in pairs if "Carla Mendez." in (p.premise, p.hypothesis)]
    assert bare
    assert all(not p.well_formed and "non_proposition" in p.features["flags"] for p in bare)


def test_thank_you_as_the_only_clause_flags_the_source() -> None:
    pairs = mined_pairs("Saying the obvious, but thank you.", "conjunction", assess_sources=True)
    assert pairs
    assert all("source:non_proposition" in p.features["flags"] for p in pairs)
    assert all(not p.well_formed for p in pairs)


def test_thank_you_beside_another_clause_is_not_flagged() -> None:
    pairs = mined_pairs(
        "Thank you, Ross, I love it and I love you.", "conjunction", assess_sources=True
    )
    assert any(p.well_formed for p in pairs)
    assert not any("source:non_proposition" in p.features["flags"] for p in pairs)


@pytest.mark.parametrize(
    ("text", "repaired"),
    [
        ("She wasn\ufffdt sure.", "She wasn't sure."),
        ("I think there\ufffds a problem.", "I think there's a problem."),
        ("They\ufffdre late and we\ufffdll wait.", "They're late and we'll wait."),
    ],
)
def test_replacement_character_in_a_contraction_is_an_apostrophe(text: str, repaired: str) -> None:
    assert fitness.tidy(text).text == repaired
    assert "mojibake" not in fitness.assess(repaired)


@pytest.mark.parametrize(
    "text",
    [
        "I met his fianc\ufffde at the party.",
        "It was a great film\ufffdI loved it.",
        "The caf\u00c3\u00a9 was closed on Monday.",
        "He said \u00e2\u20ac\u0153no\u00e2\u20ac\u009d and left.",
    ],
)
def test_other_mojibake_is_flagged(text: str) -> None:
    assert "mojibake" in fitness.assess(fitness.tidy(text).text)


@pytest.mark.parametrize("text", ["S\u00e3o Paulo is large.", "The caf\u00e9 was closed."])
def test_accented_letters_are_no_mojibake(text: str) -> None:
    assert not source_noise.mojibake(text)
