"""Ninety-third pass (stop 57, pr90; docs/presupposition.md): candidates that are not triggers.

Change-of-state verbs in a sense with no change (get + a thing, "go with", "enter" a contest,
locative "appear(s)", "snap at", "explode onto", "fix X to do Y", "must be closed", legal
"stay"); genitives that own nothing (names and products, "in X's case", "eat out of X's hand",
an event still to come, a person's whole body); concessive "while" with emphatic "do"; "before"
in a modal rule. Each class has a counterpart that keeps its candidate. Constructed sentences
through the real extractor.
"""

from __future__ import annotations

import pytest

from tests.phenomenon_support import presupposition_candidates


def _triggers(parsed, ctx, text: str, subtype: str) -> list[str]:
    return [c.trigger for c in presupposition_candidates(parsed, ctx, text, subtype)[1]]


@pytest.mark.parametrize(
    "text, trigger",
    [
        ("We finally got a new laptop for the office.", "got"),
        ("I get an error every time the job runs.", "get"),
        ("Sadly they didn't go with that design in the end.", "go"),
        ("Two cartoonists entered a contest last spring.", "entered"),
        ("The helicopter may enter naval service by 2015.", "enter"),
        ("The print option appears toward the bottom of the page.", "appears"),
        ("The manager snapped at the new clerk.", "snapped"),
        ("The film exploded onto theater screens last December.", "exploded"),
        ("I have never fixed my mail client to do this.", "fixed"),
        ("The windows must be closed at night.", "closed"),
        ("The appeals court stayed the order on Friday.", "stayed"),
    ],
)
def test_change_of_state_verb_in_another_sense_is_no_candidate(parsed, ctx, text, trigger):
    assert trigger not in _triggers(parsed, ctx, text, "change_of_state"), text


@pytest.mark.parametrize(
    "text, trigger",
    [
        ("Bruce has gotten a job at the mill.", "gotten"),
        ("The guests entered the room quietly.", "entered"),
        ("A light appeared in the window last night.", "appeared"),
        ("The branch snapped under the weight of the snow.", "snapped"),
        ("The bomb exploded at a police station.", "exploded"),
        ("The plumber fixed the leaking pipe yesterday.", "fixed"),
        ("The guard closed the gate at midnight.", "closed"),
        ("She stayed in her room all afternoon.", "stayed"),
    ],
)
def test_change_of_state_sense_keeps_its_candidate(parsed, ctx, text, trigger):
    assert trigger in _triggers(parsed, ctx, text, "change_of_state"), text


@pytest.mark.parametrize(
    "text",
    [
        "Mom took out her latest Harper's Bazaar magazine.",
        "The first beta of Vipul's Razor v2 is now available.",
        "IBM's db2 is another cheap alternative to Oracle.",
        "In Apple's case, the rule does not apply.",
        "By then the senators were eating out of Hoover's hand.",
        "We are facilitating Russia's entry into the trade organization.",
        "Archaeologists later exhumed the fallen hunter's body.",
    ],
)
def test_genitive_that_owns_nothing_is_no_candidate(parsed, ctx, text):
    assert not _triggers(parsed, ctx, text, "possessed_definites"), text


@pytest.mark.parametrize(
    "text",
    [
        "According to Royal's Socialist critics, the campaign failed.",
        "AMD's new CPUs are said to have it as well.",
        "The senator shook the farmer's hand.",
        "Elizabeth's mouth might disgust that person.",
        "The boy's bruised body was found near the river.",
        "Russia's entry into the war changed everything.",
        "The lawyers lost the company's case against the union.",
    ],
)
def test_possession_keeps_its_candidate(parsed, ctx, text):
    assert _triggers(parsed, ctx, text, "possessed_definites"), text


def test_while_with_emphatic_do_is_concessive(parsed, ctx):
    text = "And while that did harm the error rates, the results were still much better."
    assert "while" not in [t.lower() for t in _triggers(parsed, ctx, text, "temporal_adverbs")]


def test_while_without_emphatic_do_stays_temporal(parsed, ctx):
    text = "While that harmed the error rates, we collected more samples."
    assert "while" in [t.lower() for t in _triggers(parsed, ctx, text, "temporal_adverbs")]


def test_before_in_a_modal_rule_is_no_candidate(parsed, ctx):
    text = "Nations need not suffer an attack before they can lawfully take action."
    assert "before" not in _triggers(parsed, ctx, text, "temporal_adverbs")


def test_before_with_an_episodic_main_clause_stays(parsed, ctx):
    text = "The bomb exploded before anyone could defuse it."
    assert "before" in _triggers(parsed, ctx, text, "temporal_adverbs")
