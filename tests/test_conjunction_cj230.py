"""Branch cj230 (stop 104): a trailing figure/table reference is no part of the last conjunct;
a symmetric "equal" refuses its removal while a distributive predicate over the same nouns keeps
it; premodifiers of the first member are shared by a later common-noun compound member.
Constructed sentences through the real spaCy model; each class has cases that fail on main
4cdbf0c6 and near misses that must not change."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import added, conjunction_runner, removed


@pytest.fixture(scope="module")
def run(parsed, ctx):
    """``run(text)`` -> (candidates, pairs) of the whole sentence."""
    return conjunction_runner(parsed, ctx)


# -- class 1: a trailing reference stays when the last member goes (H&P ch. 15 §5) ------------


@pytest.mark.parametrize(
    "text, kept, lost",
    [
        (
            "The samples were collected by J. R. Smith and K. L. Jones (Fig. 1).",
            "The samples were collected by J. R. Smith (Fig. 1).",
            "The samples were collected by J. R. Smith.",
        ),
        (
            "The samples were collected by J. R. Smith and K. L. Jones (see Table 2).",
            "The samples were collected by J. R. Smith (see Table 2).",
            "The samples were collected by J. R. Smith.",
        ),
        (
            "The lines came from donors (P. J., D. A., and J. F., Fig. 1).",
            "The lines came from donors (P. J. and D. A., Fig. 1).",
            "The lines came from donors (P. J., D. A.",
        ),
    ],
)
def test_trailing_reference_stays_with_the_clause(run, text, kept, lost):
    """The bracketed or comma-set reference is a supplement of the clause, not of the last
    name: its removal keeps the reference and the other names whole (before: dropped with it)."""
    _, pairs = run(text)
    rem = removed(pairs)
    assert kept in rem
    assert not any(h.startswith(lost) and "Fig" not in h and "Table" not in h for h in rem)


def test_trailing_reference_first_removal_keeps_the_reference(run):
    _, pairs = run("The samples were collected by J. R. Smith and K. L. Jones (Fig. 1).")
    assert "The samples were collected by K. L. Jones (Fig. 1)." in removed(pairs)


def test_each_member_with_its_own_reference_keeps_it(run):
    """Near miss: "Smith (Fig. 1) and Jones (Fig. 2)": each reference is its member's."""
    _, pairs = run("The samples were collected by J. R. Smith (Fig. 1) and K. L. Jones (Fig. 2).")
    assert "The samples were collected by J. R. Smith (Fig. 1)." in removed(pairs)


def test_bracketed_place_is_the_members_own(run):
    """Near miss: a bracketed non-reference ("(Oxford)") stays with the last member."""
    _, pairs = run("The samples were collected by J. R. Smith and K. L. Jones (Oxford).")
    assert "The samples were collected by J. R. Smith." in removed(pairs)


# -- class 2: symmetric "equal" refuses, a distributive predicate over the same nouns removes --


def test_symmetric_equal_refuses_removal(run):
    """cj229's refusal stands: "equal" relates the members (Lakoff & Peters 1969)."""
    _, pairs = run("Men and women have equal rights.")
    assert "Men have equal rights." not in removed(pairs)
    assert "Women have equal rights." not in removed(pairs)


@pytest.mark.parametrize(
    "text, kept",
    [
        ("Men and women attended the meeting.", "Women attended the meeting."),
        ("Men and women have voting rights.", "Men have voting rights."),
    ],
)
def test_distributive_predicate_over_same_nouns_removes(run, text, kept):
    """Near miss of the refusal: a distributive predicate holds of each member (ConjNLI §3)."""
    _, pairs = run(text)
    assert removed(pairs)[kept].heuristic_label == "entailment"


# -- class 3: first member's premodifiers shared by a later compound noun ----------------------


@pytest.mark.parametrize(
    "text, kept",
    [
        (
            "Mary was an American singer, dancer, actor, and stage director.",
            "Mary was an American dancer, actor, and stage director.",
        ),
        (
            "Mary was an American singer and stage director.",
            "Mary was an American stage director.",
        ),
    ],
)
def test_premodifiers_shared_with_compound_member(run, text, kept):
    """A noun-noun compound is one lexical unit (H&P ch. 19 §4): the determiner and adjective
    distribute over it as over a bare noun (before: "a dancer, actor, and stage director")."""
    _, pairs = run(text)
    assert kept in removed(pairs)


@pytest.mark.parametrize(
    "text, kept",
    [
        (
            "Mary was an American singer, dancer, actor, and writer.",
            "Mary was an American dancer, actor, and writer.",
        ),
        ("The ship carried French sailors and John Brown.", "The ship carried John Brown."),
        ("The crew replaced the pump valves and oil filters.", "The crew replaced the oil filters."),
        ("The crew cleaned the igniter lines and fuel pipes.", "The crew cleaned the fuel pipes."),
    ],
)
def test_bare_members_and_names_unchanged(run, text, kept):
    """Near misses: bare members were right already; a name member has its own reference; a
    first member with a noun premodifier is a parallel compound (its "pump" goes with it)."""
    _, pairs = run(text)
    assert kept in removed(pairs)


# -- class 4: "– also called A, B, or C –": names set off by dashes are aliases ----------------


def test_dash_set_alias_list_is_equivalence(run):
    """Paired dashes set off the naming participle as commas do (H&P ch. 15 §5): the names
    are equivalent alternatives, removal entailed, addition neutral (before: or_boolean
    neutral removal and or_introduction entailed addition)."""
    text = "A nuclear family – also called an elementary family, atomic family, or conjugal family – is a family group."
    _, pairs = run(text)
    short = "A nuclear family – also called an elementary family or conjugal family – is a family group."
    assert removed(pairs)[short].heuristic_label == "entailment"
    assert added(pairs)[short].heuristic_label == "neutral"


def test_dash_before_a_call_verb_with_subject_is_no_alias(run):
    """Near miss: "– she called Anna, Ben, or Carl –" is a phone call, no naming."""
    _, pairs = run("The firm – she called Anna, Ben, or Carl – was closed.")
    assert removed(pairs)["The firm – she called Anna or Ben – was closed."].heuristic_label == "neutral"
