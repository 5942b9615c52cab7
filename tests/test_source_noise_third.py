"""Source noise, third pass (stop 53, fl11; docs/fitness.md, "Source noise, third pass"):
sentence boundaries that lost their space are split (``sentences._split_glued``); a sentence
that opens on a verb of saying and quotes nothing is a ``fragment``; a bare numeral as the
subject is a cut label (``truncated``); "NOUN in where" is ``garbled``. Constructed sentences,
each class with sentences of the same shape that must stay as they are.
"""

from __future__ import annotations

import pytest

from pipeline import fitness, sentences
from pipeline.process import run_texts

GLUED = [
    ("It was great!!!It's closing now, sadly.", ["It was great!!!", "It's closing now, sadly."]),
    (
        "The rest is in the notes (see below).As I said, the plan works.",
        ["The rest is in the notes (see below).", "As I said, the plan works."],
    ),
    (
        "The new rates start on March 1st 2002.The limits stay the same.",
        ["The new rates start on March 1st 2002.", "The limits stay the same."],
    ),
    (
        "I had an hour to kill..So I went for a walk.",
        ["I had an hour to kill..", "So I went for a walk."],
    ),
    (
        "Who would pay for that?This film is a joy from start to end.",
        ["Who would pay for that?", "This film is a joy from start to end."],
    ),
    (
        "It ran for a long time...Then the lights went out.",
        ["It ran for a long time...", "Then the lights went out."],
    ),
    ('She wrote "Stop!"Then she left the room.', ['She wrote "Stop!"', "Then she left the room."]),
]

NOT_GLUED = [
    "The U.S.Army sent two more units to the border.",  # an initialism
    "Bring a tool, e.g.The small hammer in the shed.",  # an abbreviation with its own period
    "I would much rather be Mr.Peanut than Mr.Salty.",  # a title before a name
    "We moved to St.Louis in the spring.",
    "The site runs on Node.js and a small database.",  # a file or domain name
    "The engine holds 3.5 litres of oil.",  # a decimal
    "She sells the prints at Example.Com every week.",  # a top-level domain
]


@pytest.mark.parametrize(("text", "expected"), GLUED)
def test_glued_sentence_boundary_is_split(text, expected):
    assert next(sentences.split([text])) == expected


@pytest.mark.parametrize("text", NOT_GLUED)
def test_abbreviation_domain_and_decimal_are_not_split(text):
    assert next(sentences.split([text])) == [text]


REPORTING_FRAGMENTS = [
    "Says a 'very large' share of the profits will be expected to be cash.",
    "Says a spokesman for the firm the deal is off.",
    "Explains why the roads were closed all week.",
    "Claimed the money had been paid back in full.",
]

REPORTING_SENTENCES = [
    'Says the mayor: "We will not close the library."',  # quotative inversion with its quote
    "Says who?",  # a question
    "Told from the point of view of the soldiers, the film is grim.",  # a participle
    "Added to the bill was a charge for the room.",  # inversion after a participle
    "She says a large share of the profits will be cash.",
]


@pytest.mark.parametrize("text", REPORTING_FRAGMENTS)
def test_verb_of_saying_first_with_no_quotation_is_fragment(text, nlp):
    # a present -s one ("Says ...", "Explains ...") is ``subjectless`` since stop 65 (fl28:
    # ``fitness.understood_it_verb_start``), a defect for every phenomenon like ``fragment``
    reasons = fitness.assess(text, nlp(text))
    assert "fragment" in reasons or "subjectless" in reasons


@pytest.mark.parametrize("text", REPORTING_SENTENCES)
def test_quotative_inversion_question_and_participle_are_not_fragments(text, nlp):
    assert "fragment" not in fitness.assess(text, nlp(text))


@pytest.mark.parametrize(
    "text",
    ["107 sets the rules for the vote.", "8 gives the sizes of the holes in the lid."],
)
def test_bare_numeral_subject_is_cut_label(text, nlp):
    assert "truncated" in fitness.assess(text, nlp(text))


@pytest.mark.parametrize(
    "text",
    [
        "Section 107 sets the rules for the vote.",
        "2012 saw the end of the old rules.",  # a year
        "5 of them left before noon.",  # the numeral has a dependent
        "Three sets the rules for the game.",  # spelt out
    ],
)
def test_labelled_year_or_modified_numeral_subject_is_not_cut(text, nlp):
    assert "truncated" not in fitness.assess(text, nlp(text))


@pytest.mark.parametrize(
    "text",
    [
        "It was also the year in where she made her first film.",
        "We went back to the town in where we grew up.",
    ],
)
def test_preposition_before_relative_where_is_garbled(text, nlp):
    assert "garbled" in fitness.assess(text, nlp(text))


@pytest.mark.parametrize(
    "text",
    [
        "It was also the year in which she made her first film.",
        "Come in where it is warm.",  # a particle after a verb
        "He looked at where the dog lay on the step.",  # a free relative as object
        "It was a hill from where we could see the sea.",
        "The dinner was a reminder of where his loyalties lay.",
    ],
)
def test_relative_in_which_particle_and_free_relative_are_not_garbled(text, nlp):
    assert "garbled" not in fitness.assess(text, nlp(text))


def test_pipeline_flags_pairs_of_a_subjectless_reporting_sentence():
    text = "Says the manager knows that the shop will close in May."
    _, result = run_texts([text], ["verb_complement"], assess_sources=True)
    assert result.pairs
    for pair in result.pairs:
        assert not pair.well_formed
        # ``source:subjectless`` since stop 65 (a present -s verb with no subject), a defect
        assert {"source:fragment", "source:subjectless"} & set(pair.features["flags"])
