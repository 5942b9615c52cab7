"""Presupposition draft and embedding classes of the thirty-seventh pass (stop 40, helper pr29;
blind reviews s1129w-s1130a): an antonym prior state after "first" ("It first opened" -> "It
was closed before"), "vessel" read in its first WordNet sense under "sink" ("were higher
before"), a prior-state draft for a change under "failed to" ("failed to win the Prix" -> "did not have
the Prix before"), a
supplementary clause glued onto a possessed noun phrase, a bare present for a future time
clause under a volitional infinitive ("I graduate from Yale"), and a preposed clause moved into
a noun's appositive ("gave the driver before she got on the cart, Chu, a packet"). Constructed
sentences through the real pipeline (``run_texts``); each failing case failed on the code before
the fix, the "stays" cases guard good pairs."""

from __future__ import annotations

import pytest

from pipeline.process import run_texts


def _pairs(text: str, subtype: str):
    _, result = run_texts([text], ["presupposition"])
    return [p for p in result.pairs if p.subtype == subtype]


def _hypotheses(text: str, subtype: str) -> set[str]:
    return {
        p.hypothesis
        for p in _pairs(text, subtype)
        if p.premise_kind == "original" and p.hypothesis_kind == "presupposition"
    }


def _premises(text: str, subtype: str, kind: str) -> set[str]:
    return {
        p.premise
        for p in _pairs(text, subtype)
        if p.premise_kind == kind and p.hypothesis_kind == "presupposition"
    }


# -- 1. "first" + a change of state: the prior state is "never in it", not its antonym -------


@pytest.mark.parametrize(
    ("text", "wrong"),
    [
        ("The museum first opened in March 1998.", "The museum was closed before."),
        ("The bakery first opened on Main Street in 1952.", "The bakery was closed before."),
        ("The library opened for the first time in 1907.", "The library was closed before."),
    ],
)
def test_first_opening_has_no_closed_prior_state(text, wrong):
    assert wrong not in _hypotheses(text, "change_of_state")


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("She opened the window to let in some air.", "The window was closed before."),
        ("The old ferry sank in the harbor.", "The old ferry was afloat before."),
        # a first time counted from an earlier occurrence is a recurrence after a gap
        (
            "The theater opened for the first time in ten years last night.",
            "The theater was closed before.",
        ),
    ],
)
def test_change_of_state_without_first_stays(text, kept):
    assert kept in _hypotheses(text, "change_of_state")


# -- 2. "vessel" under "sink" is the watercraft ----------------------------------------------


@pytest.mark.parametrize(
    ("text", "right"),
    [
        # definite subjects: a quantified one has no prior-state draft (stop 45, pr43)
        ("The three fishing vessels sank off the coast last winter.", "afloat"),
        ("The cargo vessels were sunk by the storm.", "afloat"),
    ],
)
def test_sunk_vessels_were_afloat(text, right):
    hyps = _hypotheses(text, "change_of_state")
    assert hyps and all(right in h for h in hyps), hyps
    assert not any("higher" in h for h in hyps)


# -- 3. no prior state for a change a negative implicative says did not happen ---------------


@pytest.mark.parametrize(
    "text",
    [
        "He failed to win the Pulitzer Prize.",
        "The candidate failed to win the seat in the spring election.",
    ],
)
def test_change_under_fail_to_gets_no_prior_state(text):
    assert not any("did not have" in h for h in _hypotheses(text, "change_of_state"))


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("She won the seat in a close race.", "She did not have the seat before."),
        ("She won the Nobel Prize in 1911.", "She had not won the Nobel Prize before."),
    ],
)
def test_win_without_fail_stays(text, kept):
    assert kept in _hypotheses(text, "change_of_state")


# -- 4. a supplementary clause is not part of the possessed noun phrase ------------------------


@pytest.mark.parametrize(
    ("text", "right"),
    [
        (
            "We walked along the river's western bank, where the herons nest.",
            # pr243: a natural part of a lasting place keeps the present
            "The river has a western bank.",
        ),
        (
            "The firm's new offices, which opened last year, are in Leeds.",
            "The firm has new offices.",
        ),
        (
            "The design lets the sound pass through the speaker's inner chamber, after which it "
            "is amplified and sent through a horn.",
            "The speaker has an inner chamber.",
        ),
    ],
)
def test_supplementary_relative_is_cut(text, right):
    hyps = _hypotheses(text, "possessed_definites")
    assert right in hyps, hyps
    assert not any(" where " in h or " which " in h or " after " in h for h in hyps)


def test_restrictive_relative_stays():
    assert "The company had products that were made in China." in _hypotheses(
        "He sold the company's products that were made in China.", "possessed_definites"
    )


# -- 5. present for future in a time clause under a volitional infinitive ----------------------


@pytest.mark.parametrize(
    ("text", "right"),
    [
        ("I want to travel abroad after I finish my degree.", "I will finish my degree."),
        # first person (stop 45, pr42): a third person's plan holds the clause in their beliefs
        # only (Heim 1992), and "They plan to ..." is no longer a candidate
        ("We plan to marry after he returns from the war.", "He will return from the war."),
        ("We want to thank everyone after the ceremony ends.", "The ceremony will end."),
    ],
)
def test_future_time_clause_takes_will(text, right):
    hyps = _hypotheses(text, "temporal_adverbs")
    assert right in hyps, hyps


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("I will call you after I land in Paris.", "I will land in Paris."),
        ("He left the party after she arrived.", "She arrived."),
    ],
)
def test_other_time_clauses_stay(text, kept):
    assert kept in _hypotheses(text, "temporal_adverbs")


# -- 6. a preposed clause is not moved between a noun and its appositive ----------------------


def test_preposed_clause_not_moved_into_an_appositive():
    text = "Before he left for Spain, Tom gave his sister, Anna, a silver necklace."
    for kind in ("negated", "interrogative", "modal"):
        for premise in _premises(text, "temporal_adverbs", kind):
            assert "sister before" not in premise, premise
            assert "his sister, Anna," in premise, premise


def test_preposed_clause_still_moved_without_appositive():
    text = "Before the match began, the coach gave the captain a speech."
    assert "Did the coach give the captain a speech before the match began?" in _premises(
        text, "temporal_adverbs", "interrogative"
    )
