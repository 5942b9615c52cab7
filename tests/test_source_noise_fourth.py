"""Source noise, fourth pass (stop 53, fl12; docs/fitness.md, "Source noise, fourth pass"):
non-standard verb forms are ``source:nonstandard``; a sentence cut at a bare "U.S." after a
preposition is ``truncated``; the splitter ends a sentence at a company or country
abbreviation before a capitalised subordinator, and at a period glued to a lower-case clause
opener. Constructed sentences, each class with sentences of the same shape that must stay.
"""

from __future__ import annotations

import pytest

from pipeline import fitness, sentences, source_noise
from pipeline.process import run_texts

NONSTANDARD = [
    ("From what I seen, the place is always busy.", "I seen"),
    ("I been there twice and the food was cold.", "I been"),
    ("They was happy to see the new teacher.", "They was"),
    ("We think he have been come for by the police.", "he have been"),
    ("She don't care about the rules at all.", "She don't"),
    ("If you seen the trailer, you have seen the film.", "you seen"),
    ("You was the one who told me about it.", "You was"),
    ("We was late because the bus broke down.", "We was"),
]

STANDARD = [
    "Have you been to the new museum yet?",  # inverted question
    "Where have you been all this time?",
    "Are you done with the report?",  # "done" as an adjective after "be"
    "Is he gone for good?",
    "If he were here, he would know.",  # subjunctive "were"
    "What I told you was true.",  # object "you" before the main verb
    "They insist that he have access to the files.",  # mandative subjunctive
    "Did he have the keys with him?",
    "Had I seen the sign, I would have stopped.",
    "The plan might not have been necessary had we talked with you been more often.",
    "We done here?",  # a question that lost its auxiliary (situational ellipsis)
    "He doesn't care about the rules.",
    "I was there when they were young.",
]


@pytest.mark.parametrize(("text", "form"), NONSTANDARD)
def test_nonstandard_verb_form_is_found(text, form):
    assert source_noise.nonstandard_forms(text) == [form]
    assert "nonstandard" in fitness.assess(text)


@pytest.mark.parametrize("text", STANDARD)
def test_standard_verb_forms_are_not_nonstandard(text):
    assert source_noise.nonstandard_forms(text) == []
    assert "nonstandard" not in fitness.assess(text)


def test_pipeline_flags_pairs_of_a_nonstandard_sentence():
    text = "From what I seen, the manager knows that the shop will close in May."
    _, result = run_texts([text], ["verb_complement"], assess_sources=True)
    assert result.pairs
    for pair in result.pairs:
        assert not pair.well_formed
        assert "source:nonstandard" in pair.features["flags"]


@pytest.mark.parametrize(
    "text",
    [
        "As head of the firm, Lay had refocused the Houston operator of U.S.",
        "The group sold most of its plants in U.K.",
    ],
)
def test_bare_country_initialism_at_the_end_is_truncated(text):
    assert "truncated" in fitness.assess(text)


@pytest.mark.parametrize(
    "text",
    [
        "In September he was acquitted of treason against the U.S.",
        "The country follows China, India and the U.S.",
        "He is the founder of a small theatre company, Theatre for Children, Inc.",
    ],
)
def test_country_initialism_with_its_article_is_not_truncated(text):
    assert "truncated" not in fitness.assess(text)


SPLIT = [
    (
        "Farmers want to sell more to the U.S. While they wait, prices fall.",
        ["Farmers want to sell more to the U.S.", "While they wait, prices fall."],
    ),
    (
        "She left Acme Inc. Although she liked it, the pay was low.",
        ["She left Acme Inc.", "Although she liked it, the pay was low."],
    ),
    (
        "The movie deserves a 4/10 or 5/10.it's traditionally filmed and slow.",
        ["The movie deserves a 4/10 or 5/10.", "it's traditionally filmed and slow."],
    ),
    ("Good movie.i liked it a lot.", ["Good movie.", "i liked it a lot."]),
]

NOT_SPLIT = [
    "He served in the U.S. Army for ten years.",  # the initialism continues the noun phrase
    "Lay ran the Houston operator of U.S. Steel pipelines.",
    "Shares of Acme Inc. Board members met on Monday.",
    "Visit the site google.it today.",  # a domain
    "The engine holds 3.5 litres of oil.",
    "Bring a tool, e.g.the small hammer.",  # an abbreviation with its own period
]


@pytest.mark.parametrize(("text", "expected"), SPLIT)
def test_sentence_end_after_abbreviation_or_before_lower_case_is_split(text, expected):
    assert next(sentences.split([text])) == expected


@pytest.mark.parametrize("text", NOT_SPLIT)
def test_abbreviation_in_a_name_and_domains_are_not_split(text):
    assert next(sentences.split([text])) == [text]
