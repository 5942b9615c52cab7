"""Stop 94, cj205: non-boolean "and" in specificational and collective frames (s9401's food
reviews). A specificational list whose nouns the tagger read as adjectives is exhaustive, and a
removal that leaves one singular value for a plural subject is refused; premodifiers of the
shared "of" object of a combination noun are a collective argument; "N and change" is an idiom
of amount. Constructed sentences through the real parse."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import added, conjunction_runner, removed


@pytest.fixture(scope="module")
def run(parsed, ctx):
    return conjunction_runner(parsed, ctx)


def test_specificational_list_of_misread_nouns_has_no_singular_removal(run):
    _, pairs = run("Our favorite snacks are pretzels and popcorn.")
    hyps = removed(pairs)
    # "popcorn" (read as a participle) alone for a plural subject: a number clash, refused
    assert "Our favorite snacks are popcorn." not in hyps, sorted(hyps)
    # the plural member agrees; the list is exhaustive, so the shorter one contradicts
    assert hyps["Our favorite snacks are pretzels."].heuristic_label == "contradiction"


def test_misread_noun_members_of_three_are_exhaustive(run):
    _, pairs = run("My favorite teas are chamomile, peppermint and hibiscus.")
    hyps = removed(pairs)
    assert hyps, "expected removals from a three-member list"
    assert all(p.heuristic_label == "contradiction" for p in hyps.values()), {
        h: p.heuristic_label for h, p in hyps.items()
    }


def test_predicative_adjectives_keep_their_boolean_removal(run):
    """Near-miss: adjectives ascribe properties, each entailed."""
    _, pairs = run("The cookies are crunchy and tangy.")
    hyps = removed(pairs)
    assert hyps["The cookies are crunchy."].heuristic_label == "entailment", sorted(hyps)
    assert hyps["The cookies are tangy."].heuristic_label == "entailment"


def test_modifiers_of_a_combination_object_are_not_removed(run):
    _, pairs = run("The menu offers a mix of hot and cold dishes.")
    assert not removed(pairs) and not added(pairs), [p.hypothesis for p in pairs]
    _, pairs = run("The dressing has a nice blend of sweet and sour flavors.")
    assert not removed(pairs), [p.hypothesis for p in pairs]


def test_modifiers_of_a_plain_object_keep_their_removals(run):
    """Near-misses: no plurality noun above the shared noun; compatible kinds in a mix."""
    _, pairs = run("The shop sells green and black teas.")
    assert "The shop sells black teas." in removed(pairs)
    _, pairs = run("The menu offers a mix of Indian and Thai dishes.")
    assert "The menu offers a mix of Thai dishes." in removed(pairs), [p.hypothesis for p in pairs]


@pytest.mark.parametrize(
    "text",
    ["The tickets cost $40 and change at the gate.", "The drive took three hours and change."],
)
def test_amount_and_change_is_no_coordination(run, text):
    cands, pairs = run(text)
    assert not any(c.trigger.lower() == "and" for c in cands), [c.trigger for c in cands]
    assert not pairs


def test_verb_change_after_and_is_still_a_coordination(run):
    """Near-miss: "change" as a verb coordinated with another verb."""
    _, pairs = run("The recipes grow and change over the years.")
    assert "The recipes grow over the years." in removed(pairs)
