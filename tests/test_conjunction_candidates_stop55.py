"""Stop 55, cj82: candidates and labels of the review s1201m. An "and" after a turn-opening
interjection, before an onomatopoeic interjection or a closing "that's it" joins no two
propositions; "one N or another" is an idiom; a pseudo-cleft value and "or" under a negation in a
restrictor clause get neutral removals. Constructed sentences through the real spaCy model; each
test fails on 286552c3 unless its docstring says it is a control."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import added, removed


@pytest.fixture(scope="module")
def run(conjunction_run):
    return conjunction_run


def _triggers(run, text: str) -> list[str]:
    cands, _ = run(text)
    return [c.trigger for c in cands]


def test_and_after_an_interjection_is_no_candidate(run):
    """ "Aww, and good luck to you too!" gave "Aww!" and "Good luck to you!"."""
    assert _triggers(run, "Aww, and good luck to you too!") == []


def test_and_after_a_response_token_is_no_candidate(run):
    """Control: main already had no candidate here (the parse); the new rule must keep it so."""
    assert _triggers(run, "Oh, and the new director is supposed to be great.") == []


def test_a_coordination_after_an_interjection_stays(run):
    """Control: "Oh," before a real noun coordination leaves it a candidate."""
    _, pairs = run("Oh, Ross and Rachel are here.")
    assert "Oh, Ross is here." in removed(pairs)


def test_and_before_an_onomatopoeic_interjection_is_no_candidate(run):
    """ "..., and bam, the bra comes out" gave "You just reach in there, bam!"-like cuts."""
    assert _triggers(run, "You just reach in there, and bam, a bra comes out the sleeve.") == []


def test_a_closing_thats_it_is_no_candidate(run):
    assert _triggers(run, "You put the money in the box and that's it.") == []
    assert _triggers(run, "We went our separate ways and that was that.") == []


def test_thats_all_with_more_words_stays(run):
    """Control: "that was all wrong" is a proposition of its own."""
    _, pairs = run("It made a noise and that was all wrong.")
    assert "It made a noise." in removed(pairs)


def test_one_time_or_another_is_no_candidate(run):
    assert _triggers(run, "It happens to everyone at one time or another.") == []


def test_one_noun_or_another_noun_stays(run):
    """Control: "one book or another book" names two books."""
    assert "or" in _triggers(run, "He gave me one book or another book.")


def test_a_pseudo_cleft_value_removal_is_neutral(run):
    _, pairs = run("Reliving past pain and getting depressed is what Thanksgiving is all about.")
    pair = removed(pairs)["Getting depressed is what Thanksgiving is all about."]
    assert pair.heuristic_label == "neutral"


def test_or_under_a_negated_restrictor_removal_is_neutral_addition_entailed(run):
    _, pairs = run("While not at school or college, he lived with his mother.")
    assert removed(pairs)["While not at college, he lived with his mother."].heuristic_label == (
        "neutral"
    )
    assert added(pairs)["While not at college, he lived with his mother."].heuristic_label == (
        "entailment"
    )


def test_or_under_a_plain_negation_keeps_its_label(run):
    """Control: "did not visit A or B" denies both; the removal stays entailed."""
    _, pairs = run("He did not visit Paris or Rome last year.")
    assert removed(pairs)["He did not visit Rome last year."].heuristic_label == "entailment"
