"""Negation and embeddings, blind review round 36 (branch ng3): a negated clause after a
fronted sequence adverb, transcript annotations, double negatives through "no later than",
modals placed after "never", the idiom "can't help but", "be going to" under a modal, and cuts
that left an unbalanced quotation mark.

Constructed sentences, real parses (docs/negation.md, "Round 36")."""

from __future__ import annotations

import pytest

from pipeline.rewrite.embedding import embed
from pipeline.rewrite.negation import negate


@pytest.mark.parametrize(
    "sentence",
    [
        "Before long she realized that the house was empty.",
        "Eventually they discovered that the money was gone.",
        "And soon he noticed that the door was open.",
    ],
)
def test_negation_after_a_fronted_sequence_adverb_is_flagged(parsed, sentence):
    doc, _ = parsed(sentence)
    result = negate(doc)
    assert not result.ok
    assert "discourse-clash:fronted-sequence" in result.flags


@pytest.mark.parametrize(
    "sentence",
    ["Soon the house was empty.", "She realized before long that the house was empty."],
)
def test_no_sequence_clash_on_a_state_or_a_final_adverb(parsed, sentence):
    doc, _ = parsed(sentence)
    result = negate(doc)
    assert result.ok, result


@pytest.mark.parametrize(
    "sentence",
    [
        "I hope that (INAUDIBLE) the mayor knows that we are here.",
        "I told them (CROSSTALK) that the vote was rigged.",
    ],
)
def test_no_negation_over_a_transcript_marker(parsed, sentence):
    doc, _ = parsed(sentence)
    result = negate(doc)
    assert not result.ok and "transcript-marker" in result.flags


def test_bracketed_ordinary_words_are_no_transcript_marker(parsed):
    doc, _ = parsed("I told them (twice) that the vote was rigged.")
    result = negate(doc)
    assert "transcript-marker" not in result.flags


def test_negation_over_no_later_than_is_flagged(parsed):
    doc, _ = parsed("The report would have to be no later than 1994.")
    result = negate(doc)
    assert not result.ok and "negative-word:no" in result.flags


def test_negative_word_below_another_verb_is_kept(parsed):
    doc, _ = parsed("She decided to do nothing about it.")
    result = negate(doc)
    assert result.ok and result.text == "She didn't decide to do nothing about it."


def test_no_operator_over_a_transcript_marker(parsed):
    sentence = "I hope that (INAUDIBLE) the mayor knows that we are here."
    doc, _ = parsed(sentence)
    for kind in ("modal", "interrogative", "conditional"):
        result = embed(doc, kind)
        assert not result.ok and result.text == sentence


@pytest.mark.parametrize(
    ("sentence", "modal"),
    [
        (
            "He never knew that his father was a spy.",
            "He might never have known that his father was a spy.",
        ),
        (
            "He never had known that his father was a spy.",
            "He might never have known that his father was a spy.",
        ),
        ("She has never been to Paris.", "She might never have been to Paris."),
        (
            "The term is never used for small boats.",
            "The term might never be used for small boats.",
        ),
    ],
)
def test_modal_goes_before_never(parsed, sentence, modal):
    doc, _ = parsed(sentence)
    result = embed(doc, "modal")
    assert result.ok and result.text == modal


@pytest.mark.parametrize(
    ("sentence", "question", "conditional"),
    [
        (
            "She could not help but smile at him.",
            "Could she not help but smile at him?",
            "If she could not help but smile at him, it's okay.",
        ),
        (
            "I couldn't help but start collecting old coins.",
            "Couldn't I help but start collecting old coins?",
            "If I couldn't help but start collecting old coins, it's okay.",
        ),
    ],
)
def test_cannot_help_but_is_one_verb_group(parsed, sentence, question, conditional):
    doc, _ = parsed(sentence)
    assert embed(doc, "interrogative").text == question
    assert embed(doc, "conditional").text == conditional


@pytest.mark.parametrize(
    ("sentence", "modal"),
    [
        ("I'm going to start writing a new book.", "I might start writing a new book."),
        ("She is not going to win the race.", "She might not win the race."),
        ("He is also going to visit Rome.", "He might also visit Rome."),
    ],
)
def test_going_to_future_under_a_modal(parsed, sentence, modal):
    doc, _ = parsed(sentence)
    result = embed(doc, "modal")
    assert result.ok and result.text == modal


def test_past_going_to_gets_no_modal(parsed):
    doc, _ = parsed("They were going to leave early.")
    result = embed(doc, "modal")
    assert not result.ok and "going-to-future" in result.flags


def test_going_to_a_place_keeps_be(parsed):
    doc, _ = parsed("The store is going to the city.")
    assert embed(doc, "modal").text == "The store might be going to the city."


@pytest.mark.parametrize(
    ("kind", "expected"),
    [
        ("modal", "He might have managed to finish the race."),
        ("interrogative", "Did he manage to finish the race?"),
    ],
)
def test_cut_after_an_opening_quote_is_capitalised_and_balanced(parsed, kind, expected):
    doc, _ = parsed('"It was impossible, but he managed to finish the race."')
    target = next(t for t in doc if t.text == "managed")
    result = embed(doc, kind, target)
    assert result.ok and result.text == expected


@pytest.mark.parametrize(
    ("kind", "expected"),
    [
        ("modal", '"The town might have been rebuilt."'),
        ("interrogative", '"Was the town rebuilt?"'),
    ],
)
def test_cut_keeps_the_closing_quote_and_stop(parsed, kind, expected):
    doc, _ = parsed('"The town was rebuilt, but it never regained its former importance."')
    target = next(t for t in doc if t.text == "rebuilt")
    result = embed(doc, kind, target)
    assert result.ok and result.text == expected


def test_negation_of_a_bare_infinitive_goes_on_let(parsed):
    doc, _ = parsed("Let my fellow citizens know that the war is over.")
    know = next(t for t in doc if t.text == "know")
    result = negate(doc, know)
    assert "don't know" not in result.text and not result.ok
    doc, _ = parsed("I want to let my fellow citizens know that the war is over.")
    know = next(t for t in doc if t.text == "know")
    result = negate(doc, know)
    assert result.text == "I don't want to let my fellow citizens know that the war is over."


@pytest.mark.parametrize(
    "sentence",
    [
        "The squadron was reactivated in 2006 and performed missions over Iraq.",
        "The school was founded in 1890 and existed until 1950.",
    ],
)
def test_active_past_after_a_passive_is_its_own_conjunct(parsed, sentence):
    doc, _ = parsed(sentence)
    negated = negate(doc)
    assert not negated.ok and "one-conjunct-negated" in negated.flags
    modal = embed(doc, "modal")
    assert modal.ok and " and " not in modal.text and "other-conjunct-dropped" in modal.flags


@pytest.mark.parametrize(
    "sentence",
    [
        "The house was built in 1900 and renovated in 1990.",
        "He was given a medal and awarded a pension.",
    ],
)
def test_shared_passive_participles_stay_one_negation(parsed, sentence):
    doc, _ = parsed(sentence)
    negated = negate(doc)
    assert negated.ok and "one-conjunct-negated" not in negated.flags


def test_acronym_in_brackets_is_no_transcript_marker(parsed):
    doc, _ = parsed("The union (CTU) called a general strike in May.")
    result = negate(doc)
    assert result.ok and "transcript-marker" not in result.flags


@pytest.mark.parametrize(
    "sentence", ["Then you can reload the card.", "Soon they will need a bigger boat."]
)
def test_no_sequence_clash_on_then_or_a_modal(parsed, sentence):
    doc, _ = parsed(sentence)
    result = negate(doc)
    assert result.ok, result


def test_plural_possessive_is_no_quotation(parsed):
    doc, _ = parsed("The teachers' rugs did look like these prints.")
    assert embed(doc, "modal").text == "The teachers' rugs might have looked like these prints."


def test_no_matter_is_no_negative_word(parsed):
    doc, _ = parsed("The students were able to improve, no matter how slowly.")
    result = negate(doc)
    assert not any(f.startswith("negative-word") for f in result.flags)
    # re-decided at stop 91 (ng07): the "not" would land under the universal concessive ("for
    # every manner, not able"), the contrary, not the denial (Quirk et al. 1985 §15.24)
    assert result.flags == ("universal-concessive",)


@pytest.mark.parametrize(
    ("sentence", "question"),
    [
        # a surname WordNet lists only as a named individual (the poet) keeps its capital
        (
            "Cummings received five award nominations in 1955.",
            "Did Cummings receive five award nominations in 1955?",
        ),
        # a plural common noun that is also a surname is lowered
        ("Mills closed across the region in 1990.", "Did mills close across the region in 1990?"),
    ],
)
def test_sentence_initial_surname_keeps_its_capital(parsed, sentence, question):
    doc, _ = parsed(sentence)
    assert embed(doc, "interrogative").text == question


@pytest.mark.parametrize(
    ("sentence", "flag"),
    [
        # "have" adds no event of its own, like "be"; a broad negative on the verb itself
        (
            "An increase in income appears to have no association with the decision.",
            "negative-word:no",
        ),
        ("I could hardly allow myself to believe it.", "negative-word:hardly"),
    ],
)
def test_double_negative_through_have_or_a_broad_negative_is_flagged(parsed, sentence, flag):
    doc, _ = parsed(sentence)
    result = negate(doc)
    assert flag in result.flags and not result.ok


def test_negative_word_below_an_event_verb_stays_plain(parsed):
    doc, _ = parsed("He decided to do nothing about the leak.")
    assert negate(doc).ok
