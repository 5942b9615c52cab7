"""Stop 64 (sn1): source artifacts of book text at the sentence stage: footnote marks, ellipsis
points outside a sentence, line-break hyphens, verse line capitals, debris before a semicolon and
"also called" glosses (docs/fitness.md, "Stop 64: source artifacts (sn1)"). Constructed
sentences, real segmentation and real parses."""

from __future__ import annotations

import pytest

from pipeline import fitness, source_noise
from pipeline.records import Document, Segment
from pipeline.sentences import sentences_of
from tests.phenomenon_support import mined_pairs  # noqa: I001


def _sentences(text: str) -> list[str]:
    doc = Document(doc_id="d", source="jsonl", segments=[Segment(text)], location="t")
    return [s.text for s in sentences_of(doc)]


# 1. footnote marks


def test_a_note_glued_after_a_sentence_end_goes_and_the_sentence_splits() -> None:
    text = "The gate was locked at dusk.(1) The guards went home to their wives."
    assert _sentences(text) == [
        "The gate was locked at dusk.",
        "The guards went home to their wives.",
    ]


@pytest.mark.parametrize(
    ("raw", "clean"),
    [
        (
            "The new bridge was cheaper,(2) far safer and much quicker to build.",
            "The new bridge was cheaper, far safer and much quicker to build.",
        ),
        (
            "The harbourmaster(1) refused to open the chain for the traders.",
            "The harbourmaster refused to open the chain for the traders.",
        ),
        (
            "(3) Sailors say that the wind always turns at the third bell.",
            "Sailors say that the wind always turns at the third bell.",
        ),
        (
            "The Archchancellor* hated the stairs, and he said so often.",
            "The Archchancellor hated the stairs, and he said so often.",
        ),
    ],
)
def test_a_footnote_mark_is_stripped(raw: str, clean: str) -> None:
    assert _sentences(raw) == [clean]


@pytest.mark.parametrize(
    "text",
    [
        # enumerators and cross-references are spaced, and belong to the text
        "The recipe has two steps: (1) heat the pan and (2) add the oil.",
        "As Figure (2) shows, the river floods every spring.",
        # a run-in list opened by its first number
        "(1) Heat the pan and (2) add the oil before the onions.",
        # a legal subsection and a function applied
        "The rule in Section 3(1) applies to every tenant of the block.",
        "We know that f(1) = 2 for this function.",
        # emphasis and a censored word
        "It was *very* good, and the crowd loved every minute.",
        "He shouted sh*t and dropped the heavy box on the floor.",
    ],
)
def test_text_that_looks_like_a_note_stays(text: str) -> None:
    assert _sentences(text) == [text]


def test_a_note_mark_never_reaches_a_pair() -> None:
    # the sentence stage cleans the text that every phenomenon then parses
    (text,) = _sentences("The merchants were rich,(1) and the farmers were poor.")
    pairs = mined_pairs(text, "conjunction")
    assert pairs
    assert not any("(1)" in p.premise or "(1)" in p.hypothesis for p in pairs)


# 2. line-break hyphens


@pytest.mark.parametrize(
    ("raw", "clean"),
    [
        # both pieces free words: the writer's hyphen stays, the space goes
        ("She finished her post- graduate study in the north.", "post-graduate"),
        ("They watched the hour- long film in silence.", "hour-long"),
        # a piece that is no word: a syllable break, the word closes up
        ("The door opened auto- matically when the guard came near.", "automatically"),
        ("The evidence was un- deniable, and the judge agreed.", "undeniable"),
    ],
)
def test_a_line_break_hyphen_is_joined(raw: str, clean: str) -> None:
    text = fitness.tidy(raw).text
    assert clean in text
    assert "- " not in text
    assert "hyphenation" not in fitness.assess(text)


@pytest.mark.parametrize(
    "text",
    [
        "The pre- and post-war years were very different for the town.",
        "We- we never said that to anyone at the meeting.",
        "He liked the sex- but not the violence of the film.",
        # a restart on a function word, though "he"+"at" spell a word
        "He- at one point the mayor said that the road was closed.",
    ],
)
def test_a_spaced_hyphen_that_is_no_broken_word_stays(text: str) -> None:
    assert fitness.tidy(text).text == text


# 3. verse


@pytest.mark.parametrize(
    "text",
    [
        # two line starts: a lone capitalised coordinator after a comma is no verse line by
        # itself since stop 66 (fl32, tests/test_flags_stop66b.py)
        "She sang of meadows green and wide, And walked the hills, And slept at break of day.",
        "The old man kept his gold in store, And counted it, But gave his neighbours not a crumb.",
        "He sought no crown nor any throne; To live in peace was all his prayer.",
    ],
)
def test_verse_line_capitals_mark_the_sentence(nlp, text: str) -> None:
    assert "verse" in fitness.assess(text, nlp(text))


@pytest.mark.parametrize(
    "text",
    [
        "In London, The Times reported the fire on its front page.",
        "They watched the film, In the Heat of the Night, on a Sunday.",
        "She sang of meadows, and walked the hills at break of day.",
        'He turned and said, "And what do you want from me now?"',
        # a complete sentence after a colon may open with a capital
        "The question remains: In an age of cheap flights, who still takes the boat?",
    ],
)
def test_prose_is_not_verse(nlp, text: str) -> None:
    assert "verse" not in fitness.assess(text, nlp(text))


def test_verse_refuses_the_pairs() -> None:
    (text,) = _sentences(
        "The miller ground his corn all day, And sold his flour, And sang along the road."
    )
    pairs = mined_pairs(text, "conjunction", assess_sources=True)
    assert pairs
    assert all("source:verse" in p.features.get("flags", []) for p in pairs)
    # a warning for conjunction since stop 67 (fl33, flags.DEMOTED: pooled 4 of 7 kept as is,
    # no rejection names the lineation): the flag stays for the ranker; a pair with no other
    # defect is well formed
    assert any(p.well_formed for p in pairs)


# 4. ellipsis points and debris at the edges


@pytest.mark.parametrize(
    ("raw", "clean"),
    [
        (
            "The sailors often meet them, and sometimes they trade with them. ...",
            "The sailors often meet them, and sometimes they trade with them.",
        ),
        ("The bell rang twice! ...", "The bell rang twice!"),
        ("... The farmers left the valley in winter.", "The farmers left the valley in winter."),
    ],
)
def test_ellipsis_outside_a_complete_sentence_goes(raw: str, clean: str) -> None:
    assert _sentences(raw) == [clean]


@pytest.mark.parametrize(
    "text",
    [
        "He looked at the door and if the ...",
        "She had known about it since the spring...",
        "...and then the rain came down on the roofs.",
        "The end came ... ...",
    ],
)
def test_ellipsis_of_a_sentence_that_trails_off_stays(text: str) -> None:
    assert fitness.tidy(text).text == text


def test_a_name_before_a_semicolon_is_debris(nlp) -> None:
    text = "Captain Carrot; the plan was cheap, quick and quiet, and it worked."
    assert "truncated" in fitness.assess(text, nlp(text))


@pytest.mark.parametrize(
    "text",
    [
        "Yes; the plan was cheap, quick and quiet.",
        "The captain agreed; the plan was cheap, quick and quiet.",
        # the name is the subject of what follows (a lost parenthesis, not a cut)
        "Mary Ellen Jones; born in 1950 is a Welsh poet and singer.",
    ],
)
def test_a_clause_or_interjection_before_a_semicolon_is_not_debris(nlp, text: str) -> None:
    assert "truncated" not in fitness.assess(text, nlp(text))


# 5. verbless and subjectless glossary sentences


@pytest.mark.parametrize(
    "text",
    [
        "In some regions also called wolfsbane.",
        "Also known as the blue rocket in old herbals.",
    ],
)
def test_a_naming_gloss_has_no_proposition(nlp, text: str) -> None:
    reasons = fitness.assess(text, nlp(text))
    assert "fragment" in reasons or "description" in reasons


@pytest.mark.parametrize(
    "text",
    [
        "She was called Mary by all her friends in the village.",
        "The villagers called the plant wolfsbane.",
        "It is also known as the blue rocket.",
        # a main clause after the participle
        "Also named for its colour, the grass snake is green with dark bars.",
    ],
)
def test_a_naming_clause_with_a_subject_is_fit(nlp, text: str) -> None:
    reasons = fitness.assess(text, nlp(text))
    assert "fragment" not in reasons and "description" not in reasons


def test_a_verbless_list_is_a_fragment(nlp) -> None:
    text = "Biscuits, tallow, lamp-oil, salt pork and canvas."
    assert fitness.assess(text, nlp(text)) == ["fragment"]


def test_verse_reason_is_documented() -> None:
    assert "verse" in fitness.REASONS
    # two line starts (a lone capitalised coordinator is no verse line since stop 66, fl32)
    assert source_noise.verse("wide and far, And was a king, And ruled the land") != []
