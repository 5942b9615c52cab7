"""Negated verb_complement premises whose added "not" lands outside the sentence's assertion
(helper vc41, from a689c8b): a trigger in a supplementive -ing clause, or under one, and a
trigger in the that-clause of a specificational copula ("The objection is that ...").

Sentences through the real pipeline (``pipeline.process.run_texts``); ``kept`` is the
well-formedness the pipeline writes. The flagged cases were kept before this change; the
guards are negated premises on the main clause, or on a clause the main verb reports, that
must stay kept.
"""

from __future__ import annotations

import pytest

from pipeline.process import run_texts
from tests.phenomenon_support import kept, pair_flags


def _negated(text: str) -> dict[str, object]:
    """premise -> pair of the sentence's negated verb_complement pairs."""
    _, result = run_texts([text], ["verb_complement"])
    return {p.premise: p for p in result.pairs if p.premise_kind == "negated"}


@pytest.mark.parametrize(
    ("text", "premise"),
    [
        (
            "The crew repaired the valves, hoping to prevent similar failures on later flights.",
            "The crew repaired the valves, not hoping to prevent similar failures on later "
            "flights.",
        ),
        (
            "Howe halted the advance, claiming he wanted to spare his soldiers.",
            "Howe halted the advance, claiming he did not want to spare his soldiers.",
        ),
        # a copula with its own predicative: the participle after it is supplementive
        (
            "As a group, these beetles are wingless, meaning that they have to walk between "
            "plants.",
            "As a group, these beetles are wingless, not meaning that they have to walk between "
            "plants.",
        ),
    ],
)
def test_negation_in_supplementive_participle_is_flagged(text, premise):
    """A supplementive -ing clause is adverbial and not asserted (Quirk et al. 1985 §15.58):
    the "not" put in it, or in the clause it reports, leaves the main clause asserted."""
    pairs = _negated(text)
    assert premise in pairs, list(pairs)
    pair = pairs[premise]
    assert "negated-adverbial-clause" in pair_flags(pair)
    assert not kept(pair)


def test_negation_in_specificational_that_clause_is_flagged():
    """ "The objection is that P": the that-clause specifies the subject's value; a "not"
    inside it gives another value, no denial of S (Quirk et al. 1985 §16.35)."""
    premise = "The main objection is that the new route would not force drivers to wait longer."
    pairs = _negated("The main objection is that the new route would force drivers to wait longer.")
    assert premise in pairs, list(pairs)
    assert "negated-subordinate-clause" in pair_flags(pairs[premise])
    assert not kept(pairs[premise])


@pytest.mark.parametrize(
    ("text", "premise"),
    [
        # the participle is the main clause's adjunct, not the trigger's clause
        (
            "Walking home, she realized that she had forgotten to lock the door.",
            "Walking home, she did not realize that she had forgotten to lock the door.",
        ),
        # extraposition with an expletive subject: no specificational copula
        (
            "It is clear that the council decided to close the library.",
            "It is clear that the council did not decide to close the library.",
        ),
        # a progressive "was ... seeking" split by an adjunct is no supplementive participle
        (
            "Reuters reported that the union was, in negotiating a new contract, seeking to gain "
            "more control over schedules.",
            "Reuters reported that the union was, in negotiating a new contract, not seeking to "
            "gain more control over schedules.",
        ),
        # "not expecting/realizing ..." is a natural negative free adjunct (Quirk §15.61)
        (
            "The engineers tested the pumps again, expecting to find the leak before noon.",
            "The engineers tested the pumps again, not expecting to find the leak before noon.",
        ),
        # the plain main clause
        (
            "The engineers expected to find the leak before noon.",
            "The engineers did not expect to find the leak before noon.",
        ),
    ],
)
def test_negated_main_clause_stays_kept(text, premise):
    pairs = _negated(text)
    assert premise in pairs, list(pairs)
    pair = pairs[premise]
    assert "negated-adverbial-clause" not in pair_flags(pair)
    assert "negated-subordinate-clause" not in pair_flags(pair)
    assert kept(pair)


def test_negation_on_as_predicative_of_report_is_flagged():
    """ "was quoted as saying P" asserts the report; "was quoted as not saying P" reports an
    abstention and denies nothing S asserts (Quirk et al. 1985 §16.48)."""
    text = "The minister was quoted by local radio as saying the border would reopen next week."
    premise = (
        "The minister was quoted by local radio as not saying the border would reopen next week."
    )
    pairs = _negated(text)
    assert premise in pairs, list(pairs)
    assert "negated-subordinate-clause" in pair_flags(pairs[premise])
    assert not kept(pairs[premise])


def test_negation_in_clause_reported_as_saying_stays():
    """Guard: "was quoted as saying [P]" reads as "reportedly said P"; a "not" inside P is
    the speech complement's negation (NOPE App. C), not a negated "as" predicative."""
    text = "The minister was quoted by local radio as saying the council had decided to resign."
    premise = (
        "The minister was quoted by local radio as saying the council had not decided to resign."
    )
    pairs = _negated(text)
    assert premise in pairs, list(pairs)
    assert "negated-subordinate-clause" not in pair_flags(pairs[premise])
    assert "negated-adverbial-clause" not in pair_flags(pairs[premise])
