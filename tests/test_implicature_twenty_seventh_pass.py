"""Issue #11 (implicature precision, twenty-seventh pass): rejects of the blind slices s1130j,
s1130k, s1130l, classes 1 (measure phrases read as counts) and 3 (the anaphoric "others").

Constructed sentences in the rejected constructions, through the real pipeline (``run_texts``);
each test of a dropped pair failed on the code before this change (a689c8b); the controls check
the good pairs that stay. Sources are cited at the rules (``pipeline/phenomena/implicature/
__init__.py``: _measured_adverb, _unit_noun, the "others" test in numeral_triggers).
"""

from __future__ import annotations

import pytest

from pipeline.process import run_texts
from tests.phenomenon_support import kept


def _pairs(text: str, subtype: str) -> list:
    _, result = run_texts([text], ["implicature"])
    return [p for p in result.pairs if p.subtype == subtype]


def _by_kind(text: str, subtype: str) -> dict:
    pairs = {p.premise_kind: p for p in _pairs(text, subtype)}
    assert all(kept(p) for p in pairs.values())
    return pairs


# -- 1. a count that measures the distance of "later"/"ago": no numeral pair -------------------


@pytest.mark.parametrize(
    "text",
    [
        # object position, the adverb ends the clause
        "She was caught four overs later.",
        # fronted before the clause's own subject
        "Three laps later the leader spun off the track.",
    ],
)
def test_a_numeral_measuring_later_gives_no_pair(text):
    assert _pairs(text, "numerals") == []


def test_a_numeral_subject_before_later_and_its_verb_keeps_the_pair():
    pairs = _by_kind("Three members later left the band.", "numerals")
    assert pairs["original"].hypothesis == "No more than three members later left the band."


def test_a_numeral_object_with_later_and_a_time_phrase_keeps_the_pair():
    pairs = _by_kind("She visited three cities later that year.", "numerals")
    assert (
        pairs["original"].hypothesis == "She didn't visit more than three cities later that year."
    )


# -- 1b. "many/some" on a unit noun builds an amount, not a set: no quantifier pair ------------


@pytest.mark.parametrize(
    "text",
    [
        "Many hours of practice were needed to master the instrument.",
        "Many dollars were spent on the new stadium.",
        "Some miles of track were laid before the winter.",
    ],
)
def test_a_quantified_unit_noun_gives_no_pair(text):
    assert _pairs(text, "quantifiers") == []


def test_the_word_unit_itself_keeps_the_pair():
    pairs = _by_kind("Some units of the division were disbanded.", "quantifiers")
    assert pairs["original"].hypothesis == "Not all units of the division were disbanded."


def test_a_quantified_count_noun_keeps_the_pair():
    pairs = _by_kind("Many hikers were needed to carry the supplies.", "quantifiers")
    assert pairs["original"].hypothesis == "Not all hikers were needed to carry the supplies."


# -- 3. "n others" counts a complement set: no numeral pair -------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Police arrested one suspect, but four others escaped into the hills.",
        "Five others were taken to hospital.",
    ],
)
def test_a_numeral_on_others_gives_no_pair(text):
    assert _pairs(text, "numerals") == []


def test_a_numeral_on_a_plain_noun_keeps_the_pair():
    pairs = _by_kind(
        "Police arrested one suspect, but four men escaped into the hills.", "numerals"
    )
    assert any(p.hypothesis.startswith("No more than four men escaped") for p in pairs.values()), [
        p.hypothesis for p in pairs.values()
    ]


# -- 2. a comma-less result "so" clause parsed as a second root leaves every rewrite ------------


def test_a_comma_less_result_clause_is_cut_from_the_pair():
    pairs = _by_kind(
        "Most frogs swallow their food whole so they need strong stomachs.", "quantifiers"
    )
    assert pairs["original"].hypothesis == "Not all frogs swallow their food whole."
    assert pairs["modal"].premise == "It's possible that most frogs swallow their food whole."


@pytest.mark.parametrize(
    ("text", "hypothesis"),
    [
        # parsed as a conjunct of the first clause
        (
            "Most snakes swallow their prey whole without chewing so they have stretchy jaws.",
            "Not all snakes swallow their prey whole without chewing.",
        ),
        # parsed as an adverbial clause
        (
            "Most lizards catch their prey with a quick tongue so they rarely chase it.",
            "Not all lizards catch their prey with a quick tongue.",
        ),
    ],
)
def test_a_result_clause_in_any_parse_is_cut_from_the_hypothesis(text, hypothesis):
    assert _by_kind(text, "quantifiers")["original"].hypothesis == hypothesis


@pytest.mark.parametrize(
    ("text", "hypothesis"),
    [
        # purpose "so (that)": in the clause's scope, stays
        (
            "Many farmers sold their land so they could move to the city.",
            "Not all farmers sold their land so they could move to the city.",
        ),
        (
            "Most frogs swallow their food whole so that they can eat quickly.",
            "Not all frogs swallow their food whole so that they can eat quickly.",
        ),
    ],
)
def test_a_purpose_so_clause_stays_in_the_pair(text, hypothesis):
    assert _by_kind(text, "quantifiers")["original"].hypothesis == hypothesis


def test_a_numeral_object_of_an_active_verb_before_later_keeps_the_pair():
    # the object of an active transitive verb is an argument, not the measure of "later"
    pairs = _by_kind("The army built three forts later.", "numerals")
    assert pairs["original"].hypothesis == "The army didn't build more than three forts later."
