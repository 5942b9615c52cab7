"""Stop 65 (fl30): dictionary definitions behind a relative clause are ``description``.

A noun phrase whose only finite verbs sit in its relative or participial clauses
(``fitness._defining_noun_phrase``) is a definiens with its headword understood: a warning for
conjunction, a defect for the other phenomena. Full sentences that open on a noun phrase with
a relative clause keep their main verb and are not touched. Constructed sentences, real parses.
"""

from __future__ import annotations

import pytest

from pipeline import fitness, parse


@pytest.fixture(scope="module")
def nlp():
    return parse.load(parse.resolve_model())


def _assess(nlp, text: str) -> list[str]:
    return fitness.assess(text, nlp(text))


DEFINITIONS = [
    "A volcanic glass that forms when lava cools quickly.",
    "A collection of arcane techniques developed for squeezing speed out of old hardware.",
    "Any program that runs in the background and waits for requests.",
    "The part of a ship that lies below the waterline.",
    "An error that occurs when a program reads memory it does not own.",
    "The state of a system that has crashed and cannot be restarted.",
    "A bug that appears only when you try to observe it.",
    "A style of programming in which every function returns a value.",
    "A glorious castle made of sand.",
]


@pytest.mark.parametrize("text", DEFINITIONS)
def test_definition_behind_relative_clause_is_description(nlp, text):
    assert "description" in _assess(nlp, text)
    assert fitness._defining_noun_phrase(nlp(text))


FULL_SENTENCES = [
    "A program that converts another program to machine language was written in 1952.",
    "A person who writes programs for fun is called a hacker.",
    "The bird that nests in our hedge eats insects.",
    "A tool used by carpenters to smooth wood is called a plane.",
    "The ship that lies in the harbour belongs to my uncle.",
    "Anyone who believes that computers can think has not met one.",
    "The soldiers who guarded the gate fell asleep.",
    "The woman whose car was stolen called the police.",
    "The code written in haste broke the build.",
    "The guards who sell meals out of carts return with food.",
    "The city where I was born has grown a lot.",
    "A dog that barks all night keeps the neighbours awake.",
    "The engine which powers the ship needs repairs.",
    "The story she told us turned out to be true.",
    "The captain, who had sailed for years, knew the route.",
    # misparses the check guards against (a verb read as a noun, two subjects, a participle
    # that is the main verb)
    "A man wearing a very tall hat waves to you from the gate.",
    "Pumps that leak badly do not pass the inspection if the pressure is high.",
    "The third-season finale aired on May 4, 2012.",
    "Just then, Mara and Tobin return, looking tired.",
]


@pytest.mark.parametrize("text", FULL_SENTENCES)
def test_full_sentence_with_relative_clause_is_left(nlp, text):
    assert not fitness._defining_noun_phrase(nlp(text))
    assert "description" not in _assess(nlp, text)


def test_description_is_defect_except_for_conjunction():
    from pipeline import flags

    assert flags.severity("source:description", "conjunction") == flags.WARNING
    assert flags.severity("source:description", "verb_complement") == flags.DEFECT
