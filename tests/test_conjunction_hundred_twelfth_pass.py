"""Issue 12, hundred-twelfth pass (branch cj111): the error classes of the blind review s1202s
(expository prose, the Jargon File), fixed by class; constructed sentences through the real
spaCy model. Each test fails on main (3530bd46) unless its docstring says it is a control."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import added, conjunction_runner, removed, replaced


@pytest.fixture(scope="module")
def run(parsed, ctx):
    """``run(text)`` -> (candidates, pairs) of the whole sentence."""
    return conjunction_runner(parsed, ctx)


# -- class 1: conjunct boundaries and clean removals ---------------------------------------------


def test_or_both_keeps_its_disjuncts(run):
    """ "the driver or the mechanic, or both": "both" sums up the two disjuncts, so no removal
    leaves "on the mechanic, or both"."""
    pairs = run("The blame usually falls on the driver or the mechanic, or both.")[1]
    hyps = set(removed(pairs))
    assert "The blame usually falls on the mechanic, or both." not in hyps
    assert "The blame usually falls on the driver, or both." not in hyps
    assert not any(p.premise.endswith("mechanic, or both.") for p in added(pairs).values())


def test_quoted_list_removal_leaves_no_stray_quote(run):
    """A list of quoted names parsed with the quotes outside the spans: no removal leaves two
    opening quotes run together ("'log files', ''dump files'")."""
    text = "The usual names for these files are \u2018log files\u2019, \u2018trace files\u2019 or \u2018dump files\u2019."
    hyps = set(removed(run(text)[1]))
    assert not any("\u2018\u2018" in h for h in hyps)
    assert (
        "The usual names for these files are \u2018log files\u2019, \u2018trace files\u2019."
        in hyps
    )


def test_straight_quoted_list_removal_leaves_no_stray_quote(run):
    """The same list in straight quotes: no "''dump files'"."""
    text = "The usual names for these files are 'log files', 'trace files' or 'dump files'."
    assert not any("''" in h for h in removed(run(text)[1]))


def test_who_clause_not_reattached_to_a_thing(run):
    """ "officials defending the old policy and local preachers who have ...": removing the
    person conjunct would hang "who" on "policy"."""
    text = (
        "The report blamed officials defending the old policy and local preachers who have "
        "encouraged the protests."
    )
    hyps = set(removed(run(text)[1]))
    assert not any("policy who" in h for h in hyps)


# -- class 2: monotonicity of restrictors ---------------------------------------------------------


def test_anything_restrictor_is_downward(run):
    """ "describes anything that A but B": free-choice "anything" is a universal, its relative
    clause a downward-entailing restrictor: the added conjunct is entailed, the removal not."""
    pairs = run("The word describes anything that takes a long time but brings little reward.")[1]
    short = "The word describes anything that takes a long time."
    assert added(pairs)[short].heuristic_label == "entailment"
    assert removed(pairs)[short].heuristic_label == "neutral"


def test_anything_restrictor_or(run):
    """ "covers anything that runs on batteries or uses solar power": a removed disjunct is
    entailed, an added one is not."""
    pairs = run("The manual covers anything that runs on batteries or uses solar power.")[1]
    short = "The manual covers anything that uses solar power."
    assert removed(pairs)[short].heuristic_label == "entailment"
    assert added(pairs)[short].heuristic_label == "neutral"


def test_generic_something_restrictor(run):
    """ "something that is A or B may be dangerous": a generic indefinite under "may", its
    relative clause a restrictor: or-introduction is not entailed."""
    pairs = run("By contrast, something that is broken or rusty may be dangerous to touch.")[1]
    short = "By contrast, something that is rusty may be dangerous to touch."
    assert added(pairs)[short].heuristic_label == "neutral"
    assert removed(pairs)[short].heuristic_label == "entailment"


def test_episodic_something_control(run):
    """Control: "I found something that was red or blue": an existential, upward; the added
    disjunct stays entailed."""
    pairs = run("I found something that was red or blue in the attic.")[1]
    assert (
        added(pairs)["I found something that was red in the attic."].heuristic_label == "entailment"
    )


# -- class 3: replacements ------------------------------------------------------------------------


def test_adverb_in_relative_clause_not_swapped(run):
    """ "the delays that often annoy users" -> "that rarely annoy users": a swap inside the
    relative clause of a nominal conjunct, not of a conjunct."""
    text = "The program avoids the errors that usually plague old systems and the delays that often annoy users."
    assert not any("rarely annoy" in h for h in replaced(run(text)[1]))


def test_comparative_adverb_not_swapped(run):
    """ "and, less often, rye" -> "less rarely": no antonym of "less often"."""
    text = "Farmers grow wheat and, less often, rye in the northern valleys."
    assert not any("less rarely" in h for h in replaced(run(text)[1]))


def test_swap_under_maybe_is_neutral(run):
    """ "Maybe the soup is hot and ...": a possibility adverb; "maybe cold" is compatible."""
    reps = replaced(run("Maybe the soup is hot and the bread is fresh.")[1])
    rep = reps["Maybe the soup is cold and the bread is fresh."]
    assert rep.heuristic_label == "neutral"


def test_coordinated_adverb_swap_control(run):
    """Control: "runs quickly and quietly": the adverb is a conjunct; its swap stays."""
    reps = replaced(run("The dog runs quickly and quietly.")[1])
    assert reps["The dog runs slowly and quietly."].heuristic_label == "contradiction"


# -- class 4: a conjunct lifted out of an embedding -----------------------------------------------


def test_hedged_list_not_lifted(run):
    """ "Perhaps it is simply that A, B, and C": never "C." as a plain fact."""
    text = "Perhaps it is simply that the roads are old, the drivers are careless, and the winters are long."
    assert "The winters are long." not in removed(run(text)[1])


def test_possible_that_list_not_lifted(run):
    """ "It is possible that A, B, and C": never "C."."""
    text = "It is possible that the pipes froze, the boiler failed, and the tenants left."
    assert "The tenants left." not in removed(run(text)[1])


def test_matrix_clause_coordination_control(run):
    """Control: "She said that the plan was good, and everyone agreed": the second clause is
    the speaker's own; its removal of the first stays."""
    hyps = set(removed(run("She said that the plan was good, and everyone agreed.")[1]))
    assert "Everyone agreed." in hyps


def test_who_clause_of_a_noun_with_a_later_person_sense(run):
    """ "public figures who have ...": "figure" is a person in one of its senses only; the
    removal would still hang "who" on "policy"."""
    text = (
        "The article criticised lobbyists backing the new policy and local public figures who "
        "have defended it."
    )
    hyps = set(removed(run(text)[1]))
    assert (
        "The article criticised lobbyists backing the new policy who have defended it." not in hyps
    )
