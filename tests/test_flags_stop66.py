"""Stop 66 (fl31): glossary entries the parse does not root in a noun.

1. A non-finite predicate standing alone, an infinitive with its "to" or a past participle
   with no auxiliary ("To send a message ...", "Used to describe ..."), is ``subjectless``
   like the opening -s verb fl28 found ("Refers to ..."; ``fitness.understood_it_verb_start``):
   ``fitness._nonfinite_gloss_root``. Imperatives (base form, no "to") and full sentences with a
   fronted infinitive or participle clause are left.
2. A parenthesised headword abbreviation opening a definition ("(FNC) The coordinating group
   ...") is stripped in the source reading (``fitness.tidy``), so the definition behind it is
   judged by fl30's check and no rewriter copies the tag.
3. The splitter no longer ends a sentence at "ca.", "approx.", "fig." when a number or a
   lower-case word goes on (``sentences._rejoin_abbreviations``).
Constructed sentences, real parses.
"""

from __future__ import annotations

import pytest

from pipeline import fitness, flags, parse, sentences
from pipeline.records import Document, Segment


@pytest.fixture(scope="module")
def nlp():
    return parse.load(parse.resolve_model())


def _assess(nlp, text: str) -> list[str]:
    return fitness.assess(text, nlp(text))


# -- 1. non-finite glosses ----------------------------------------------------------------------

GLOSSES = [
    # an infinitive: the gloss of a verb headword
    "To send a message to every user who is logged in to a network.",
    "To remove the last bugs from a program before it ships.",
    "To rewrite code so that it runs faster but does the same thing.",
    # a past participle with no auxiliary: a reduced passive, the headword understood
    "Used to describe a program that never terminates.",
    "Used by hackers to describe a bug that vanishes when you look at it.",
    "Designed for use on small machines with little memory.",
    "Said of a program that crashes whenever it is run on a new machine.",
    "Developed at Bell Labs in the early 1970s by a small team.",
    "Written in C and ported to many other systems in the 1980s.",
]


@pytest.mark.parametrize("text", GLOSSES)
def test_nonfinite_gloss_is_subjectless(nlp, text):
    doc = nlp(text)
    assert fitness._nonfinite_gloss_root(doc) is not None
    assert "subjectless" in fitness.assess(text, doc)


#: fl28's check already took the present -s verb with no subject: unchanged.
@pytest.mark.parametrize(
    "text",
    [
        "Refers to any program that copies itself onto other disks.",
        "Describes a protocol for sending mail between two hosts.",
    ],
)
def test_opening_s_verb_is_still_subjectless(nlp, text):
    assert "subjectless" in _assess(nlp, text)


NOT_GLOSSES = [
    # imperatives: the base form with no "to", understood "you"
    "Refer to the manual for the full list of options.",
    "Round up to the nearest half-year.",
    "Use the stairs in case of fire.",
    "Send a message to every user who is logged in.",
    "Remove the bugs from the program before you ship it.",
    "Do not feed the animals.",
    # a fronted infinitive or participle clause before a main clause
    "To err is human.",
    "To be honest, I forgot the password.",
    "To make matters worse, the server crashed twice.",
    "To the north lies a lake that never freezes.",
    "Born in 1916, he died in 1975.",
    "Designed by a committee, the language was too large to implement.",
    "Asked about the delay, the manager blamed the weather.",
    "Used properly, the tool saves hours of work.",
    "Called to the bar in 1920, he practised law for forty years.",
    # inversion with a passive "be" and a participle read as an adjective
    "Included in the package are a manual and two disks.",
    "Attached is a copy of the report.",
    "Used cars are cheap in this town.",
]


@pytest.mark.parametrize("text", NOT_GLOSSES)
def test_imperatives_and_full_sentences_are_left(nlp, text):
    doc = nlp(text)
    assert fitness._nonfinite_gloss_root(doc) is None
    assert "subjectless" not in fitness.assess(text, doc)


def test_naming_participle_stays_a_word_gloss(nlp):
    # "Also called X" mentions a word: ``_naming_gloss``'s fragment, a defect everywhere
    text = "Also called the wolfsbane."
    assert fitness._nonfinite_gloss_root(nlp(text)) is None


def test_subjectless_severity_unchanged():
    assert flags.severity("source:subjectless", "conjunction") == flags.WARNING
    assert flags.severity("source:subjectless", "presupposition") == flags.DEFECT


# -- 2. the headword abbreviation ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "tidied"),
    [
        (
            "(FNC) The coordinating group of agencies involved in networking.",
            "The coordinating group of agencies involved in networking.",
        ),
        (
            "(CCS) A British group that aims to preserve old computers.",
            "A British group that aims to preserve old computers.",
        ),
        ("(IEEE) (ANSI) The body that sets standards.", "The body that sets standards."),
        # left: a list label, a bracketed sentence, a screenplay cue, a wire dateline
        ("(A) The first item on the list.", "(A) The first item on the list."),
        ("(This is a note.) The rest is fine.", "(This is a note.) The rest is fine."),
        ("(V.O.) I remember the harbour.", "(V.O.) I remember the harbour."),
        ("(AP) -- The president signed the bill.", "(AP) -- The president signed the bill."),
        ("The council (FNC) met twice.", "The council (FNC) met twice."),
    ],
)
def test_headword_tag_is_stripped(text, tidied):
    assert fitness.tidy(text).text == tidied
    assert fitness.tidy(tidied).text == tidied  # idempotent


def test_definition_behind_headword_tag_is_judged(nlp):
    raw = "(ANSI) The body that sets standards for the American computer industry."
    # the tag is a root; since stop 69 (fl38, ``fitness._entry_label``) a bracketed entry label
    # before a capital is itself read as a glossary entry and the raw text is flagged too
    assert "fragment" in set(_assess(nlp, raw))
    doc = Document("d", "jsonl", [Segment(raw)], "f.jsonl:1")
    sents, _ = sentences.sentences_and_rejects(doc)
    assert [s.text for s in sents] == [
        "The body that sets standards for the American computer industry."
    ]
    # the definiens alone: fl29/fl30's checks see it (here ``_relative_clause_only``)
    assert {"description", "fragment"} & set(_assess(nlp, sents[0].text))


# -- 3. the splitter at an abbreviation -----------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "This was only shipped to ca. 40 sites. Later it spread.",
            ["This was only shipped to ca. 40 sites.", "Later it spread."],
        ),
        (
            "The mill weighs approx. 3 tons and is old.",
            ["The mill weighs approx. 3 tons and is old."],
        ),
        ("The town had ca. two thousand people.", ["The town had ca. two thousand people."]),
        ("It ran on the PDP-10 etc. and was fast.", ["It ran on the PDP-10 etc. and was fast."]),
        ("See fig. 3 for the layout.", ["See fig. 3 for the layout."]),
        (
            "He wrote it ca. 1990. The book sold well.",
            ["He wrote it ca. 1990.", "The book sold well."],
        ),
        # a capital after the period opens a new sentence
        (
            "We sold apples, pears etc. The rest went bad.",
            ["We sold apples, pears etc.", "The rest went bad."],
        ),
        ("The answer was no. It never came.", ["The answer was no.", "It never came."]),
    ],
)
def test_split_at_internal_abbreviation(text, expected):
    assert next(sentences.split([text])) == expected
