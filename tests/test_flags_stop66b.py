"""Stop 66 (fl32): flag promises on quotations and aphorisms (docs/flags.md, last section).

1. ``source:verse`` no longer fires on a lone capitalised coordinator after a comma in a sentence
   with no other capital inside it ("..., But there's nothing wrong with ..."): a comma-splice
   capital of prose, not a lost line break; two line starts, or one with another mid-sentence
   capital, are still verse.
2. ``source_noise.misspelt`` takes habitual misspellings that wordfreq has learnt from the web
   (Zipf 1.5-3, one dominant neighbour a hundred times more frequent, same first letter) and
   -ing/-ed forms without the doubled consonant their verb needs; an Early Modern English
   -(e)st/-(e)th verb form ("thou movest") is no typo.
3. ``agreement-slip`` (``flags.surface_slips``) also for a plural common noun opening one side of
   a pair with a singular "is/was/has/does" that the other side does not have.
"""

from __future__ import annotations

import pytest

from pipeline import fitness, flags, source_noise
from pipeline.records import Pair


def _pair(phenomenon: str, premise: str, hypothesis: str) -> Pair:
    return Pair(
        pair_id="p",
        candidate_id="c",
        sentence_id="s",
        phenomenon=phenomenon,
        subtype="x",
        premise=premise,
        hypothesis=hypothesis,
        premise_kind="original",
        hypothesis_kind="presupposition",
        heuristic_label="entailment",
        label_rule="r",
    )


# 1. verse


@pytest.mark.parametrize(
    "text",
    [
        "You can hide from the rain all day, But sooner or later you will get wet.",
        "Nobody said the job would be easy, And nobody was wrong about that.",
        "We could take the train tonight, Or we could wait until the morning.",
        "I asked him twice about the money, But I never got an answer.",
    ],
)
def test_a_lone_capitalised_coordinator_is_not_verse(nlp, text: str) -> None:
    assert source_noise.verse(text) == []
    assert "verse" not in fitness.assess(text, nlp(text))


@pytest.mark.parametrize(
    "text",
    [
        # two line starts
        "The farmer ploughed his field at dawn, And sowed the seed at noon, And reaped it in the fall.",
        # one line start after a semicolon
        "He asked for nothing but his bread; To live in peace was all he sought.",
        # a line start that is no coordinator
        "She walked along the river bank, With flowers in her hand and hair.",
        # another line-initial capital inside the sentence
        "The ones who walk in quiet woods Need fear no wolf, But sing their songs at night.",
    ],
)
def test_verse_with_other_line_starts_stays_verse(nlp, text: str) -> None:
    assert source_noise.verse(text)
    assert "verse" in fitness.assess(text, nlp(text))


def test_a_name_keeps_the_lone_coordinator_verse() -> None:
    # a name is a mid-sentence capital the text check cannot tell from a line start: kept
    # flagged, as before stop 66 (conservative)
    assert source_noise.verse("We sailed for Lisbon in the spring, But storms drove us to shore.")


# 2. misspellings


@pytest.mark.parametrize(
    "word",
    ["recieve", "definately", "seperate", "neccessary", "guarentee", "stoped", "claming"],
)
def test_habitual_and_undoubled_misspellings(word: str) -> None:
    assert source_noise.misspelt(word)


@pytest.mark.parametrize(
    "word",
    [
        "biding",  # "bide", not an undoubled "bid"
        "visited",  # unstressed final syllable: no doubling
        "opened",
        "travelled",  # both spellings are forms of "travel"
        "fursuit",  # a compound; the first letter of a misspelling is rarely wrong
        "chems",  # a plural of a clipping wordfreq knows
        "respawn",  # game vocabulary: no frequent word one keystroke away
        "whilst",
        "colour",
        # Early Modern English -(e)st/-(e)th of a verb, in quoted verse and scripture
        "movest",
        "goeth",
        "knowest",
    ],
)
def test_real_words_are_not_misspellings(word: str) -> None:
    assert not source_noise.misspelt(word)


def test_a_habitual_misspelling_marks_the_sentence(nlp) -> None:
    text = "I could never recieve the letters she sent me from the coast."
    assert "misspelled" in fitness.assess(text, nlp(text))


def test_a_combining_form_before_a_spaced_hyphen_is_no_slip() -> None:
    assert source_noise.misspelled_words("It is stronger than other phyto - medicine today.") == []


# 3. agreement of a plural noun subject


@pytest.mark.parametrize(
    ("premise", "hypothesis"),
    [
        ("For years, moss and lichens might keep spreading.", "Lichens has been spreading."),
        (
            "The workers and their children didn't leave the camp.",
            "The children has been in the camp.",
        ),
    ],
)
def test_plural_noun_with_singular_verb_is_a_slip(premise: str, hypothesis: str) -> None:
    assert flags.noun_agreement_slip(premise, hypothesis)
    assert "agreement-slip" in flags.surface_slips(_pair("presupposition", premise, hypothesis))


@pytest.mark.parametrize(
    ("premise", "hypothesis"),
    [
        ("Politics is a hard trade, and she knew it.", "Politics is a hard trade."),
        ("News travels fast in small towns.", "News has travelled fast."),
        ("The species is rare and the species is shy.", "The species is rare."),
        ("Data is scarce this year.", "Data has been scarce."),
        # a title on both sides: the source's, not the rewrite's
        ("Aliens is a 1986 film, and it is loud.", "Aliens is a 1986 film."),
        ("The children have been in the camp.", "The children have left."),
    ],
)
def test_no_agreement_slip(premise: str, hypothesis: str) -> None:
    assert not flags.noun_agreement_slip(premise, hypothesis)
    assert "agreement-slip" not in flags.surface_slips(_pair("presupposition", premise, hypothesis))


# 4. nominal-gerund: a gerund coordinated with a preposition's gerund is verbal


def test_gerund_coordinated_after_a_means_preposition_is_not_nominal(nlp) -> None:
    from pipeline.phenomena.verb_complement import _nominal_gerund

    doc = nlp(
        "The council wasted the budget by ignoring the advice of its engineers, and insisting "
        "that the old bridge would last another decade."
    )
    insisting = next(t for t in doc if t.text == "insisting")
    assert not _nominal_gerund(insisting)


def test_gerund_coordinated_with_a_noun_stays_nominal(nlp) -> None:
    from pipeline.phenomena.verb_complement import _nominal_gerund

    doc = nlp("It all came back to family and wanting to be here.")
    assert _nominal_gerund(next(t for t in doc if t.text == "wanting"))
